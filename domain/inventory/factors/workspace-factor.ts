// A workspace's own factor (a supplier's figure, a plant's measured clinker CaO, a process factor): accepted only
// with a positive finite value, a unit, a source (document, year) and evidence. Returns typed issues, never a
// half-made factor. The server stores the result and pins it to rows like any library factor.
import { isUnit, type Unit } from '../units';
import type { EmissionFactor, Gas } from './types';

export interface WorkspaceFactorInput {
  workspaceId: string;
  /** Unique within the workspace. */
  code: string;
  value: number;
  perUnit: string;
  gas: Gas;
  /** CUSTOM for any category's CUSTOM rows; GRID_ELECTRICITY for a supplier factor of market-based scope 2. */
  group: 'CUSTOM' | 'GRID_ELECTRICITY';
  document: string;
  table?: string;
  row?: string;
  year: number;
  evidence: string;
  region: string;
  validFrom: number;
  validTo: number | null;
}

export type WorkspaceFactorIssue =
  | { field: 'value'; kind: 'notPositiveFinite' }
  | { field: 'perUnit'; kind: 'unknownUnit' }
  | { field: 'document' | 'evidence' | 'code' | 'region'; kind: 'required' }
  | { field: 'year' | 'validFrom' | 'validTo'; kind: 'invalidYear' };

const validYear = (y: number) => Number.isInteger(y) && y >= 1990 && y <= 2100;

export function workspaceFactor(
  input: WorkspaceFactorInput,
): { ok: true; factor: EmissionFactor } | { ok: false; issues: WorkspaceFactorIssue[] } {
  const issues: WorkspaceFactorIssue[] = [];
  if (!(Number.isFinite(input.value) && input.value > 0))
    issues.push({ field: 'value', kind: 'notPositiveFinite' });
  if (!isUnit(input.perUnit)) issues.push({ field: 'perUnit', kind: 'unknownUnit' });
  for (const field of ['document', 'evidence', 'code', 'region'] as const) {
    if (input[field].trim() === '') issues.push({ field, kind: 'required' });
  }
  if (!validYear(input.year)) issues.push({ field: 'year', kind: 'invalidYear' });
  if (!validYear(input.validFrom)) issues.push({ field: 'validFrom', kind: 'invalidYear' });
  if (input.validTo !== null && !(validYear(input.validTo) && input.validTo >= input.validFrom)) {
    issues.push({ field: 'validTo', kind: 'invalidYear' });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    factor: {
      id: `WS-${input.workspaceId}-${input.code.trim()}`,
      group: input.group,
      activity: 'CUSTOM',
      kind: 'PER_UNIT',
      value: input.value,
      perUnit: input.perUnit as Unit,
      gas: input.gas,
      source: {
        document: input.document.trim(),
        table: input.table?.trim() || '-',
        row: input.row?.trim() || '-',
        year: input.year,
        readFrom: 'workspace evidence',
      },
      licence: 'workspace',
      evidence: input.evidence.trim(),
      region: input.region.trim(),
      validFrom: input.validFrom,
      validTo: input.validTo,
    },
  };
}
