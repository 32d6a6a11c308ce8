// GWP-100 by gas for the two sets an inventory can choose (AR5 default, AR6). CH4 and N2O come from the risk
// assessment's table (domain/ghg-factors.ts, IPCC AR5 WG1 / AR6 WG1 Table 7.15) so the two never disagree; the
// refrigerants and SF6 are the GHG reference notes' table (section 4: GHG Protocol GWP list, August 2024, and IPCC
// WG1 Tables 7.15 / 7.SM.7).
import { GWP, type GwpSet } from '../../ghg-factors';
import type { Gas } from './types';

export type { GwpSet };

export type WeighedGas = Exclude<Gas, 'CO2e'>;

export interface GwpTable {
  set: GwpSet;
  values: Readonly<Record<WeighedGas, number>>;
  source: string;
}

const REFRIGERANT_SOURCE =
  'GHG Protocol Global Warming Potential Values (Aug 2024); IPCC AR5 WG1 Ch. 8 Table 8.A.1; AR6 WG1 Table 7.SM.7';

export const GWP_TABLES: Readonly<Record<GwpSet, GwpTable>> = {
  AR5: {
    set: 'AR5',
    values: {
      CO2: 1,
      CH4: GWP.AR5.value.ch4,
      N2O: GWP.AR5.value.n2o,
      'HFC-32': 677,
      'HFC-125': 3170,
      'HFC-134a': 1300,
      'HFC-143a': 4800,
      'HFC-23': 12400,
      SF6: 23500,
      'R-410A': 1924,
      'R-404A': 3943,
    },
    source: `${GWP.AR5.source}; ${REFRIGERANT_SOURCE}`,
  },
  AR6: {
    set: 'AR6',
    values: {
      CO2: 1,
      CH4: GWP.AR6.value.ch4,
      N2O: GWP.AR6.value.n2o,
      'HFC-32': 771,
      'HFC-125': 3740,
      'HFC-134a': 1530,
      'HFC-143a': 5810,
      'HFC-23': 14600,
      SF6: 25200,
      'R-410A': 2256,
      'R-404A': 4728,
    },
    source: `${GWP.AR6.source}; ${REFRIGERANT_SOURCE}`,
  },
};

/** The refrigerants (and SF6) a fugitive-emission row can name. */
export const REFRIGERANT_GASES: readonly WeighedGas[] = [
  'HFC-32',
  'HFC-125',
  'HFC-134a',
  'HFC-143a',
  'HFC-23',
  'SF6',
  'R-410A',
  'R-404A',
];

export function isRefrigerant(gas: string): gas is WeighedGas {
  return (REFRIGERANT_GASES as readonly string[]).includes(gas);
}
