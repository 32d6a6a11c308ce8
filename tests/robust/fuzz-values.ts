// The values the fuzzer (tests/robust/fuzz-core.ts) puts in its requests: a seedable PRNG (mulberry32), the hostile
// strings and keys (SQL and script injections, path traversal, `__proto__`, NUL, lone surrogates, 1 MB strings), a
// value of the wrong type, and a value sampled from a JSON schema of the contract, plain or hostile within the
// field's length and format.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, any>;

// ---------------------------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: a small, fast, seedable PRNG (same seed, same run). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  return { next, int, pick, chance, uuid };
}
export type Rng = ReturnType<typeof prng>;

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

export const MB = 1024 * 1024;

/** Strings that have broken servers before: injections, traversal, odd Unicode, control characters. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1) UNION SELECT password FROM users --',
  "x'; SELECT pg_sleep(5); --",
  '$1',
  '%s%s%s%n',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/dev/zero',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a\u0000b',
  '\u0000',
  '\u0007\u0008\u001b[31m',
  'line\r\nSet-Cookie: pwned=1',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\ufeff',
  'Ng\u0075\u0301y\u0065\u0302\u0303n',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕿𝖊𝖘𝖙',
  '\u00a0\u2028\u2029',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '9999999999999999999999999',
  'true',
  '[]',
  '{}',
  '{"$gt":""}',
];

/** A hostile string, sometimes long (up to 64 KiB), rarely 1 MB when `huge` is allowed. */
export function hostileString(rng: Rng, options: { huge?: boolean } = {}): string {
  const base = rng.pick(HOSTILE_STRINGS);
  if (options.huge && rng.chance(0.02)) return (base || 'x').repeat(Math.ceil(MB / Math.max(1, base.length)));
  if (rng.chance(0.1)) return (base || 'ệ').repeat(rng.int(100, 65536 / Math.max(1, base.length)));
  return base;
}

/** Keys that try prototype pollution, and other hostile keys. */
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  'id',
  'userId',
  'role',
  'isAdmin',
  'a.b',
];

export function hostileExtras(rng: Rng): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (let i = rng.int(1, 3); i > 0; i--) {
    const key = rng.pick(HOSTILE_KEYS);
    out[key] = rng.chance(0.5)
      ? { polluted: true, prototype: { polluted: true }, isAdmin: true }
      : rng.chance(0.5)
        ? hostileString(rng, { huge: true })
        : rng.pick([true, 1, 'OWNER', 'staff', null]);
  }
  return out;
}

/**
 * A wrong value for a schema type, in a JSON body. Bodies are never coerced (server/openapi.ts), so a scalar of
 * another type ("12" for a number, 1 or "true" for a boolean, null where null is not allowed) is as wrong as an
 * object or a list.
 */
export function wrongTypeValue(rng: Rng, schema: Schema, declared: Schema): Json {
  const types = typesOf(schema);
  // The scalars no branch of the declared schema allows (`anyOf: [Phone, null]` allows null).
  const allowed = allTypesOf(declared);
  const scalars: Json[] = [];
  if (allowed) {
    if (!allowed.has('null')) scalars.push(null);
    if (!allowed.has('string')) scalars.push('12', 'true', '');
    if (!allowed.has('number') && !allowed.has('integer')) scalars.push(12);
    if (!allowed.has('boolean')) scalars.push(true);
  }
  if (scalars.length > 0 && rng.chance(0.5)) return rng.pick(scalars);
  if (types.includes('object')) return rng.pick<Json>(['not an object', 42, [1, 2], true]);
  if (types.includes('array')) return rng.pick<Json>([{ a: 1 }, { __proto__: { x: 1 } } as any]);
  return rng.pick<Json>([{}, { $gt: '' }, { __proto__: { polluted: true } } as any, [[1], [2]], [1, 2, 3]]);
}

// ---------------------------------------------------------------------------------------------------------------
// Schema helpers

