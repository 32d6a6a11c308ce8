// Unit conversions: hand-checked values, refusals across dimensions without a sourced property, and round trips.
import { describe, expect, it } from 'vitest';
import { seeded } from './engine/generated-rows';
import {
  convertFuel,
  convertMoney,
  convertWithin,
  dimensionOf,
  UNITS,
  type FuelProperties,
  type Unit,
} from './units';

// Diesel: 0.84 kg/L and NCV 43.0 TJ/Gg (domain/ghg-factors.ts, IPCC 2006 Vol. 2 Ch. 1 Table 1.2).
const DIESEL: FuelProperties = { densityKgPerL: 0.84, ncvTjPerGg: 43.0, source: 'test' };
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('within a dimension', () => {
  it('converts the SI way', () => {
    expect(convertWithin(1, 'm3', 'L')).toEqual({ ok: true, value: 1000 });
    expect(convertWithin(2500, 'kg', 't')).toEqual({ ok: true, value: 2.5 });
    expect(convertWithin(1, 'MWh', 'kWh')).toEqual({ ok: true, value: 1000 });
    // 1 MWh = 3.6 GJ; 1 TJ = 1,000 GJ
    expect(convertWithin(1, 'MWh', 'GJ')).toEqual({ ok: true, value: 3.6 });
    expect(convertWithin(2, 'TJ', 'GJ')).toEqual({ ok: true, value: 2000 });
  });

  it('refuses across dimensions and between currencies without a rate', () => {
    expect(convertWithin(1, 'L', 'kg')).toEqual({
      ok: false,
      refusal: { kind: 'incompatibleUnits', from: 'L', to: 'kg' },
    });
    expect(convertWithin(1, 'km', 't.km').ok).toBe(false);
    expect(convertWithin(1, 'VND', 'USD')).toEqual({
      ok: false,
      refusal: { kind: 'missingExchangeRate', from: 'VND', to: 'USD' },
    });
  });

  it('round-trips every pair of units of one dimension', () => {
    const rng = seeded(3);
    for (let i = 0; i < 500; i += 1) {
      const from = UNITS[Math.floor(rng() * UNITS.length)];
      const same = UNITS.filter((u) => dimensionOf(u) === dimensionOf(from) && dimensionOf(u) !== 'money');
      if (same.length === 0) continue;
      const to = same[Math.floor(rng() * same.length)];
      const value = rng() * 1e7;
      const there = convertWithin(value, from, to);
      if (!there.ok) throw new Error(JSON.stringify(there));
      const back = convertWithin(there.value, to, from);
      expect(back.ok && close(back.value, value)).toBe(true);
    }
  });
});

describe('fuels through density and NCV', () => {
  it('1,000 L diesel = 840 kg = 36.12 GJ = 10,033.33 kWh', () => {
    expect(convertFuel(1000, 'L', 'kg', DIESEL)).toEqual({ ok: true, value: 840 });
    const gj = convertFuel(1000, 'L', 'GJ', DIESEL);
    expect(gj.ok && gj.value).toBeCloseTo(36.12, 9);
    const kwh = convertFuel(1000, 'L', 'kWh', DIESEL);
    expect(kwh.ok && kwh.value).toBeCloseTo(36.12 / 0.0036, 6);
  });

  it('refuses without the property it needs', () => {
    expect(convertFuel(1, 'L', 'kg', { ncvTjPerGg: 47.3, source: '' })).toEqual({
      ok: false,
      refusal: { kind: 'missingProperty', property: 'densityKgPerL', from: 'L', to: 'kg' },
    });
    expect(convertFuel(1, 't', 'TJ', { densityKgPerL: 1, source: '' }).ok).toBe(false);
  });

  it('round-trips between volume, mass and energy', () => {
    const fuelUnits: Unit[] = ['L', 'm3', 'kg', 't', 'kWh', 'MWh', 'GJ', 'TJ'];
    const rng = seeded(11);
    for (let i = 0; i < 500; i += 1) {
      const from = fuelUnits[Math.floor(rng() * fuelUnits.length)];
      const to = fuelUnits[Math.floor(rng() * fuelUnits.length)];
      const value = rng() * 1e6;
      const there = convertFuel(value, from, to, DIESEL);
      if (!there.ok) throw new Error(JSON.stringify(there));
      const back = convertFuel(there.value, to, from, DIESEL);
      expect(back.ok && close(back.value, value)).toBe(true);
    }
  });
});

describe('money through a given rate', () => {
  const rate = { from: 'USD', to: 'VND', rate: 25_000, year: 2025, source: 'user' } as const;

  it('converts both ways with the rate, refuses without one or with a bad one', () => {
    expect(convertMoney(50_000_000, 'VND', 'USD', rate)).toEqual({ ok: true, value: 2000 });
    expect(convertMoney(2000, 'USD', 'VND', rate)).toEqual({ ok: true, value: 50_000_000 });
    expect(convertMoney(1, 'VND', 'USD', undefined).ok).toBe(false);
    expect(convertMoney(1, 'VND', 'USD', { ...rate, rate: 0 })).toMatchObject({
      refusal: { kind: 'invalidExchangeRate' },
    });
    expect(convertMoney(1, 'kg', 'USD', rate)).toMatchObject({ refusal: { kind: 'incompatibleUnits' } });
  });

  it('round-trips', () => {
    const rng = seeded(5);
    for (let i = 0; i < 200; i += 1) {
      const value = rng() * 1e12;
      const usd = convertMoney(value, 'VND', 'USD', rate);
      const back = usd.ok ? convertMoney(usd.value, 'USD', 'VND', rate) : usd;
      expect(back.ok && close(back.value, value)).toBe(true);
    }
  });
});
