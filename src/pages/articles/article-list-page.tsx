// /article (news and guides) and /article/blog: the latest published articles of one kind, newest first, nine per
// page (`?page=`), filtered by one tag (`?tag=`). The list is read by the public-resource machine; on a
// server-rendered page its first answer comes with the HTML.
import { Link, useSearch } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { articleListQuery, articleListRequest, type ArticleListQuery } from '../../app/page-data';
import { paths } from '../../app/paths';
import { loadArticles } from '../../app/wiring/content';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import {
  ArticleCard,
  ContentClosing,
  ContentFailed,
  ContentHero,
  ContentLoading,
  ContentTabs,
  Paging,
  useTrail,
} from './article-parts';
import type { ArticleSummary, ListBody } from './content-types';
import { usePublicResource } from '../../components/use-public-resource';

export default function ArticleListPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  const search = useSearch();
  const category = screen === 'blog' ? 'blog' : 'news';
  const query = articleListQuery(category, search);
  const listPath = category === 'blog' ? paths.blog : paths.article;
  const title = LL.screens[category === 'blog' ? 'blog' : 'article']();
  const lead = category === 'blog' ? LL.articles.blogLead() : LL.articles.newsLead();
  const { trail, breadcrumbs } = useTrail([{ label: title, href: listPath }]);
  useDocumentTitle(query.tag ? `${title}: ${query.tag}` : title, { description: lead, breadcrumbs });
  const request = articleListRequest(query);
  return (
    <>
      <ContentHero trail={trail} title={title} lead={lead}>
        <ContentTabs current={category} />
      </ContentHero>
      <div className="container articles-body">
        {query.tag ? (
          <p className="tag-filter">
            {LL.articles.filteredByTag({ tag: query.tag })}{' '}
            <Link href={listPath}>{LL.articles.clearTag()}</Link>
          </p>
        ) : null}
        <ArticleList key={`${locale} ${request}`} query={query} request={request} listPath={listPath} />
        <p className="feed-link">
          <a href={`/feeds/articles.${locale}.xml`}>{LL.articles.feed()}</a>
        </p>
      </div>
      <ContentClosing />
    </>
  );
}

function ArticleList({
  query,
  request,
  listPath,
}: {
  query: ArticleListQuery;
  request: string;
  listPath: string;
}) {
  const { LL } = useI18nContext();
  const [view, retry] = usePublicResource<ListBody<ArticleSummary>>(request, () => loadArticles(query));
  if (view.kind === 'loading') return <ContentLoading />;
  if (view.kind === 'failed' || view.kind === 'missing') return <ContentFailed onRetry={retry} />;
  const { data, meta } = view.data;
  if (data.length === 0)
    return (
      <p className="content-empty">
        {query.tag ? LL.articles.emptyTag({ tag: query.tag }) : LL.articles.empty()}
      </p>
    );
  const hrefOf = (page: number) => {
    const params = new URLSearchParams();
    if (query.tag) params.set('tag', query.tag);
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  return (
    <>
      <div className="article-grid">
        {data.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
      <Paging meta={meta} hrefOf={hrefOf} />
    </>
  );
}
