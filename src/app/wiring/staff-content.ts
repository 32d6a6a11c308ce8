// The real actors of the staff content machines (machines/staff/content-list, content-editor): every call goes through
// the app's one API client (`api`), typed by the contract (openapi/paths/staff_articles*.yaml,
// staff_success-stories*.yaml, staff_content-*.yaml, sectors.yaml). Pages get ready-to-start machines from here,
// and read and write the list's URL query with the helpers below.
import { fromPromise } from 'xstate';
import { contentEditorMachine } from '../../../machines/staff/content-editor.machine';
import type {
  ContentLoad,
  ContentPreview,
  ImageFile,
  PublishContentInput,
  SaveContentInput,
} from '../../../machines/staff/content-editor.types';
import { contentListMachine } from '../../../machines/staff/content-list.machine';
import type {
  ContentListFilters,
  ContentListInput,
  ContentListPage,
  ContentListQuery,
} from '../../../machines/staff/content-list.types';
import type {
  ContentKind,
  Sector,
  StaffArticle,
  StaffContent,
  StaffStory,
} from '../../../machines/staff/content.types';
import { isArticleCategory, isContentStatus } from '../../../domain/content/content-rules';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';

const article = (content: StaffArticle): StaffContent => ({ kind: 'article', ...content });
const story = (content: StaffStory): StaffContent => ({ kind: 'story', ...content });

/** The list's query as the API takes it: empty filters are left out. */
function listQuery(input: ContentListQuery) {
  return {
    ...(input.q ? { q: input.q } : {}),
    ...(input.status ? { status: input.status } : {}),
    take: input.take,
    page: input.page,
  };
}

/** A publish date (YYYY-MM-DD) as the start of that day in Vietnam; null = now (the server's default). */
export function publishedAtOf(date: string | null): string | undefined {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00+07:00` : undefined;
}

async function loadSectors(api: ApiClient): Promise<Sector[]> {
  const page = await unwrapPage(api.GET('/sectors', { params: { query: { take: 100, page: 1 } } }));
  return page.data;
}

export function createStaffContentActors(api: ApiClient) {
  return {
    loadContentList: fromPromise<ContentListPage, ContentListQuery>(async ({ input }) => {
      if (input.kind === 'article') {
        const page = await unwrapPage(
          api.GET('/staff/articles', {
            params: {
              query: { ...listQuery(input), ...(input.category ? { category: input.category } : {}) },
            },
          }),
        );
        return {
          meta: page.meta,
          items: page.data.map((item) => ({ ...item, byline: item.authorName })),
        };
      }
      const page = await unwrapPage(
        api.GET('/staff/success-stories', { params: { query: listQuery(input) } }),
      );
      return {
        meta: page.meta,
        items: page.data.map((item) => ({ ...item, category: null, byline: item.companyName })),
      };
    }),
    loadContent: fromPromise<ContentLoad, { kind: ContentKind; id: number | null }>(async ({ input }) => {
      const { kind, id } = input;
      if (kind === 'article') {
        if (id === null) return { content: null, sectors: [] };
        const content = await unwrap(api.GET('/staff/articles/{id}', { params: { path: { id } } }));
        return { content: article(content), sectors: [] };
      }
      const [content, sectors] = await Promise.all([
        id === null
          ? Promise.resolve(null)
          : unwrap(api.GET('/staff/success-stories/{id}', { params: { path: { id } } })).then(story),
        loadSectors(api),
      ]);
      return { content, sectors };
    }),
    saveContent: fromPromise<StaffContent, SaveContentInput>(async ({ input }) => {
      if (input.kind === 'article') {
        const body = input.input;
        const saved =
          input.id === null
            ? await unwrap(api.POST('/staff/articles', { body }))
            : await unwrap(api.PUT('/staff/articles/{id}', { params: { path: { id: input.id } }, body }));
        return article(saved);
      }
      const body = input.input;
      const saved =
        input.id === null
          ? await unwrap(api.POST('/staff/success-stories', { body }))
          : await unwrap(
              api.PUT('/staff/success-stories/{id}', { params: { path: { id: input.id } }, body }),
            );
      return story(saved);
    }),
    publishContent: fromPromise<StaffContent, PublishContentInput>(async ({ input }) => {
      const publishedAt = publishedAtOf(input.publishDate);
      const body = publishedAt ? { publishedAt } : {};
      const params = { path: { id: input.id } };
      return input.kind === 'article'
        ? article(await unwrap(api.POST('/staff/articles/{id}/publish', { params, body })))
        : story(await unwrap(api.POST('/staff/success-stories/{id}/publish', { params, body })));
    }),
    unpublishContent: fromPromise<StaffContent, { kind: ContentKind; id: number }>(async ({ input }) => {
      const params = { path: { id: input.id } };
      return input.kind === 'article'
        ? article(await unwrap(api.POST('/staff/articles/{id}/unpublish', { params })))
        : story(await unwrap(api.POST('/staff/success-stories/{id}/unpublish', { params })));
    }),
    renderPreview: fromPromise<ContentPreview, { markdown: string }>(({ input }) =>
      unwrap(api.POST('/staff/content-preview', { body: { markdown: input.markdown } })),
    ),
    uploadImage: fromPromise<{ url: string }, { file: ImageFile }>(async ({ input }) => {
      const form = new FormData();
      form.append('file', input.file as Blob);
      const image = await unwrap(
        api.POST('/staff/content-images', {
          body: form as never,
          // openapi-fetch would JSON-encode the body; FormData goes as it is (the browser sets the boundary).
          bodySerializer: (body: unknown) => body as FormData,
        }),
      );
      return { url: image.url };
    }),
  };
}

/** The list machine with its real actor; `queryChanged` writes the filters into the URL (see `contentListSearch`). */
export function createContentListLogic(
  options: { onQuery: (search: string) => void },
  api: ApiClient = appApi,
) {
  const { loadContentList } = createStaffContentActors(api);
  return contentListMachine.provide({
    actors: { loadContentList },
    actions: {
      queryChanged: ({ context }) => options.onQuery(contentListSearch(context.filters, context.page)),
    },
  });
}

/** The editor machine with its real actors (start it with `{ input: { kind, id } }`). */
export function createContentEditorLogic(
  options: { navigate: (href: string) => void; created: (kind: ContentKind, id: number) => void },
  api: ApiClient = appApi,
) {
  const actors = createStaffContentActors(api);
  return contentEditorMachine.provide({
    actors: {
      loadContent: actors.loadContent,
      saveContent: actors.saveContent,
      publishContent: actors.publishContent,
      unpublishContent: actors.unpublishContent,
      renderPreview: actors.renderPreview,
      uploadImage: actors.uploadImage,
    },
    actions: {
      navigate: (_, { href }) => options.navigate(href),
      contentCreated: (_, { kind, id }) => options.created(kind, id),
    },
  });
}

// ---- the list's URL query ----------------------------------------------------------------------------------------

/** `?status=&category=&q=&page=` from the list's filters (defaults left out; '' when there is nothing). */
export function contentListSearch(filters: ContentListFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list machine's input from the URL's query; unknown values are ignored. */
export function contentListInput(kind: ContentKind, search: string): ContentListInput {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const category = params.get('category');
  const page = Number(params.get('page') ?? '1');
  return {
    kind,
    filters: {
      q: (params.get('q') ?? '').trim(),
      status: isContentStatus(status) ? status : null,
      category: kind === 'article' && isArticleCategory(category) ? category : null,
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
