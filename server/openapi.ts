// The OpenAPI document (openapi/dist/tenant.json, bundled from openapi/tenant.yaml) drives every route: the
// request schemas (path, query, headers, JSON body) come from the operation and are checked by Ajv before the
// handler runs; the response schemas serialise the answer (fast-json-stringify) and, when
// `config.validateResponses` is on (tests and development), every JSON answer is checked against the document
// before it leaves: a violation is logged and answered 500, so a contract drift fails the tests at once.
//
// Handlers are typed from `openapi/schema.d.ts` (generated from the same document): query, params and body
// types, and the success body the handler must return.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { paths } from '../openapi/schema';
import { message } from '../domain/messages';
import { ApiError } from './errors';
import { requestLocale } from './i18n';
import type { FormBody } from './form-body';

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as typeof addFormatsModule;

export const OPENAPI_FILE = fileURLToPath(new URL('../openapi/dist/tenant.json', import.meta.url));

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

export type JsonSchema = Record<string, any>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The Error schema (components/schemas/Error.yaml), used for error answers a route does not declare. */
const ERROR_SCHEMA_FALLBACK: JsonSchema = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    code: { type: 'string' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Loading

const loaded = new Map<string, OpenApiDocument>();

/**
 * Reads the bundled document once per file. It is bundled dereferenced (`redocly bundle --dereferenced`): every
 * schema is already inline, so it is used as it is.
 */
export function loadOpenApi(file = OPENAPI_FILE): OpenApiDocument {
  let doc = loaded.get(file);
  if (!doc) {
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      throw new Error(
        `OpenAPI document ${file} is missing: run \`npm run gen:openapi\` ` +
          '(or `npx redocly bundle openapi/tenant.yaml --dereferenced -o openapi/dist/tenant.json`)',
      );
    }
    doc = JSON.parse(raw) as OpenApiDocument;
    loaded.set(file, doc);
  }
  return doc;
}

// ---------------------------------------------------------------------------------------------------------------
// Ajv

/**
 * Ajv for requests: JSON Schema 2020-12 (OpenAPI 3.1), formats (email, uuid, date-time, ...), OpenAPI-only
 * keywords (example, discriminator, xml) ignored, defaults applied, all errors reported (one detail per field).
 *
 * `part` decides coercion. Path parameters, query strings and headers are text by nature, so they are coerced
 * to the declared types (take=20 -> 20; a value that does not convert, take=abc, fails validation and is never
 * turned into NaN). A JSON body already carries its types and is NEVER coerced: `null` stays null (not 0 or ""),
 * "1200" stays a string where a number is declared, `1` is not `true`, a lone value is not wrapped in an array
 * — each is refused as the wrong type.
 */
export function createRequestAjv(part: 'text' | 'body' = 'text'): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    ...(part === 'text' ? { coerceTypes: 'array' as const } : {}),
    useDefaults: true,
    removeAdditional: true,
  });
  addFormats(ajv);
  return ajv;
}

/** Ajv for responses: no coercion, no defaults, nothing removed: the answer must already be right. */
export function createResponseAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

export type AjvKind = 'text' | 'body' | 'response';

const sharedAjv = new Map<AjvKind, Ajv2020>();
const compiledBySchema = new Map<string, ValidateFunction>();

/**
 * The validator of `schema` for one kind of check, compiled once per process. Compiling is most of the cost of
 * building the app (Ajv generates code for every request and response schema of every operation: about a second
 * per app), and every app of a process (the API tests build dozens, the load run two) checks the same document
 * the same way, so the functions are shared: one Ajv per kind, and a cache keyed on the schema's text (Fastify and
 * `routeSchema` build new wrapper objects for parameters, so the object itself is no key). A compiled validator
 * keeps no state between calls.
 */
export function compileShared(kind: AjvKind, schema: JsonSchema): ValidateFunction {
  const key = `${kind}\u0000${JSON.stringify(schema)}`;
  let fn = compiledBySchema.get(key);
  if (!fn) {
    let ajv = sharedAjv.get(kind);
    if (!ajv) {
      ajv = kind === 'response' ? createResponseAjv() : createRequestAjv(kind);
      sharedAjv.set(kind, ajv);
    }
    fn = ajv.compile(schema as object);
    compiledBySchema.set(key, fn);
  }
  return fn;
}

// ---------------------------------------------------------------------------------------------------------------
// Operations -> Fastify schemas

export function findOperation(doc: OpenApiDocument, method: HttpMethod, path: string): Operation | undefined {
  return doc.paths[path]?.[method] as Operation | undefined;
}

function getOperation(doc: OpenApiDocument, method: HttpMethod, path: string): Operation {
  const operation = findOperation(doc, method, path);
  if (!operation) {
    throw new Error(
      `OpenAPI document has no operation ${method.toUpperCase()} ${path}: add it to openapi/ first`,
    );
  }
  return operation;
}

function parametersOf(doc: OpenApiDocument, method: HttpMethod, path: string): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const p of (doc.paths[path]?.parameters ?? []) as Parameter[]) byKey.set(`${p.in}:${p.name}`, p);
  for (const p of getOperation(doc, method, path).parameters ?? []) byKey.set(`${p.in}:${p.name}`, p);
  return [...byKey.values()];
}

