// The dictionary in parts: the base (src/i18n/<locale>/index.ts: the shell, the screens' titles, the spec's message
// catalogue) loads at start; each namespace (src/i18n/<locale>/<namespace>/: the texts of one area) loads with the
// first page that reads it (routes.ts), so a visit downloads only the texts of the pages it opens. A language switch
// loads the base and every namespace asked for so far in the new language before the switch happens.
//
// typesafe-i18n's React provider builds its `LL` from the dictionary loaded when its locale was set, so a namespace
// that arrives later needs a new `LL`: `dictionaryVersion` changes whenever one arrives, <DictionarySync> (App.tsx)
// asks the provider for a new `LL` then, and a page renders only once its namespaces are in `LL` (hasNamespaces).
import type { Locale } from '../../domain/messages';
import type { Namespaces } from '../i18n/i18n-types';
import { loadedLocales } from '../i18n/i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from '../i18n/i18n-util.async';

/** Every namespace a page has asked for (in any language): a language switch loads them all in the new one. */
const wanted = new Set<Namespaces>();
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Changes each time a namespace arrives (for useSyncExternalStore). */
export const dictionaryVersion = {
  get: (): number => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether the base and the namespaces are loaded in `locale` (a namespace object in the loaded dictionary). */
export function hasNamespaces(locale: Locale, namespaces: readonly Namespaces[]): boolean {
  const loaded = loadedLocales[locale] as Record<string, unknown> | undefined;
  if (!loaded || !('app' in loaded)) return false;
  return namespaces.every((namespace) => typeof loaded[namespace] === 'object' && loaded[namespace] !== null);
}

/**
 * Loads what `locale` lacks: the base and `namespaces`, plus every namespace asked for before (a language switch
 * passes none and gets the same texts in the new language). Answers at once when everything is there.
 */
export async function loadDictionary(locale: Locale, namespaces: readonly Namespaces[] = []): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const loaded = (loadedLocales[locale] ?? {}) as Record<string, unknown>;
  const missing = [...wanted].filter((namespace) => !(namespace in loaded));
  const base = 'app' in loaded ? [] : [loadLocaleAsync(locale)];
  if (missing.length === 0 && base.length === 0) return;
  await Promise.all([...base, ...missing.map((namespace) => loadNamespaceAsync(locale, namespace))]);
  changed();
}
