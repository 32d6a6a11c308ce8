// /expert: what the directory offers (vetted experts, filters for the company's needs, academy certificates anyone
// can verify), a few of its experts (GET /users/experts), and how to join (/expert/apply). Rendered on the server with
// its experts.
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { FEATURED_EXPERTS_REQUEST } from '../../app/expert-directory';
import { paths } from '../../app/paths';
import { loadFeaturedExperts } from '../../app/wiring/expert-reads';
import { usePublicResource } from '../../components/use-public-resource';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import {
  Breadcrumbs,
  ExpertCard,
  ExpertsFailed,
  ExpertsLoading,
  useExpertTrail,
  type ExpertListBody,
} from './expert-parts';

export default function ExpertPage(_: PageProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertsHome;
  const { trail, breadcrumbs } = useExpertTrail([]);
  useDocumentTitle(LL.screens.expert(), { description: t.lead(), breadcrumbs: breadcrumbs.slice(0, 2) });
  return (
    <>
      <section className="expert-hero" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumbs trail={trail} />
          <p className="eyebrow">{t.eyebrow()}</p>
          <h1 id="page-title">{t.title()}</h1>
          <p className="lead">{t.lead()}</p>
          <div className="actions">
            <Link href={paths.expertList} className="button button-primary button-large">
              {t.browse()}
            </Link>
            <Link href={paths.expertApply} className="button button-secondary button-large">
              {t.apply()}
            </Link>
          </div>
        </div>
      </section>
      <section className="container expert-section" aria-labelledby="expert-what">
        <h2 id="expert-what">{t.whatTitle()}</h2>
        <div className="expert-pillars">
          <div>
            <h3>{t.vettedTitle()}</h3>
            <p>{t.vettedBody()}</p>
          </div>
          <div>
            <h3>{t.filtersTitle()}</h3>
            <p>{t.filtersBody()}</p>
          </div>
          <div>
            <h3>{t.certificatesTitle()}</h3>
            <p>{t.certificatesBody()}</p>
          </div>
        </div>
      </section>
      <section className="container expert-section" aria-labelledby="expert-featured">
        <h2 id="expert-featured">{t.featuredTitle()}</h2>
        <FeaturedExperts key={locale} />
        <p>
          <Link href={paths.expertList}>{t.allExperts()}</Link>
        </p>
      </section>
      <section className="container expert-section" aria-labelledby="expert-join">
        <h2 id="expert-join">{t.joinTitle()}</h2>
        <p>{t.joinLead()}</p>
        <ol className="expert-steps">
          <li>{t.joinStepApply()}</li>
          <li>{t.joinStepReview()}</li>
          <li>{t.joinStepPublish()}</li>
        </ol>
        <p>
          <Link href={paths.expertApply} className="button button-primary">
            {t.apply()}
          </Link>
        </p>
      </section>
    </>
  );
}

function FeaturedExperts() {
  const { LL } = useI18nContext();
  const [view, retry] = usePublicResource<ExpertListBody>(FEATURED_EXPERTS_REQUEST, loadFeaturedExperts);
  switch (view.kind) {
    case 'loading':
      return <ExpertsLoading />;
    case 'failed':
    case 'missing':
      return <ExpertsFailed onRetry={retry} />;
    case 'shown':
      if (view.data.data.length === 0) return <p>{LL.expertsHome.noFeatured()}</p>;
      return (
        <div className="expert-grid">
          {view.data.data.map((expert) => (
            <ExpertCard key={expert.id} expert={expert} />
          ))}
        </div>
      );
  }
}
