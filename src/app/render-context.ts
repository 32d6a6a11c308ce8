// What a render knows beyond the route: whether the server is rendering (and collects the page's <head>), what it
// fetched for the page (handed to the browser so it is not fetched twice), the session it could tell from the
// request's cookies, and the site's origin for absolute URLs. The server fills it per request
// (src/entry-server.tsx); the browser gets the same values from the page (src/main.tsx) or the defaults.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Preloaded } from '../../machines/content/public-resource.types';
import type { PageHead } from './head';

/** The route being rendered: whether it is a public (server-rendered, indexable) page. */
export const RouteContext = createContext<{ ssr: boolean; indexable: boolean } | null>(null);

/** What the header shows until the browser has taken over: no access-token cookie means signed out. */
export type SessionHint = 'signedOut' | 'checking';

export interface RenderContextValue {
  /** Server only: receives the page's head (the last call wins: the page's, after the shell's default). */
  collectHead: ((head: PageHead) => void) | null;
  /** Server only: the page says what it is (the 404 page sets 404, whatever route rendered it). */
  collectStatus?: ((status: number) => void) | null;
  /** API answers the server fetched for this page, by request key (`preloadKey`). Emptied once hydrated. */
  preloaded: Record<string, Preloaded<unknown>>;
  /** What the header shows while hydrating a server-rendered page; null = the live session (any other render). */
  sessionHint: SessionHint | null;
  origin: string;
}

export const RenderContext = createContext<RenderContextValue>({
  collectHead: null,
  preloaded: {},
  sessionHint: null,
  origin: typeof window === 'undefined' ? '' : window.location.origin,
});

export function useRenderContext(): RenderContextValue {
  return useContext(RenderContext);
}

/** The key a preloaded API answer is kept under: the API path with its query, in one language. */
export function preloadKey(path: string, locale: string): string {
  return `${locale} ${path}`;
}

/** The server's answer for this request, if the page was server-rendered and has not been hydrated yet. */
export function usePreloaded<T>(path: string, locale: string): Preloaded<T> | null {
  return (useRenderContext().preloaded[preloadKey(path, locale)] as Preloaded<T> | undefined) ?? null;
}

const noSubscription = () => () => undefined;

/**
 * false on the server and during hydration, true afterwards and in a browser-only render: what depends on the
 * browser (the session read from cookies) renders only once this is true, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
