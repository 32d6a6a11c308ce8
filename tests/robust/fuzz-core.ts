// The fuzzer behind `npm run fuzz` (tests/robust/fuzz.ts) and its short form in `npm test` (tests/api/fuzz.test.ts):
// requests built from the OpenAPI document (openapi/dist/tenant.json, the same document server/openapi.ts loads),
// for every operation, deterministic for a seed (mulberry32).
//
// Two phases:
// - "refused": every request carries at least one defect that the contract or the product must refuse (a missing or
//   forged token, a wrong content type, malformed JSON, a body over 1 MB, a missing required field, a value of the
//   wrong type (a JSON body is never coerced), a string over its maxLength, a value outside its enum, a path, query or header
//   parameter of the wrong shape, a staff call by a non-staff user, a well-formed id that names nothing), wrapped
//   in hostile noise (SQL and script injections, path traversal, `__proto__`/`constructor` keys, NUL, lone
//   surrogates, right-to-left marks, 1 MB strings). Each answer must be a 4xx with the house error body, and no
//   table may gain or lose a row.
// - "hostile": bodies, queries and paths that follow the contract's shape but carry the same hostile strings
//   (within each field's length and format), so they pass validation and reach the handlers and the database.
//   These may be accepted (and write rows); they must never be answered 5xx, and a 4xx must have the error body.
//
// Operations whose success would end the signed-in session used by the run (sign-out, turning two-step
// verification off, changing the password) only get refused requests.
import { randomUUID } from 'node:crypto';
import { loadOpenApi, type OpenApiDocument } from '../../server/openapi';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, any>;

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

const MB = 1024 * 1024;

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

function hostileExtras(rng: Rng): Record<string, Json> {
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
function wrongTypeValue(rng: Rng, schema: Schema, declared: Schema): Json {
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

function typesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** The branch of a oneOf/anyOf picked for a sample, merged with the parent's own keywords. */
function resolve(schema: Schema, rng: Rng): Schema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches) && branches.length > 0) {
    const { oneOf: _o, anyOf: _a, ...rest } = schema;
    return resolve({ ...rest, ...rng.pick(branches as Schema[]) }, rng);
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
  const schema = resolve(schemaIn, rng);
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

// ---------------------------------------------------------------------------------------------------------------
// Operations

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  /** `POST /spaces` */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** JSON body schema, when the operation takes JSON. */
  jsonBody: Schema | null;
  mediaTypes: string[];
  bodyRequired: boolean;
  /** A bearer token is required (no anonymous alternative in `security`). */
  authRequired: boolean;
  staff: boolean;
  /** Success would end the run's session or change its credentials: refused requests only. */
  refusedOnly: boolean;
}

const SESSION_ENDING = new Set(['GET /auth/sign-out', 'DELETE /auth/mfa/totp', 'POST /auth/change-password']);

