// CBAM default values for goods from Viet Nam and the free-allocation benchmarks, as data, each row with its source
// row. Where each figure came from, and what could not be found: cbam-defaults.SOURCES.md (read it before adding a
// row). Never add a figure without a citable row: a CN code with no row here is costed as UNKNOWN, never as €0.
//
// Defaults: Commission Implementing Regulation (EU) 2025/2621 (16 Dec 2025, OJ L 31 Dec 2025), Annex I, as
// corrected by Implementing Regulation (EU) 2026/1740: one table per goods group and country, columns "direct",
// "indirect", "total", "production route". The annex's own rule: where a country is not listed for a good, or is
// listed with no value ("-"), the row of the table "Other countries and territories" applies.
// Benchmarks: Commission Implementing Regulation (EU) 2025/2620 (free allocation adjustment), Annex, column B
// (benchmarks for goods whose embedded emissions are determined with default values), per CN code and route.
import type { CbamGoods } from './ghg-factors';

/** Whose table a default comes from: Viet Nam's own, or "Other countries and territories" (the annex's fallback). */
export type CbamDefaultTable = 'VN' | 'OTHER';

export interface CbamDefaultRow {
  /** The CN code as the annex lists it (4, 6, 8 or 10 digits, no spaces). */
  cn: string;
  group: CbamGoods;
  /** The annex's description, shortened. */
  description: string;
  table: CbamDefaultTable;
  /** Why the fallback table applies (only with table OTHER). */
  fallbackReason?: 'NOT_LISTED' | 'NO_VALUE';
  /** Direct embedded emissions, tCO2e per tonne. */
  direct: number;
  /** Indirect embedded emissions, tCO2e per tonne; null where the annex gives none. */
  indirect: number | null;
  /** The annex's production-route letter, which picks the benchmark's row (null where none is given). */
  route: string | null;
}

export interface CbamBenchmarkRow {
  /** The CN code (prefix) of the benchmark row. */
  cn: string;
  /** Route indicator of column B, matched against the default's route (null: the row has one value). */
  route: string | null;
  /** Column B benchmark, tCO2e per tonne. */
  value: number;
}

export const CBAM_DEFAULTS_SOURCE = {
  regulation:
    'Implementing Regulation (EU) 2025/2621, Annex I (as corrected by Implementing Regulation (EU) 2026/1740)',
  year: 2026,
} as const;

export const CBAM_BENCHMARKS_SOURCE = {
  regulation: 'Implementing Regulation (EU) 2025/2620, Annex, column B',
  year: 2026,
} as const;

const vn = (
  cn: string,
  group: CbamGoods,
  description: string,
  direct: number,
  indirect: number | null,
  route: string | null = null,
): CbamDefaultRow => ({ cn, group, description, table: 'VN', direct, indirect, route });

const other = (
  cn: string,
  group: CbamGoods,
  description: string,
  direct: number,
  indirect: number | null,
  route: string | null,
  fallbackReason: 'NOT_LISTED' | 'NO_VALUE',
): CbamDefaultRow => ({ cn, group, description, table: 'OTHER', direct, indirect, route, fallbackReason });

