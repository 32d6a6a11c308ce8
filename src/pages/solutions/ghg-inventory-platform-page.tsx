// /solutions/ghg-inventory-platform: workspaces, activity data, emission factors as data (source and year), reports.
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { ghgInventoryPlatformCopy } from './ghg-inventory-platform.copy';

export default function GhgInventoryPlatformPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(ghgInventoryPlatformCopy);
  const title = LL.screens.ghgInventoryPlatform();
  return (
    <ContentPage
      copy={copy}
      documentTitle={title}
      crumbs={[{ href: paths.solutions, label: LL.screens.solutions() }, { label: title }]}
    />
  );
}
