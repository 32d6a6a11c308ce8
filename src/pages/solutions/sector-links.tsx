// The list of sector pages, shown on the solutions overview and on each sector page (the current one is marked).
import { Link } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';
import { productPath } from '../../app/paths';
import { sectorNames, sectorSlugs, type SectorSlug } from './sectors';

export function SectorLinks({ current }: { current?: SectorSlug }) {
  const { LL, locale } = useI18nContext();
  return (
    <section className="content-section" aria-labelledby="s-sectors">
      <h2 id="s-sectors">{LL.content.sectors()}</h2>
      <ul className="link-list">
        {sectorSlugs.map((slug) => (
          <li key={slug}>
            <Link href={productPath(slug)} aria-current={slug === current ? 'page' : undefined}>
              {sectorNames[slug][locale]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
