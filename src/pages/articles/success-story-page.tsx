// /success-stories/{slug}: one story: the "illustrative example" notice first when it is one, the company, the
// title and summary, the headline results, the quote and the body (sanitised on the server). Unknown: 404 page.
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { storyRequest } from '../../app/page-data';
import { paths } from '../../app/paths';
import { loadStory } from '../../app/wiring/content';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import {
  Breadcrumbs,
  ContentClosing,
  ContentFailed,
  ContentLoading,
  Metrics,
  useTrail,
} from './article-parts';
import type { ItemBody, Story } from './content-types';
import { formatDay, isoDay } from './format';
import { usePublicResource } from '../../components/use-public-resource';

export default function SuccessStoryPage({ params }: PageProps) {
  const { locale } = useI18nContext();
  const slug = params.slug ?? '';
  const request = storyRequest(slug);
  return <StoryView key={`${locale} ${request}`} slug={slug} request={request} />;
}

function StoryView({ slug, request }: { slug: string; request: string }) {
  const [view, retry] = usePublicResource<ItemBody<Story>>(request, () => loadStory(slug));
  if (view.kind === 'missing') return <NotFound />;
  if (view.kind === 'shown') return <StoryShown story={view.data.data} />;
  return <StoryPending failed={view.kind === 'failed'} onRetry={retry} />;
}

function StoryPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.screens.successStory());
  return (
    <div className="container article-page">
      <h1 className="visually-hidden">{LL.screens.successStory()}</h1>
      {failed ? <ContentFailed onRetry={onRetry} /> : <ContentLoading />}
    </div>
  );
}

function StoryShown({ story }: { story: Story }) {
  const { LL, locale } = useI18nContext();
  const { trail, breadcrumbs } = useTrail([
    { label: LL.screens.successStories(), href: paths.successStories },
    { label: story.title },
  ]);
  useDocumentTitle(story.title, {
    description: story.summary,
    image: story.coverImageUrl,
    breadcrumbs,
    languages: story.translations,
  });
  return (
    <>
      <article className="article-page" aria-labelledby="page-title">
        <header className="container article-header">
          <Breadcrumbs trail={trail} />
          {story.illustrative ? <p className="badge-illustrative">{LL.articles.illustrative()}</p> : null}
          <h1 id="page-title">{story.title}</h1>
          <p className="lead">{story.summary}</p>
          <p className="article-meta">
            <span>{story.companyName}</span>
            <time dateTime={isoDay(story.publishedAt)}>
              {LL.articles.publishedOn({ date: formatDay(story.publishedAt, locale) })}
            </time>
          </p>
          {story.illustrative ? <p className="content-note">{LL.articles.illustrativeNote()}</p> : null}
        </header>
        {story.coverImageUrl ? (
          <div className="container article-cover">
            <img src={story.coverImageUrl} alt="" width={1200} height={630} fetchPriority="high" />
          </div>
        ) : null}
        <div className="container article-body">
          {story.metrics.length > 0 ? <Metrics metrics={story.metrics} /> : null}
          {story.quote ? (
            <figure className="story-quote">
              <blockquote>
                <p>{story.quote}</p>
              </blockquote>
              {story.quoteAuthor ? (
                <figcaption>
                  {story.quoteAuthor}
                  {story.quoteRole ? `, ${story.quoteRole}` : ''}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
          {/* Sanitised on the server (marked + sanitize-html, domain/content/markdown.ts). */}
          <div dangerouslySetInnerHTML={{ __html: story.contentHtml }} />
        </div>
        <footer className="container article-footer">
          <Link href={paths.successStories}>{LL.articles.backToStories()}</Link>
        </footer>
      </article>
      <ContentClosing />
    </>
  );
}
