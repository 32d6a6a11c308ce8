// The library as one list, and look-ups by id and group. The library is where a row's factor is CHOSEN; once
// chosen, the row keeps a snapshot (types.ts snapshotOf) and the engine computes from that snapshot only.
import { DESNZ_2025_FACTORS } from './desnz-2025';
import { VN_GRID_FACTORS } from './grid-vn';
import { IPCC_COMBUSTION_FACTORS } from './ipcc-combustion';
import { IPCC_PROCESS_FACTORS } from './ipcc-process';
import type { EmissionFactor, FactorGroup } from './types';
import { USEEIO_SPEND_FACTORS } from './useeio';

export const FACTOR_LIBRARY: readonly EmissionFactor[] = [
  ...IPCC_COMBUSTION_FACTORS,
  ...IPCC_PROCESS_FACTORS,
  ...VN_GRID_FACTORS,
  ...DESNZ_2025_FACTORS,
  ...USEEIO_SPEND_FACTORS,
];

const BY_ID: ReadonlyMap<string, EmissionFactor> = new Map(FACTOR_LIBRARY.map((f) => [f.id, f]));

export function factorById(
  id: string,
  library: readonly EmissionFactor[] = FACTOR_LIBRARY,
): EmissionFactor | null {
  if (library === FACTOR_LIBRARY) return BY_ID.get(id) ?? null;
  return library.find((f) => f.id === id) ?? null;
}

export function factorsInGroup(
  group: FactorGroup,
  library: readonly EmissionFactor[] = FACTOR_LIBRARY,
): EmissionFactor[] {
  return library.filter((f) => f.group === group);
}

/** All factors of one activity in a group (e.g. the CO2, CH4 and N2O factors of stationary diesel). */
export function factorsFor(
  group: FactorGroup,
  activity: string,
  library: readonly EmissionFactor[] = FACTOR_LIBRARY,
): EmissionFactor[] {
  return library.filter((f) => f.group === group && f.activity === activity);
}
