// The dictionary in parts: the base (src/i18n/<locale>/index.ts: the shell, the screens' titles, the spec's message
// catalogue) loads at start; each namespace (src/i18n/<locale>/<namespace>/: the texts of one area) loads with the
// first page that reads it (routes.ts), so a visit downloads only the texts of the pages it opens. A language switch
// loads the base and every namespace asked for so far in the new language before the switch happens.
//
// typesafe-i18n's React provider builds its `LL` from the dictionary loaded when its locale was set, so a namespace
// that arrives later needs a new `LL`: `dictionaryVersion` changes whenever one arrives, <DictionarySync> (App.tsx)
// asks the provider for a new `LL` then, and a page renders only once its namespaces are in `LL` (hasNamespaces).
//
// The loaders are hand-written instead of typesafe-i18n's generated i18n-util.async.ts, whose one map of every
// namespace's loaders sat in the entry: the public namespaces' loaders are in dictionary-public.ts (in the entry),
// the others' in dictionary-private.ts, loaded the first time a signed-in page asks for one of its namespaces. What
// a load stores, and where, is what i18n-util.async.ts does (loadLocaleAsync, loadNamespaceAsync).
import type { Locale } from '../../domain/messages';
import { initFormatters } from '../i18n/formatters';
import type { Locales, Namespaces, Translations } from '../i18n/i18n-types';
import { loadedFormatters, loadedLocales } from '../i18n/i18n-util';
import { publicLoaders, type NamespaceLoader, type PublicNamespace } from './dictionary-public';

const baseLoaders: Record<Locales, () => Promise<{ default: unknown }>> = {
  vi: () => import('../i18n/vi'),
  en: () => import('../i18n/en'),
};

/** As typesafe-i18n's updateDictionary: the loaded part merged into the locale's dictionary. */
function updateDictionary(locale: Locales, dictionary: Partial<Translations>): void {
  loadedLocales[locale] = { ...loadedLocales[locale], ...dictionary };
}

/** As loadLocaleAsync: the base dictionary, then the locale's formatters. */
async function loadBase(locale: Locales): Promise<void> {
  updateDictionary(locale, (await baseLoaders[locale]()).default as Translations);
  loadedFormatters[locale] = initFormatters(locale);
}

function isPublic(namespace: Namespaces): namespace is PublicNamespace {
  return Object.hasOwn(publicLoaders.vi, namespace);
}

/** A namespace's loader: at once for a public one, after the private loaders' chunk for the others. */
async function loaderOf(locale: Locales, namespace: Namespaces): Promise<NamespaceLoader> {
  if (isPublic(namespace)) return publicLoaders[locale][namespace];
  const { privateLoaders } = await import('./dictionary-private');
  return privateLoaders[locale][namespace];
}

/** As loadNamespaceAsync: the namespace's texts under its name in the locale's dictionary. */
async function loadNamespace(locale: Locales, namespace: Namespaces): Promise<void> {
  const loaded = await (await loaderOf(locale, namespace))();
  updateDictionary(locale, { [namespace]: loaded.default } as Partial<Translations>);
}

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
  const base = 'app' in loaded ? [] : [loadBase(locale)];
  if (missing.length === 0 && base.length === 0) return;
  await Promise.all([...base, ...missing.map((namespace) => loadNamespace(locale, namespace))]);
  changed();
}
