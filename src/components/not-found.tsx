// The 404 content (./not-found-view.tsx) for a page that finds nothing to show for its parameters (an unknown
// course, article or expert): loaded only then, so that the page's first load does not carry it (about 0.5 KiB gzip
// on every such page). The server's prerender waits for it, so a server-rendered 404 is complete, with its 404
// status; in the browser the view arrives with its own small chunk.
import { lazy, Suspense } from 'react';

const NotFoundView = lazy(() => import('./not-found-view'));

export function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}
