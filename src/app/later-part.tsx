// A later part of a page: a component whose code and dictionary namespaces are not in the page's first load (a
// wizard's later steps, the part a client-rendered page shows once its data has come, a signed-in reader's form).
// Its module and its namespaces (among the route's `later` ones, src/app/routes.ts) load on first render or on
// `warm()`; it renders the fallback until both are here, and without suspending once they are (as the route table's
// pages do, App.tsx).
//
// Not for what the server renders: a part the server's HTML shows must hydrate with the page, so it belongs in the
// first load.
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import type { Namespaces } from '../i18n/i18n-types';
import { loadDictionary } from './dictionary';
import { currentLocale } from './locale';
import { WithNamespaces } from './with-namespaces';

export interface LaterPart<P> {
  /** The part; `fallback` (else the one given to `laterPart`) shows until it is here. */
  Component: ComponentType<P & { fallback?: ReactNode }>;
  /** Loads the part's module and namespaces ahead (a failure is retried when the part renders). */
  warm: () => Promise<void>;
}

export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespaces[],
  fallback: ReactNode = null,
): LaterPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const loadModule = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const loadTexts = () => loadDictionary(currentLocale(), namespaces);
  const Lazy = lazy(() => {
    const ready = loaded;
    if (!ready) return loadModule().then((component) => ({ default: component }));
    return {
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
    } as Promise<{ default: ComponentType<P> }>;
  });
  function Later({ fallback: shown = fallback, ...props }: P & { fallback?: ReactNode }) {
    return (
      <WithNamespaces namespaces={namespaces} load={loadTexts} fallback={shown}>
        <Suspense fallback={shown}>
          <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      </WithNamespaces>
    );
  }
  return {
    Component: Later,
    warm: () => Promise.all([loadModule(), loadTexts()]).then(() => undefined),
  };
}
