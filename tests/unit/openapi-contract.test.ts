// The contract of the tenant API (openapi/dist/tenant.json, the bundled document the server loads) against the
// product spec: every call of spec section 7 is there with its method, path and inputs; the calls the screens need
// beyond section 7 are there too; and the house rules of the contract hold for every operation and schema.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

type Schema = Record<string, any>;
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }
  >;
}

const doc = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../openapi/dist/tenant.json', import.meta.url)), 'utf8'),
);
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations: { method: string; path: string; op: Operation }[] = Object.entries(doc.paths).flatMap(
  ([path, item]: [string, any]) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({ method, path, op: item[method] as Operation })),
);
const find = (method: string, path: string) =>
  doc.paths[path]?.[method.toLowerCase()] as Operation | undefined;
const label = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Spec section 7, row by row, as written there (some paths lack the leading slash; queries are shown inline). */
const specCalls: { method: string; call: string; payload: 'none' | 'body' | 'query' }[] = [
  { method: 'GET', call: '/auth/me', payload: 'none' },
  { method: 'GET', call: '/tenant', payload: 'none' },
  { method: 'GET', call: '/users/profile', payload: 'none' },
  { method: 'PUT', call: '/users/profile', payload: 'body' },
  { method: 'POST', call: '/tenant/{id}/join', payload: 'none' },
  { method: 'POST', call: '/spaces/user-join-space?param={value}', payload: 'query' },
  { method: 'POST', call: '/spaces/invite-user', payload: 'body' },
  { method: 'DELETE', call: '/spaces/delete-user/{id}', payload: 'none' },
  { method: 'GET', call: '/spaces/management', payload: 'none' },
  { method: 'PUT', call: '/spaces/change-user-status', payload: 'body' },
  { method: 'GET', call: '/spaces/user-invited-pending', payload: 'none' },
  { method: 'DELETE', call: 'spaces/delete-pending-invite/{id}', payload: 'none' },
  { method: 'POST', call: 'spaces/sent-contact-sale', payload: 'body' },
  { method: 'POST', call: '/subscription/validate-access-subscripiton', payload: 'body' },
  { method: 'GET', call: '/subscription/resource-history/{id}', payload: 'none' },
  { method: 'GET', call: 'users/experts', payload: 'none' },
  { method: 'POST', call: 'auth/forgot-password-request', payload: 'body' },
  { method: 'POST', call: 'auth/forgot-password', payload: 'body' },
  { method: 'POST', call: '/auth/forgot-password?email={email}', payload: 'query' },
  { method: 'POST', call: '/auth/reset-password', payload: 'body' },
  { method: 'POST', call: 'auth/change-password', payload: 'body' },
  { method: 'POST', call: 'auth/check-user-activation', payload: 'body' },
  { method: 'POST', call: '/auth/sign-up', payload: 'body' },
  { method: 'GET', call: '/auth/activate?token={token}', payload: 'query' },
  { method: 'GET', call: '/auth/sign-out', payload: 'none' },
  { method: 'GET', call: '/sectors', payload: 'none' },
  { method: 'GET', call: '/countries?take=100000', payload: 'none' },
  { method: 'GET', call: '/countries/{id}/cities?take=100000', payload: 'none' },
  { method: 'GET', call: '/cities/{id}/districts?take=50', payload: 'none' },
  { method: 'GET', call: '/districts/{id}/wards?page=1&take=50', payload: 'none' },
];

/** Calls the screens need that section 7 omits. */
const screenCalls: [method: string, path: string][] = [
  ['GET', '/config'],
  ['POST', '/users/profile/avatar'],
  ['GET', '/users/avatars/{id}'],
  ['POST', '/auth/resend-activation'],
  ['GET', '/spaces/invite-info'],
  ['POST', '/spaces'],
  ['POST', '/spaces/resend-invite/{id}'],
  ['GET', '/subscription/plans'],
  ['GET', '/academy/courses'],
  ['GET', '/academy/courses/{id}'],
  ['GET', '/academy/courses/{id}/chapters/{chapterId}/lessons/{lessonId}'],
  ['POST', '/academy/courses/{id}/enrol'],
  ['PUT', '/academy/courses/{id}/lessons/{lessonId}/progress'],
  ['POST', '/academy/courses/{id}/certificate'],
  ['GET', '/academy/certificates'],
  ['GET', '/articles'],
  ['GET', '/articles/{slug}'],
  ['GET', '/success-stories'],
  ['GET', '/experts/profiles/{slug}'],
  ['GET', '/experts/applications/me'],
  ['POST', '/ghg-reports'],
  ['GET', '/ghg-reports/{id}'],
];

