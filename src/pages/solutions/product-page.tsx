// /solutions/dich-vu-kiem-ke-khi-nha-kinh-:product.html: the inventory service for one sector (a known slug from
// sectors.ts, e.g. `thep`, `xi-mang`); an unknown slug shows the site's 404 page.
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { NotFound } from '../../components/not-found';
import { ContentPage } from '../../components/content/content-layout';
import { sectorCopy } from './product.copy';
import { SectorLinks } from './sector-links';
import { isSectorSlug, sectorNames, type SectorSlug } from './sectors';

function SectorPage({ slug }: { slug: SectorSlug }) {
  const { LL, locale } = useI18nContext();
  const copy = sectorCopy(slug, locale, LL.screens.ghgInventoryProduct());
  const name = sectorNames[slug][locale];
  return (
    <ContentPage
      copy={copy}
      documentTitle={`${LL.screens.ghgService()}: ${name}`}
      crumbs={[
        { href: paths.solutions, label: LL.screens.solutions() },
        { href: paths.ghgService, label: LL.screens.ghgService() },
        { label: name },
      ]}
    >
      <SectorLinks current={slug} />
    </ContentPage>
  );
}

export default function ProductPage({ params }: PageProps) {
  const slug = params.product?.toLowerCase();
  return isSectorSlug(slug) ? <SectorPage slug={slug} /> : <NotFound />;
}
