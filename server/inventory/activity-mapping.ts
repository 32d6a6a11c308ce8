// Pure mapping between the API, the database and the calculation engine for activity rows (issue 15, slice 2):
// an API input to the engine's ActivityRow (the scope from the category, the period, the pinned snapshots), the
// engine's typed row issues to translated per-field details, and stored rows to their API view. No I/O here: the
// service (./activity.ts) loads, pins and stores.
import {
  categoryOf,
  type CategoryCode,
  type InputKind,
  type Scope,
} from '../../domain/inventory/activity-categories';
import type {
  ActivityRow,
  MarketInstrument,
  Period,
  RefrigerantInput,
  RowIssue,
  RowResult,
} from '../../domain/inventory/engine/types';
import type { EmissionFactor, FactorSnapshot } from '../../domain/inventory/factors/types';
import type { WorkspaceFactorIssue } from '../../domain/inventory/factors/workspace-factor';
import type { ExchangeRate, Unit } from '../../domain/inventory/units';
import { parseNumber } from '../../domain/numbers';
import type { Locale } from '../../domain/messages';
import type { ErrorDetail } from '../errors';
import type { components } from '../../openapi/schema';

export type ActivityRowInput = components['schemas']['ActivityRowInput'];
export type ActivityRowView = components['schemas']['ActivityRow'];
export type EmissionFactorView = components['schemas']['EmissionFactor'];
type PeriodInput = components['schemas']['ActivityPeriod'];

