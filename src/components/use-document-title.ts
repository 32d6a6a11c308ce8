import { useEffect } from 'react';
import { useI18nContext } from '../i18n/i18n-react';

/** Sets the tab title to "<page> · <brand>" (or the brand alone when `page` is null). */
export function useDocumentTitle(page: string | null): void {
  const { LL } = useI18nContext();
  const brand = LL.app.name();
  const title = page ? LL.app.documentTitle({ page, brand }) : `${brand}: ${LL.app.tagline()}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
