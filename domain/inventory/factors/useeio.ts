// Spend-based factors for category 1 (and 2, 4, 6 by spend): US EPA Supply Chain GHG Emission Factors v1.2 by
// NAICS-6 (USEEIO; GHG data of 2019), kg CO2e per 2021 USD at purchaser price, "with margins" column (cradle to the
// point of sale). Aggregated by EPA with AR4 GWPs. Public data (EPA ScienceHub licence), DOI 10.23719/1528686.
// Read from a public copy of SupplyChainGHGEmissionFactors_v1.2_NAICS_CO2e_USD2021.csv (github.com/
// aws-solutions-library-samples/guidance-for-building-a-sustainability-data-fabric-on-aws, typescript/packages/
// products/useeio/resources). A spend in VND needs a user-given rate (units.ts); no deflator to 2021 dollars is
// applied, and the engine reports when the spend year differs from the factor's dollar year (ENGINE.md).
import type { EmissionFactor } from './types';

const DOC =
  'US EPA Supply Chain GHG Emission Factors for US Commodities and Industries v1.2 (USEEIO), NAICS-6';
const READ_FROM =
  'github.com/aws-solutions-library-samples/guidance-for-building-a-sustainability-data-fabric-on-aws, useeio/resources';
const LICENCE =
  'US EPA public data (EPA ScienceHub licence, pasteur.epa.gov/license/sciencehub-license.html)';

/** [NAICS 2017 code, NAICS title, kg CO2e per 2021 USD with margins] */
const ROWS: readonly [string, string, number][] = [
  ['331110', 'Iron and Steel Mills and Ferroalloy Manufacturing', 0.979],
  ['327310', 'Cement Manufacturing', 3.858],
  ['325211', 'Plastics Material and Resin Manufacturing', 1.076],
  ['326111', 'Plastics Bag and Pouch Manufacturing', 0.608],
  ['322211', 'Corrugated and Solid Fiber Box Manufacturing', 0.49],
  ['313210', 'Broadwoven Fabric Mills', 0.525],
  ['315210', 'Cut and Sew Apparel Contractors', 0.145],
  ['311611', 'Animal (except Poultry) Slaughtering', 1.279],
  ['324110', 'Petroleum Refineries', 0.859],
  ['332710', 'Machine Shops', 0.314],
  ['334413', 'Semiconductor and Related Device Manufacturing', 0.269],
  ['336111', 'Automobile Manufacturing', 0.279],
  ['423830', 'Industrial Machinery and Equipment Merchant Wholesalers', 0.117],
  ['424690', 'Other Chemical and Allied Products Merchant Wholesalers', 0.187],
  ['236220', 'Commercial and Institutional Building Construction', 0.256],
  ['484121', 'General Freight Trucking, Long-Distance, Truckload', 1.115],
  ['493110', 'General Warehousing and Storage', 0.568],
  ['481111', 'Scheduled Passenger Air Transportation', 0.976],
  ['721110', 'Hotels (except Casino Hotels) and Motels', 0.183],
  ['722511', 'Full-Service Restaurants', 0.218],
  ['531120', 'Lessors of Nonresidential Buildings (excpet Miniwarehouses)', 0.351],
  ['524210', 'Insurance Agencies and Brokerages', 0.034],
  ['541211', 'Offices of Certified Public Accountants', 0.05],
  ['541330', 'Engineering Services', 0.125],
  ['541511', 'Custom Computer Programming Services', 0.097],
  ['541611', 'Administrative Management and General Management Consulting Services', 0.084],
  ['561320', 'Temporary Help Services', 0.033],
  ['561720', 'Janitorial Services', 0.167],
  ['611430', 'Professional and Management Development Training', 0.125],
];

export const USEEIO_SPEND_FACTORS: readonly EmissionFactor[] = ROWS.map(([naics, title, value]) => ({
  id: `USEEIO-1.2-NAICS-${naics}`,
  group: 'SPEND',
  activity: `NAICS_${naics}`,
  kind: 'PER_UNIT',
  value,
  perUnit: 'USD',
  gas: 'CO2e',
  gwpBasis: 'AR4' as const,
  money: { currency: 'USD' as const, dollarYear: 2021, priceBasis: 'purchaser price, with margins' },
  source: {
    document: DOC,
    table: 'SupplyChainGHGEmissionFactors_v1.2_NAICS_CO2e_USD2021.csv',
    row: `${naics} ${title}`,
    year: 2023,
    readFrom: READ_FROM,
  },
  licence: LICENCE,
  region: 'US',
  validFrom: 2019,
  validTo: null,
}));
