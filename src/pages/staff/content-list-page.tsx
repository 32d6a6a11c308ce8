// /staff/articles and /staff/success-stories: the articles (or stories) for the content team, most recently
// updated first (the content-list machine): a search box, status and (articles) category filters, kept in the URL
// (`?status=&category=&q=&page=`) so the list can be reloaded and shared as it is, the items as cards linking to the
// editor, paging, and a link to write a new one. A 403 from the API shows "no access".
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { selectContentListView } from '../../../machines/staff/content-list.selectors';
import type { ContentListView, ContentRow } from '../../../machines/staff/content-list.types';
import type { ArticleCategory, ContentKind, ContentStatus } from '../../../machines/staff/content.types';
import {
  ARTICLE_CATEGORIES,
  CONTENT_SEARCH_MAX_LENGTH,
  CONTENT_STATUSES,
} from '../../../domain/content/content-rules';
import { noticeText } from '../../../domain/failures';
import { formatNumber } from '../../../domain/numbers';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths, staffContentPath } from '../../app/paths';
import { contentListInput, createContentListLogic } from '../../app/wiring/staff-content';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { useDocumentTitle } from '../../components/use-document-title';
import {
  formatDateTime,
  NoAccess,
  StaffFailed,
  StaffLoading,
  StaffPage,
  StaffPager,
  StaffSearch,
} from './staff-parts';

type Send = ReturnType<typeof useContentList>['send'];
type Ready = Extract<ContentListView, { kind: 'ready' }>;

export default function ContentListPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const kind: ContentKind = screen === 'staffArticles' ? 'article' : 'story';
  return (
    <StaffPage title={title} crumbs={[{ href: paths.staff, label: LL.staff.common.consoleHome() }]}>
      <ContentList kind={kind} />
    </StaffPage>
  );
}

function useContentList(kind: ContentKind) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const listPath = kind === 'article' ? paths.staffArticles : paths.staffStories;
  const [logic] = useState(() =>
    createContentListLogic({ onQuery: (query) => navigate(`${listPath}${query}`, { replace: true }) }),
  );
  const actor = useInspectedMachine(logic, { input: contentListInput(kind, search) });
  return { view: useSelector(actor, selectContentListView), send: actor.send };
}

function ContentList({ kind }: { kind: ContentKind }) {
  const { view, send } = useContentList(kind);
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.list;
  const newLink = (
    <p>
      <Link
        href={kind === 'article' ? paths.staffArticleNew : paths.staffStoryNew}
        className="button button-primary"
      >
        {kind === 'article' ? t.newArticle() : t.newStory()}
      </Link>
    </p>
  );
  switch (view.kind) {
    case 'forbidden':
      return <NoAccess reason={noticeText(view.notice, locale)} />;
    case 'failed':
      return (
        <StaffFailed reason={noticeText(view.notice, locale)} onRetry={() => send({ type: 'user.retry' })} />
      );
    case 'loading':
      return <StaffLoading />;
    case 'ready':
      return (
        <>
          {newLink}
          <Filters kind={kind} view={view} send={send} />
          <Results kind={kind} view={view} send={send} />
        </>
      );
  }
}

function Filters({ kind, view, send }: { kind: ContentKind; view: Ready; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.list;
  const statuses = CONTENT_STATUSES.map((status) => ({
    value: status,
    label: LL.staffContent.statuses[status](),
  }));
  const categories = ARTICLE_CATEGORIES.map((category) => ({
    value: category,
    label: LL.staffContent.categories[category](),
  }));
  return (
    <section aria-label={t.filtersLabel()} className="staff-filters">
      <StaffSearch
        initial={view.filters.q}
        maxLength={CONTENT_SEARCH_MAX_LENGTH}
        texts={{ label: t.searchLabel(), hint: t.searchHint(), button: t.searchButton() }}
        onSearch={(q) => send({ type: 'user.search', q })}
      />
      <SelectField<ContentStatus>
        label={t.statusLabel()}
        name="status"
        value={view.filters.status ?? ''}
        placeholder={t.anyStatus()}
        options={statuses}
        onChange={(status) => send({ type: 'user.filterStatus', status: status || null })}
      />
      {kind === 'article' && (
        <SelectField<ArticleCategory>
          label={t.categoryLabel()}
          name="category"
          value={view.filters.category ?? ''}
          placeholder={t.anyCategory()}
          options={categories}
          onChange={(category) => send({ type: 'user.filterCategory', category: category || null })}
        />
      )}
    </section>
  );
}

function Results({ kind, view, send }: { kind: ContentKind; view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.list;
  const { meta } = view;
  const caption = kind === 'article' ? t.captionArticles() : t.captionStories();
  return (
    <section aria-labelledby="results-title" aria-busy={view.busy || undefined}>
      <h2 id="results-title" className="visually-hidden">
        {caption}
      </h2>
      <p role="status" className="staff-meta">
        {view.busy ? t.refreshing() : t.count({ total: formatNumber(meta.total, locale) })}
      </p>
      {view.items.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <ul className="staff-list" aria-label={caption}>
          {view.items.map((item) => (
            <ContentCard key={item.id} kind={kind} item={item} />
          ))}
        </ul>
      )}
      <StaffPager
        meta={meta}
        busy={view.busy}
        texts={{
          label: t.pagination(),
          previous: t.previous(),
          next: t.next(),
          pageOf: t.pageOf({ page: meta.page, pageCount: meta.pageCount }),
        }}
        onPage={(page) => send({ type: 'user.goToPage', page })}
      />
    </section>
  );
}

function ContentCard({ kind, item }: { kind: ContentKind; item: ContentRow }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.list;
  return (
    <li className="staff-card">
      <article aria-labelledby={`content-${item.id}`}>
        <div className="staff-card-head">
          <h3 id={`content-${item.id}`}>
            <Link href={staffContentPath(kind, item.id)}>{item.title}</Link>
          </h3>
          <span className="staff-badge">{LL.staffContent.statuses[item.status]()}</span>
        </div>
        <dl>
          <dt>{LL.staffContent.editor.slug()}</dt>
          <dd>{item.slug}</dd>
          {item.category && (
            <>
              <dt>{t.category()}</dt>
              <dd>{LL.staffContent.categories[item.category]()}</dd>
            </>
          )}
          <dt>{kind === 'article' ? t.author() : t.company()}</dt>
          <dd>{item.byline}</dd>
          <dt>{t.english()}</dt>
          <dd>{item.titleEn ?? t.noEnglish()}</dd>
          <dt>{t.published()}</dt>
          <dd>{item.publishedAt ? formatDateTime(item.publishedAt, locale) : t.notPublished()}</dd>
          <dt>{t.updated()}</dt>
          <dd>{formatDateTime(item.updatedAt, locale)}</dd>
        </dl>
      </article>
    </li>
  );
}
