// Process emissions where a sourced method exists: cement clinker, IPCC 2006 Vol. 3 Ch. 2 (mineral industry),
// section 2.2.1.1, Tier 2 (Eq. 2.4): EF_clinker = CaO content of clinker × CO2 released per tonne of CaO from
// CaCO3. Defaults as transcribed in the AMEE dataset (github.com/mamhoff/datasets,
// business/processes/production/cement/ipcc/clinker): CaO content 0.65, all CaO from carbonates, 0.7848 t CO2 per
// t CaO (calcining 1 t CaCO3 gives 0.5603 t CaO and 0.4397 t CO2). Without cement kiln dust (CKD): a plant that
// loses CKD, or knows its own CaO content, enters its own factor with evidence (CUSTOM).
import type { EmissionFactor } from './types';

const CAO_CONTENT = 0.65;
const T_CO2_PER_T_CAO = 0.7848;

export const IPCC_PROCESS_FACTORS: readonly EmissionFactor[] = [
  {
    id: 'IPCC2006-PROCESS-CEMENT_CLINKER-CO2',
    group: 'PROCESS',
    activity: 'CEMENT_CLINKER',
    kind: 'PER_UNIT',
    // kg CO2 per t clinker: 0.65 × 0.7848 × 1,000 = 510.12
    value: CAO_CONTENT * T_CO2_PER_T_CAO * 1000,
    perUnit: 't',
    gas: 'CO2',
    source: {
      document: '2006 IPCC Guidelines for National Greenhouse Gas Inventories, Vol. 3 IPPU',
      table: 'Ch. 2 section 2.2.1.1, Tier 2, Eq. 2.4 (clinker, no CKD correction)',
      row: 'CaO content 0.65 × 0.7848 t CO2/t CaO',
      year: 2006,
      readFrom:
        'github.com/mamhoff/datasets business/processes/production/cement/ipcc/clinker (README, itemdef.csv)',
    },
    licence: 'IPCC default values, free to use with attribution (IPCC 2006 Guidelines)',
    region: 'GLOBAL',
    validFrom: 2006,
    validTo: null,
  },
];
