// /solutions/ghg-service: who must inventory under Decree 06, the deadlines, what the service delivers, ISO 14064-1.
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { ghgServiceCopy } from './ghg-service.copy';

export default function GhgServicePage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(ghgServiceCopy);
  const title = LL.screens.ghgService();
  return (
    <ContentPage
      copy={copy}
      documentTitle={title}
      crumbs={[{ href: paths.solutions, label: LL.screens.solutions() }, { label: title }]}
    />
  );
}
