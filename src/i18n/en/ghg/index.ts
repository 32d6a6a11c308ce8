// Texts of the GHG emission-risk assessment (/ghg-report/count-down, the two-minute assessment) and what its result
// pages share with it, en. Same keys as vi. The result's own texts are in ../ghgResult.
import type { NamespaceGhgTranslation } from '../../i18n-types';

const ghg = {
  wizard: {
    title: 'The two-minute GHG emission-risk assessment',
    lead: 'Answer about ten questions on your company, its energy use and its exports to the EU to see your Scope 1 and 2 emissions, your Decree 06 inventory duty and your CBAM exposure.',
    progressLabel: 'Assessment progress',
    stepOf: 'Step {current} of {total}: {name}',
    steps: {
      company: 'Company and sector',
      energy: 'Energy use',
      cbam: 'CBAM exports',
      review: 'Review',
    },
    next: 'Continue',
    created: 'The result is ready, opening the report…',
    optional: 'Optional.',
    perYear: 'Figures for the latest year.',
  },
  company: {
    companyName: 'Company name',
    taxCode: 'Tax code',
    taxCodeHint:
      '10 digits, or 13 with a branch suffix (e.g. 0101234567-001). Shown on the report to identify the company.',
    sector: 'Main sector',
    sectorChoose: 'Choose a sector',
    country: "Facility's country",
    countryHint:
      'Sets the grid emission factor. The Decree 06/2022/ND-CP verdict is given only for facilities in Vietnam.',
    employees: 'Employees',
    revenueVnd: 'Annual revenue (VND)',
    revenueHint: 'For example 250,000,000,000 for VND 250 billion.',
    previousInventory: 'The company has done a GHG inventory before',
    exportMarkets: 'Export markets',
    markets: {
      EU: 'European Union (EU)',
      US: 'United States',
      JP: 'Japan',
      OTHER: 'Other markets',
    },
  },
  invalid: {
    required: 'Please enter or choose this value',
    taxCode: 'A tax code has 10 digits, or 13 with a branch suffix (0101234567-001)',
  },
  // The facility countries' names, as domain/ghg-country-names.ts has them (ghg-country.test.ts).
  countries: {
    AU: 'Australia',
    BN: 'Brunei',
    CN: 'China',
    FR: 'France',
    GB: 'United Kingdom',
    HK: 'Hong Kong',
    ID: 'Indonesia',
    JP: 'Japan',
    KH: 'Cambodia',
    KR: 'South Korea',
    LA: 'Laos',
    MM: 'Myanmar',
    MY: 'Malaysia',
    PH: 'Philippines',
    SG: 'Singapore',
    TH: 'Thailand',
    US: 'United States',
    VN: 'Vietnam',
  },
  sectors: {
    THERMAL_POWER: 'Thermal power',
    IRON_STEEL: 'Iron and steel',
    CEMENT: 'Cement',
    ALUMINIUM: 'Aluminium',
    CHEMICALS_FERTILISERS: 'Chemicals and fertilisers',
    OTHER_MANUFACTURING: 'Other manufacturing',
    FREIGHT_TRANSPORT: 'Freight transport',
    COMMERCIAL_BUILDING: 'Commercial building',
    WASTE_TREATMENT: 'Waste treatment',
    AGRICULTURE_FORESTRY: 'Agriculture and forestry',
    SERVICES: 'Services',
    OTHER: 'Other sector',
  },
} satisfies NamespaceGhgTranslation;

export default ghg;
