// The fuels and CBAM goods groups of the assessment's contract, in display order. Only the wizard's later steps list
// them, so they are not in ./risk-assessment.types.ts, whose lists load with the first step (vite.config.ts,
// 'ghg-assessment').
import type { CbamGoodsGroup, Fuels } from './risk-assessment.types';

export const CBAM_GOODS_GROUPS: readonly CbamGoodsGroup[] = [
  'IRON_STEEL',
  'ALUMINIUM',
  'FERTILISERS',
  'CEMENT',
  'ELECTRICITY',
  'HYDROGEN',
];
export const FUEL_KEYS = [
  'vehicleDieselLitres',
  'vehicleGasolineLitres',
  'dieselLitres',
  'gasolineLitres',
  'lpgKg',
  'fuelOilLitres',
  'naturalGasM3',
  'anthraciteTonnes',
  'bituminousCoalTonnes',
  'biomassTonnes',
] as const satisfies ReadonlyArray<keyof Fuels>;
export type FuelKey = (typeof FUEL_KEYS)[number];
