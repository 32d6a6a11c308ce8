// Mobile combustion (issue 14, item 6): fuel burned by vehicles uses IPCC 2006 Vol. 2 Ch. 3 road-transport factors
// (Table 3.2.1 CO2, Table 3.2.2 CH4 / N2O), not the stationary ones; hand-computed, and checked against the GHG
// reference notes' 2.72 kgCO2e/L (diesel) and 2.33 kgCO2e/L (gasoline).
import { describe, expect, it } from 'vitest';
import { assessGhgRisk, type GhgAssessment, type GhgAssessmentInput } from './ghg-risk';
import { renderGhgReport } from './ghg-report-text';

function assess(input: GhgAssessmentInput): GhgAssessment {
  const result = assessGhgRisk(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.assessment;
}

const base: GhgAssessmentInput = {
  sector: 'FREIGHT_TRANSPORT',
  fuels: {},
  electricityKwh: 0,
  employees: 50,
  revenueVnd: 50e9,
  previousInventory: false,
};

describe('vehicle fuel', () => {
  it('100,000 L of vehicle diesel: 84 t × 43 TJ/Gg × (74,100 + 3.9×28 + 3.9×265) kg/TJ = 271.777 t (AR5)', () => {
    const r = assess({ ...base, fuels: { vehicleDieselLitres: 100_000 } });
    expect(r.emissions.scope1Tco2e).toBe(271.777);
    const row = r.factors.fuels.find((f) => f.fuel === 'VEHICLE_DIESEL')!;
    expect(row.tco2ePerUnit * 1000).toBeCloseTo(2.72, 2);
    // the same litres in a generator: stationary CH4 / N2O, a little less
    const stationary = assess({ ...base, fuels: { dieselLitres: 100_000 } });
    expect(stationary.emissions.scope1Tco2e).toBe(268.527);
    expect(r.emissions.toe).toBe(stationary.emissions.toe);
  });

  it('100,000 L of vehicle gasoline: 74 t × 44.3 TJ/Gg × (69,300 + 33×28 + 3.2×265) kg/TJ = 232.988 t (AR5)', () => {
    const r = assess({ ...base, fuels: { vehicleGasolineLitres: 100_000 } });
    expect(r.emissions.scope1Tco2e).toBe(232.988);
    expect(r.factors.fuels.find((f) => f.fuel === 'VEHICLE_GASOLINE')!.tco2ePerUnit * 1000).toBeCloseTo(
      2.33,
      2,
    );
  });

  it('AR6 on vehicle diesel: 3.612 TJ × (74,100 + 3.9×27.9 + 3.9×273) = 271.888 t', () => {
    const r = assess({ ...base, gwpSet: 'AR6', fuels: { vehicleDieselLitres: 100_000 } });
    expect(r.emissions.scope1Tco2e).toBe(271.888);
  });

  it('cites the road-transport tables in the reader\u2019s language', () => {
    const r = assess({ ...base, fuels: { vehicleDieselLitres: 1000 } });
    const vi = renderGhgReport(r, 'vi', { id: 'x', createdAt: '2026-03-01T00:00:00.000Z' });
    const row = vi.factors.fuels.find((f) => f.fuel === 'VEHICLE_DIESEL')!;
    expect(row.source).toContain('xe chạy đường bộ');
    expect(row.source).toContain('Bảng 3.2.2');
    const en = renderGhgReport(r, 'en', { id: 'x', createdAt: '2026-03-01T00:00:00.000Z' });
    expect(en.factors.fuels.find((f) => f.fuel === 'DIESEL')!.source).toContain('stationary combustion');
  });
});
