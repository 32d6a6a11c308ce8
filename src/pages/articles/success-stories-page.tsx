// /success-stories: the customers' stories, newest first, nine per page (`?page=`). Every story the product ships
// is an illustrative example and says so on its card and its page.
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { pageNumber, storyListRequest } from '../../app/page-data';
import { paths } from '../../app/paths';
import { loadStories } from '../../app/wiring/content';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import {
  ContentClosing,
  ContentFailed,
  ContentHero,
  ContentLoading,
  ContentTabs,
  Paging,
  StoryCard,
  useTrail,
} from './article-parts';
import type { ListBody, StorySummary } from './content-types';
import { usePublicResource } from '../../components/use-public-resource';

export default function SuccessStoriesPage(_: PageProps) {
  const { LL, locale } = useI18nContext();
  const page = pageNumber(new URLSearchParams(useSearch()).get('page'));
  const title = LL.screens.successStories();
  const lead = LL.articles.storiesLead();
  const { trail, breadcrumbs } = useTrail([{ label: title, href: paths.successStories }]);
  useDocumentTitle(title, { description: lead, breadcrumbs });
  const request = storyListRequest(page);
  return (
    <>
      <ContentHero trail={trail} title={title} lead={lead}>
        <ContentTabs current="stories" />
      </ContentHero>
      <div className="container articles-body">
        <StoryList key={`${locale} ${request}`} page={page} request={request} />
      </div>
      <ContentClosing />
    </>
  );
}

function StoryList({ page, request }: { page: number; request: string }) {
  const { LL } = useI18nContext();
  const [view, retry] = usePublicResource<ListBody<StorySummary>>(request, () => loadStories(page));
  if (view.kind === 'loading') return <ContentLoading />;
  if (view.kind === 'failed' || view.kind === 'missing') return <ContentFailed onRetry={retry} />;
  const { data, meta } = view.data;
  if (data.length === 0) return <p className="content-empty">{LL.articles.emptyStories()}</p>;
  return (
    <>
      <div className="article-grid">
        {data.map((story) => (
          <StoryCard key={story.id} story={story} />
        ))}
      </div>
      <Paging
        meta={meta}
        hrefOf={(target) => (target > 1 ? `${paths.successStories}?page=${target}` : paths.successStories)}
      />
    </>
  );
}