export function operationsOf(doc: OpenApiDocument = loadOpenApi()): Operation[] {
  const out: Operation[] = [];
  const topSecurity = (doc as any).security as Schema[] | undefined;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries<Schema>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const byKey = new Map<string, Parameter>();
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])] as Parameter[])
        byKey.set(`${p.in}:${p.name}`, p);
      const content: Record<string, Schema> = op.requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((t) => /^application\/(.+\+)?json$/i.test(t));
      const security: Schema[] = op.security ?? topSecurity ?? [];
      const authRequired =
        security.length > 0 && security.every((s) => Object.keys(s).length > 0) && path !== '/health';
      const key = `${method.toUpperCase()} ${path}`;
      out.push({
        key,
        method: method.toUpperCase(),
        path,
        parameters: [...byKey.values()],
        jsonBody: jsonType ? (content[jsonType].schema ?? {}) : null,
        mediaTypes: Object.keys(content),
        bodyRequired: Boolean(op.requestBody?.required),
        authRequired,
        staff: path.startsWith('/staff/'),
        refusedOnly: SESSION_ENDING.has(key),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

export interface Identities {
  /** Access token of an activated user who owns a workspace (not staff). */
  user: string;
  /** Access token of a staff user. */
  staff: string;
  /** The user's workspace (X-Space-Id). */
  spaceId: string;
}

export interface FuzzRequest {
  operation: string;
  phase: 'refused' | 'hostile';
  /** What makes it refused (phase "refused"), or "hostile". */
  defect: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Who = 'anonymous' | 'user' | 'staff' | 'garbage' | 'tampered' | 'none-alg';

function tokenHeader(who: Who, ids: Identities, rng: Rng): string | undefined {
  switch (who) {
    case 'anonymous':
      return rng.chance(0.2) ? rng.pick(['', 'Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=']) : undefined;
    case 'user':
      return `Bearer ${ids.user}`;
    case 'staff':
      return `Bearer ${ids.staff}`;
    case 'garbage':
      return `Bearer ${rng.pick([
        'x',
        "' OR 1=1 --",
        'a.b.c',
        'eyJhbGciOiJIUzI1NiJ9.e30.',
        '.'.repeat(3000),
        'A'.repeat(rng.int(100, 20000)),
        randomUUID(),
      ])}`;
    case 'tampered': {
      // The user's real token with its payload changed: the signature no longer matches.
      const [header, payload, signature] = ids.user.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      claims.sub = rng.uuid();
      claims['cognito:groups'] = ['staff'];
      return `Bearer ${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    }
    case 'none-alg': {
      const [, payload] = ids.staff.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT', kid: 'CognitoLocal' })).toString(
        'base64url',
      );
      return `Bearer ${header}.${payload}.`;
    }
  }
}

const BAD_PATH_VALUES = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "1' OR '1'='1",
  '%00',
  '-1',
  '0',
  '2147483648',
  '1e3',
  '1.5',
  '0x10',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '<script>',
  '😀',
  'A'.repeat(300),
];

function pathValue(param: Parameter, rng: Rng, valid: boolean): string {
  if (!valid) return rng.pick(BAD_PATH_VALUES);
  const value = sample(param.schema, rng, false);
  return String(value);
}

/** A path parameter value the parameter's schema refuses. */
function badPathValue(param: Parameter, rng: Rng): string {
  const types = typesOf(param.schema);
  const s = param.schema ?? {};
  for (let i = 0; i < 20; i++) {
    const value = rng.pick(BAD_PATH_VALUES);
    if (types.includes('integer')) {
      const n = Number(value);
      if (!Number.isInteger(n) || n < (s.minimum ?? -Infinity) || n > (s.maximum ?? Infinity)) return value;
    } else if (s.format === 'uuid' || s.pattern) {
      if (s.pattern && new RegExp(s.pattern, 'u').test(value)) continue;
      return value;
    }
  }
  return types.includes('integer') ? 'abc' : '../..';
}

/** encodeURIComponent, with lone surrogates (which it refuses) sent as their replacement character. */
function safeEncode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

function build(
  op: Operation,
  path: Record<string, string>,
  query: Record<string, string | string[]>,
): string {
  let url = `/api${op.path}`.replace(/\{(\w+)\}/g, (_, name: string) => safeEncode(path[name] ?? 'x'));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const item of [v].flat()) search.append(k, item);
  const qs = search.toString();
  if (qs) url += `?${qs}`;
  return url;
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
];

const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  '{"a": 1}}',
  '[1, 2',
  'NaN',
  'undefined',
  '{"a": "\\x00"}',
  '{"a": "\\ud800"',
  '\u0000',
  '{"__proto__": }',
  '['.repeat(20000),
  '{"a":'.repeat(5000),
];

/**
 * The refused request kinds that apply to an operation for the caller `who`. Each one is a defect that the
 * contract (or the product's access rules) must refuse whatever the rest of the request holds.
 */
function refusalKinds(op: Operation, who: Who): string[] {
  const kinds: string[] = [];
  const signedIn = who === 'user' || who === 'staff';
  if (op.authRequired && !signedIn) kinds.push('no valid token');
  if (op.staff && who === 'user') kinds.push('not staff');
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
  if (hasBody) kinds.push('wrong content type', 'too large');
  if (hasBody && (op.jsonBody || op.mediaTypes.length === 0)) kinds.push('malformed JSON');
  if (op.jsonBody) {
    kinds.push('body of wrong type', 'wrong field type');
    if ((op.jsonBody.required ?? []).length > 0) kinds.push('missing required field');
    if (hasMaxLength(op.jsonBody)) kinds.push('string over maxLength');
    if (op.bodyRequired) kinds.push('no body');
  }
  if (op.mediaTypes.some((t) => t.startsWith('multipart/'))) kinds.push('broken multipart');
  const params = op.parameters;
  if (
    params.some(
      (p) =>
        p.in === 'path' && (typesOf(p.schema).includes('integer') || p.schema?.format || p.schema?.pattern),
    )
  )
    kinds.push('bad path parameter');
  if (params.some((p) => p.in === 'query' && p.required)) kinds.push('missing query parameter');
  if (params.some((p) => p.in === 'query' && queryRefusable(p))) kinds.push('bad query parameter');
  if (params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-space-id'))
    kinds.push('bad X-Space-Id');
  // Accept-Language is declared with maxLength 100 on every operation.
  if (params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'accept-language'))
    kinds.push('Accept-Language too long');
  return kinds;
}

function queryRefusable(p: Parameter): boolean {
  const s = p.schema ?? {};
  return (
    typesOf(s).includes('integer') ||
    Array.isArray(s.enum) ||
    Boolean(s.format) ||
    Boolean(s.pattern) ||
    s.maxLength !== undefined
  );
}

function hasMaxLength(schema: Schema): boolean {
  return Object.values<Schema>(schema.properties ?? {}).some((p) => typeof p.maxLength === 'number');
}

function badQueryValue(p: Parameter, rng: Rng): string | string[] {
  const s = p.schema ?? {};
  if (typesOf(s).includes('integer'))
    return rng.pick(['abc', '1.5', '-1', '0', '99999999999999999999', "1' OR '1'='1", '', '[]', '1,2']);
  // Never one of the enum's own values ('NEW' is an expert application kind).
  if (Array.isArray(s.enum))
    return rng.pick(
      ['<script>', "' OR 1=1 --", 'NEW', '__proto__', '😀'].filter((v) => !(s.enum as unknown[]).includes(v)),
    );
  if (s.format === 'uuid') return rng.pick(['not-a-uuid', "' OR 1=1 --", '../..', '00000000-0000-0000-0000']);
  if (s.format === 'email') return rng.pick(['@', 'no-at-sign', '<script>@x', 'a@']);
  if (s.pattern) return rng.pick(['<script>', '../../etc/passwd', "' OR 1=1 --", 'space here!!!!!!!!!!']);
  return 'x'.repeat((s.maxLength ?? 100) + rng.int(1, 1000));
}

/** Generates one request of the operation. */
export function generate(
  op: Operation,
  phase: 'refused' | 'hostile',
  rng: Rng,
  ids: Identities,
): FuzzRequest | null {
  // Who calls: refused-only operations are never called with the run's real session unless another defect applies.
  let who: Who;
  if (phase === 'hostile') {
    if (op.refusedOnly) return null;
    who = op.staff ? 'staff' : op.authRequired ? 'user' : rng.pick<Who>(['anonymous', 'user']);
  } else {
    who = rng.pick<Who>(['anonymous', 'user', 'user', 'staff', 'garbage', 'tampered', 'none-alg']);
  }
  let kinds = phase === 'refused' ? refusalKinds(op, who) : [];
  if (phase === 'refused' && kinds.length === 0) {
    // Nothing to refuse for a signed-in caller (e.g. a body-less POST): call without a valid token instead.
    who = rng.pick<Who>(['anonymous', 'garbage', 'tampered']);
    kinds = refusalKinds(op, who);
    if (kinds.length === 0) return null;
  }
  const defect = phase === 'refused' ? rng.pick(kinds) : 'hostile';

  const headers: Record<string, string> = {};
  const auth = tokenHeader(who, ids, rng);
  if (auth !== undefined) headers.authorization = auth;
  headers['accept-language'] = rng.pick(['vi', 'en', 'en-US,en;q=0.9', 'fr', '*', 'vi;q=abc', '']);
  if (defect === 'Accept-Language too long') headers['accept-language'] = 'vi,'.repeat(rng.int(34, 4000));
  const spaceParam = op.parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === 'x-space-id');
  if (spaceParam) {
    if (defect === 'bad X-Space-Id')
      headers['x-space-id'] = rng.pick(['x', "' OR 1=1 --", '../..', ids.spaceId + 'a']);
    else if (rng.chance(0.7)) headers['x-space-id'] = rng.chance(0.8) ? ids.spaceId : rng.uuid();
  }
  if (rng.chance(0.1)) headers.cookie = `session=${safeEncode(hostileString(rng))}; __proto__=1`;
  if (rng.chance(0.05)) headers['x-forwarded-for'] = rng.pick(['127.0.0.1, 10.0.0.1', "' OR 1=1", '::1']);

  // Path parameters.
  const pathValues: Record<string, string> = {};
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const badPath =
    defect === 'bad path parameter'
      ? rng.pick(
          pathParams.filter(
            (p) => typesOf(p.schema).includes('integer') || p.schema?.format || p.schema?.pattern,
          ),
        )
      : null;
  for (const p of pathParams) {
    if (p === badPath) pathValues[p.name] = badPathValue(p, rng);
    else if (
      phase === 'hostile' &&
      !p.schema?.format &&
      !p.schema?.pattern &&
      !typesOf(p.schema).includes('integer')
    )
      pathValues[p.name] = pathValue(p, rng, rng.chance(0.5));
    else pathValues[p.name] = String(sample(p.schema, rng, false));
  }

  // Query parameters.
  const query: Record<string, string | string[]> = {};
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const missing =
    defect === 'missing query parameter' ? rng.pick(queryParams.filter((p) => p.required)) : null;
  const badQuery = defect === 'bad query parameter' ? rng.pick(queryParams.filter(queryRefusable)) : null;
  for (const p of queryParams) {
    if (p === missing) continue;
    if (p === badQuery) query[p.name] = badQueryValue(p, rng);
    else if (p.required || rng.chance(0.5)) {
      const value = sample(p.schema, rng, phase === 'hostile');
      query[p.name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  if (rng.chance(0.3)) {
    // Unknown parameters are dropped by the contract; they must not change anything either.
    const key = rng.pick([
      '__proto__',
      'constructor[prototype][polluted]',
      '__proto__[polluted]',
      'q',
      '$where',
      'debug',
    ]);
    query[key] = hostileString(rng);
  }

  // Body.
  let payload: string | Buffer | undefined;
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
  const jsonType = op.mediaTypes.find((t) => /json/.test(t)) ?? 'application/json';
  const validBody = () => {
    const body = op.jsonBody ? (sample(op.jsonBody, rng, phase === 'hostile') as Record<string, Json>) : {};
    if (rng.chance(0.3) && body && typeof body === 'object' && !Array.isArray(body))
      Object.assign(body, hostileExtras(rng));
    return body;
  };
  switch (defect) {
    case 'wrong content type': {
      const type = op.jsonBody
        ? rng.pick([...WRONG_CONTENT_TYPES, 'multipart/form-data; boundary=x'])
        : rng.pick(WRONG_CONTENT_TYPES);
      headers['content-type'] = type;
      payload = rng.chance(0.5) ? JSON.stringify(validBody()) : hostileString(rng) || 'x';
      break;
    }
    case 'too large':
      headers['content-type'] = op.mediaTypes[0] ?? 'application/json';
      if (headers['content-type'].startsWith('multipart/'))
        headers['content-type'] = 'multipart/form-data; boundary=----fuzz';
      payload = headers['content-type'].startsWith('multipart/')
        ? Buffer.concat([
            Buffer.from(
              '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
            ),
            Buffer.alloc(12 * MB, 0x41),
            Buffer.from('\r\n------fuzz--\r\n'),
          ])
        : JSON.stringify({ ...validBody(), padding: 'ệ'.repeat(MB / 2 + 1000) });
      break;
    case 'malformed JSON':
      headers['content-type'] = rng.pick([
        'application/json',
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
      ]);
      payload = rng.pick(MALFORMED_JSON);
      break;
    case 'no body':
      break;
    case 'body of wrong type':
      headers['content-type'] = jsonType;
      payload = rng.pick(['[]', '"x"', '42', 'true', 'null', '[{"a":1}]', '"<script>alert(1)</script>"']);
      break;
    case 'broken multipart':
      headers['content-type'] = rng.pick([
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=abc',
      ]);
      payload = rng.pick([
        '',
        '--abc\r\n',
        '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nxx',
        hostileString(rng),
      ]);
      break;
    default: {
      if (!hasBody) break;
      const body = validBody();
      if (op.jsonBody && body && typeof body === 'object' && !Array.isArray(body)) {
        const props = Object.entries<Schema>(op.jsonBody.properties ?? {});
        if (defect === 'missing required field') {
          const field = rng.pick(op.jsonBody.required as string[]);
          delete body[field];
          // An operation may take the same value from the query instead (POST /auth/forgot-password: `?email=`).
          delete query[field];
        } else if (defect === 'wrong field type') {
          const typed = props.filter(([, s]) => typesOf(resolve(s, rng)).length > 0);
          const [key, schema] = rng.pick(typed.length > 0 ? typed : props);
          body[key] = wrongTypeValue(rng, resolve(schema, rng), schema);
        } else if (defect === 'string over maxLength') {
          const [key, schema] = rng.pick(props.filter(([, s]) => typeof s.maxLength === 'number'));
          const unit = rng.pick(['x', 'ệ', '😀', '<', "'"]);
          body[key] = unit.repeat(schema.maxLength + rng.int(1, rng.chance(0.1) ? 200_000 : 50));
        }
      }
      if (op.jsonBody || phase === 'refused' || rng.chance(0.3)) {
        headers['content-type'] = jsonType;
        payload = JSON.stringify(body);
      }
    }
  }
  if (phase === 'hostile' && op.mediaTypes.some((t) => t.startsWith('multipart/'))) return null;
  return {
    operation: op.key,
    phase,
    defect,
    method: op.method,
    url: build(op, pathValues, query),
    headers,
    payload,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Checks

export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * 5xx answers an operation's contract defines: GET /ready answers 503 NOT_READY while a dependency (SMTP, the
 * identity JWKS) is down, which is its purpose, not a server fault.
 */
const CONTRACT_5XX = new Set(['GET /ready 503']);

/** A 5xx that is a fault (not an answer the operation's contract defines). */
export function isServerFault(operation: string, status: number): boolean {
  return status >= 500 && !CONTRACT_5XX.has(`${operation} ${status}`);
}

/** Problems with one answer (empty when it is fine). */
export function problemsOf(request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (isServerFault(request.operation, status)) problems.push(`answered ${status}`);
  if (request.phase === 'refused' && status < 400)
    problems.push(`accepted (${status}) a request with: ${request.defect}`);
  if (status >= 400) {
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) problems.push(`${status} with content-type "${type}"`);
    let body: any;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push(`${status} with a body that is not JSON`);
      return problems;
    }
    const keys = body && typeof body === 'object' ? Object.keys(body) : [];
    if (
      !body ||
      typeof body !== 'object' ||
      body.statusCode !== status ||
      typeof body.code !== 'string' ||
      !/^[A-Z][A-Z0-9_]*$/.test(body.code) ||
      typeof body.message !== 'string' ||
      body.message.length === 0 ||
      !keys.every((k) => ['statusCode', 'code', 'message', 'details'].includes(k)) ||
      (body.details !== undefined &&
        !(
          Array.isArray(body.details) &&
          body.details.every((d: any) => typeof d?.field === 'string' && typeof d?.message === 'string')
        ))
    ) {
      problems.push(`${status} without the error shape: ${response.body.slice(0, 200)}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// A run

export interface RunOptions {
  seed: number;
  /** Requests of the refused phase (spread over every operation). */
  refused: number;
  /** Requests of the hostile phase. */
  hostile: number;
  ids: Identities;
  send(request: FuzzRequest): Promise<FuzzResponse>;
  /** Row counts of every table, read before and after the refused phase. */
  countRows(): Promise<Record<string, number>>;
  operations?: Operation[];
  /** How many requests run at once (default 4). */
  concurrency?: number;
}

export interface OperationStats {
  requests: number;
  byStatus: Map<number, number>;
}

export interface RunResult {
  requests: number;
  byOperation: Map<string, OperationStats>;
  /** Up to 50 problems, each with the request that caused it. */
  problems: { request: FuzzRequest; problem: string; status: number }[];
  problemCount: number;
  fiveHundreds: number;
  /** Tables whose row count changed during the refused phase: name -> [before, after]. */
  changedTables: Record<string, [number, number]>;
  tables: number;
}

export async function runFuzz(options: RunOptions): Promise<RunResult> {
  const operations = options.operations ?? operationsOf();
  const rng = prng(options.seed);
  const byOperation = new Map<string, OperationStats>(
    operations.map((op) => [op.key, { requests: 0, byStatus: new Map() }]),
  );
  const result: RunResult = {
    requests: 0,
    byOperation,
    problems: [],
    problemCount: 0,
    fiveHundreds: 0,
    changedTables: {},
    tables: 0,
  };

  const plan = (phase: 'refused' | 'hostile', total: number): FuzzRequest[] => {
    const requests: FuzzRequest[] = [];
    // Round-robin over the operations; an operation with nothing to send in this phase is passed over.
    for (let i = 0; requests.length < total && i < total * 20; i++) {
      const request = generate(operations[i % operations.length], phase, rng, options.ids);
      if (request) requests.push(request);
    }
    return requests;
  };

  const execute = async (requests: FuzzRequest[]) => {
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        const response = await options.send(request);
        result.requests++;
        const stats = byOperation.get(request.operation)!;
        stats.requests++;
        stats.byStatus.set(response.statusCode, (stats.byStatus.get(response.statusCode) ?? 0) + 1);
        if (isServerFault(request.operation, response.statusCode)) result.fiveHundreds++;
        for (const problem of problemsOf(request, response)) {
          result.problemCount++;
          if (result.problems.length < 50)
            result.problems.push({ request, problem, status: response.statusCode });
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  };

  const before = await options.countRows();
  await execute(plan('refused', options.refused));
  const after = await options.countRows();
  result.tables = Object.keys(before).length;
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[table] !== after[table]) result.changedTables[table] = [before[table] ?? 0, after[table] ?? 0];
  }
  await execute(plan('hostile', options.hostile));
  return result;
}

/** Row counts of every table of the public schema. */
export async function countAllRows(db: {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}): Promise<Record<string, number>> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of rows) {
    const counted = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM "${table_name}"`);
    out[table_name] = Number(counted.rows[0].n);
  }
  return out;
}

/** The summary table: one row per operation, its requests and answers by status. */
export function summaryTable(result: RunResult): string {
  const rows = [...result.byOperation.entries()].map(([op, stats]) => {
    const statuses = [...stats.byStatus.entries()].sort((a, b) => a[0] - b[0]);
    const five = statuses.filter(([s]) => isServerFault(op, s)).reduce((n, [, c]) => n + c, 0);
    return [op, String(stats.requests), statuses.map(([s, c]) => `${s}:${c}`).join(' '), String(five)];
  });
  const header = ['operation', 'requests', 'statuses', '5xx'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 1 || i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
