// The row form's fields as the view keeps them (texts as typed), and the one `user.submit` they become: the row's
// values for the API and what could not be read (field -> message), keyed by the server's field names so that the
// view shows the form's findings and the server's 400 details in the same place. Numbers are read in the reader's
// language (domain/numbers.ts): an ambiguous or foreign-looking text is refused, never guessed.
import {
  inputRuleOf,
  type CategoryCode,
  type InputKind,
} from '../../../domain/inventory/activity-categories';
import { dimensionOf, type Unit } from '../../../domain/inventory/units';
import type { Locale } from '../../../domain/messages';
import { formatNumberInput, readNumber, type NumberRefusal, type NumberRules } from '../../../domain/numbers';
import type {
  ActivityRow,
  ActivityRowValues,
  EmissionFactor,
} from '../../../machines/inventory/activity-data.types';
import type { FormIssues } from '../../../machines/inventory/activity-row-form.machine';

export type PeriodKind = 'MONTH' | 'QUARTER' | 'YEAR';
export type InstrumentKind = 'RENEWABLE_CERTIFICATE' | 'DIRECT_PPA' | 'SUPPLIER_FACTOR';
export const INSTRUMENT_KINDS: readonly InstrumentKind[] = [
  'RENEWABLE_CERTIFICATE',
  'DIRECT_PPA',
  'SUPPLIER_FACTOR',
];
export const REFRIGERANT_GASES = [
  'HFC-32',
  'HFC-125',
  'HFC-134a',
  'HFC-143a',
  'HFC-23',
  'SF6',
  'R-410A',
  'R-404A',
  'CO2',
  'CH4',
  'N2O',
] as const;

export interface InstrumentFields {
  kind: InstrumentKind;
  quantity: string;
  evidence: string;
  factorId: string;
}

export interface RowFields {
  facilityId: string;
  periodKind: PeriodKind;
  periodNumber: string;
  year: number;
  category: CategoryCode;
  inputKind: InputKind;
  quantity: string;
  unit: Unit;
  /** The chosen factor set's ids (one activity, one factor per gas); empty: no factor. */
  factorIds: string[];
  refrigerantGas: string;
  rate: string;
  rateYear: string;
  rateSource: string;
  instruments: InstrumentFields[];
  note: string;
}

export const QUANTITY_RULES: NumberRules = { min: 0, max: 1e15 };
const RATE_RULES: NumberRules = { min: 0, max: 1e9 };
const YEAR_RULES: NumberRules = { min: 1990, max: 2100, integer: true };

export interface FieldTexts {
  required: string;
  number: (refusal: NumberRefusal) => string;
}

/** The fields of a new row, or of a stored one (its typed text kept as typed). */
export function initialFields(
  row: ActivityRow | null,
  defaults: { facilityId: string; periodKind: PeriodKind; periodNumber: number | null; year: number },
  locale: Locale,
): RowFields {
  if (row) {
    return {
      facilityId: row.facilityId,
      periodKind: row.period.kind,
      periodNumber: row.period.number ? String(row.period.number) : '',
      year: row.period.year,
      category: row.category as CategoryCode,
      inputKind: row.inputKind as InputKind,
      quantity: row.quantity.text ?? formatNumberInput(row.quantity.value, locale),
      unit: row.quantity.unit as Unit,
      factorIds: row.factors.map((f) => f.id),
      refrigerantGas: row.refrigerant?.gas ?? 'HFC-32',
      rate: row.exchangeRate ? formatNumberInput(row.exchangeRate.rate, locale) : '',
      rateYear: row.exchangeRate ? String(row.exchangeRate.year) : '',
      rateSource: row.exchangeRate?.source ?? '',
      instruments: row.instruments.map((i) => ({
        kind: i.kind as InstrumentKind,
        quantity: formatNumberInput(i.quantity, locale),
        evidence: i.evidence,
        factorId: i.factor?.id ?? '',
      })),
      note: row.note ?? '',
    };
  }
  return {
    facilityId: defaults.facilityId,
    periodKind: defaults.periodKind,
    periodNumber: defaults.periodNumber ? String(defaults.periodNumber) : '',
    year: defaults.year,
    category: 'S1_STATIONARY_COMBUSTION',
    inputKind: 'FUEL',
    quantity: '',
    unit: 'L',
    factorIds: [],
    refrigerantGas: 'HFC-32',
    rate: '',
    rateYear: String(defaults.year),
    rateSource: '',
    instruments: [],
    note: '',
  };
}

/** The fields after the category changed: its first input kind and that kind's first unit; no factor yet. */
export function withCategory(
  fields: RowFields,
  category: CategoryCode,
  kinds: readonly InputKind[],
): RowFields {
  const inputKind = kinds[0] ?? 'CUSTOM';
  return withInputKind({ ...fields, category }, inputKind);
}