/** Public calls that can be abused by repetition answer 429. */
const rateLimited: [method: string, path: string][] = [
  ['POST', '/auth/sign-up'],
  ['POST', '/auth/check-user-activation'],
  ['POST', '/auth/forgot-password-request'],
  ['POST', '/auth/forgot-password'],
  ['POST', '/auth/resend-activation'],
  ['GET', '/auth/activate'],
];

/** Every sub-schema of a (dereferenced) schema, with a readable location. */
function* walk(schema: Schema, at: string): Generator<[Schema, string]> {
  if (!schema || typeof schema !== 'object') return;
  yield [schema, at];
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    yield* walk(child as Schema, `${at}.${name}`);
  if (schema.items) yield* walk(schema.items, `${at}[]`);
  if (typeof schema.additionalProperties === 'object') yield* walk(schema.additionalProperties, `${at}{}`);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    for (const [i, child] of (schema[key] ?? []).entries()) yield* walk(child, `${at}/${key}/${i}`);
}

const types = (schema: Schema): string[] => [schema.type ?? []].flat();

/** Every schema an operation uses (parameters, request bodies, responses), with a location. */
function schemasOf(method: string, path: string, op: Operation): [Schema, string][] {
  const where = label(method, path);
  return [
    ...(op.parameters ?? []).map((p): [Schema, string] => [p.schema, `${where} ${p.in} ${p.name}`]),
    ...Object.entries(op.requestBody?.content ?? {}).map(([type, c]): [Schema, string] => [
      c.schema,
      `${where} body ${type}`,
    ]),
    ...Object.entries(op.responses).flatMap(([status, r]) =>
      Object.entries(r.content ?? {}).map(([type, c]): [Schema, string] => [
        c.schema,
        `${where} ${status} ${type}`,
      ]),
    ),
  ];
}

const isPublic = (op: Operation) =>
  (op.security ?? doc.security ?? []).some((s: object) => Object.keys(s).length === 0);
const acceptsBearer = (op: Operation) =>
  (op.security ?? doc.security ?? []).some((s: object) => 'bearerAuth' in s);

describe('the calls of spec section 7', () => {
  it('lists 30 calls', () => expect(specCalls).toHaveLength(30));

  it.each(specCalls)('$method $call is in the contract with its inputs', ({ method, call, payload }) => {
    const [rawPath, query] = call.split('?');
    const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
    const op = find(method, path);
    expect(op, `${method} ${path} is missing`).toBeDefined();
    const queryNames = (op!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const name of new URLSearchParams(query ?? '').keys()) expect(queryNames).toContain(name);
    if (payload === 'body') expect(op!.requestBody?.content['application/json'], 'a JSON body').toBeDefined();
    if (payload === 'none') expect(op!.requestBody?.required ?? false).toBe(false);
    for (const name of path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [])
      expect((op!.parameters ?? []).some((p) => p.in === 'path' && p.name === name && p.required)).toBe(true);
  });

  it('keeps the misspelled validate-access path exactly', () => {
    expect(Object.keys(doc.paths)).toContain('/subscription/validate-access-subscripiton');
    expect(Object.keys(doc.paths)).not.toContain('/subscription/validate-access-subscription');
  });

  it('takes the forgot-password e-mail from the body or the query, in one operation', () => {
    const op = find('POST', '/auth/forgot-password')!;
    expect(op.requestBody?.required ?? false).toBe(false);
    expect(op.parameters?.find((p) => p.name === 'email')).toMatchObject({ in: 'query', required: false });
  });
});

describe('the calls the screens need beyond section 7', () => {
  it.each(screenCalls)('%s %s is in the contract', (method, path) => {
    expect(find(method, path), `${method} ${path} is missing`).toBeDefined();
  });
});

