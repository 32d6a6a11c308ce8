import { useI18nContext } from '../i18n/i18n-react';
import type { PageHead } from '../app/head';
import { usePageHead } from './use-page-head';

/**
 * The page's head from its name: the tab title "<page> · <brand>" (or the brand and tagline when `page` is null),
 * the site's description unless the page gives its own, and what `extra` adds (crumbs, noindex, ...).
 */
export function useDocumentTitle(page: string | null, extra: Partial<Omit<PageHead, 'title'>> = {}): void {
  const { LL } = useI18nContext();
  const brand = LL.app.name();
  const title = page ? LL.app.documentTitle({ page, brand }) : `${brand}: ${LL.app.tagline()}`;
  usePageHead({ description: LL.app.description(), ...extra, title });
}
