// When the page itself (not only the shell) has been hydrated. React hydrates the page's Suspense boundary after the
// shell, so a change of the whole app (the language switch) made in between would reach a page still showing the
// server's HTML and make React throw that HTML away with a mismatch. Such changes wait for `whenPageHydrated()`;
// the app marks it from an effect inside the page's boundary (src/app/App.tsx), which runs once the page is live.
let pageHydrated = false;
let waiting: Array<() => void> = [];

export function markPageHydrated(): void {
  if (pageHydrated) return;
  pageHydrated = true;
  // Said on the document too, for whatever must not act before the page is live (browser tests that move the
  // history themselves would otherwise race the hydration and make React discard the server's HTML).
  if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done();
}

export function whenPageHydrated(): Promise<void> {
  if (pageHydrated) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
