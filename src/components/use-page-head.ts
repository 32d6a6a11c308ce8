// A page's <head>: on the server it is collected for the HTML response, in the browser it replaces the previous
// page's tags after every navigation. Built by src/app/head.ts from the page's title and description, the current
// URL and language, and what the page adds (crumbs, article data, noindex). In the browser the builder loads with
// the first page's effect: the server's HTML already has that page's tags, so no page waits for it.
import { useContext, useEffect } from 'react';
import { useSearch, useLocation } from 'wouter';
import type { PageHead } from '../app/head';
import { RouteContext, useRenderContext } from '../app/render-context';
import { useI18nContext } from '../i18n/i18n-react';

export function usePageHead(pageHead: PageHead): void {
  const { LL, locale } = useI18nContext();
  const { collectHead, origin } = useRenderContext();
  const route = useContext(RouteContext);
  // Private and transient pages (sign-in, workspace, staff, 404) stay out of search engines.
  const head = { ...pageHead, noindex: pageHead.noindex ?? !(route?.indexable ?? false) };
  const [pathname] = useLocation();
  const search = useSearch();
  if (collectHead) collectHead(head);
  const key = JSON.stringify([head, pathname, search, locale]);
  const siteName = LL.app.name();
  useEffect(() => {
    let current = true;
    void import('../app/head').then(({ applyHeadTags, buildHeadTags }) => {
      // A later page's head (or this page's, changed) has been asked for since: it applies its own.
      if (!current) return;
      const tags = buildHeadTags(
        head,
        { origin: origin || window.location.origin, pathname, search, locale },
        siteName,
      );
      applyHeadTags(document, tags);
    });
    return () => {
      current = false;
    };
    // `key` stands for everything the tags are built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, origin, siteName]);
}
