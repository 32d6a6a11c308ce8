// /legal/cookies: the cookies and local storage the product really uses (session, idReport, locale); no tracking.
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { cookiesCopy } from './cookies.copy';

export default function CookiesPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(cookiesCopy);
  const title = LL.screens.legalCookies();
  return <ContentPage copy={copy} documentTitle={title} crumbs={[{ label: title }]} toc />;
}
