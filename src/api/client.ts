// The tenant API client: openapi-fetch typed by the contract (openapi/schema.d.ts), with one middleware that
// - sets Accept-Language to the current locale (the server answers messages in it);
// - adds `Authorization: Bearer <access token>` in the browser only (no document = no token; spec section 6);
// - on a network failure (fetch throws a TypeError) calls the injected `notify` with "Network Error" in the current
//   language and rejects with an ApiError { status: 0, code: NETWORK_ERROR } (domain/failures.ts: 'ERR_NETWORK');
// - on a 401, hands the request to the optional `onUnauthorized` hook, where the refresh-and-retry machine plugs in.
// `unwrap` / `unwrapPage` turn a call's result into the body's `data` (or `{ data, meta }`) or throw an ApiError.
// Nothing here imports React, toasts or cookies: src/app passes those in as functions.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { NETWORK_ERROR } from '../../domain/failures';
import { message, type Locale } from '../../domain/messages';

export interface ApiErrorDetail {
  field: string;
  message: string;
}

/** A failed call: the server's error body `{ statusCode, code, message, details? }`, or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details?: ApiErrorDetail[];

  constructor({
    status,
    code,
    message,
    details,
  }: {
    status: number;
    code: string;
    message: string;
    details?: ApiErrorDetail[];
  }) {
    super(message);
    this.status = status;
    this.code = code;
    if (details) this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What the 401 hook receives. */
export interface UnauthorizedContext {
  /** openapi-fetch's id of the request (stable for this call; the refresh coordinator keys on it). */
  id: string;
  /** A copy of the request as it was first sent (its body still readable). */
  request: Request;
  /** The 401 answer, unread (use `response.clone().json()` to look at `code`, e.g. ACCOUNT_NOT_ACTIVATED). */
  response: Response;
  /**
   * Sends the request once more, with the Authorization header read again from `getAccessToken` (so call it after
   * the tokens were refreshed). The retry does not pass through the hook again: one retry per request at most.
   */
  retry: () => Promise<Response>;
}

export interface ApiClientOptions {
  /** Defaults to `/api` (same origin as the app). */
  baseUrl?: string;
  /** Current locale, sent as Accept-Language. */
  getLocale: () => Locale;
  /** The access token (the `accessToken` cookie). Only consulted when a document exists (the browser). */
  getAccessToken?: () => string | null;
  /** Shows a message to the user (a toast); used for network failures. */
  notify?: (message: string) => void;
  /**
   * Called for every 401 answer. Return the response to use instead (usually `await context.retry()` after a
   * refresh), or undefined to keep the 401 (then the call fails with ApiError 401).
   * The refresh-and-retry machine (machines/http) is wired here by src/app; concurrent 401s sharing one refresh is
   * that machine's job, this hook only gives it the request and a way to resend it.
   * If the hook rejects with a TypeError or an error coded `NetworkError` (refresh impossible for lack of network),
   * the call fails as a network failure: "Network Error" is notified and ApiError NETWORK_ERROR is thrown.
   */
  onUnauthorized?: (context: UnauthorizedContext) => Promise<Response | undefined>;
  /** fetch to use (tests); defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = Client<paths>;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

function setAuthorization(headers: Headers, getAccessToken: ApiClientOptions['getAccessToken']): void {
  if (!getAccessToken || !hasDocument()) return;
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
}

/** Was the request sent with a bearer token other than the current one (the session was refreshed since)? */
function sentWithReplacedToken(
  headers: Headers,
  getAccessToken: ApiClientOptions['getAccessToken'],
): boolean {
  const sent = headers.get('Authorization');
  if (!sent || !getAccessToken || !hasDocument()) return false;
  const current = getAccessToken();
  return current !== null && sent !== `Bearer ${current}`;
}

function networkError(options: ApiClientOptions): ApiError {
  const text = message(options.getLocale(), 'errors', 'networkError');
  options.notify?.(text);
  return new ApiError({ status: 0, code: NETWORK_ERROR, message: text });
}

/** The middleware on its own (exported for tests and for clients with another base URL). */
export function createApiMiddleware(options: ApiClientOptions): Middleware {
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // Copies of requests in flight, kept only when a 401 hook exists: a sent request's body cannot be read again.
  const copies = new Map<string, Request>();

  return {
    onRequest({ request, id }) {
      request.headers.set('Accept-Language', options.getLocale());
      setAuthorization(request.headers, options.getAccessToken);
      if (options.onUnauthorized) copies.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (response.status !== 401 || !options.onUnauthorized || !copy) return undefined;
      const retry = async (): Promise<Response> => {
        const headers = new Headers(copy.headers);
        setAuthorization(headers, options.getAccessToken);
        try {
          return await doFetch(new Request(copy.clone(), { headers }));
        } catch (error) {
          if (error instanceof TypeError) throw networkError(options);
          throw error;
        }
      };
      // A request sent with a token that has been replaced since (a refresh finished while it was on its way) is
      // resent at once with the current token: its 401 says nothing about the current session, and asking for a
      // second refresh would break "concurrent 401s share one refresh" whenever an answer comes in late.
      if (sentWithReplacedToken(copy.headers, options.getAccessToken)) return retry();
      try {
        return (await options.onUnauthorized({ id, request: copy, response, retry })) ?? undefined;
      } catch (error) {
        if (isApiError(error)) throw error;
        if (error instanceof TypeError || (error as { code?: unknown } | null)?.code === NETWORK_ERROR) {
          throw networkError(options);
        }
        throw error;
      }
    },
    onError({ error, id }) {
      copies.delete(id);
      // fetch rejects with a TypeError when the network fails (ERR_NETWORK); aborts are DOMExceptions and pass.
      if (error instanceof TypeError) return networkError(options);
      return undefined;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '/api', fetch: doFetch });
  client.use(createApiMiddleware({ ...options, fetch: doFetch }));
  return client;
}

/** What an openapi-fetch call resolves to (either member of its union). */
interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success body of a call (`{ data }` or `{ data, meta }`). */
export type BodyOf<R> = R extends { data?: infer B } ? NonNullable<B> : never;
/** The `data` inside a call's success body. */
export type DataOf<R> = BodyOf<R> extends { data: infer D } ? D : undefined;

function isErrorBody(body: unknown): body is { code: string; message: string; details?: ApiErrorDetail[] } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

export function toApiError(response: Response, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({
      status: response.status,
      code: body.code,
      message: body.message,
      details: body.details,
    });
  }
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: response.statusText || `HTTP ${response.status}`,
  });
}

/** The whole success body (use for paged lists: `{ data, meta }`); throws ApiError on an error answer. */
export async function unwrapPage<R extends CallResult>(call: Promise<R>): Promise<BodyOf<R>> {
  const result = await call;
  if (!result.response.ok) throw toApiError(result.response, result.error);
  return result.data as BodyOf<R>;
}

/** The body's `data` (undefined for an empty answer such as 204); throws ApiError on an error answer. */
export async function unwrap<R extends CallResult>(call: Promise<R>): Promise<DataOf<R>> {
  const body = (await unwrapPage(call)) as { data?: unknown } | undefined;
  return (body && typeof body === 'object' ? body.data : undefined) as DataOf<R>;
}
