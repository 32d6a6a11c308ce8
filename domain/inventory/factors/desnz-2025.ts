// UK government GHG conversion factors for company reporting 2025 (Department for Energy Security and Net Zero,
// DESNZ, with Defra), Open Government Licence v3.0. kg CO2e per unit, aggregated by DESNZ with AR5 GWPs. Each
// figure is the flat file's "GHG Conversion Factor 2025" for the row whose ID is given, read from a public
// transcription of the flat file (github.com/scope3emissiontest-oss/JulesProject, defra_factors_2025_v2/*.csv).
// These are UK averages: a Vietnam-specific set, where one is published, should replace them (SOURCES.md).
import type { Unit } from '../units';
import type { EmissionFactor, FactorGroup } from './types';

const DOC = 'UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ), flat file';
const READ_FROM = 'github.com/scope3emissiontest-oss/JulesProject defra_factors_2025_v2';
const LICENCE = 'Open Government Licence v3.0 (Crown copyright)';

/** [flat-file ID, group, activity code, per unit, kg CO2e per unit, sheet, row description] */
type Row = [string, FactorGroup, string, Unit, number, string, string];

// prettier-ignore
const ROWS: readonly Row[] = [
  // Freighting goods (scope 3 categories 4 and 9), per tonne.km
  ['27_304_3140_14_1', 'FREIGHT', 'HGV_DIESEL_AVERAGE_LADEN', 't.km', 0.10163, 'Freighting goods', 'HGV (all diesel), All HGVs, Average laden'],
  ['27_306_3140_14_1', 'FREIGHT', 'HGV_REFRIGERATED_AVERAGE_LADEN', 't.km', 0.11894, 'Freighting goods', 'HGV refrigerated (all diesel), All HGVs, Average laden'],
  ['27_303_3102_14_1', 'FREIGHT', 'VAN_DIESEL_AVERAGE', 't.km', 0.6313, 'Freighting goods', 'Vans, Average (up to 3.5 tonnes), Diesel'],
  ['27_315_3151_14_1', 'FREIGHT', 'RAIL_FREIGHT', 't.km', 0.02779, 'Freighting goods', 'Rail, Freight train'],
  ['27_320_3235_14_1', 'FREIGHT', 'SEA_CONTAINER_AVERAGE', 't.km', 0.01612, 'Freighting goods', 'Cargo ship, Container ship, Average'],
  ['27_320_3221_14_1', 'FREIGHT', 'SEA_BULK_AVERAGE', 't.km', 0.00353, 'Freighting goods', 'Cargo ship, Bulk carrier, Average'],
  ['27_320_3228_14_1', 'FREIGHT', 'SEA_GENERAL_CARGO_AVERAGE', 't.km', 0.01321, 'Freighting goods', 'Cargo ship, General cargo, Average'],
  ['27_317_3156_14_1', 'FREIGHT', 'AIR_FREIGHT_LONG_HAUL_WITH_RF', 't.km', 0.89939, 'Freighting goods', 'Freight flights, Long-haul, to/from UK, With RF'],
  ['27_317_3157_14_1', 'FREIGHT', 'AIR_FREIGHT_LONG_HAUL_WITHOUT_RF', 't.km', 0.5313, 'Freighting goods', 'Freight flights, Long-haul, to/from UK, Without RF'],
  ['27_317_3154_14_1', 'FREIGHT', 'AIR_FREIGHT_SHORT_HAUL_WITH_RF', 't.km', 1.27835, 'Freighting goods', 'Freight flights, Short-haul, to/from UK, With RF'],
  // Vehicles by distance (scope 1 distance-based mobile combustion; DESNZ publishes the same rows for company
  // vehicles), per vehicle km
  ['27_304_3140_4_1', 'VEHICLE_DISTANCE', 'HGV_DIESEL_AVERAGE_LADEN', 'km', 0.89121, 'Freighting goods', 'HGV (all diesel), All HGVs, Average laden, km'],
  ['27_303_3102_4_1', 'VEHICLE_DISTANCE', 'VAN_DIESEL_AVERAGE', 'km', 0.25561, 'Freighting goods', 'Vans, Average (up to 3.5 tonnes), Diesel, km'],
  ['27_303_3103_4_1', 'VEHICLE_DISTANCE', 'VAN_PETROL_AVERAGE', 'km', 0.21335, 'Freighting goods', 'Vans, Average (up to 3.5 tonnes), Petrol, km'],
  ['25_301_3069_4_1', 'VEHICLE_DISTANCE', 'CAR_DIESEL_AVERAGE', 'km', 0.17304, 'Business travel- land', 'Cars (by size), Average car, Diesel, km'],
  ['25_301_3070_4_1', 'VEHICLE_DISTANCE', 'CAR_PETROL_AVERAGE', 'km', 0.16272, 'Business travel- land', 'Cars (by size), Average car, Petrol, km'],
  ['25_301_3074_4_1', 'VEHICLE_DISTANCE', 'CAR_UNKNOWN_FUEL_AVERAGE', 'km', 0.16725, 'Business travel- land', 'Cars (by size), Average car, Unknown, km'],
  ['25_302_3080_4_1', 'VEHICLE_DISTANCE', 'MOTORBIKE_AVERAGE', 'km', 0.11367, 'Business travel- land', 'Motorbike, Average, km'],
  // Business travel and employee commuting (categories 6 and 7), per passenger.km
  ['21_316_3162_11_1', 'PASSENGER_TRAVEL', 'AIR_SHORT_HAUL_AVERAGE_WITH_RF', 'passenger.km', 0.12786, 'Business travel- air', 'Flights, Short-haul, to/from UK, Average passenger, With RF'],
  ['21_316_3164_11_1', 'PASSENGER_TRAVEL', 'AIR_SHORT_HAUL_ECONOMY_WITH_RF', 'passenger.km', 0.12576, 'Business travel- air', 'Flights, Short-haul, to/from UK, Economy class, With RF'],
  ['21_316_3166_11_1', 'PASSENGER_TRAVEL', 'AIR_SHORT_HAUL_BUSINESS_WITH_RF', 'passenger.km', 0.18863, 'Business travel- air', 'Flights, Short-haul, to/from UK, Business class, With RF'],
  ['21_316_3160_11_1', 'PASSENGER_TRAVEL', 'AIR_DOMESTIC_AVERAGE_WITH_RF', 'passenger.km', 0.22928, 'Business travel- air', 'Flights, Domestic, to/from UK, Average passenger, With RF'],
  ['21_316_3180_11_1', 'PASSENGER_TRAVEL', 'AIR_INTERNATIONAL_ECONOMY_WITH_RF', 'passenger.km', 0.10916, 'Business travel- air', 'Flights, International, to/from non-UK, Economy class, With RF'],
  ['21_316_3181_11_1', 'PASSENGER_TRAVEL', 'AIR_INTERNATIONAL_ECONOMY_WITHOUT_RF', 'passenger.km', 0.06449, 'Business travel- air', 'Flights, International, to/from non-UK, Economy class, Without RF'],
  ['21_316_3184_11_1', 'PASSENGER_TRAVEL', 'AIR_INTERNATIONAL_BUSINESS_WITH_RF', 'passenger.km', 0.31656, 'Business travel- air', 'Flights, International, to/from non-UK, Business class, With RF'],
  ['21_316_3170_11_1', 'PASSENGER_TRAVEL', 'AIR_LONG_HAUL_ECONOMY_WITH_RF', 'passenger.km', 0.11704, 'Business travel- air', 'Flights, Long-haul, to/from UK, Economy class, With RF'],
  ['25_313_3141_11_1', 'PASSENGER_TRAVEL', 'TAXI_REGULAR', 'passenger.km', 0.14861, 'Business travel- land', 'Taxis, Regular taxi'],
  ['25_314_3145_11_1', 'PASSENGER_TRAVEL', 'BUS_AVERAGE_LOCAL', 'passenger.km', 0.10385, 'Business travel- land', 'Bus, Average local bus'],
  ['25_314_3146_11_1', 'PASSENGER_TRAVEL', 'COACH', 'passenger.km', 0.02776, 'Business travel- land', 'Bus, Coach'],
  ['25_315_3147_11_1', 'PASSENGER_TRAVEL', 'RAIL_NATIONAL', 'passenger.km', 0.03546, 'Business travel- land', 'Rail, National rail'],
  ['25_315_3149_11_1', 'PASSENGER_TRAVEL', 'LIGHT_RAIL_TRAM', 'passenger.km', 0.0286, 'Business travel- land', 'Rail, Light rail and tram'],
  // Waste (category 5), per tonne
  ['20_507_5313_15_1', 'WASTE', 'COMMERCIAL_INDUSTRIAL_LANDFILL', 't', 520.5327, 'Waste disposal', 'Refuse, Commercial and industrial waste, Landfill'],
  ['20_507_5311_15_1', 'WASTE', 'COMMERCIAL_INDUSTRIAL_INCINERATION', 't', 4.68568, 'Waste disposal', 'Refuse, Commercial and industrial waste, Incineration with Energy Recovery'],
  ['20_507_5292_15_1', 'WASTE', 'FOOD_DRINK_LANDFILL', 't', 700.30886, 'Waste disposal', 'Refuse, Organic: food and drink waste, Landfill'],
  ['20_507_5291_15_1', 'WASTE', 'FOOD_DRINK_COMPOSTING', 't', 8.98311, 'Waste disposal', 'Refuse, Organic: food and drink waste, Composting'],
  ['20_507_5293_15_1', 'WASTE', 'FOOD_DRINK_ANAEROBIC_DIGESTION', 't', 8.98311, 'Waste disposal', 'Refuse, Organic: food and drink waste, Anaerobic digestion'],
  ['20_505_5380_15_1', 'WASTE', 'PLASTICS_AVERAGE_CLOSED_LOOP', 't', 4.68568, 'Waste disposal', 'Plastic, Plastics: average plastics, Closed-loop'],
  ['20_505_5383_15_1', 'WASTE', 'PLASTICS_AVERAGE_LANDFILL', 't', 8.98311, 'Waste disposal', 'Plastic, Plastics: average plastics, Landfill'],
  ['20_504_5359_15_1', 'WASTE', 'METAL_MIXED_CANS_CLOSED_LOOP', 't', 4.68568, 'Waste disposal', 'Metal, Metal: mixed cans, Closed-loop'],
  ['20_501_5271_15_1', 'WASTE', 'GLASS_LANDFILL', 't', 8.98311, 'Waste disposal', 'Other, Glass, Landfill'],
  // Well-to-tank of fuels (category 3, upstream of the fuels burnt in scope 1)
  ['11_101_1012_8_1', 'FUEL_WTT', 'DIESEL', 'L', 0.62409, 'WTT- fuels', 'Liquid fuels, Diesel (100% mineral diesel), litres'],
  ['11_101_1018_8_1', 'FUEL_WTT', 'GASOLINE', 'L', 0.60664, 'WTT- fuels', 'Liquid fuels, Petrol (100% mineral petrol), litres'],
  ['11_101_1013_8_1', 'FUEL_WTT', 'FUEL_OIL', 'L', 0.69539, 'WTT- fuels', 'Liquid fuels, Fuel oil, litres'],
  ['11_100_1003_15_1', 'FUEL_WTT', 'LPG', 't', 349.29282, 'WTT- fuels', 'Gaseous fuels, LPG, tonnes'],
  ['11_100_1004_1_1', 'FUEL_WTT', 'NATURAL_GAS', 'm3', 0.3366, 'WTT- fuels', 'Gaseous fuels, Natural gas, cubic metres'],
  ['11_102_1025_15_1', 'FUEL_WTT', 'COAL_INDUSTRIAL', 't', 418.14964, 'WTT- fuels', 'Solid fuels, Coal (industrial), tonnes'],
];

export const DESNZ_2025_FACTORS: readonly EmissionFactor[] = ROWS.map(
  ([fileId, group, activity, perUnit, value, sheet, row]) => ({
    id: `DESNZ2025-${group}-${activity}`,
    group,
    activity,
    kind: 'PER_UNIT',
    value,
    perUnit,
    gas: 'CO2e',
    gwpBasis: 'AR5',
    source: { document: DOC, table: sheet, row: `${fileId}: ${row}`, year: 2025, readFrom: READ_FROM },
    licence: LICENCE,
    region: 'GB',
    validFrom: 2025,
    validTo: 2025,
  }),
);
