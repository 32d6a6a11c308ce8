// Pieces shared by the article, blog and success-story pages: the breadcrumb trail (also given to the page's
// head as JSON-LD), the section tabs, article and story cards, paging links, and the loading / failed states.
import { Breadcrumbs as SharedBreadcrumbs, type Crumb } from '../../components/breadcrumbs';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { articlePath, paths, successStoryPath } from '../../app/paths';
import type { Breadcrumb } from '../../app/head';
import { useI18nContext } from '../../i18n/i18n-react';
import type { ArticleSummary, PageMeta, StorySummary } from './content-types';
import { formatDay, isoDay } from '../../components/content/format-day';
import '../../components/content/content.css';
import './articles.css';

export type { Crumb };

/** Home first; the last crumb is the current page. */
export function useTrail(crumbs: readonly Crumb[]): { trail: Crumb[]; breadcrumbs: Breadcrumb[] } {
  const { LL } = useI18nContext();
  const trail = [{ label: LL.screens.home(), href: paths.home }, ...crumbs];
  return { trail, breadcrumbs: trail.map((crumb) => ({ name: crumb.label, path: crumb.href })) };
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { LL } = useI18nContext();
  return <SharedBreadcrumbs trail={trail} label={LL.content.breadcrumb()} className="breadcrumb" />;
}

export type ContentTab = 'news' | 'blog' | 'stories';

export function ContentTabs({ current }: { current: ContentTab }) {
  const { LL } = useI18nContext();
  const tabs: Array<[ContentTab, string, string]> = [
    ['news', paths.article, LL.articles.newsTab()],
    ['blog', paths.blog, LL.articles.blogTab()],
    ['stories', paths.successStories, LL.articles.storiesTab()],
  ];
  return (
    <nav aria-label={LL.articles.sections()} className="content-tabs">
      <ul>
        {tabs.map(([tab, href, label]) => (
          <li key={tab}>
            <Link href={href} aria-current={tab === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContentHero({
  trail,
  title,
  lead,
  children,
}: {
  trail: readonly Crumb[];
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className="hero content-hero articles-hero" aria-labelledby="page-title">
      <div className="container">
        <Breadcrumbs trail={trail} />
        <h1 id="page-title">{title}</h1>
        <p className="lead content-lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** `?tag=` link of a list page (page 1). */
export function tagHref(listPath: string, tag: string): string {
  return `${listPath}?${new URLSearchParams({ tag }).toString()}`;
}

export function Published({ iso }: { iso: string }) {
  const { locale } = useI18nContext();
  return <time dateTime={isoDay(iso)}>{formatDay(iso, locale)}</time>;
}

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { LL } = useI18nContext();
  const listPath = article.category === 'blog' ? paths.blog : paths.article;
  return (
    <article className="article-card">
      {article.coverImageUrl ? (
        <img
          className="article-card-cover"
          src={article.coverImageUrl}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
        />
      ) : null}
      <div className="article-card-body">
        <p className="article-meta">
          <span>{article.category === 'blog' ? LL.articles.categoryBlog() : LL.articles.categoryNews()}</span>
          <Published iso={article.publishedAt} />
          <span>{LL.articles.readingTime({ minutes: article.readingMinutes })}</span>
        </p>
        <h2 className="article-card-title">
          <Link href={articlePath(article.slug)}>{article.title}</Link>
        </h2>
        <p>{article.excerpt}</p>
        {article.tags.length > 0 ? (
          <ul className="tag-list" aria-label={LL.articles.tags()}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link href={tagHref(listPath, tag)}>{tag}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function StoryCard({ story }: { story: StorySummary }) {
  const { LL } = useI18nContext();
  return (
    <article className="article-card story-card">
      {story.coverImageUrl ? (
        <img
          className="article-card-cover"
          src={story.coverImageUrl}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
        />
      ) : null}
      <div className="article-card-body">
        <p className="article-meta">
          {story.illustrative ? (
            <span className="badge-illustrative">{LL.articles.illustrative()}</span>
          ) : null}
          <span>{story.companyName}</span>
        </p>
        <h2 className="article-card-title">
          <Link href={successStoryPath(story.slug)}>{story.title}</Link>
        </h2>
        <p>{story.summary}</p>
        {story.metrics.length > 0 ? <Metrics metrics={story.metrics} /> : null}
      </div>
    </article>
  );
}

export function Metrics({ metrics }: { metrics: ReadonlyArray<{ label: string; value: string }> }) {
  const { LL } = useI18nContext();
  return (
    <dl className="story-metrics" aria-label={LL.articles.results()}>
      {metrics.map((metric) => (
        <div key={metric.label}>
          <dt>{metric.label}</dt>
          <dd>{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Previous / next links and "page n of m"; nothing when everything fits on one page. */
export function Paging({ meta, hrefOf }: { meta: PageMeta; hrefOf: (page: number) => string }) {
  const { LL } = useI18nContext();
  if (meta.pageCount <= 1) return null;
  return (
    <nav className="paging" aria-label={LL.articles.pagination()}>
      {meta.page > 1 ? (
        <Link href={hrefOf(meta.page - 1)} rel="prev">
          {LL.articles.previousPage()}
        </Link>
      ) : (
        <span />
      )}
      <span>{LL.articles.pageOf({ page: meta.page, pages: meta.pageCount })}</span>
      {meta.page < meta.pageCount ? (
        <Link href={hrefOf(meta.page + 1)} rel="next">
          {LL.articles.nextPage()}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function ContentLoading() {
  const { LL } = useI18nContext();
  return (
    <div className="content-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{LL.articles.loading()}</span>
    </div>
  );
}

export function ContentFailed({ onRetry }: { onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="content-failed" role="alert">
      <p>{LL.articles.failed()}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {LL.articles.retry()}
      </button>
    </div>
  );
}

export function ContentClosing() {
  const { LL } = useI18nContext();
  return (
    <section className="band-dark" aria-labelledby="closing-title">
      <div className="container closing">
        <div>
          <h2 id="closing-title">{LL.articles.closingTitle()}</h2>
          <p>{LL.articles.closingBody()}</p>
        </div>
        <div className="actions">
          <Link href={paths.signUp} className="button button-inverse button-large">
            {LL.articles.signUp()}
          </Link>
          <Link href={paths.contact} className="button button-outline-inverse button-large">
            {LL.articles.contact()}
          </Link>
        </div>
      </div>
    </section>
  );
}