/** The default rows used for goods from Viet Nam (see cbam-defaults.SOURCES.md for each block). */
export const CBAM_DEFAULT_ROWS: readonly CbamDefaultRow[] = [
  // Cement: Viet Nam is not listed in the cement tables, so "Other countries and territories" applies.
  other('25070080', 'CEMENT', 'Calcined clay', 0.21, 0.07, null, 'NOT_LISTED'),
  other('2523100010', 'CEMENT', 'White clinker', 1.32, 0.06, 'B', 'NOT_LISTED'),
  other('2523100090', 'CEMENT', 'Other clinker, including grey clinker', 1.37, 0.05, 'A', 'NOT_LISTED'),
  other('25232100', 'CEMENT', 'White Portland cement', 1.3, 0.14, null, 'NOT_LISTED'),
  other('25232900', 'CEMENT', 'Grey Portland cement', 1.36, 0.08, null, 'NOT_LISTED'),
  other('25233000', 'CEMENT', 'Aluminous cement', 1.89, 0.14, null, 'NOT_LISTED'),
  other('2523900010', 'CEMENT', 'White hydraulic cement', 1.31, 0.18, 'B', 'NOT_LISTED'),
  other('2523900090', 'CEMENT', 'Other hydraulic cements, including grey', 1.28, 0.09, 'A', 'NOT_LISTED'),
  // Fertilisers: table "Viet Nam".
  vn('28080000', 'FERTILISERS', 'Nitric acid; sulphonitric acids', 2.41, 0.05),
  vn('28141000', 'FERTILISERS', 'Anhydrous ammonia', 3.46, 0.15),
  vn('28142000', 'FERTILISERS', 'Ammonia in aqueous solution', 1.04, 0.05),
  vn('28342100', 'FERTILISERS', 'Nitrate of potassium', 2.24, 0.07),
  vn('31021012', 'FERTILISERS', 'Urea in aqueous solution (31.8-33.2% urea)', 0.77, 0.04),
  vn('31021015', 'FERTILISERS', 'Urea in aqueous solution (33.2-55% urea)', 1.27, 0.04),
  vn('31021019', 'FERTILISERS', 'Urea, > 45% N (other)', 2.31, 0.12),
  vn('31021090', 'FERTILISERS', 'Urea, <= 45% N', 2.26, 0.12),
  vn('31022100', 'FERTILISERS', 'Ammonium sulphate', 1.01, 0.09),
  vn('31022900', 'FERTILISERS', 'Double salts and mixtures of ammonium sulphate and nitrate', 1.66, 0.1),
  vn('31023010', 'FERTILISERS', 'Ammonium nitrate in aqueous solution', 1.71, 0.08),
  vn('31023090', 'FERTILISERS', 'Ammonium nitrate (other)', 2.63, 0.12),
  vn('31024010', 'FERTILISERS', 'Mixtures of ammonium nitrate with calcium carbonate, <= 28% N', 2.28, 0.11),
  vn('31024090', 'FERTILISERS', 'Mixtures of ammonium nitrate with calcium carbonate, > 28% N', 2.28, 0.11),
  vn('31025000', 'FERTILISERS', 'Sodium nitrate', 3.76, 0.08),
  vn(
    '31026000',
    'FERTILISERS',
    'Double salts and mixtures of calcium nitrate and ammonium nitrate',
    2.21,
    0.1,
  ),
  vn('31028000', 'FERTILISERS', 'Mixtures of urea and ammonium nitrate in solution', 1.9, 0.09),
  vn('31029000', 'FERTILISERS', 'Other mineral or chemical nitrogen fertilisers', 2.14, 0.11),
  vn('31051000', 'FERTILISERS', 'Fertilisers in tablets or packages <= 10 kg', 1.0, 0.09),
  vn('31052010', 'FERTILISERS', 'NPK fertilisers, > 10% N', 1.16, 0.11),
  vn('31052090', 'FERTILISERS', 'NPK fertilisers, <= 10% N', 0.79, 0.08),
  vn('31053000', 'FERTILISERS', 'Diammonium phosphate (DAP)', 0.81, 0.07),
  vn('31054000', 'FERTILISERS', 'Monoammonium phosphate (MAP)', 0.52, 0.05),
  vn('31055100', 'FERTILISERS', 'NP fertilisers containing nitrates and phosphates', 1.57, 0.14),
  vn('31055900', 'FERTILISERS', 'Other NP fertilisers', 0.93, 0.13),
  vn('31059020', 'FERTILISERS', 'NK or single-nutrient fertilisers, > 10% N', 1.52, 0.08),
  vn('31059080', 'FERTILISERS', 'NK or single-nutrient fertilisers, <= 10% N', 0.79, 0.06),
  // Aluminium: table "Viet Nam" (direct only; route L).
  vn('7601', 'ALUMINIUM', 'Unwrought aluminium', 0.36, null, 'L'),
  vn('7603', 'ALUMINIUM', 'Aluminium powders and flakes', 1.8, null, 'L'),
  vn('76041010', 'ALUMINIUM', 'Bars and rods (non-alloy)', 2.02, null, 'L'),
  vn('76041090', 'ALUMINIUM', 'Profiles (non-alloy)', 2.04, null, 'L'),
  vn('76042100', 'ALUMINIUM', 'Hollow profiles (alloy)', 2.04, null, 'L'),
  vn('76042910', 'ALUMINIUM', 'Bars and rods (alloy)', 2.02, null, 'L'),
  vn('76042990', 'ALUMINIUM', 'Profiles (alloy)', 2.04, null, 'L'),
  vn('7605', 'ALUMINIUM', 'Aluminium wire', 2.02, null, 'L'),
  vn('7606', 'ALUMINIUM', 'Plates, sheets and strip, > 0.2 mm', 2.48, null, 'L'),
  vn('7607', 'ALUMINIUM', 'Aluminium foil, <= 0.2 mm', 2.48, null, 'L'),
  vn('7608', 'ALUMINIUM', 'Aluminium tubes and pipes', 2.04, null, 'L'),
  vn('76090000', 'ALUMINIUM', 'Tube or pipe fittings', 2.04, null, 'L'),
  vn('76101000', 'ALUMINIUM', 'Doors, windows and their frames', 2.04, null, 'L'),
  vn('761090', 'ALUMINIUM', 'Other structures and parts', 2.04, null, 'L'),
  vn('76110000', 'ALUMINIUM', 'Reservoirs, tanks, vats > 300 l', 2.48, null, 'L'),
  vn('7612', 'ALUMINIUM', 'Casks, drums, cans, boxes <= 300 l', 2.48, null, 'L'),
  vn('76130000', 'ALUMINIUM', 'Containers for compressed or liquefied gas', 2.48, null, 'L'),
  vn('7614', 'ALUMINIUM', 'Stranded wire, cables, not insulated', 2.02, null, 'L'),
  vn('76161000', 'ALUMINIUM', 'Nails, tacks, screws, bolts, nuts and similar', 2.48, null, 'L'),
  vn('76169100', 'ALUMINIUM', 'Cloth, grill, netting and fencing', 2.48, null, 'L'),
  vn('76169910', 'ALUMINIUM', 'Other articles, cast', 1.8, null, 'L'),
  vn('76169990', 'ALUMINIUM', 'Other articles, other', 2.48, null, 'L'),
  // Hydrogen: table "Viet Nam".
  vn('28041000', 'HYDROGEN', 'Hydrogen', 10.82, null),
  // Iron and steel: table "Viet Nam" (direct only).
  vn('26011200', 'IRON_STEEL', 'Agglomerated iron ores and concentrates', 1.04, 0.07),
  vn('7201', 'IRON_STEEL', 'Pig iron and spiegeleisen', 2.19, null),
  vn('720211', 'IRON_STEEL', 'Ferro-manganese, > 2% carbon', 1.69, null),
  vn('72026000', 'IRON_STEEL', 'Ferro-nickel', 3.48, null),
  vn('7205', 'IRON_STEEL', 'Granules and powders of pig iron, iron or steel', 2.24, null, 'C/F'),
  vn('72061000', 'IRON_STEEL', 'Ingots of iron and non-alloy steel', 2.33, null, 'C'),
  vn('72069000', 'IRON_STEEL', 'Iron and non-alloy steel in other primary forms', 2.33, null, 'C'),
  vn('7208', 'IRON_STEEL', 'Flat-rolled, hot-rolled, >= 600 mm, non-alloy', 2.35, null, 'C'),
  vn('7209', 'IRON_STEEL', 'Flat-rolled, cold-rolled, >= 600 mm, non-alloy', 2.37, null, 'C'),
  vn('7210', 'IRON_STEEL', 'Flat-rolled, clad, plated or coated, >= 600 mm, non-alloy', 2.37, null, 'C'),
  vn('72111300', 'IRON_STEEL', 'Flat-rolled, hot-rolled, < 600 mm, "wide flats"', 2.35, null, 'C'),
  vn('72111400', 'IRON_STEEL', 'Flat-rolled, hot-rolled, < 600 mm, >= 4.75 mm', 2.35, null, 'C'),
  vn('72111900', 'IRON_STEEL', 'Flat-rolled, hot-rolled, < 600 mm, < 4.75 mm', 2.35, null, 'C'),
  vn('721123', 'IRON_STEEL', 'Flat-rolled, cold-rolled, < 600 mm, < 0.25% carbon', 2.37, null, 'C'),
  vn('72112900', 'IRON_STEEL', 'Flat-rolled, cold-rolled, < 600 mm, >= 0.25% carbon', 2.37, null, 'C'),
  vn('721190', 'IRON_STEEL', 'Flat-rolled, < 600 mm, further worked', 2.37, null, 'C'),
  vn('7212', 'IRON_STEEL', 'Flat-rolled, clad, plated or coated, < 600 mm, non-alloy', 2.37, null, 'C'),
  vn('7213', 'IRON_STEEL', 'Bars and rods, hot-rolled, in irregular coils', 2.35, null, 'C'),
  vn('72141000', 'IRON_STEEL', 'Bars and rods of non-alloy steel, forged', 2.33, null, 'C'),
  vn('72142000', 'IRON_STEEL', 'Bars and rods with indentations, ribs (rebar)', 2.35, null, 'C'),
  vn('72143000', 'IRON_STEEL', 'Bars and rods of free-cutting steel, hot-rolled', 2.35, null, 'C'),
  vn('721491', 'IRON_STEEL', 'Other bars and rods, hot-rolled, rectangular cross-section', 2.35, null, 'C'),
  vn('721499', 'IRON_STEEL', 'Other bars and rods, hot-rolled, other cross-section', 2.35, null, 'C'),
  vn('7215', 'IRON_STEEL', 'Other bars and rods of non-alloy steel', 2.35, null, 'C'),
  vn('7216', 'IRON_STEEL', 'Angles, shapes and sections of non-alloy steel', 2.35, null, 'C'),
  vn('721710', 'IRON_STEEL', 'Wire of non-alloy steel, not plated or coated', 2.35, null, 'C'),
  vn('721720', 'IRON_STEEL', 'Wire of non-alloy steel, zinc-plated or coated', 2.35, null, 'C'),
  vn('721730', 'IRON_STEEL', 'Wire of non-alloy steel, plated with other base metals', 2.35, null, 'C'),
  vn('721790', 'IRON_STEEL', 'Wire of non-alloy steel, other', 2.35, null, 'C'),
  vn(
    '7227',
    'IRON_STEEL',
    'Bars and rods of other alloy steel, hot-rolled, in irregular coils',
    3.5,
    null,
    'C/F',
  ),
  vn('7229', 'IRON_STEEL', 'Wire of other alloy steel', 3.5, null, 'C/F'),
  vn('7301', 'IRON_STEEL', 'Sheet piling', 2.37, null, 'C'),
  vn('7302', 'IRON_STEEL', 'Railway or tramway track construction material', 2.77, null, 'C'),
  vn('7305', 'IRON_STEEL', 'Other tubes and pipes, circular, external diameter > 406.4 mm', 2.37, null, 'C'),
  vn(
    '73066192',
    'IRON_STEEL',
    'Welded tubes, square or rectangular, not stainless, wall <= 2 mm',
    2.37,
    null,
    'C',
  ),
  vn(
    '73066199',
    'IRON_STEEL',
    'Welded tubes, square or rectangular, not stainless, wall > 2 mm',
    2.37,
    null,
    'C',
  ),
  vn('73066990', 'IRON_STEEL', 'Welded tubes, other non-circular, not stainless', 2.37, null, 'C'),
  vn(
    '73069000',
    'IRON_STEEL',
    'Other tubes, pipes and hollow profiles (open seam, riveted)',
    2.37,
    null,
    'C',
  ),
  vn('730711', 'IRON_STEEL', 'Tube or pipe fittings of non-malleable cast iron', 2.23, null),
  vn('73071910', 'IRON_STEEL', 'Tube or pipe fittings of cast iron, other', 2.23, null),
  vn('73071990', 'IRON_STEEL', 'Cast tube or pipe fittings of steel', 2.33, null, 'C'),
  vn('73079100', 'IRON_STEEL', 'Flanges of iron or steel, not stainless', 2.33, null, 'C'),
  vn('730792', 'IRON_STEEL', 'Threaded elbows, bends and sleeves, not stainless', 2.33, null, 'C'),
  vn('730793', 'IRON_STEEL', 'Butt welding fittings, not stainless', 2.33, null, 'C'),
  vn('7308', 'IRON_STEEL', 'Structures and parts of structures', 2.84, null, 'C'),
  vn('7309', 'IRON_STEEL', 'Reservoirs, tanks, vats > 300 l', 2.99, null, 'C'),
  vn('7310', 'IRON_STEEL', 'Tanks, casks, drums, cans, boxes <= 300 l', 2.37, null, 'C'),
  vn('731100', 'IRON_STEEL', 'Containers for compressed or liquefied gas', 2.96, null, 'C'),
  vn('73181100', 'IRON_STEEL', 'Coach screws', 2.35, null, 'C'),
  vn('73181290', 'IRON_STEEL', 'Wood screws, other than stainless', 2.35, null, 'C'),
  vn('73181300', 'IRON_STEEL', 'Screw hooks and screw rings', 2.35, null, 'C'),
  vn('73181491', 'IRON_STEEL', 'Spaced-thread screws, other than stainless', 2.35, null, 'C'),
  vn('73181499', 'IRON_STEEL', 'Self-tapping screws, other than stainless', 2.35, null, 'C'),
  vn('73181900', 'IRON_STEEL', 'Threaded articles n.e.s.', 2.35, null, 'C'),
  vn('731815', 'IRON_STEEL', 'Other threaded screws and bolts', 2.75, null, 'C'),
  vn('731816', 'IRON_STEEL', 'Nuts', 2.96, null, 'C'),
  vn('73269050', 'IRON_STEEL', 'Reels for cables, piping and the like', 2.35, null, 'C'),
  vn(
    '73269060',
    'IRON_STEEL',
    'Ventilators, guttering, hooks and like articles for building',
    2.35,
    null,
    'C',
  ),
  vn('73269092', 'IRON_STEEL', 'Articles, open-die forged, n.e.s.', 2.33, null, 'C'),
  vn('73269094', 'IRON_STEEL', 'Articles, closed-die forged, n.e.s.', 2.33, null, 'C'),
  vn('73269096', 'IRON_STEEL', 'Sintered articles, n.e.s.', 2.33, null, 'C'),
  vn('73269098', 'IRON_STEEL', 'Articles of iron or steel, n.e.s.', 2.37, null, 'C'),
  // Stainless steel: Viet Nam is listed with no value ("-"), so "Other countries and territories" applies.
  other(
    '7221',
    'IRON_STEEL',
    'Bars and rods of stainless steel, hot-rolled, in irregular coils',
    4.82,
    null,
    null,
    'NO_VALUE',
  ),
  other('722300', 'IRON_STEEL', 'Wire of stainless steel', 4.82, null, null, 'NO_VALUE'),
];

