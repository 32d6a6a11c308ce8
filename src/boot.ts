// The only script a server-rendered page loads before its first paint (server/ssr/route-assets.ts `afterFirstPaint`):
// the server's HTML is readable as soon as the stylesheet is here, so the app's code (the entry and the page's
// chunks, named by this script's `data-entry` and `data-modules`) is fetched once the page has painted its content,
// not beside the stylesheet. On a phone the code no longer shares the first round trips with the stylesheet, and
// Lighthouse, which prices whatever was fetched before the paint into its simulated FCP and LCP, no longer counts
// 85 KiB of scripts the paint never needed (README "Speed: what a first visit loads"). No import: this file stays
// one small request of its own.
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const href of script?.dataset.modules?.split(' ') ?? []) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  void import(/* @vite-ignore */ script?.dataset.entry ?? '');
}

// Buffered: a paint that came before this script ran is reported too. A browser without paint timing (the observer
// refuses the type, or the constructor is missing), or a tab opened in the background (which paints once shown),
// starts within 3 s; the timer is set first, so nothing below can keep the app from starting.
setTimeout(start, 3000);
try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
} catch {
  start();
}
