// The staff lists of articles and success stories: behaviour with fake actors (the model paths of every state and
// transition are in the machine registry, tests/paths/registry/staff-content.ts).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CONTENT_PAGE_SIZE } from '../../domain/content/content-rules';
import { articleListPage, contentFailures } from '../../tests/fixtures/staff-content';
import { contentListMachine } from './content-list.machine';
import { selectContentListView } from './content-list.selectors';
import type {
  ContentListFilters,
  ContentListInput,
  ContentListPage,
  ContentListQuery,
} from './content-list.types';

function startWith(input: ContentListInput, load: (query: ContentListQuery) => Promise<ContentListPage>) {
  const queries: ContentListQuery[] = [];
  const urls: Array<{ filters: ContentListFilters; page: number }> = [];
  const actor = createActor(
    contentListMachine.provide({
      actors: {
        loadContentList: fromPromise<ContentListPage, ContentListQuery>(({ input }) => {
          queries.push(input);
          return load(input);
        }),
      },
      actions: {
        queryChanged: ({ context }) => urls.push({ filters: context.filters, page: context.page }),
      },
    }),
    { input },
  ).start();
  return { actor, queries, urls };
}

describe('content list machine', () => {
  it('starts from the URL query and loads that page', async () => {
    const { actor, queries, urls } = startWith(
      { kind: 'article', filters: { status: 'published', category: 'blog', q: 'cbam' }, page: 2 },
      async () => articleListPage,
    );
    expect(selectContentListView(actor.getSnapshot()).kind).toBe('loading');
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(queries).toEqual([
      { kind: 'article', q: 'cbam', status: 'published', category: 'blog', page: 2, take: CONTENT_PAGE_SIZE },
    ]);
    expect(urls).toEqual([]);
    expect(selectContentListView(ready)).toEqual({
      kind: 'ready',
      busy: false,
      filters: { q: 'cbam', status: 'published', category: 'blog' },
      items: articleListPage.items,
      meta: articleListPage.meta,
    });
  });

  it('a search, a filter or a page reloads and is written to the URL; a filter goes back to page 1', async () => {
    const { actor, queries, urls } = startWith({ kind: 'article' }, async () => articleListPage);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.goToPage', page: 2 });
    const view = selectContentListView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.busy).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.search', q: '  Nghị định  ' });
    actor.send({ type: 'user.filterStatus', status: 'draft' });
    actor.send({ type: 'user.filterCategory', category: 'news' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries.map(({ q, status, category, page }) => [q, status, category, page])).toEqual([
      ['', null, null, 1],
      ['', null, null, 2],
      ['Nghị định', null, null, 1],
      ['Nghị định', 'draft', null, 1],
      ['Nghị định', 'draft', 'news', 1],
    ]);
    expect(urls.at(-1)).toEqual({ filters: { q: 'Nghị định', status: 'draft', category: 'news' }, page: 1 });
    expect(urls).toHaveLength(4);
  });

  it('stories have no category, even from the URL', async () => {
    const { actor, queries } = startWith(
      { kind: 'story', filters: { category: 'blog' } },
      async () => articleListPage,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.filterCategory', category: 'news' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries.map((query) => [query.kind, query.category])).toEqual([
      ['story', null],
      ['story', null],
    ]);
  });

  it('403 is "no access" and nothing more is asked; another failure offers a retry', async () => {
    const denied = startWith({ kind: 'article' }, () => Promise.reject(contentFailures.forbidden));
    const forbidden = await waitFor(denied.actor, (s) => s.matches('forbidden'));
    expect(selectContentListView(forbidden)).toEqual({
      kind: 'forbidden',
      notice: { key: 'errors.forbidden', text: contentFailures.forbidden.message },
    });
    denied.actor.send({ type: 'user.search', q: 'x' });
    expect(denied.queries).toHaveLength(1);

    let answer: () => Promise<ContentListPage> = () => Promise.reject(contentFailures.network);
    const offline = startWith({ kind: 'story' }, () => answer());
    const failed = await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(selectContentListView(failed)).toMatchObject({
      kind: 'failed',
      notice: { key: 'errors.networkError', text: null },
    });
    answer = async () => articleListPage;
    offline.actor.send({ type: 'user.retry' });
    await waitFor(offline.actor, (s) => s.matches('ready'));
  });
});
