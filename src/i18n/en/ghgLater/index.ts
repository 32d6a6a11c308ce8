// Texts of the GHG emission-risk assessment's later steps and the names of goods and fuels, en. Same keys as vi.
import type { NamespaceGhgLaterTranslation } from '../../i18n-types';

const ghgLater = {
  // The later steps' buttons and what only they check (the first step's are in ../ghg: `wizard.next`, `invalid`).
  actions: {
    back: 'Back',
    submit: 'See the assessment',
    submitting: 'Assessing…',
  },
  checks: {
    cnCode: 'A CN code has 4, 6 or 8 digits',
    gridFactorNeeded: 'There is no sourced grid factor for this country: enter your own (tCO₂/MWh)',
  },
  energy: {
    lead: 'Fuel and electricity used in the year; leave out what you do not use.',
    fuelsLegend: 'Fuels burned',
    fuels: {
      vehicleDieselLitres: 'Diesel for vehicles (litres)',
      vehicleGasolineLitres: 'Gasoline for vehicles (litres)',
      dieselLitres: 'Diesel (litres)',
      gasolineLitres: 'Gasoline (litres)',
      lpgKg: 'LPG (kg)',
      fuelOilLitres: 'Fuel oil (litres)',
      naturalGasM3: 'Natural gas (m³)',
      anthraciteTonnes: 'Anthracite (tonnes)',
      bituminousCoalTonnes: 'Other bituminous coal (tonnes)',
      biomassTonnes: 'Biomass (tonnes)',
    },
    stationaryHint: 'Burned in stationary equipment: generators, boilers.',
    biomassHint: 'Its CO₂ is biogenic and not counted; its CH₄ and N₂O count in Scope 1.',
    electricityKwh: 'Electricity bought from the grid (kWh)',
    wasteHandledTonnes: 'Solid waste handled (tonnes)',
    wasteHint: 'Only for waste facilities.',
    ownGridFactor: 'Your own grid emission factor (tCO₂/MWh)',
    ownGridFactorHint:
      "Optional: leave it empty to use {country}'s sourced factor. If you enter one, the result marks it as your own.",
    ownGridFactorNeeded:
      'There is no sourced grid factor for {country}: if you use grid electricity, enter your own factor (for example from the energy authority or your electricity supplier). The result marks it as your own.',
    gwpSet: 'Global-warming potentials (GWP)',
    gwpSets: {
      AR5: 'AR5 (IPCC 2014; default, as UNFCCC reporting uses)',
      AR6: 'AR6 (IPCC 2021)',
    },
  },
  cbam: {
    lead: 'CBAM goods (iron and steel, aluminium, fertilisers, cement, electricity, hydrogen) exported to the EU each year. If you export none, go on to the next step.',
    item: 'Good {n}',
    goodsGroup: 'Goods group',
    goodsChoose: 'Choose a goods group',
    cnCode: 'CN code',
    cnCodeHint:
      '4, 6, 8 or 10 digits, e.g. 7208 or 2523100090 (grey clinker). It picks the default value for goods from Viet Nam; without it most goods cannot be costed.',
    quantity: 'Quantity exported to the EU per year (tonnes; electricity: MWh)',
    verifiedData: 'We have verified actual emissions data',
    verifiedSee: 'Actual embedded emissions (tCO₂e per tonne)',
    verifiedSeeHint: 'The verified figure replaces the default value and its mark-up.',
    add: 'Add a good',
    remove: 'Remove good {n}',
    none: 'No goods yet: the company exports no CBAM goods to the EU.',
  },
  review: {
    lead: 'Check the answers before seeing the result.',
    yes: 'Yes',
    no: 'No',
    notGiven: 'Not given',
    ownGridFactorNotGiven: "The country's sourced factor",
    noneExported: 'No CBAM goods exported',
  },
  goods: {
    IRON_STEEL: 'Iron and steel',
    ALUMINIUM: 'Aluminium',
    FERTILISERS: 'Fertilisers',
    CEMENT: 'Cement',
    ELECTRICITY: 'Electricity',
    HYDROGEN: 'Hydrogen',
  },
  fuelNames: {
    VEHICLE_DIESEL: 'Diesel for vehicles',
    VEHICLE_GASOLINE: 'Gasoline for vehicles',
    DIESEL: 'Diesel',
    GASOLINE: 'Gasoline',
    LPG: 'LPG',
    FUEL_OIL: 'Fuel oil',
    NATURAL_GAS: 'Natural gas',
    ANTHRACITE: 'Anthracite',
    BITUMINOUS_COAL: 'Other bituminous coal',
    BIOMASS: 'Solid biomass',
  },
} satisfies NamespaceGhgLaterTranslation;

export default ghgLater;
