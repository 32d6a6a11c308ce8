import type { Failure } from '../../domain/failures';

/**
 * What the server already fetched for this page while rendering it (server-side rendering), so the browser does not
 * fetch the same data again: the API's answer, or the fact that it answered 404.
 */
export type Preloaded<T> = { kind: 'found'; data: T } | { kind: 'missing' };

export interface PublicResourceInput<T> {
  /** The server-rendered answer for this page, if any. */
  preloaded?: Preloaded<T> | null;
}

export interface PublicResourceContext<T> {
  data: T | null;
  failure: Failure | null;
  /** The server rendered this page and the API answered 404. */
  preloadedMissing: boolean;
}

export type PublicResourceEvent = { type: 'user.retry' };
