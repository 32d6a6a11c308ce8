// The requests of the fuzzer (tests/robust/fuzz-core.ts): the operations of the OpenAPI document (the same one
// server/openapi.ts loads), and one request of an operation for a phase: "refused" (at least one defect the contract
// or the product must refuse, wrapped in hostile noise) or "hostile" (the contract's shape with hostile values).
import { randomUUID } from 'node:crypto';
import { loadOpenApi, type OpenApiDocument } from '../../server/openapi';
import {
  hostileExtras,
  hostileString,
  MB,
  pickBranch,
  sample,
  typesOf,
  wrongTypeValue,
  type Json,
  type Rng,
  type Schema,
} from './fuzz-values';

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
          const typed = props.filter(([, s]) => typesOf(pickBranch(s, rng)).length > 0);
          const [key, schema] = rng.pick(typed.length > 0 ? typed : props);
          body[key] = wrongTypeValue(rng, pickBranch(schema, rng), schema);
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
