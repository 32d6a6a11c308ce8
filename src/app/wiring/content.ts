// The reads of the public content pages (articles, blog, success stories) and of the home page's figures, through
// the app's one API client. Each answers the call's whole body ({ data } or { data, meta }), which is also what the
// server hands over for a server-rendered page (src/entry-server.tsx), so both feed the same machine state.
import { unwrap, unwrapPage } from '../../api/client';
import { api } from '../api';
import { ARTICLES_PER_PAGE, STORIES_PER_PAGE, type ArticleListQuery } from '../page-data';

export async function loadArticles({ category, page, tag }: ArticleListQuery) {
  return unwrapPage(
    api.GET('/articles', {
      params: { query: { category, page, take: ARTICLES_PER_PAGE, ...(tag ? { tag } : {}) } },
    }),
  );
}

export async function loadArticle(slug: string) {
  return { data: await unwrap(api.GET('/articles/{slug}', { params: { path: { slug } } })) };
}

export async function loadStories(page: number) {
  return unwrapPage(api.GET('/success-stories', { params: { query: { page, take: STORIES_PER_PAGE } } }));
}

export async function loadStory(slug: string) {
  return { data: await unwrap(api.GET('/success-stories/{slug}', { params: { path: { slug } } })) };
}

export async function loadPlatformStats() {
  return { data: await unwrap(api.GET('/platform-stats')) };
}