/** Every type a schema or any of its oneOf/anyOf branches allows; null when one of them does not say (any). */
function allTypesOf(schema: Schema): Set<string> | null {
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    const all = new Set<string>(typesOf({ ...schema, oneOf: undefined, anyOf: undefined }));
    for (const branch of branches) {
      const types = allTypesOf(branch);
      if (!types) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  const own = typesOf(schema);
  return own.length > 0 ? new Set(own) : null;
}

export function typesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** The branch of a oneOf/anyOf picked for a sample, merged with the parent's own keywords. */
export function pickBranch(schema: Schema, rng: Rng): Schema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches) && branches.length > 0) {
    const { oneOf: _o, anyOf: _a, ...rest } = schema;
    return pickBranch({ ...rest, ...rng.pick(branches as Schema[]) }, rng);
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    return (allOf as Schema[]).reduce(
      (acc, part) => ({
        ...acc,
        ...part,
        properties: { ...acc.properties, ...part.properties },
        required: [...(acc.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
  }
  return schema;
}

function fitLength(value: string, schema: Schema): string {
  let out = value;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  // Lengths in code points, as Ajv counts them.
  if (max !== undefined && [...out].length > max) out = [...out].slice(0, max).join('');
  while ([...out].length < min) out += 'x';
  return out;
}

function formatValue(format: string, rng: Rng, hostile: boolean): string | undefined {
  switch (format) {
    case 'email': {
      const local = hostile
        ? rng.pick(["o'brien", 'a+b', 'x.y-z', 'nguyen', "'or'1'='1", 'test_%'])
        : `fuzz${rng.int(1, 1e9)}`;
      return `${local}@${rng.pick(['ghg.test', 'xn--vit-nam-2ya.test', 'example.com'])}`;
    }
    case 'uuid':
      return rng.uuid();
    case 'date-time':
      return rng.pick(['2026-01-01T00:00:00Z', '1970-01-01T00:00:00.000Z', '9999-12-31T23:59:59Z']);
    case 'date':
      return rng.pick(['2026-01-01', '1900-02-28', '2099-12-31']);
    case 'uri':
    case 'url':
      return rng.pick([
        'https://ghg.test/../../etc/passwd',
        'https://ghg.test/?q=%00',
        'http://127.0.0.1:1/',
      ]);
    default:
      return undefined;
  }
}

/**
 * A value of the schema's shape. With `hostile`, free-text strings are hostile strings (cut to the field's
 * maxLength); strings with a pattern use the schema's example (there is no pattern-to-string generator here).
 */
export function sample(schemaIn: Schema | undefined, rng: Rng, hostileIn: boolean, depth = 0): Json {
  // Hostile values in about a third of the fields: a body of only hostile values rarely passes the form rules, and
  // the point is to reach the handlers and the database with them.
  const hostile = hostileIn && rng.chance(0.35);
  if (!schemaIn) return hostile ? hostileString(rng) : 'x';
  const schema = pickBranch(schemaIn, rng);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types.length > 0 ? rng.pick(types) : 'string';
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [key, prop] of Object.entries<Schema>(schema.properties ?? {})) {
        if (required.has(key) || (depth < 4 && rng.chance(0.6)))
          out[key] = sample(prop, rng, hostileIn, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, min + 3);
      return Array.from({ length: rng.int(min, Math.max(min, max)) }, () =>
        sample(schema.items, rng, hostileIn, depth + 1),
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
      const edge = rng.pick([min, max, min + 1, Math.floor((min + max) / 2)]);
      const value = hostile && rng.chance(0.5) ? edge : rng.int(min, Math.min(max, min + 1000));
      return type === 'integer' ? Math.min(max, Math.max(min, Math.round(value))) : value;
    }
    case 'boolean':
      return rng.chance(0.5);
    default: {
      if (schema.format) {
        const value = formatValue(schema.format, rng, hostile);
        if (value !== undefined) return value;
      }
      if (schema.pattern) {
        if (schema.example !== undefined) return schema.example;
        if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
      }
      if (!hostile && schema.example !== undefined) return schema.example;
      return fitLength(hostile ? hostileString(rng) : 'Fuzz value', schema);
    }
  }
}
