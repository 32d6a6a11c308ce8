// Vietnam's grid emission factors by year (tCO2/MWh = kgCO2/kWh), the combined margin the Department of Climate
// Change (DCC, then under MONRE, now MAE) publishes with the CDM grid tool. 2023 and the 2024 research estimate are
// imported from domain/ghg-grid-factors.ts (the risk assessment's values, with their source ids); the earlier years
// are the GHG reference notes' table (section 2: climatechange.vn; 2022 from DCC letter 327/BĐKH-PTCBT).
import { GRID_FACTORS_BY_COUNTRY } from '../../ghg-grid-factors';
import { GHG_SOURCES } from '../../ghg-sources';
import type { EmissionFactor } from './types';

const DCC_DOC = 'Vietnam grid emission factor (combined margin, CDM Tool 07), Department of Climate Change';
const LICENCE = 'Vietnamese government publication, public information';

/** Years before 2023 from the GHG reference notes, section 2. */
const EARLIER_YEARS: readonly [number, number][] = [
  [2014, 0.6612],
  [2015, 0.8154],
  [2016, 0.9185],
  [2017, 0.8649],
  [2018, 0.913],
  [2019, 0.8458],
  [2020, 0.8041],
  [2021, 0.7221],
  [2022, 0.6766],
];

function gridFactor(year: number, tco2PerMwh: number, row: string, readFrom: string): EmissionFactor {
  return {
    id: `VN-GRID-${year}`,
    group: 'GRID_ELECTRICITY',
    activity: 'VN_GRID',
    kind: 'PER_UNIT',
    // tCO2/MWh = kgCO2/kWh
    value: tco2PerMwh,
    perUnit: 'kWh',
    gas: 'CO2',
    source: { document: DCC_DOC, table: `Grid emission factor ${year}`, row, year, readFrom },
    licence: LICENCE,
    region: 'VN',
    validFrom: year,
    validTo: year,
  };
}

const vn = GRID_FACTORS_BY_COUNTRY.VN!;

export const VN_GRID_FACTORS: readonly EmissionFactor[] = [
  ...EARLIER_YEARS.map(([year, value]) =>
    gridFactor(
      year,
      value,
      year === 2022 ? 'DCC letter 327/BĐKH-PTCBT' : 'combined margin',
      'GHG reference notes section 2 (climatechange.vn; greenup.asia for 2022)',
    ),
  ),
  gridFactor(vn.factor.year, vn.factor.value, 'combined margin', GHG_SOURCES[vn.factor.sourceId].citation),
  // The 2024 figure is a research estimate (HUST / MAE), not an official DCC value: kept, marked in its row.
  ...(vn.sensitivity
    ? [
        gridFactor(
          vn.sensitivity.year,
          vn.sensitivity.value,
          'research estimate (HUST/MAE), not an official DCC value',
          GHG_SOURCES[vn.sensitivity.sourceId].citation,
        ),
      ]
    : []),
];

/** The factor of a year, or null when no published value exists for it (never another year's value silently). */
export function vnGridFactorFor(year: number): EmissionFactor | null {
  return VN_GRID_FACTORS.find((f) => f.validFrom === year) ?? null;
}
