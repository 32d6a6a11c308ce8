// Published content for journeys that need an article: the newest public article, or, when the stack has none
// (the content seed is not loaded), one of the repository's articles (content/articles/<slug>/{vi,en}.md) created
// and published through the staff API by the demo staff member.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { parse } from 'yaml';
import { cognitoClient, LOCAL_CLIENT_ID } from './cognito';
import { DEMO_PASSWORD } from './session';

const STAFF_EMAIL = 'staff@ghg-demo.vn';
/** The article created when the stack has none. */
export const FALLBACK_ARTICLE = 'nghi-dinh-06-han-kiem-ke-khi-nha-kinh';

/** One language of a content file: its front matter and its Markdown body (content/README.md). */
function translation(slug: string, locale: 'vi' | 'en') {
  const text = readFileSync(path.join('content', 'articles', slug, `${locale}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`no front matter in content/articles/${slug}/${locale}.md`);
  return { meta: parse(match[1]) as Record<string, any>, markdown: match[2].trim() };
}

async function staffAccessToken(): Promise<string> {
  const answer = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: LOCAL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: STAFF_EMAIL, PASSWORD: DEMO_PASSWORD },
    }),
  );
  const token = answer.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`${STAFF_EMAIL} got no access token`);
  return token;
}

async function call(baseURL: string, method: string, apiPath: string, token: string, body: unknown) {
  const answer = await fetch(`${baseURL}/api${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as any;
  if (!answer.ok) throw new Error(`${method} ${apiPath}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/** The slug of a published article on the stack at `baseURL` (creating and publishing one when there is none). */
export async function publishedArticleSlug(baseURL: string): Promise<string> {
  const list = await fetch(`${baseURL}/api/articles?take=1`, { headers: { accept: 'application/json' } });
  if (!list.ok) throw new Error(`GET /api/articles?take=1 answered ${list.status}`);
  const first = ((await list.json()) as { data: Array<{ slug: string }> }).data[0];
  if (first) return first.slug;

  const token = await staffAccessToken();
  const [vi, en] = [translation(FALLBACK_ARTICLE, 'vi'), translation(FALLBACK_ARTICLE, 'en')];
  const input = (t: ReturnType<typeof translation>) => ({
    title: String(t.meta.title),
    excerpt: String(t.meta.excerpt),
    tags: (t.meta.tags as unknown[]).map(String),
    markdown: t.markdown,
    sources: ((t.meta.sources as unknown[] | undefined) ?? []).map(String),
  });
  const created = await call(baseURL, 'POST', '/staff/articles', token, {
    slug: FALLBACK_ARTICLE,
    category: vi.meta.category,
    coverImageUrl: vi.meta.cover,
    authorName: String(vi.meta.author),
    vi: input(vi),
    en: input(en),
  });
  await call(baseURL, 'POST', `/staff/articles/${created.data.id}/publish`, token, {});
  return FALLBACK_ARTICLE;
}
