// Generated valid rows over every library-backed input kind, from a seeded generator: for the engine's property
// tests and the benchmark (scripts/inventory-engine-bench.ts).
import { pin, pinFuel, row } from './test-rows';
import type { ActivityRow, Period } from './types';

/** mulberry32: a small deterministic generator in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Template = (q: number, rng: () => number) => ActivityRow;

const TEMPLATES: readonly Template[] = [
  (q) => row('S1_STATIONARY_COMBUSTION', 'FUEL', q, 'L', pinFuel('IPCC2006-STATIONARY-DIESEL')),
  (q) => row('S1_STATIONARY_COMBUSTION', 'FUEL', q, 'm3', pinFuel('IPCC2006-STATIONARY-NATURAL_GAS')),
  (q) => row('S1_STATIONARY_COMBUSTION', 'FUEL', q, 't', pinFuel('IPCC2006-STATIONARY-BITUMINOUS_COAL')),
  (q) => row('S1_MOBILE_COMBUSTION', 'FUEL', q, 'L', pinFuel('IPCC2006-MOBILE-VEHICLE_GASOLINE')),
  (q) =>
    row('S1_MOBILE_COMBUSTION', 'DISTANCE', q, 'km', [pin('DESNZ2025-VEHICLE_DISTANCE-VAN_DIESEL_AVERAGE')]),
  (q) =>
    row('S1_FUGITIVE_REFRIGERANTS', 'REFRIGERANT', q / 1000, 'kg', [], {
      refrigerant: { gas: 'R-410A', method: 'TOP_UP' },
    }),
  (q, rng) =>
    row('S2_ELECTRICITY', 'ELECTRICITY', q, 'kWh', [pin('VN-GRID-2023')], {
      instruments: [{ kind: 'RENEWABLE_CERTIFICATE', quantity: q * rng(), evidence: 'REC' }],
    }),
  (q) =>
    row('S3_01_PURCHASED_GOODS_SERVICES', 'SPEND', q * 1000, 'VND', [pin('USEEIO-1.2-NAICS-322211')], {
      exchangeRate: { from: 'USD', to: 'VND', rate: 25_000, year: 2021, source: 'user' },
    }),
  (q) => row('S3_03_FUEL_ENERGY_RELATED', 'ACTIVITY', q, 'L', [pin('DESNZ2025-FUEL_WTT-DIESEL')]),
  (q) =>
    row('S3_04_UPSTREAM_TRANSPORT', 'ACTIVITY', q, 't.km', [
      pin('DESNZ2025-FREIGHT-HGV_DIESEL_AVERAGE_LADEN'),
    ]),
  (q) => row('S3_05_WASTE', 'ACTIVITY', q / 1000, 't', [pin('DESNZ2025-WASTE-FOOD_DRINK_LANDFILL')]),
  (q) =>
    row('S3_06_BUSINESS_TRAVEL', 'ACTIVITY', q, 'passenger.km', [
      pin('DESNZ2025-PASSENGER_TRAVEL-RAIL_NATIONAL'),
    ]),
  (q) =>
    row('S3_07_EMPLOYEE_COMMUTING', 'DISTANCE', q, 'km', [
      pin('DESNZ2025-VEHICLE_DISTANCE-MOTORBIKE_AVERAGE'),
    ]),
];

function period(rng: () => number): Period {
  const k = rng();
  if (k < 0.6) return { kind: 'month', year: 2025, month: 1 + Math.floor(rng() * 12) };
  if (k < 0.85) return { kind: 'quarter', year: 2025, quarter: 1 + Math.floor(rng() * 4) };
  return { kind: 'year', year: 2025 };
}

export function generatedRows(count: number, rng: () => number): ActivityRow[] {
  const rows: ActivityRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = TEMPLATES[Math.floor(rng() * TEMPLATES.length)];
    const q = Math.round(rng() * 100_000 * 100) / 100;
    const r = template(q, rng);
    rows.push({ ...r, id: `g${i}`, facilityId: `f${Math.floor(rng() * 5)}`, period: period(rng) });
  }
  return rows;
}
