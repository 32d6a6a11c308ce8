// The reads of the public content pages (articles, blog, success stories) and of the home page's figures, through
// the app's one API client. Each answers the call's whole body ({ data } or { data, meta }), which is also what the
// server hands over for a server-rendered page (src/entry-server.tsx), so both feed the same machine state.
// The API client loads with the first read: a server-rendered page already has its answers and never needs it.
import { ARTICLES_PER_PAGE, LATEST_ARTICLES, STORIES_PER_PAGE, type ArticleListQuery } from '../page-data';

async function client() {
  const [{ api }, { unwrap, unwrapPage }] = await Promise.all([import('../api'), import('../../api/client')]);
  return { api, unwrap, unwrapPage };
}

export async function loadArticles({ category, page, tag }: ArticleListQuery) {
  const { api, unwrapPage } = await client();
  return unwrapPage(
    api.GET('/articles', {
      params: { query: { category, page, take: ARTICLES_PER_PAGE, ...(tag ? { tag } : {}) } },
    }),
  );
}

/** The home page's newest articles (both kinds). */
export async function loadLatestArticles() {
  const { api, unwrapPage } = await client();
  return unwrapPage(api.GET('/articles', { params: { query: { page: 1, take: LATEST_ARTICLES } } }));
}

export async function loadArticle(slug: string) {
  const { api, unwrap } = await client();
  return { data: await unwrap(api.GET('/articles/{slug}', { params: { path: { slug } } })) };
}

export async function loadStories(page: number) {
  const { api, unwrapPage } = await client();
  return unwrapPage(api.GET('/success-stories', { params: { query: { page, take: STORIES_PER_PAGE } } }));
}

export async function loadStory(slug: string) {
  const { api, unwrap } = await client();
  return { data: await unwrap(api.GET('/success-stories/{slug}', { params: { path: { slug } } })) };
}

export async function loadPlatformStats() {
  const { api, unwrap } = await client();
  return { data: await unwrap(api.GET('/platform-stats')) };
}
