import { Link } from 'wouter';
import { useI18nContext } from '../i18n/i18n-react';
import { paths } from '../app/paths';

export function SiteFooter() {
  const { LL } = useI18nContext();
  const columns = [
    {
      title: LL.footer.product(),
      links: [
        [paths.solutions, LL.nav.solutions()],
        [paths.ghgInventoryPlatform, LL.screens.ghgInventoryPlatform()],
        [paths.cbamReporting, LL.screens.cbamReporting()],
        [paths.esgReporting, LL.screens.esgReporting()],
        [paths.pricing, LL.nav.pricing()],
      ],
    },
    {
      title: LL.footer.learn(),
      links: [
        [paths.academy, LL.nav.academy()],
        [paths.article, LL.nav.articles()],
        [paths.successStories, LL.screens.successStories()],
        [paths.expertList, LL.nav.experts()],
      ],
    },
    {
      title: LL.footer.company(),
      links: [
        [paths.about, LL.nav.about()],
        [paths.contact, LL.nav.contact()],
        [paths.expertApply, LL.footer.becomeExpert()],
      ],
    },
    {
      title: LL.footer.legal(),
      links: [
        [paths.legalCookies, LL.footer.cookies()],
        [paths.legalTerms, LL.footer.terms()],
        [paths.legalPrivacy, LL.footer.privacy()],
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={LL.footer.label()} className="footer-columns">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="footer-title">{column.title}</h2>
              <ul>
                {column.links.map(([href, label]) => (
                  <li key={href}>
                    <Link href={href}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="footer-note">
          {LL.footer.copyright({ year: new Date().getFullYear(), brand: LL.app.name() })} {LL.app.tagline()}
        </p>
      </div>
    </footer>
  );
}
