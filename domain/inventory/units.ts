// Units of activity data and their conversions. A conversion happens only within a dimension (L <-> m3, kg <-> t,
// kWh <-> TJ ...), or across dimensions through a property that has a source (a fuel's density and net calorific
// value, carried by the fuel's factor; see factors/ipcc-combustion.ts), or for money through an exchange rate the
// user gave with its year. Nothing here guesses: a conversion that lacks what it needs is a typed refusal.

export type Unit =
  'L' | 'm3' | 'kg' | 't' | 'kWh' | 'MWh' | 'GJ' | 'TJ' | 'km' | 't.km' | 'passenger.km' | 'VND' | 'USD';

export type Dimension = 'volume' | 'mass' | 'energy' | 'distance' | 'freight' | 'passengerDistance' | 'money';

export const UNITS: readonly Unit[] = [
  'L',
  'm3',
  'kg',
  't',
  'kWh',
  'MWh',
  'GJ',
  'TJ',
  'km',
  't.km',
  'passenger.km',
  'VND',
  'USD',
];

/** Each unit's dimension and its size in the dimension's base unit (L, kg, GJ, km, t.km, passenger.km). */
const UNIT_TABLE: Readonly<Record<Unit, { dimension: Dimension; toBase: number }>> = {
  L: { dimension: 'volume', toBase: 1 },
  m3: { dimension: 'volume', toBase: 1000 },
  kg: { dimension: 'mass', toBase: 1 },
  t: { dimension: 'mass', toBase: 1000 },
  // 1 kWh = 3.6 MJ = 0.0036 GJ (SI definition).
  kWh: { dimension: 'energy', toBase: 0.0036 },
  MWh: { dimension: 'energy', toBase: 3.6 },
  GJ: { dimension: 'energy', toBase: 1 },
  TJ: { dimension: 'energy', toBase: 1000 },
  km: { dimension: 'distance', toBase: 1 },
  't.km': { dimension: 'freight', toBase: 1 },
  'passenger.km': { dimension: 'passengerDistance', toBase: 1 },
  // Money has no fixed ratio between currencies: toBase only within one currency.
  VND: { dimension: 'money', toBase: 1 },
  USD: { dimension: 'money', toBase: 1 },
};

export function isUnit(value: string): value is Unit {
  return Object.hasOwn(UNIT_TABLE, value);
}

export function dimensionOf(unit: Unit): Dimension {
  return UNIT_TABLE[unit].dimension;
}

/** Sourced physical properties of one fuel, used to cross dimensions. */
export interface FuelProperties {
  /** kg per litre (for a gas: kg per litre of gas at the reference conditions of its source). */
  densityKgPerL?: number;
  /** Net calorific value, TJ/Gg (= GJ/t). */
  ncvTjPerGg?: number;
  /** Where the two figures come from. */
  source: string;
}

/** An exchange rate the user gave (or a sourced one), with the year it applies to. */
export interface ExchangeRate {
  from: 'VND' | 'USD';
  to: 'VND' | 'USD';
  /** Units of `to` per one unit of `from`. */
  rate: number;
  year: number;
  source: string;
}

export type ConversionRefusal =
  | { kind: 'incompatibleUnits'; from: Unit; to: Unit }
  | { kind: 'missingProperty'; property: 'densityKgPerL' | 'ncvTjPerGg'; from: Unit; to: Unit }
  | { kind: 'missingExchangeRate'; from: Unit; to: Unit }
  | { kind: 'invalidExchangeRate'; from: Unit; to: Unit }
  | { kind: 'notFinite' };

export type Conversion = { ok: true; value: number } | { ok: false; refusal: ConversionRefusal };

const ok = (value: number): Conversion =>
  Number.isFinite(value) ? { ok: true, value } : { ok: false, refusal: { kind: 'notFinite' } };
const refuse = (refusal: ConversionRefusal): Conversion => ({ ok: false, refusal });

/** Within one dimension only (money: only the same currency). */
export function convertWithin(value: number, from: Unit, to: Unit): Conversion {
  const a = UNIT_TABLE[from];
  const b = UNIT_TABLE[to];
  if (a.dimension !== b.dimension) return refuse({ kind: 'incompatibleUnits', from, to });
  if (a.dimension === 'money' && from !== to) return refuse({ kind: 'missingExchangeRate', from, to });
  if (from === to) return ok(value);
  return ok((value * a.toBase) / b.toBase);
}

/** Money from one currency to another through a rate given with its year. */
export function convertMoney(
  value: number,
  from: Unit,
  to: Unit,
  rate: ExchangeRate | undefined,
): Conversion {
  if (dimensionOf(from) !== 'money' || dimensionOf(to) !== 'money') {
    return refuse({ kind: 'incompatibleUnits', from, to });
  }
  if (from === to) return ok(value);
  if (!rate) return refuse({ kind: 'missingExchangeRate', from, to });
  if (!(Number.isFinite(rate.rate) && rate.rate > 0))
    return refuse({ kind: 'invalidExchangeRate', from, to });
  if (rate.from === from && rate.to === to) return ok(value * rate.rate);
  if (rate.from === to && rate.to === from) return ok(value / rate.rate);
  return refuse({ kind: 'missingExchangeRate', from, to });
}

/**
 * A fuel quantity in any of volume, mass or energy, to another of them, through the fuel's density (volume <-> mass)
 * and net calorific value (mass <-> energy). Volume -> energy goes through mass, so it needs both.
 */
export function convertFuel(value: number, from: Unit, to: Unit, fuel: FuelProperties): Conversion {
  const fromDim = dimensionOf(from);
  const toDim = dimensionOf(to);
  const fuelDims: Dimension[] = ['volume', 'mass', 'energy'];
  if (!fuelDims.includes(fromDim) || !fuelDims.includes(toDim)) {
    return convertWithin(value, from, to);
  }
  if (fromDim === toDim) return convertWithin(value, from, to);
  // to kg first
  let kg: number;
  if (fromDim === 'mass') kg = (value * UNIT_TABLE[from].toBase) / UNIT_TABLE.kg.toBase;
  else if (fromDim === 'volume') {
    if (fuel.densityKgPerL === undefined)
      return refuse({ kind: 'missingProperty', property: 'densityKgPerL', from, to });
    kg = value * UNIT_TABLE[from].toBase * fuel.densityKgPerL;
  } else {
    if (fuel.ncvTjPerGg === undefined)
      return refuse({ kind: 'missingProperty', property: 'ncvTjPerGg', from, to });
    // GJ / (GJ per t) = t; × 1000 = kg
    kg = ((value * UNIT_TABLE[from].toBase) / fuel.ncvTjPerGg) * 1000;
  }
  if (toDim === 'mass') return ok(kg / UNIT_TABLE[to].toBase);
  if (toDim === 'volume') {
    if (fuel.densityKgPerL === undefined)
      return refuse({ kind: 'missingProperty', property: 'densityKgPerL', from, to });
    return ok(kg / fuel.densityKgPerL / UNIT_TABLE[to].toBase);
  }
  if (fuel.ncvTjPerGg === undefined)
    return refuse({ kind: 'missingProperty', property: 'ncvTjPerGg', from, to });
  // kg / 1000 = t; × GJ/t = GJ
  return ok(((kg / 1000) * fuel.ncvTjPerGg) / UNIT_TABLE[to].toBase);
}