export function withInputKind(fields: RowFields, inputKind: InputKind): RowFields {
  const units = inputRuleOf(fields.category, inputKind)?.units ?? [];
  return {
    ...fields,
    inputKind,
    unit: units.includes(fields.unit) ? fields.unit : (units[0] ?? fields.unit),
    factorIds: [],
    instruments: inputKind === 'ELECTRICITY' ? fields.instruments : [],
  };
}

/** The units a row may use: its input kind's, narrowed to the chosen factor's dimension for per-unit factors. */
export function unitsFor(fields: RowFields, factors: readonly EmissionFactor[]): Unit[] {
  const units = [...(inputRuleOf(fields.category, fields.inputKind)?.units ?? [])];
  const factor = factors[0];
  if (!factor || factor.kind === 'COMBUSTION') return units;
  const dimension = dimensionOf(factor.perUnit as Unit);
  return units.filter((u) => dimensionOf(u) === dimension);
}

/** Whether a spend needs the user's exchange rate (VND against a USD factor). */
export function needsRate(fields: RowFields, factors: readonly EmissionFactor[]): boolean {
  return fields.unit === 'VND' && factors.some((f) => f.perUnit === 'USD');
}

function read(
  text: string,
  locale: Locale,
  rules: NumberRules,
  field: string,
  issues: FormIssues,
  texts: FieldTexts,
): number | null {
  const entry = readNumber(text, locale, rules);
  if (entry.kind === 'number') return entry.value;
  issues[field] = entry.kind === 'empty' ? texts.required : texts.number(entry.refusal);
  return null;
}

export function rowSubmission(
  fields: RowFields,
  factors: readonly EmissionFactor[],
  locale: Locale,
  texts: FieldTexts,
): { values: ActivityRowValues; issues: FormIssues } {
  const issues: FormIssues = {};
  const quantity = read(fields.quantity, locale, QUANTITY_RULES, 'quantity.value', issues, texts);
  if (!fields.facilityId) issues.facilityId = texts.required;
  if (!unitsFor(fields, factors).includes(fields.unit)) issues.unit = texts.required;
  const periodNumber = fields.periodKind === 'YEAR' ? undefined : Number(fields.periodNumber) || undefined;
  if (fields.periodKind !== 'YEAR' && periodNumber === undefined) issues['period.number'] = texts.required;
  const values: ActivityRowValues = {
    facilityId: fields.facilityId,
    period: { kind: fields.periodKind, year: fields.year, ...(periodNumber ? { number: periodNumber } : {}) },
    category: fields.category,
    inputKind: fields.inputKind,
    quantity: { value: quantity ?? 0, unit: fields.unit, text: fields.quantity.trim().slice(0, 100) },
    factorIds: fields.factorIds,
  };
  if (fields.inputKind === 'REFRIGERANT') {
    values.refrigerant = {
      gas: fields.refrigerantGas as NonNullable<ActivityRowValues['refrigerant']>['gas'],
      method: 'TOP_UP',
    };
    values.factorIds = [];
  }
  if (needsRate(fields, factors)) {
    const rate = read(fields.rate, locale, RATE_RULES, 'exchangeRate.rate', issues, texts);
    const year = read(fields.rateYear, locale, YEAR_RULES, 'exchangeRate.year', issues, texts);
    if (!fields.rateSource.trim()) issues['exchangeRate.source'] = texts.required;
    // The rate is typed as dong per dollar: the row converts VND to USD with 1 / rate.
    if (rate !== null && year !== null && rate > 0)
      values.exchangeRate = { from: 'USD', to: 'VND', rate, year, source: fields.rateSource.trim() };
  }
  if (fields.inputKind === 'ELECTRICITY' && fields.instruments.length > 0) {
    values.instruments = fields.instruments.map((instrument, index) => {
      const covered = read(
        instrument.quantity,
        locale,
        QUANTITY_RULES,
        `instruments.${index}.quantity`,
        issues,
        texts,
      );
      if (!instrument.evidence.trim()) issues[`instruments.${index}.evidence`] = texts.required;
      if (instrument.kind === 'SUPPLIER_FACTOR' && !instrument.factorId)
        issues[`instruments.${index}.factorId`] = texts.required;
      return {
        kind: instrument.kind,
        quantity: covered ?? 0,
        evidence: instrument.evidence.trim(),
        ...(instrument.kind === 'SUPPLIER_FACTOR' && instrument.factorId
          ? { factorId: instrument.factorId }
          : {}),
      };
    });
  }
  if (fields.note.trim()) values.note = fields.note.trim();
  return { values, issues };
}
