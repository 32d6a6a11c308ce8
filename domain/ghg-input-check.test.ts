// The model's guard: quantities that are not finite numbers of zero or more are refused by name, before any
// arithmetic; a figure that a replaced factor table turns non-finite or negative is refused after it; and over a
// seeded walk of valid inputs every figure of the assessment is finite and never negative.
import { describe, expect, it } from 'vitest';
import { assessGhgRisk, DEFAULT_GHG_FACTORS, type GhgAssessmentInput } from './ghg-risk';
import { badFigure, checkGhgInput } from './ghg-input-check';

const valid: GhgAssessmentInput = {
  sector: 'IRON_STEEL',
  fuels: { dieselLitres: 120_000, lpgKg: 80_000 },
  electricityKwh: 9_000_000,
  wasteHandledTonnes: 10,
  cbamExports: [
    { goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: true, verifiedSee: 2 },
  ],
  employees: 150,
  revenueVnd: 500_000_000_000,
  previousInventory: false,
};

const refusalOf = (input: GhgAssessmentInput) => {
  const result = assessGhgRisk(input);
  if (result.ok) throw new Error('the model computed an input it should refuse');
  return result.refusal;
};

describe('the model refuses quantities it cannot compute with', () => {
  const bad: [string, Partial<GhgAssessmentInput>, string, string][] = [
    ['NaN electricity', { electricityKwh: Number.NaN }, 'electricityKwh', 'notFinite'],
    ['infinite revenue', { revenueVnd: Number.POSITIVE_INFINITY }, 'revenueVnd', 'notFinite'],
    ['negative electricity', { electricityKwh: -1 }, 'electricityKwh', 'negative'],
    ['negative revenue', { revenueVnd: -1e9 }, 'revenueVnd', 'negative'],
    ['a fraction of a person', { employees: 1.5 }, 'employees', 'notInteger'],
    ['negative employees', { employees: -3 }, 'employees', 'negative'],
    ['negative waste', { wasteHandledTonnes: -5 }, 'wasteHandledTonnes', 'negative'],
    ['negative diesel', { fuels: { dieselLitres: -100 } }, 'fuels.dieselLitres', 'negative'],
    ['NaN coal', { fuels: { anthraciteTonnes: Number.NaN } }, 'fuels.anthraciteTonnes', 'notFinite'],
    [
      'negative CBAM quantity',
      { cbamExports: [{ goodsGroup: 'CEMENT', quantity: -1000, verifiedData: false }] },
      'cbamExports.0.quantity',
      'negative',
    ],
    [
      'infinite verified SEE',
      { cbamExports: [{ goodsGroup: 'CEMENT', quantity: 10, verifiedData: true, verifiedSee: Infinity }] },
      'cbamExports.0.verifiedSee',
      'notFinite',
    ],
    ['a text for a number', { electricityKwh: '1200' as unknown as number }, 'electricityKwh', 'notFinite'],
    ['null for a number', { revenueVnd: null as unknown as number }, 'revenueVnd', 'notFinite'],
  ];

  it.each(bad)('%s', (_name, change, field, problem) => {
    expect(refusalOf({ ...valid, ...change })).toEqual({ kind: 'input', issues: [{ field, problem }] });
  });

  it('names every refused quantity at once', () => {
    const refusal = refusalOf({ ...valid, employees: -1, electricityKwh: Number.NaN, fuels: { lpgKg: -2 } });
    expect(refusal).toEqual({
      kind: 'input',
      issues: [
        { field: 'employees', problem: 'negative' },
        { field: 'electricityKwh', problem: 'notFinite' },
        { field: 'fuels.lpgKg', problem: 'negative' },
      ],
    });
  });

  it('accepts zero everywhere and leaves absent quantities alone', () => {
    expect(checkGhgInput({ employees: 0, revenueVnd: 0, electricityKwh: 0, fuels: {} })).toEqual([]);
    expect(assessGhgRisk({ ...valid, fuels: {}, cbamExports: [], electricityKwh: 0 }).ok).toBe(true);
  });
});

describe('the model refuses figures that come out wrong', () => {
  it('refuses a negative total from a replaced grid factor, naming the figure', () => {
    const vn = DEFAULT_GHG_FACTORS.gridByCountry.VN!;
    const gridByCountry = { VN: { ...vn, factor: { ...vn.factor, value: -0.5 } } };
    const result = assessGhgRisk(valid, { ...DEFAULT_GHG_FACTORS, gridByCountry });
    expect(result).toEqual({
      ok: false,
      refusal: { kind: 'result', figure: 'factors.gridFactor', problem: 'negative' },
    });
  });

  it('refuses a NaN from a replaced EUR/VND rate', () => {
    const eurVndRate = { ...DEFAULT_GHG_FACTORS.eurVndRate, value: Number.NaN };
    const result = assessGhgRisk(valid, { ...DEFAULT_GHG_FACTORS, eurVndRate });
    expect(result).toMatchObject({ ok: false, refusal: { kind: 'result', problem: 'notFinite' } });
  });

  it('walks nested figures and skips what it is told to', () => {
    expect(badFigure({ a: { b: [1, 2, -3] } })).toEqual({ figure: 'a.b.2', problem: 'negative' });
    expect(badFigure({ input: { x: -1 }, y: null, z: 'text' }, ['input'])).toBeNull();
  });
});

describe('every figure of a valid input is finite and never negative (seeded walk, 300 inputs)', () => {
  it('holds', () => {
    let seed = 14;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Zero often, else anywhere from 1 to the contract's bound.
    const amount = (max: number) => (random() < 0.3 ? 0 : Math.round(10 ** (random() * Math.log10(max))));
    const groups = ['IRON_STEEL', 'ALUMINIUM', 'CEMENT', 'FERTILISERS', 'ELECTRICITY', 'HYDROGEN'] as const;
    const codes = [undefined, '7208', '2523100090', '31021019', '7606', '28041000', '9999'] as const;
    for (let i = 0; i < 300; i += 1) {
      const input: GhgAssessmentInput = {
        sector: random() < 0.5 ? 'IRON_STEEL' : 'SERVICES',
        fuels: { dieselLitres: amount(1e12), anthraciteTonnes: amount(1e9), naturalGasM3: amount(1e12) },
        electricityKwh: amount(1e13),
        employees: amount(10_000_000),
        revenueVnd: amount(1e16),
        previousInventory: random() < 0.5,
        cbamExports: [
          (() => {
            const cnCode = codes[Math.floor(random() * codes.length)];
            const verifiedData = random() < 0.3;
            return {
              goodsGroup: groups[Math.floor(random() * groups.length)],
              ...(cnCode ? { cnCode } : {}),
              quantity: amount(1e9),
              verifiedData,
              ...(verifiedData ? { verifiedSee: amount(1000) } : {}),
            };
          })(),
        ],
      };
      const result = assessGhgRisk(input);
      expect(result.ok, JSON.stringify(input)).toBe(true);
      if (result.ok) {
        expect(badFigure(result.assessment), JSON.stringify(input)).toBeNull();
        expect(result.assessment.score).toBeLessThanOrEqual(100);
      }
    }
  });
});
