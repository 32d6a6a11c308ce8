// /solutions: the overview of the five service pages (inventory service, platform, by sector, ESG, CBAM).
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { SectorLinks } from './sector-links';
import { solutionsCopy } from './solutions.copy';

export default function SolutionsPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(solutionsCopy);
  const title = LL.screens.solutions();
  return (
    <ContentPage copy={copy} documentTitle={title} crumbs={[{ label: title }]}>
      <SectorLinks />
    </ContentPage>
  );
}
