// The shared page for every screen whose content is not built yet: it names the screen honestly and offers a way on.
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { useDocumentTitle } from '../../components/use-document-title';

export default function BuildingPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  // Not indexed until the screen is built (nor listed in the sitemap).
  useDocumentTitle(title, { noindex: true });
  return (
    <section className="container page-narrow building-page" aria-labelledby="page-title">
      <p className="eyebrow">{LL.building.status()}</p>
      <h1 id="page-title">{title}</h1>
      <p className="lead">{LL.building.explanation({ screen: title })}</p>
      <nav aria-label={LL.building.linksLabel()}>
        <ul className="link-list">
          <li>
            <Link href={paths.home} className="button button-primary">
              {LL.notFound.takeMeHome()}
            </Link>
          </li>
          <li>
            <Link href={paths.solutions}>{LL.nav.solutions()}</Link>
          </li>
          <li>
            <Link href={paths.academy}>{LL.nav.academy()}</Link>
          </li>
          <li>
            <Link href={paths.contact}>{LL.nav.contact()}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
