// Builders for engine tests and the benchmark: rows pinned to library factors by id, as the server will pin them.
import { categoryOf, type CategoryCode, type InputKind } from '../activity-categories';
import { factorById } from '../factors/library';
import { snapshotOf, type EmissionFactor, type FactorSnapshot } from '../factors/types';
import type { Unit } from '../units';
import type { ActivityRow, Period } from './types';

export function pin(id: string): FactorSnapshot {
  const f = factorById(id);
  if (!f) throw new Error(`no factor ${id} in the library`);
  return snapshotOf(f, '2026-01-01T00:00:00Z');
}

/** The CO2, CH4 and N2O factors of one fuel. */
export function pinFuel(prefix: string): FactorSnapshot[] {
  return ['CO2', 'CH4', 'N2O'].map((gas) => pin(`${prefix}-${gas}`));
}

export function customFactor(
  over: Partial<EmissionFactor> & Pick<EmissionFactor, 'id' | 'value' | 'perUnit'>,
): FactorSnapshot {
  return snapshotOf({
    group: 'CUSTOM',
    activity: 'CUSTOM',
    kind: 'PER_UNIT',
    gas: 'CO2',
    source: {
      document: 'Workspace evidence',
      table: '-',
      row: '-',
      year: 2025,
      readFrom: 'uploaded document',
    },
    licence: 'workspace',
    region: 'VN',
    validFrom: 2025,
    validTo: null,
    ...over,
  });
}

let counter = 0;

export function row(
  category: CategoryCode,
  inputKind: InputKind,
  value: number,
  unit: Unit,
  factors: FactorSnapshot[],
  extra: Partial<ActivityRow> = {},
): ActivityRow {
  counter += 1;
  const period: Period = { kind: 'month', year: 2025, month: 1 };
  return {
    id: `r${counter}`,
    facilityId: 'f1',
    period,
    scope: categoryOf(category)!.scope,
    category,
    inputKind,
    entered: { value, unit },
    factors,
    ...extra,
  };
}
