// /legal/privacy: the privacy policy under Decree 13/2023/ND-CP, stating what the product stores.
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { privacyCopy } from './privacy.copy';

export default function PrivacyPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(privacyCopy);
  const title = LL.screens.legalPrivacy();
  return <ContentPage copy={copy} documentTitle={title} crumbs={[{ label: title }]} toc />;
}