/** An activity row as stored (inventory_activity_rows), already parsed. */
export interface StoredActivityRow {
  id: string;
  inventoryId: string;
  spaceId: string;
  facilityId: string;
  periodKind: 'MONTH' | 'QUARTER' | 'YEAR';
  periodYear: number;
  periodNumber: number | null;
  scope: Scope;
  category: CategoryCode;
  inputKind: InputKind;
  enteredValue: number;
  enteredUnit: Unit;
  enteredText: string | null;
  factors: FactorSnapshot[];
  exchangeRate: ExchangeRate | null;
  refrigerant: RefrigerantInput | null;
  instruments: MarketInstrument[] | null;
  note: string | null;
  version: number;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields of a row to write (what the service stores after pinning). */
export type ActivityRowFields = Omit<
  StoredActivityRow,
  'id' | 'inventoryId' | 'spaceId' | 'version' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;

const field = (name: string, key: FieldIssueKey, params?: Record<string, string | number>): ErrorDetail => ({
  field: name,
  message: { group: 'field', key, ...(params ? { params } : {}) },
});

/** Keys of server/i18n.ts `fieldTexts` used by the row rules. */
type FieldIssueKey =
  | 'mustBeFinite'
  | 'minimum'
  | 'invalidValue'
  | 'inputKindNotAllowed'
  | 'unitNotAllowed'
  | 'invalidPeriod'
  | 'factorNotAllowed'
  | 'mixedFactors'
  | 'duplicateGas'
  | 'unitNotConvertible'
  | 'exchangeRateRequired'
  | 'refrigerantRequired'
  | 'negativeMassBalance'
  | 'instrumentsExceedQuantity'
  | 'evidenceRequired'
  | 'instrumentsElectricityOnly'
  | 'facilityNotInBoundary'
  | 'unknownFactor'
  | 'textMismatch'
  | 'mustBePositive'
  | 'invalidYear'
  | 'unknownUnit'
  | 'requiredField';

export function periodOf(p: PeriodInput): Period | null {
  if (p.kind === 'YEAR') return p.number === undefined ? { kind: 'year', year: p.year } : null;
  if (p.number === undefined) return null;
  return p.kind === 'MONTH'
    ? { kind: 'month', year: p.year, month: p.number }
    : { kind: 'quarter', year: p.year, quarter: p.number };
}

export function periodOfStored(
  row: Pick<StoredActivityRow, 'periodKind' | 'periodYear' | 'periodNumber'>,
): Period {
  if (row.periodKind === 'YEAR') return { kind: 'year', year: row.periodYear };
  if (row.periodKind === 'MONTH') return { kind: 'month', year: row.periodYear, month: row.periodNumber! };
  return { kind: 'quarter', year: row.periodYear, quarter: row.periodNumber! };
}

/** The engine's row for a stored row. */
export function toEngineRow(row: StoredActivityRow): ActivityRow {
  return {
    id: row.id,
    facilityId: row.facilityId,
    period: periodOfStored(row),
    scope: row.scope,
    category: row.category,
    inputKind: row.inputKind,
    entered: {
      value: row.enteredValue,
      unit: row.enteredUnit,
      ...(row.enteredText !== null ? { text: row.enteredText } : {}),
    },
    factors: row.factors,
    ...(row.exchangeRate ? { exchangeRate: row.exchangeRate } : {}),
    ...(row.refrigerant ? { refrigerant: row.refrigerant } : {}),
    ...(row.instruments ? { instruments: row.instruments } : {}),
  };
}

/** A server-side check of what the engine cannot see: the period's shape and the typed text. */
export function inputIssues(input: ActivityRowInput, locale: Locale): ErrorDetail[] {
  const issues: ErrorDetail[] = [];
  if (!categoryOf(input.category)) issues.push(field('category', 'invalidValue'));
  if (!periodOf(input.period)) issues.push(field('period', 'invalidPeriod'));
  if (input.quantity.text !== undefined && input.quantity.text.trim() !== '') {
    const reading = parseNumber(input.quantity.text, locale);
    if (!reading.ok || reading.value !== input.quantity.value)
      issues.push(field('quantity.text', 'textMismatch'));
  }
  return issues;
}

/**
 * The row's fields once its factors are pinned (`factors`, and each supplier instrument's factor), for the engine
 * check and for storing.
 */
export function rowFields(
  input: ActivityRowInput,
  factors: FactorSnapshot[],
  instrumentFactors: (FactorSnapshot | undefined)[],
): ActivityRowFields {
  const category = categoryOf(input.category)!;
  const period = periodOf(input.period)!;
  return {
    facilityId: input.facilityId,
    periodKind: input.period.kind,
    periodYear: period.year,
    periodNumber: period.kind === 'month' ? period.month : period.kind === 'quarter' ? period.quarter : null,
    scope: category.scope,
    category: input.category,
    inputKind: input.inputKind,
    enteredValue: input.quantity.value,
    enteredUnit: input.quantity.unit,
    enteredText: input.quantity.text?.trim() ? input.quantity.text : null,
    factors,
    exchangeRate: input.exchangeRate ? { ...input.exchangeRate } : null,
    refrigerant: input.refrigerant
      ? {
          gas: input.refrigerant.gas,
          method: input.refrigerant.method,
          ...(input.refrigerant.balance ? { balance: { ...input.refrigerant.balance } } : {}),
        }
      : null,
    instruments:
      input.instruments && input.instruments.length > 0
        ? input.instruments.map((inst, i) => ({
            kind: inst.kind,
            quantity: inst.quantity,
            evidence: inst.evidence,
            ...(instrumentFactors[i] ? { factor: instrumentFactors[i] } : {}),
          }))
        : null,
    note: input.note?.trim() ? input.note.trim() : null,
  };
}

/** The engine's issues of a refused row as per-field details (translated message keys, vi/en). */
export function rowIssueDetails(issues: readonly RowIssue[], input: ActivityRowInput): ErrorDetail[] {
  const factorIndex = (id: string) => {
    const i = (input.factorIds ?? []).indexOf(id);
    if (i >= 0) return `factorIds.${i}`;
    const j = (input.instruments ?? []).findIndex((inst) => inst.factorId === id);
    return j >= 0 ? `instruments.${j}.factorId` : 'factorIds';
  };
  const fieldName = (f: string) => (f === 'entered.value' ? 'quantity.value' : f);
  const out = new Map<string, ErrorDetail>();
  const push = (d: ErrorDetail) => {
    if (!out.has(d.field)) out.set(d.field, d);
  };
  for (const issue of issues) {
    switch (issue.kind) {
      case 'nonFiniteQuantity':
        push(field(fieldName(issue.field), 'mustBeFinite'));
        break;
      case 'negativeQuantity':
        push(field(fieldName(issue.field), 'minimum', { min: 0 }));
        break;
      case 'unknownCategory':
      case 'scopeMismatch':
        push(field('category', 'invalidValue'));
        break;
      case 'inputKindNotAllowed':
        push(field('inputKind', 'inputKindNotAllowed'));
        break;
      case 'unitNotAllowed':
        push(field('quantity.unit', 'unitNotAllowed', { unit: issue.unit }));
        break;
      case 'invalidPeriod':
        push(field('period', 'invalidPeriod'));
        break;
      case 'factorNotAllowed':
        push(field(factorIndex(issue.factorId), 'factorNotAllowed'));
        break;
      case 'mixedFactors':
        push(field('factorIds', 'mixedFactors'));
        break;
      case 'duplicateGas':
        push(field('factorIds', 'duplicateGas', { gas: issue.gas }));
        break;
      case 'conversion':
        if (issue.refusal.kind === 'missingExchangeRate' || issue.refusal.kind === 'invalidExchangeRate')
          push(field('exchangeRate', 'exchangeRateRequired'));
        else if (issue.refusal.kind === 'notFinite') push(field('quantity.value', 'mustBeFinite'));
        else push(field('quantity.unit', 'unitNotConvertible'));
        break;
      case 'missingRefrigerant':
        push(field('refrigerant', 'refrigerantRequired'));
        break;
      case 'negativeMassBalance':
        push(field('refrigerant.balance', 'negativeMassBalance'));
        break;
      case 'instrumentsExceedQuantity':
        push(field('instruments', 'instrumentsExceedQuantity'));
        break;
      case 'instrumentWithoutEvidence':
        push(field(`instruments.${issue.index}.evidence`, 'evidenceRequired'));
        break;
      case 'instrumentsOnNonElectricity':
        push(field('instruments', 'instrumentsElectricityOnly'));
        break;
    }
  }
  return [...out.values()];
}

export function workspaceFactorDetails(issues: readonly WorkspaceFactorIssue[]): ErrorDetail[] {
  return issues.map((issue) => {
    const name = issue.field === 'perUnit' ? 'perUnit' : issue.field;
    if (issue.kind === 'notPositiveFinite') return field(name, 'mustBePositive');
    if (issue.kind === 'unknownUnit') return field(name, 'unknownUnit');
    if (issue.kind === 'required') return field(name, 'requiredField');
    return field(name, 'invalidYear');
  });
}

export const factorDetail = (name: string) => field(name, 'unknownFactor');
export const notInBoundaryDetail = () => field('facilityId', 'facilityNotInBoundary');

export function factorView(f: EmissionFactor | FactorSnapshot): EmissionFactorView {
  const pinnedAt = (f as FactorSnapshot).pinnedAt;
  return {
    id: f.id,
    origin: f.id.startsWith('WS-') ? 'WORKSPACE' : 'LIBRARY',
    group: f.group,
    activity: f.activity,
    kind: f.kind,
    value: f.value,
    perUnit: f.perUnit,
    gas: f.gas,
    ...(f.gwpBasis ? { gwpBasis: f.gwpBasis } : {}),
    ...(f.biogenic !== undefined ? { biogenic: f.biogenic } : {}),
    ...(f.fuel ? { fuel: { ...f.fuel } } : {}),
    ...(f.money ? { money: { ...f.money } } : {}),
    source: { ...f.source },
    licence: f.licence,
    ...(f.evidence ? { evidence: f.evidence } : {}),
    region: f.region,
    validFrom: f.validFrom,
    validTo: f.validTo,
    ...(pinnedAt ? { pinnedAt } : {}),
  };
}

/** The row's result as the list shows it. */
export function rowResultView(result: RowResult): ActivityRowView['result'] {
  if (result.status === 'calculated')
    return {
      status: 'calculated',
      tco2e: result.tco2e,
      tco2eMarket: result.tco2eMarket,
      notes: [...result.notes],
      issues: [],
    };
  if (result.status === 'noFactor')
    return { status: 'noFactor', tco2e: null, tco2eMarket: null, notes: [], issues: [] };
  return {
    status: 'invalid',
    tco2e: null,
    tco2eMarket: null,
    notes: [],
    issues: result.issues.map((i) => i.kind),
  };
}

export function activityRowView(row: StoredActivityRow, result: RowResult): ActivityRowView {
  return {
    id: row.id,
    inventoryId: row.inventoryId,
    facilityId: row.facilityId,
    period: {
      kind: row.periodKind,
      year: row.periodYear,
      ...(row.periodNumber !== null ? { number: row.periodNumber } : {}),
    },
    scope: row.scope,
    category: row.category,
    inputKind: row.inputKind,
    quantity: { value: row.enteredValue, unit: row.enteredUnit, text: row.enteredText },
    factors: row.factors.map(factorView),
    exchangeRate: row.exchangeRate ? { ...row.exchangeRate } : null,
    refrigerant: row.refrigerant
      ? {
          gas: row.refrigerant.gas,
          method: row.refrigerant.method,
          ...(row.refrigerant.balance ? { balance: { ...row.refrigerant.balance } } : {}),
        }
      : null,
    instruments: (row.instruments ?? []).map((inst) => ({
      kind: inst.kind,
      quantity: inst.quantity,
      evidence: inst.evidence,
      ...(inst.factor ? { factor: factorView(inst.factor) } : {}),
    })),
    note: row.note,
    version: row.version,
    result: rowResultView(result),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a row: its data, without timestamps. */
export function auditRow(row: StoredActivityRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}