function objectOf(parameters: Parameter[], lowerCase = false): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of parameters) {
    const name = lowerCase ? p.name.toLowerCase() : p.name;
    properties[name] = p.schema ?? {};
    if (p.required || p.in === 'path') required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/.test(mediaType);

/** JSON media types are validated by schema; the others (multipart) are only accepted. */
export function requestMediaTypes(doc: OpenApiDocument, method: HttpMethod, path: string): string[] {
  return Object.keys(getOperation(doc, method, path).requestBody?.content ?? {}).map((t) => t.toLowerCase());
}

/** The Fastify route schema of an operation: params, querystring, headers, JSON body and responses. */
export function routeSchema(doc: OpenApiDocument, method: HttpMethod, path: string): FastifySchema {
  const operation = getOperation(doc, method, path);
  const parameters = parametersOf(doc, method, path);
  const schema: FastifySchema = {};
  const params = objectOf(parameters.filter((p) => p.in === 'path'));
  const querystring = objectOf(parameters.filter((p) => p.in === 'query'));
  const headers = objectOf(
    parameters.filter((p) => p.in === 'header'),
    true,
  );
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (headers) schema.headers = headers;
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
    if (isJson(mediaType) && media.schema) content[mediaType] = { schema: media.schema };
  }
  if (Object.keys(content).length > 0) schema.body = { content };
  const response = responseSchemas(doc, method, path);
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

/** JSON response schemas by status key ('200', '4XX', 'default'), as written in the document. */
export function responseSchemas(
  doc: OpenApiDocument,
  method: HttpMethod,
  path: string,
): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(getOperation(doc, method, path).responses ?? {})) {
    const json = Object.entries(response.content ?? {}).find(([type]) => isJson(type));
    if (json?.[1].schema) out[status] = json[1].schema;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Handler types from openapi/schema.d.ts

export type ApiPath = keyof paths;
type OperationOf<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;
type Present<T, Fallback> = [NonNullable<T>] extends [never] ? Fallback : NonNullable<T>;
type ParamsOf<O> = O extends { parameters: { path?: infer T } } ? Present<T, Record<string, never>> : never;
type QueryOf<O> = O extends { parameters: { query?: infer T } } ? Present<T, Record<string, never>> : never;
type HeadersOf<O> = O extends { parameters: { header?: infer T } }
  ? Present<T, Record<string, never>>
  : never;
type BodyOf<O> = O extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer J } }
    ? J
    : unknown
  : unknown;
type SuccessStatus = 200 | 201 | 202 | 203 | 206;
type SuccessBodyOf<O> = O extends { responses: infer R }
  ? {
      [K in keyof R]: K extends SuccessStatus
        ? R[K] extends { content: { 'application/json': infer J } }
          ? J
          : never
        : K extends 204
          ? undefined
          : never;
    }[keyof R]
  : never;

/** Methods the document defines for a path. */
export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[HttpMethod];

/** The contract's JSON body of an operation. */
export type ContractBody<P extends ApiPath, M extends HttpMethod> = BodyOf<OperationOf<P, M>>;

/** `B`: the body the handler sees (the contract's, or the form's output when the route has a `body` check). */
export type OperationRequest<
  P extends ApiPath,
  M extends HttpMethod,
  B = ContractBody<P, M>,
> = FastifyRequest<{
  Params: ParamsOf<OperationOf<P, M>>;
  Querystring: QueryOf<OperationOf<P, M>>;
  Headers: HeadersOf<OperationOf<P, M>>;
  Body: B;
}>;

/** The success body of an operation (the union of its 2xx JSON answers). */
export type SuccessBody<P extends ApiPath, M extends HttpMethod> = SuccessBodyOf<OperationOf<P, M>>;

/**
 * A handler returns the success body (sent with 200, or the status set by `reply.code()`), or the reply after
 * sending something else itself (a file, a redirect). Errors are thrown as `ApiError`.
 */
export type OperationHandler<P extends ApiPath, M extends HttpMethod, B = ContractBody<P, M>> = (
  request: OperationRequest<P, M, B>,
  reply: FastifyReply,
) => Promise<SuccessBody<P, M> | FastifyReply>;

/**
 * Sends JSON text that is already serialised (e.g. a memoised page): Fastify sends a string with a JSON content
 * type as it is. The text is still checked against the document when `validateResponses` is on.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * Route options a caller may add (hooks such as an authentication `onRequest`, `config`, `bodyLimit`...), and
 * `body`: the shared form schema the body must also pass (server/form-body.ts), checked before the contract's
 * schema, which then checks the body the form produced.
 */
export type OperationOptions<B = unknown> = Omit<RouteShorthandOptions, 'schema' | 'attachValidation'> & {
  body?: FormBody<B>;
};

// ---------------------------------------------------------------------------------------------------------------
// The registrar used by route files

