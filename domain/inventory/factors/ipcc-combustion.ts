// IPCC 2006 combustion defaults as library factors (kg of gas per TJ, net calorific basis). The fuels the risk
// assessment already uses come from domain/ghg-factors.ts (FUEL_FACTORS), so the two features never disagree; this
// file only reshapes them into one factor per gas and adds the fuel's density and NCV for unit conversion. Further
// fuels (coal types, kerosene, petroleum coke, biomass) come from two public transcriptions named below.
import { FUEL_FACTORS, type FuelCode, type FuelFactor } from '../../ghg-factors';
import type { FuelProperties, Unit } from '../units';
import type { EmissionFactor, FactorSource, Gas } from './types';

const IPCC_DOC = '2006 IPCC Guidelines for National Greenhouse Gas Inventories, Vol. 2 Energy';
const LICENCE = 'IPCC default values, free to use with attribution (IPCC 2006 Guidelines)';

/** IPCC fuel names, for the `row` of each source. */
const IPCC_FUEL_NAME: Readonly<Record<Exclude<FuelCode, 'BIOMASS'>, string>> = {
  DIESEL: 'Gas/Diesel Oil',
  GASOLINE: 'Motor Gasoline',
  LPG: 'Liquefied Petroleum Gases',
  FUEL_OIL: 'Residual Fuel Oil',
  NATURAL_GAS: 'Natural Gas',
  ANTHRACITE: 'Anthracite',
  BITUMINOUS_COAL: 'Other Bituminous Coal',
  VEHICLE_DIESEL: 'Gas/Diesel Oil (road transport)',
  VEHICLE_GASOLINE: 'Motor Gasoline (road transport, uncontrolled)',
};

/** Density in kg/L from the assessment's tonnes-per-unit (L: t/L; m3: t/m3), as that file documents it. */
function propertiesOf(f: FuelFactor): FuelProperties {
  const densityKgPerL =
    f.unit === 'L' ? f.tonnesPerUnit * 1000 : f.unit === 'm3' ? (f.tonnesPerUnit * 1000) / 1000 : undefined;
  return {
    ncvTjPerGg: f.ncvTjPerGg,
    ...(densityKgPerL !== undefined ? { densityKgPerL } : {}),
    source: f.source,
  };
}

/**
 * The assessment's fuels but its BIOMASS, which counts its CO2 as 0 (biogenic, not in the assessment's scope 1):
 * the library has solid biomass below with its CO2 kept, marked biogenic, so an inventory reports it apart.
 */
type AssessmentFuel = FuelFactor & { fuel: Exclude<FuelCode, 'BIOMASS'> };
const ASSESSMENT_FUELS = FUEL_FACTORS.filter((f): f is AssessmentFuel => f.fuel !== 'BIOMASS');

function gasSource(f: AssessmentFuel, gas: Gas): FactorSource {
  const table = f.mobile
    ? gas === 'CO2'
      ? 'Ch. 3 Table 3.2.1'
      : 'Ch. 3 Table 3.2.2'
    : gas === 'CO2'
      ? 'Ch. 1 Table 1.4 (CO2), Table 1.2 (NCV)'
      : 'Ch. 2 Table 2.3 (manufacturing industries and construction)';
  return {
    document: IPCC_DOC,
    table,
    row: IPCC_FUEL_NAME[f.fuel],
    year: 2006,
    readFrom: 'domain/ghg-factors.ts FUEL_FACTORS (GHG reference notes, section 4)',
  };
}

function fromAssessment(f: AssessmentFuel): EmissionFactor[] {
  const group = f.mobile ? 'FUEL_MOBILE' : 'FUEL_STATIONARY';
  const base = {
    group,
    activity: f.fuel,
    kind: 'COMBUSTION',
    perUnit: 'TJ' as Unit,
    fuel: propertiesOf(f),
    licence: LICENCE,
    region: 'GLOBAL',
    validFrom: 2006,
    validTo: null,
  } as const;
  const gases: [Gas, number][] = [
    ['CO2', f.co2KgPerTj],
    ['CH4', f.ch4KgPerTj],
    ['N2O', f.n2oKgPerTj],
  ];
  return gases.map(([gas, value]) => ({
    ...base,
    id: `IPCC2006-${group === 'FUEL_MOBILE' ? 'MOBILE' : 'STATIONARY'}-${f.fuel}-${gas}`,
    value,
    gas,
    source: gasSource(f, gas),
  }));
}

