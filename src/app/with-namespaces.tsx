// Renders its children once `LL` holds the dictionary namespaces they read (src/app/dictionary.ts): at once when
// they are loaded (always on the server and when hydrating), else after `load` has brought them; meanwhile the
// fallback. A failed load lets the children render, so that their error reaches the error handling as any other.
// The app wraps each page in it (App.tsx), and each later part of a page (./later-part.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { useI18nContext } from '../i18n/i18n-react';

export function WithNamespaces({
  namespaces,
  load,
  fallback,
  children,
}: {
  namespaces: readonly string[];
  load: () => Promise<unknown>;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  const texts = LL as unknown as Record<string, object>;
  const ready = namespaces.every((namespace) => Object.keys(texts[namespace]).length > 0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!ready) load().catch(() => setFailed(true));
  }, [ready, load]);
  return ready || failed ? children : fallback;
}