export interface ApiContract {
  readonly doc: OpenApiDocument;
  readonly validateResponses: boolean;
  /** Registers `method path` (OpenAPI path, without the /api prefix) under /api, validated by the document. */
  route<P extends ApiPath, M extends MethodOf<P>, B = ContractBody<P, M>>(
    app: FastifyInstance,
    method: M,
    path: P,
    handler: OperationHandler<P, M, B>,
    options?: OperationOptions<B>,
  ): void;
  /** True when the document has the operation (for optional routes such as /health). */
  has(method: HttpMethod, path: string): boolean;
}

export const API_PREFIX = '/api';

export function createApiContract(
  doc: OpenApiDocument,
  options: { validateResponses: boolean },
): ApiContract {
  const validateResponses = options.validateResponses;
  const errorSchema = doc.components?.schemas?.Error ?? ERROR_SCHEMA_FALLBACK;
  const compile = (schema: JsonSchema) => compileShared('response', schema);

  return {
    doc,
    validateResponses: options.validateResponses,
    has: (method, path) => Boolean(findOperation(doc, method, path)),
    route(app, method, path, handler, options = {}) {
      const { body: form, ...extra } = options;
      const schema = routeSchema(doc, method, path);
      const mediaTypes = requestMediaTypes(doc, method, path);
      const bodyRequired = Boolean(getOperation(doc, method, path).requestBody?.required);
      const preValidation = [...toArray(extra.preValidation)];
      // The form's check comes before the contract's (server/form-body.ts), after the media type's.
      if (form) {
        preValidation.unshift(async (request: FastifyRequest) => {
          request.body = form.check(request);
        });
      }
      if (mediaTypes.length > 0) preValidation.unshift(checkMediaType(mediaTypes, bodyRequired));
      const onSend = [...toArray(extra.onSend)];
      if (validateResponses) {
        const validators = new Map<string, ValidateFunction>();
        for (const [status, s] of Object.entries(responseSchemas(doc, method, path)))
          validators.set(status, compile(s));
        const declared = new Set(Object.keys(getOperation(doc, method, path).responses ?? {}));
        onSend.push(checkResponse(validators, declared, compile(errorSchema)));
      }
      app.route({
        ...extra,
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        url: API_PREFIX + path.replace(/\{(\w+)\}/g, ':$1'),
        schema,
        preValidation: preValidation as any,
        onSend: onSend as any,
        handler: handler as any,
      });
    },
  };
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A body must come with one of the declared media types (415 otherwise); a required body must be there. */
function checkMediaType(mediaTypes: string[], required: boolean) {
  return async (request: FastifyRequest) => {
    const header = request.headers['content-type'];
    if (!header) {
      if (required) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
          { field: 'body', message: { group: 'field', key: 'bodyRequired' } },
        ]);
      }
      return;
    }
    const mediaType = header.split(';')[0].trim().toLowerCase();
    const accepted = mediaTypes.some(
      (t) => t === mediaType || t === '*/*' || (t.endsWith('/*') && mediaType.startsWith(t.slice(0, -1))),
    );
    if (!accepted) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
  };
}

function pickValidator(validators: Map<string, ValidateFunction>, statusCode: number) {
  return (
    validators.get(String(statusCode)) ??
    validators.get(`${String(statusCode)[0]}XX`) ??
    validators.get('default')
  );
}

export class ResponseContractError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorObject[] | string,
  ) {
    super(
      typeof errors === 'string'
        ? `response ${statusCode} violates the OpenAPI document: ${errors}`
        : `response ${statusCode} violates the OpenAPI document: ${errors
            .map((e) => `${e.instancePath || '/'} ${e.message}`)
            .join('; ')}`,
    );
    this.name = 'ResponseContractError';
  }
}

/** onSend: checks the serialised JSON answer against the document; a violation is logged and answered 500. */
function checkResponse(
  validators: Map<string, ValidateFunction>,
  declared: Set<string>,
  errorValidator: ValidateFunction,
) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    const type = String(reply.getHeader('content-type') ?? '');
    let problem: ResponseContractError | null = null;
    if (typeof payload === 'string' && type.startsWith('application/json')) {
      let validate = pickValidator(validators, status);
      if (!validate && status >= 400) validate = errorValidator;
      if (!validate) {
        problem = new ResponseContractError(status, 'status not declared for this operation');
      } else if (!validate(JSON.parse(payload))) {
        problem = new ResponseContractError(status, validate.errors ?? []);
      }
    } else if (
      status < 300 &&
      !declared.has(String(status)) &&
      !declared.has('2XX') &&
      !declared.has('default')
    ) {
      problem = new ResponseContractError(status, 'status not declared for this operation');
    }
    if (!problem) return payload;
    request.log.error({ err: problem, url: request.url }, problem.message);
    reply.code(500).type('application/json; charset=utf-8');
    const locale = requestLocale(request);
    const details =
      typeof problem.errors === 'string'
        ? [{ field: 'status', message: `${status}: ${problem.errors}` }]
        : problem.errors.map((e) => ({ field: e.instancePath || '/', message: e.message ?? e.keyword }));
    return JSON.stringify({
      statusCode: 500,
      code: 'INTERNAL',
      message: message(locale, 'errors', 'generic'),
      details,
    });
  };
}
