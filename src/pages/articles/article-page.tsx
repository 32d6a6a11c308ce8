// /article/{slug}: one published article in the reader's language (or in Vietnamese, said so, when it has no
// English version): category, title, lead, author, dates, reading time, tags, cover and the body, which the
// server rendered from Markdown and sanitised (domain/content/markdown.ts). An unknown, draft or unpublished slug
// is the 404 page (and a 404 status from the server).
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { articleRequest } from '../../app/page-data';
import { paths } from '../../app/paths';
import { loadArticle } from '../../app/wiring/content';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import {
  Breadcrumbs,
  ContentClosing,
  ContentFailed,
  ContentLoading,
  tagHref,
  useTrail,
} from './article-parts';
import type { Article, ItemBody } from './content-types';
import { formatDay, isoDay } from './format';
import { usePublicResource } from '../../components/use-public-resource';

export default function ArticlePage({ params }: PageProps) {
  const { locale } = useI18nContext();
  const slug = params.slug ?? '';
  const request = articleRequest(slug);
  return <ArticleView key={`${locale} ${request}`} slug={slug} request={request} />;
}

function ArticleView({ slug, request }: { slug: string; request: string }) {
  const [view, retry] = usePublicResource<ItemBody<Article>>(request, () => loadArticle(slug));
  if (view.kind === 'missing') return <NotFound />;
  if (view.kind === 'shown') return <ArticleShown article={view.data.data} />;
  return <ArticlePending failed={view.kind === 'failed'} onRetry={retry} />;
}

function ArticlePending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.screens.articleDetail());
  return (
    <div className="container article-page">
      <h1 className="visually-hidden">{LL.screens.articleDetail()}</h1>
      {failed ? <ContentFailed onRetry={onRetry} /> : <ContentLoading />}
    </div>
  );
}

function ArticleShown({ article }: { article: Article }) {
  const { LL, locale } = useI18nContext();
  const isBlog = article.category === 'blog';
  const listPath = isBlog ? paths.blog : paths.article;
  const listTitle = isBlog ? LL.screens.blog() : LL.screens.article();
  const { trail, breadcrumbs } = useTrail([{ label: listTitle, href: listPath }, { label: article.title }]);
  useDocumentTitle(article.title, {
    description: article.excerpt,
    image: article.coverImageUrl,
    breadcrumbs,
    languages: article.translations,
    article: {
      kind: isBlog ? 'BlogPosting' : 'Article',
      publishedAt: article.publishedAt,
      modifiedAt: article.updatedAt,
      authorName: article.authorName,
      tags: article.tags,
    },
  });
  return (
    <>
      <article className="article-page" lang={article.locale} aria-labelledby="page-title">
        <header className="container article-header">
          <Breadcrumbs trail={trail} />
          <p className="eyebrow">{isBlog ? LL.articles.categoryBlog() : LL.articles.categoryNews()}</p>
          <h1 id="page-title">{article.title}</h1>
          <p className="lead">{article.excerpt}</p>
          <p className="article-meta">
            <span>{LL.articles.byAuthor({ author: article.authorName })}</span>
            <time dateTime={isoDay(article.publishedAt)}>
              {LL.articles.publishedOn({ date: formatDay(article.publishedAt, locale) })}
            </time>
            <span>{LL.articles.readingTime({ minutes: article.readingMinutes })}</span>
          </p>
          {article.locale !== locale ? (
            <p className="content-note" lang={locale}>
              {LL.articles.onlyInVietnamese()}
            </p>
          ) : null}
        </header>
        {article.coverImageUrl ? (
          <div className="container article-cover">
            <img src={article.coverImageUrl} alt="" width={1200} height={630} fetchPriority="high" />
          </div>
        ) : null}
        {/* Sanitised on the server (marked + sanitize-html, domain/content/markdown.ts). */}
        <div className="container article-body" dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
        <footer className="container article-footer">
          {article.sources.length > 0 ? (
            <section aria-labelledby="article-sources" className="article-sources">
              <h2 id="article-sources" className="h-small">
                {LL.articles.sources()}
              </h2>
              <ul>
                {article.sources.map((source) => (
                  <li key={source}>{source}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {article.tags.length > 0 ? (
            <ul className="tag-list" aria-label={LL.articles.tags()}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link href={tagHref(listPath, tag)}>{tag}</Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link href={listPath}>{isBlog ? LL.articles.backToBlog() : LL.articles.backToNews()}</Link>
        </footer>
      </article>
      <ContentClosing />
    </>
  );
}
