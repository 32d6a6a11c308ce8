// /legal/terms: plain terms of use (accounts, workspaces, your data, certificates, acceptable use, Vietnamese law).
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { termsCopy } from './terms.copy';

export default function TermsPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(termsCopy);
  const title = LL.screens.legalTerms();
  return <ContentPage copy={copy} documentTitle={title} crumbs={[{ label: title }]} toc />;
}