describe('every operation', () => {
  it('has a unique camelCase operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const [i, id] of ids.entries())
      expect(id, label(operations[i].method, operations[i].path)).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(operations)('$method $path has tags, a summary, a description and Accept-Language', ({ op }) => {
    expect(op.tags?.length).toBeGreaterThan(0);
    expect(op.summary?.trim()).toBeTruthy();
    expect(op.description?.trim()).toBeTruthy();
    expect(op.parameters?.some((p) => p.in === 'header' && p.name === 'Accept-Language')).toBe(true);
  });

  it('that is protected declares bearerAuth and a 401', () => {
    const protectedOps = operations.filter(({ op }) => !isPublic(op));
    expect(protectedOps.length).toBeGreaterThan(20);
    for (const { method, path, op } of protectedOps) {
      expect(op.security, label(method, path)).toEqual([{ bearerAuth: [] }]);
      expect(op.responses['401'], `${label(method, path)} 401`).toBeDefined();
    }
  });

  it('that takes an optional token declares a 401 for a bad one', () => {
    for (const { method, path, op } of operations.filter(({ op }) => isPublic(op) && acceptsBearer(op)))
      expect(op.responses['401'], label(method, path)).toBeDefined();
  });

  it('answers every 4xx with the Error schema', () => {
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(['statusCode', 'code', 'message']);
    for (const { method, path, op } of operations) {
      const statuses = Object.keys(op.responses).filter((s) => s.startsWith('4'));
      expect(statuses.length, label(method, path)).toBeGreaterThan(0);
      for (const status of statuses) {
        const content = op.responses[status].content ?? {};
        expect(Object.keys(content), `${label(method, path)} ${status}`).toEqual(['application/json']);
        expect(content['application/json'].schema, `${label(method, path)} ${status}`).toEqual(error);
      }
    }
  });

  it('answers success in the { data } envelope (paged lists add meta)', () => {
    for (const { method, path, op } of operations) {
      for (const [status, response] of Object.entries(op.responses).filter(([s]) => s.startsWith('2'))) {
        const json = response.content?.['application/json'];
        if (!json) {
          expect(
            [
              '/users/avatars/{id}',
              '/content-images/{id}',
              // The certificates' documents: a PDF, signed credentials (VC-JWT) and a JSON-LD issuer profile.
              '/academy/certificates/{id}/pdf',
              '/academy/certificates/{id}/credential',
              '/academy/status-lists/{listId}',
              '/academy/issuer',
              // A GHG risk report as a PDF.
              '/ghg-reports/{id}/pdf',
              // An inventory's activity rows as CSV.
              '/inventories/{id}/activity-rows.csv',
            ],
            `${label(method, path)} ${status}: only images and the certificates' and reports' documents are not { data } JSON`,
          ).toContain(path);
          continue;
        }
        expect(json.schema.type, `${label(method, path)} ${status}`).toBe('object');
        expect(json.schema.required, `${label(method, path)} ${status}`).toContain('data');
        if (json.schema.properties.meta) expect(json.schema.required).toContain('meta');
      }
    }
  });

  it.each(rateLimited)('%s %s can answer 429 with Retry-After', (method, path) => {
    const response = find(method, path)?.responses['429'];
    expect(response).toBeDefined();
    expect(response!.headers?.['Retry-After']).toBeDefined();
  });
});

describe('every schema', () => {
  const all = operations.flatMap(({ method, path, op }) => schemasOf(method, path, op));

  it('bounds every string with maxLength and every integer with minimum and maximum', () => {
    const problems: string[] = [];
    for (const [root, at] of all) {
      for (const [schema, where] of walk(root, at)) {
        const t = types(schema);
        if (t.includes('string') && schema.maxLength === undefined)
          problems.push(`${where}: string without maxLength`);
        if (t.includes('integer') && (schema.minimum === undefined || schema.maximum === undefined))
          problems.push(`${where}: integer without minimum/maximum`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('closes every object of a request body', () => {
    const problems: string[] = [];
    for (const { method, path, op } of operations)
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {}))
        for (const [schema, where] of walk(content.schema, `${label(method, path)} body ${type}`))
          if (types(schema).includes('object') && schema.additionalProperties !== false)
            problems.push(`${where}: object without additionalProperties: false`);
    expect(problems).toEqual([]);
  });

  it('uses formats for e-mails, ids and instants', () => {
    const problems: string[] = [];
    for (const [root, at] of all)
      for (const [schema, where] of walk(root, at)) {
        const name = where.split('.').pop() ?? '';
        if (!types(schema).includes('string')) continue;
        if (/^email$/i.test(name) && schema.format !== 'email') problems.push(`${where}: not format email`);
        if (/At$/.test(name) && schema.format !== 'date-time')
          problems.push(`${where}: not format date-time`);
      }
    expect(problems).toEqual([]);
  });
});

describe('the schemas under Ajv, as the server validates', () => {
  // As the server validates a JSON body (server/openapi.ts): never coerced; except that unknown body fields are
  // refused (removeAdditional: false) and strict mode is on with union types (`type: [string, 'null']`) and the
  // `example` annotation allowed.
  const ajv = new Ajv({
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: true,
    // `oneOf` branches that only list which of the object's properties are required (ResetPasswordRequest) are
    // intended: the properties are defined once on the object itself.
    strictRequired: false,
    allowUnionTypes: true,
    keywords: ['example'],
  });
  addFormats(ajv);

  it('compiles every parameter group, body and response schema', () => {
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      const groups = new Map<string, Schema>();
      for (const p of op.parameters ?? []) {
        const group = groups.get(p.in) ?? { type: 'object', properties: {}, required: [] };
        group.properties[p.name] = p.schema;
        if (p.required) group.required.push(p.name);
        groups.set(p.in, group);
      }
      const schemas: [Schema, string][] = [
        ...[...groups].map(([where, s]): [Schema, string] => [s, `${label(method, path)} ${where}`]),
        ...schemasOf(method, path, op).filter(([, where]) => !/ (path|query|header) /.test(where)),
      ];
      for (const [schema, where] of schemas) {
        try {
          ajv.compile(schema);
        } catch (error) {
          failures.push(`${where}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Compiling every schema of the contract takes seconds on the 2 shared cores (the report schema alone is large).
  }, 30_000);

  const body = (method: string, path: string) =>
    ajv.compile(find(method, path)!.requestBody!.content['application/json'].schema);

  it('takes the reset-password body in exactly one of its two forms', () => {
    const valid = body('POST', '/auth/reset-password');
    const password = { password: 'GhgDemo@2026', confirmPassword: 'GhgDemo@2026' };
    expect(valid({ email: 'owner@ghg-demo.vn', code: '424242', ...password })).toBe(true);
    expect(valid({ token: 'Qm9vdHN0cmFwVG9rZW4x', ...password })).toBe(true);
    expect(
      valid({ email: 'owner@ghg-demo.vn', code: '424242', token: 'Qm9vdHN0cmFwVG9rZW4x', ...password }),
    ).toBe(false);
    expect(valid({ email: 'owner@ghg-demo.vn', code: '42424', ...password })).toBe(false);
  });

  it('holds sign-up to the password rule and the length limits', () => {
    const valid = body('POST', '/auth/sign-up');
    const good = {
      firstName: 'An',
      lastName: 'Nguyễn',
      email: 'an@ghg-demo.vn',
      password: 'GhgDemo@2026',
      confirmPassword: 'GhgDemo@2026',
      phone: '0912345678',
      organizationName: 'Công ty TNHH Thép Xanh Demo',
    };
    expect(valid(good)).toBe(true);
    expect(valid({ ...good, password: 'ghgdemo@2026' })).toBe(false);
    expect(valid({ ...good, password: 'Gd@1' })).toBe(false);
    expect(valid({ ...good, password: `Gd@1${'x'.repeat(61)}` })).toBe(false);
    expect(valid({ ...good, firstName: 'x'.repeat(51) })).toBe(false);
    expect(valid({ ...good, email: `${'x'.repeat(250)}@a.vn` })).toBe(false);
    expect(valid({ ...good, role: 'OWNER' })).toBe(false);
  });

  it('requires the privacy agreement of the contact form', () => {
    const valid = body('POST', '/spaces/sent-contact-sale');
    const form = {
      firstName: 'An',
      lastName: 'Nguyễn',
      email: 'an@ghg-demo.vn',
      phone: '0912345678',
      companyName: 'Thép Xanh',
      career: 'Sản xuất thép',
      companySize: '51-200',
      requirement: 'Kiểm kê khí nhà kính',
    };
    expect(valid({ ...form, agreePrivacy: true })).toBe(true);
    expect(valid({ ...form, agreePrivacy: false })).toBe(false);
  });
});