/**
 * Column B benchmarks by CN code and route (only rows read in the regulation's annex; see the SOURCES note). The
 * route must match the default row's route; a benchmark row with route null fits any default.
 */
export const CBAM_BENCHMARK_ROWS: readonly CbamBenchmarkRow[] = [
  // Cement
  { cn: '25070080', route: null, value: 0.666 },
  { cn: '25231000', route: 'A', value: 0.666 },
  { cn: '25231000', route: 'B', value: 0.859 },
  { cn: '25232100', route: null, value: 0.859 },
  { cn: '25232900', route: null, value: 0.666 },
  { cn: '25239000', route: 'A', value: 0.666 },
  { cn: '25239000', route: 'B', value: 0.847 },
  // Hydrogen
  { cn: '28041000', route: null, value: 5.089 },
  // Fertilisers
  { cn: '28080000', route: null, value: 0.582 },
  { cn: '28141000', route: null, value: 1.522 },
  { cn: '28142000', route: null, value: 0.457 },
  { cn: '28342100', route: null, value: 0.626 },
  { cn: '31021012', route: null, value: 0.304 },
  { cn: '31021015', route: null, value: 0.503 },
  { cn: '31021019', route: null, value: 0.902 },
  { cn: '31021090', route: null, value: 0.882 },
  { cn: '31022100', route: null, value: 0.414 },
  { cn: '31022900', route: null, value: 0.566 },
  { cn: '31023010', route: null, value: 0.508 },
  { cn: '31023090', route: null, value: 0.767 },
  { cn: '31024010', route: null, value: 0.688 },
  { cn: '31024090', route: null, value: 0.688 },
  { cn: '31026000', route: null, value: 0.633 },
  { cn: '31028000', route: null, value: 0.625 },
  { cn: '31029000', route: null, value: 0.847 },
  { cn: '31051000', route: null, value: 0.376 },
  { cn: '31052010', route: null, value: 0.434 },
  { cn: '31052090', route: null, value: 0.319 },
  { cn: '31053000', route: null, value: 0.339 },
  { cn: '31054000', route: null, value: 0.173 },
  { cn: '31055100', route: null, value: 0.548 },
  { cn: '31055900', route: null, value: 0.391 },
  { cn: '31059020', route: null, value: 0.476 },
  { cn: '31059080', route: null, value: 0.248 },
  // Iron and steel
  { cn: '26011200', route: null, value: 0.086 },
  { cn: '7208', route: 'C', value: 1.37 },
  { cn: '720915', route: 'C', value: 1.458 },
  { cn: '720916', route: 'C', value: 1.458 },
  { cn: '720917', route: 'C', value: 1.458 },
  { cn: '72091810', route: 'C', value: 1.458 },
  { cn: '721012', route: 'C', value: 1.491 },
  { cn: '72102000', route: 'C', value: 1.491 },
  { cn: '72103000', route: 'C', value: 1.491 },
  { cn: '721041', route: 'C', value: 1.491 },
  { cn: '721049', route: 'C', value: 1.491 },
  { cn: '72105000', route: 'C', value: 1.491 },
  { cn: '721061', route: 'C', value: 1.491 },
  { cn: '721069', route: 'C', value: 1.491 },
  { cn: '721070', route: 'C', value: 1.491 },
  { cn: '721090', route: 'C', value: 1.491 },
  { cn: '72111300', route: 'C', value: 1.37 },
  { cn: '72111400', route: 'C', value: 1.37 },
  { cn: '72111900', route: 'C', value: 1.37 },
  { cn: '721123', route: 'C', value: 1.458 },
  { cn: '72112900', route: 'C', value: 1.458 },
  { cn: '72119020', route: 'C', value: 1.458 },
  { cn: '7212', route: 'C', value: 1.491 },
  { cn: '72131000', route: 'C', value: 1.364 },
  { cn: '72132000', route: 'C', value: 1.364 },
  { cn: '721391', route: 'C', value: 1.364 },
  { cn: '721399', route: 'C', value: 1.364 },
  { cn: '72141000', route: 'C', value: 1.629 },
  { cn: '72142000', route: 'C', value: 1.364 },
  { cn: '72143000', route: 'C', value: 1.364 },
  { cn: '721491', route: 'C', value: 1.364 },
  { cn: '721499', route: 'C', value: 1.364 },
  { cn: '7215', route: 'C', value: 1.364 },
  { cn: '72161000', route: 'C', value: 1.364 },
  { cn: '72162100', route: 'C', value: 1.364 },
  { cn: '72162200', route: 'C', value: 1.364 },
  { cn: '72163219', route: 'C', value: 1.364 },
  { cn: '72163291', route: 'C', value: 1.364 },
  { cn: '72163299', route: 'C', value: 1.364 },
  { cn: '721633', route: 'C', value: 1.364 },
  { cn: '721640', route: 'C', value: 1.364 },
  { cn: '721650', route: 'C', value: 1.364 },
  { cn: '721661', route: 'C', value: 1.364 },
  { cn: '72166900', route: 'C', value: 1.364 },
  { cn: '721691', route: 'C', value: 1.364 },
  { cn: '72169900', route: 'C', value: 1.364 },
  { cn: '721710', route: 'C', value: 1.364 },
  { cn: '721720', route: 'C', value: 1.397 },
  { cn: '73110099', route: 'C', value: 1.364 },
  { cn: '73181100', route: 'C', value: 1.364 },
  { cn: '73181290', route: 'C', value: 1.364 },
  { cn: '73181300', route: 'C', value: 1.364 },
  { cn: '73181491', route: 'C', value: 1.364 },
  { cn: '73181499', route: 'C', value: 1.364 },
  { cn: '73181520', route: 'C', value: 1.364 },
  { cn: '73181542', route: 'C', value: 1.364 },
  { cn: '73181548', route: 'C', value: 1.364 },
  { cn: '73181558', route: 'C', value: 1.364 },
  { cn: '73181568', route: 'C', value: 1.364 },
  { cn: '73181582', route: 'C', value: 1.364 },
  { cn: '73181588', route: 'C', value: 1.364 },
  { cn: '73181595', route: 'C', value: 1.364 },
  { cn: '73181640', route: 'C', value: 1.364 },
  { cn: '73181660', route: 'C', value: 1.364 },
  { cn: '73181692', route: 'C', value: 1.364 },
  { cn: '73181699', route: 'C', value: 1.364 },
  { cn: '73181900', route: 'C', value: 1.364 },
  { cn: '73066192', route: 'C', value: 1.491 },
  { cn: '73066199', route: 'C', value: 1.491 },
  { cn: '73066990', route: 'C', value: 1.491 },
  { cn: '73069000', route: 'C', value: 1.491 },
  { cn: '730711', route: null, value: 1.409 },
  { cn: '73071910', route: null, value: 1.409 },
  { cn: '73071990', route: 'C', value: 1.629 },
  { cn: '73079100', route: 'C', value: 1.383 },
  { cn: '730792', route: 'C', value: 1.383 },
  { cn: '730793', route: 'C', value: 1.383 },
  { cn: '73083000', route: 'C', value: 1.491 },
  { cn: '73084000', route: 'C', value: 1.491 },
  { cn: '730890', route: 'C', value: 1.491 },
  { cn: '7309', route: 'C', value: 1.491 },
  { cn: '7310', route: 'C', value: 1.491 },
  { cn: '7311', route: 'C', value: 1.364 },
  { cn: '73269050', route: 'C', value: 1.364 },
  { cn: '73269060', route: 'C', value: 1.364 },
  { cn: '73269092', route: 'C', value: 1.629 },
  { cn: '73269094', route: 'C', value: 1.629 },
  { cn: '73269096', route: 'C', value: 1.629 },
  { cn: '73269098', route: 'C', value: 1.491 },
  // Aluminium (route L: the route of Viet Nam's aluminium defaults)
  { cn: '7601', route: 'L', value: 0.091 },
  { cn: '7603', route: 'L', value: 0.14 },
  { cn: '76041010', route: 'L', value: 0.148 },
  { cn: '76041090', route: 'L', value: 0.152 },
  { cn: '76042100', route: 'L', value: 0.152 },
  { cn: '76042910', route: 'L', value: 0.148 },
  { cn: '76042990', route: 'L', value: 0.152 },
  { cn: '7605', route: 'L', value: 0.148 },
  { cn: '760611', route: 'L', value: 0.148 },
  { cn: '76061211', route: 'L', value: 0.148 },
  { cn: '76061219', route: 'L', value: 0.148 },
  { cn: '76061230', route: 'L', value: 0.148 },
  { cn: '76061250', route: 'L', value: 0.148 },
  { cn: '7607', route: 'L', value: 0.258 },
  { cn: '7608', route: 'L', value: 0.152 },
  { cn: '76090000', route: 'L', value: 0.152 },
  { cn: '7610', route: 'L', value: 0.152 },
  { cn: '76110000', route: 'L', value: 0.258 },
  { cn: '7612', route: 'L', value: 0.258 },
  { cn: '76130000', route: 'L', value: 0.258 },
  { cn: '7614', route: 'L', value: 0.148 },
  { cn: '76161000', route: 'L', value: 0.148 },
  { cn: '76169100', route: 'L', value: 0.148 },
  { cn: '76169910', route: 'L', value: 0.14 },
  { cn: '76169990', route: 'L', value: 0.148 },
];

/**
 * Goods groups whose indirect emissions are part of the embedded emissions in the definitive period: cement and
 * fertilisers (Regulation (EU) 2023/956, Annex II lists iron and steel, aluminium and hydrogen as goods for which
 * only direct emissions count).
 */
export const CBAM_INDIRECT_GROUPS: ReadonlySet<CbamGoods> = new Set<CbamGoods>(['CEMENT', 'FERTILISERS']);

/**
 * Mark-up on default values by year (Implementing Regulation (EU) 2025/2621): 10% / 20% / 30% from 2028; fertilisers
 * 1% in each of those years.
 */
export function cbamMarkupFor(group: CbamGoods, year: number): number {
  if (group === 'FERTILISERS') return 0.01;
  if (year <= 2026) return 0.1;
  if (year === 2027) return 0.2;
  return 0.3;
}