/**
 * Further fuels. NCV (Table 1.2) and CO2 (Table 1.4) as transcribed, with the document cited, in a public
 * reference-data build script (find_string id 71071496784); CH4 and N2O of Ch. 2 Table 2.3 (manufacturing industries
 * and construction) as transcribed in github.com/iClimate/ghgpy src/ghgpy/data/efs.py
 * (s_combustion_manufacturing_construction), whose CO2 values agree with the first transcription. Biomass CO2 is
 * biogenic; its CH4 and N2O are not.
 */
const EXTRA_FUELS: readonly {
  code: string;
  ipccName: string;
  co2KgPerTj: number;
  ch4KgPerTj: number;
  n2oKgPerTj: number;
  ncvTjPerGg: number;
  biogenic: boolean;
}[] = [
  {
    code: 'SUB_BITUMINOUS_COAL',
    ipccName: 'Sub-Bituminous Coal',
    co2KgPerTj: 96100,
    ch4KgPerTj: 10,
    n2oKgPerTj: 1.5,
    ncvTjPerGg: 18.9,
    biogenic: false,
  },
  {
    code: 'LIGNITE',
    ipccName: 'Lignite',
    co2KgPerTj: 101000,
    ch4KgPerTj: 10,
    n2oKgPerTj: 1.5,
    ncvTjPerGg: 11.9,
    biogenic: false,
  },
  {
    code: 'KEROSENE',
    ipccName: 'Other Kerosene',
    co2KgPerTj: 71900,
    ch4KgPerTj: 3,
    n2oKgPerTj: 0.6,
    ncvTjPerGg: 43.8,
    biogenic: false,
  },
  {
    code: 'PETROLEUM_COKE',
    ipccName: 'Petroleum Coke',
    co2KgPerTj: 97500,
    ch4KgPerTj: 3,
    n2oKgPerTj: 0.6,
    ncvTjPerGg: 32.5,
    biogenic: false,
  },
  {
    code: 'WOOD',
    ipccName: 'Wood/Wood Waste',
    co2KgPerTj: 112000,
    ch4KgPerTj: 30,
    n2oKgPerTj: 4,
    ncvTjPerGg: 15.6,
    biogenic: true,
  },
  {
    code: 'OTHER_SOLID_BIOMASS',
    ipccName: 'Other Primary Solid Biomass',
    co2KgPerTj: 100000,
    ch4KgPerTj: 30,
    n2oKgPerTj: 4,
    ncvTjPerGg: 11.6,
    biogenic: true,
  },
];

const CO2_READ_FROM =
  'Public transcription of IPCC 2006 Vol. 2 Ch. 1 Tables 1.2 / 1.4 (find_string id 71071496784)';
const CH4_N2O_READ_FROM =
  'Public transcription of IPCC 2006 Vol. 2 Ch. 2 Table 2.3: github.com/iClimate/ghgpy src/ghgpy/data/efs.py';

function extra(f: (typeof EXTRA_FUELS)[number]): EmissionFactor[] {
  const gases: [Gas, number][] = [
    ['CO2', f.co2KgPerTj],
    ['CH4', f.ch4KgPerTj],
    ['N2O', f.n2oKgPerTj],
  ];
  return gases.map(([gas, value]) => ({
    id: `IPCC2006-STATIONARY-${f.code}-${gas}`,
    group: 'FUEL_STATIONARY',
    activity: f.code,
    kind: 'COMBUSTION',
    value,
    perUnit: 'TJ',
    gas,
    ...(f.biogenic && gas === 'CO2' ? { biogenic: true } : {}),
    fuel: { ncvTjPerGg: f.ncvTjPerGg, source: `IPCC 2006 Vol. 2 Ch. 1 Table 1.2 (${f.ipccName})` },
    source: {
      document: IPCC_DOC,
      table:
        gas === 'CO2'
          ? 'Ch. 1 Table 1.4 (CO2), Table 1.2 (NCV)'
          : 'Ch. 2 Table 2.3 (manufacturing industries and construction)',
      row: f.ipccName,
      year: 2006,
      readFrom: gas === 'CO2' ? CO2_READ_FROM : CH4_N2O_READ_FROM,
    },
    licence: LICENCE,
    region: 'GLOBAL',
    validFrom: 2006,
    validTo: null,
  }));
}

export const IPCC_COMBUSTION_FACTORS: readonly EmissionFactor[] = [
  ...ASSESSMENT_FUELS.flatMap(fromAssessment),
  ...EXTRA_FUELS.flatMap(extra),
];
