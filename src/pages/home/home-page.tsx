// Home: what the product does (Decree 06 inventory, CBAM for exporters, ESG reporting, the academy), how it works,
// a few sourced figures (shared/domain ghg-reference: Decision 13/2024, DCC grid factor 2023, CBAM Annex I) and the
// calls to action (sign up, solutions, contact).
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { useDocumentTitle } from '../../components/use-document-title';
import { PLATFORM_STATS_REQUEST } from '../../app/page-data';
import { loadPlatformStats } from '../../app/wiring/content';
import { formatRoundedCount } from '../../../domain/round-count';
import { usePublicResource } from '../../components/use-public-resource';

/**
 * "Join 4,000+ companies" with the true figure: the organisations on the platform, counted by the server, which
 * answers null below its threshold (JOIN_COUNT_THRESHOLD); then the line is left out. The line keeps its height
 * either way, so nothing moves when the figure arrives.
 */
function JoinCount() {
  const { LL, locale } = useI18nContext();
  const [view] = usePublicResource<{ data: { organizations: number | null } }>(
    PLATFORM_STATS_REQUEST,
    loadPlatformStats,
  );
  const count = view.kind === 'shown' ? view.data.data.organizations : null;
  return (
    <p className="hero-join">
      {count !== null ? LL.home.joinCompanies({ count: formatRoundedCount(count, locale) }) : null}
    </p>
  );
}

export default function HomePage() {
  const { LL } = useI18nContext();
  useDocumentTitle(null);
  const home = LL.home;

  const offers = [
    {
      key: 'inventory',
      text: home.offer.inventory,
      href: paths.ghgService,
      icon: 'M4 20h16M6 16V9m4 7V5m4 11v-6m4 6V7',
    },
    { key: 'cbam', text: home.offer.cbam, href: paths.cbamReporting, icon: 'M3 12h13m-4-5 5 5-5 5M20 4v16' },
    {
      key: 'esg',
      text: home.offer.esg,
      href: paths.esgReporting,
      icon: 'M12 21c5-3 8-7 8-12V5l-8-2-8 2v4c0 5 3 9 8 12z',
    },
    {
      key: 'academy',
      text: home.offer.academy,
      href: paths.academy,
      icon: 'M2 9l10-5 10 5-10 5L2 9zm4 2v5c3 2 9 2 12 0v-5',
    },
  ] as const;

  const steps = [home.steps.assess, home.steps.collect, home.steps.calculate, home.steps.report];

  const facts = [
    {
      value: home.facts.facilities(),
      label: home.facts.facilitiesLabel(),
      source: home.facts.facilitiesSource(),
    },
    {
      value: home.facts.gridFactor(),
      label: home.facts.gridFactorLabel(),
      source: home.facts.gridFactorSource(),
    },
    {
      value: home.facts.cbamGoods(),
      label: home.facts.cbamGoodsLabel(),
      source: home.facts.cbamGoodsSource(),
    },
  ];

  const dates = [
    { text: home.dates.activityData(), source: home.dates.activityDataSource() },
    { text: home.dates.cbamDefinitive(), source: home.dates.cbamDefinitiveSource() },
    { text: home.dates.cbamDeclaration(), source: home.dates.cbamDeclarationSource() },
  ];

  return (
    <>
      <section className="hero" aria-labelledby="page-title">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="eyebrow">{home.hero.eyebrow()}</p>
            <h1 id="page-title">{home.hero.title()}</h1>
            <p className="lead">{home.hero.lead()}</p>
            <div className="actions">
              <Link href={paths.signUp} className="button button-primary button-large">
                {home.hero.signUp()}
              </Link>
              <Link href={paths.solutions} className="button button-secondary button-large">
                {home.hero.solutions()}
              </Link>
            </div>
            <JoinCount />
            <p className="hero-aside">
              <Link href={paths.contact}>{home.hero.contactSales()}</Link>
            </p>
          </div>
          <aside className="dates-card" aria-labelledby="dates-title">
            <h2 id="dates-title" className="h-small">
              {home.dates.title()}
            </h2>
            <ol className="dates-list">
              {dates.map((date) => (
                <li key={date.source}>
                  <p>{date.text}</p>
                  <p className="source">{date.source}</p>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </section>

      <section className="section" aria-labelledby="offer-title">
        <div className="container">
          <h2 id="offer-title" className="section-title">
            {home.offer.title()}
          </h2>
          <ul className="card-grid">
            {offers.map((offer) => (
              <li key={offer.key} className="card">
                <svg className="card-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d={offer.icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  />
                </svg>
                <h3>{offer.text.title()}</h3>
                <p>{offer.text.body()}</p>
                <p className="card-fact">{offer.text.fact()}</p>
                <Link href={offer.href} className="card-link">
                  {offer.text.link()} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title" className="section-title">
            {home.steps.title()}
          </h2>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={index} className="step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title()}</h3>
                <p>{step.body()}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="facts-title">
        <div className="container">
          <h2 id="facts-title" className="section-title">
            {home.facts.title()}
          </h2>
          <dl className="facts">
            {facts.map((fact) => (
              <div key={fact.source} className="fact">
                <dt>
                  <span className="fact-value">{fact.value}</span>{' '}
                  <span className="fact-label">{fact.label}</span>
                </dt>
                <dd className="source">
                  {home.facts.sourcePrefix()} {fact.source}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="band-dark" aria-labelledby="closing-title">
        <div className="container closing">
          <div>
            <h2 id="closing-title">{home.closing.title()}</h2>
            <p>{home.closing.body()}</p>
          </div>
          <div className="actions">
            <Link href={paths.signUp} className="button button-inverse button-large">
              {home.closing.signUp()}
            </Link>
            <Link href={paths.contact} className="button button-outline-inverse button-large">
              {home.closing.contactSales()}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
