// The <head> of a page for search engines and link previews, as data: title, description, canonical URL, the
// reciprocal vi/en alternates with x-default, Open Graph and Twitter tags, robots, and JSON-LD (Organization on
// every page, BreadcrumbList when the page has crumbs, Article/BlogPosting for articles). One builder for both
// ends: the server writes the tags into the HTML it sends (`renderHeadTags`), the browser replaces them after a
// client-side navigation (`applyHeadTags`). Every tag it owns carries `data-head`, so nothing else in <head> moves.
//
// Language in URLs: Vietnamese is the URL without `lang`, English the same URL with `?lang=en` (README, "Pages for
// search engines"); x-default is the Vietnamese URL.
import type { Locale } from '../../domain/messages';

export interface Breadcrumb {
  name: string;
  /** A path (`/article`); the last crumb (this page) may have none. */
  path?: string;
}

export interface ArticleHead {
  kind: 'Article' | 'BlogPosting';
  publishedAt: string;
  modifiedAt: string;
  authorName: string;
  tags: readonly string[];
}

/** What a page says about itself. */
export interface PageHead {
  /** The full tab title (already "<page> · <brand>"). */
  title: string;
  description: string;
  /** A path or absolute URL of the preview image (defaults to the site's). */
  image?: string | null;
  breadcrumbs?: readonly Breadcrumb[];
  article?: ArticleHead;
  /** Private or transient pages (sign-in, workspace, 404): `noindex`. */
  noindex?: boolean;
  /** Languages the page exists in (default both); an alternate is only linked for these. */
  languages?: readonly Locale[];
  /** The page's own path when the URL's is another spelling of it (a course opened with an old slug). */
  path?: string;
}

/** Where the page is: the site's origin, its path and the query parameters that change what it shows. */
export interface PageLocation {
  origin: string;
  pathname: string;
  /** The page's query string (with or without `?`); only `page`, `tag`, the course list's `topic` and `language` and the expert list's filters are kept in canonical URLs. */
  search: string;
  locale: Locale;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (title, JSON-LD). */
  text?: string;
}

/** Query parameters that are part of a page's identity (everything else is dropped from canonical URLs). */
const KEPT_PARAMS = [
  'tag',
  'topic',
  // The expert list's filters (src/app/expert-directory.ts), in its URLs' order; its name search `q` is not kept.
  'sectorId',
  'service',
  'standard',
  'countryId',
  'cityId',
  'language',
  'page',
] as const;

export const SITE_IMAGE = '/og-image.png';

const OG_LOCALE: Record<Locale, string> = { vi: 'vi_VN', en: 'en_US' };

/** The page's URL in `locale`: the kept parameters, then `lang=en` for English. */
export function localizedUrl(location: Omit<PageLocation, 'locale'>, locale: Locale): string {
  const from = new URLSearchParams(location.search);
  const query = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = from.get(name);
    if (value && !(name === 'page' && value === '1')) query.set(name, value);
  }
  if (locale === 'en') query.set('lang', 'en');
  const text = query.toString();
  return `${location.origin}${location.pathname}${text ? `?${text}` : ''}`;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The tags of one page. `siteName` is the brand, in the page's language. */
export function buildHeadTags(head: PageHead, at: PageLocation, siteName: string): HeadTag[] {
  const location = head.path ? { ...at, pathname: head.path } : at;
  const { origin, locale } = location;
  const languages = head.languages ?? (['vi', 'en'] as const);
  const canonical = localizedUrl(location, locale);
  const image = absolute(origin, head.image ?? SITE_IMAGE);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: head.title },
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
  ];
  if (head.noindex) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
    if (languages.length > 1) {
      for (const language of languages)
        tags.push({
          tag: 'link',
          attrs: { rel: 'alternate', hreflang: language, href: localizedUrl(location, language) },
        });
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'x-default', href: localizedUrl(location, 'vi') },
      });
    }
  }
  const og: Array<[string, string]> = [
    ['og:type', head.article ? 'article' : 'website'],
    ['og:site_name', siteName],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', canonical],
    ['og:image', image],
    ['og:locale', OG_LOCALE[locale]],
    ...languages
      .filter((l) => l !== locale)
      .map((l): [string, string] => ['og:locale:alternate', OG_LOCALE[l]]),
  ];
  if (head.article) {
    og.push(
      ['article:published_time', head.article.publishedAt],
      ['article:modified_time', head.article.modifiedAt],
    );
    for (const tag of head.article.tags) og.push(['article:tag', tag]);
  }
  for (const [property, content] of og) tags.push({ tag: 'meta', attrs: { property, content } });
  tags.push(
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: head.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: head.description } },
  );

  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: siteName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
  const graph: object[] = [organization];
  if (head.breadcrumbs && head.breadcrumbs.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        ...(crumb.path ? { item: localizedUrl({ origin, pathname: crumb.path, search: '' }, locale) } : {}),
      })),
    });
  }
  if (head.article) {
    graph.push({
      '@type': head.article.kind,
      headline: head.title,
      description: head.description,
      image: [image],
      datePublished: head.article.publishedAt,
      dateModified: head.article.modifiedAt,
      inLanguage: locale,
      author: { '@type': 'Organization', name: head.article.authorName },
      publisher: { '@id': `${origin}/#organization` },
      mainEntityOfPage: canonical,
      ...(head.article.tags.length > 0 ? { keywords: head.article.tags.join(', ') } : {}),
    });
  }
  tags.push({
    tag: 'script',
    attrs: { type: 'application/ld+json' },
    text: JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }),
  });
  return tags;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: no `</script>` or `<!--` can end or confuse the element. */
export function escapeScriptJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags as HTML, for the server's response. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, 'data-head': '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const body = tag === 'script' ? escapeScriptJson(text ?? '') : escapeHtml(text ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('\n    ');
}

/** Replaces the page's own tags in `doc.head` (those marked `data-head`, and a template's plain title/description). */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  doc.head
    .querySelectorAll('[data-head], title, meta[name="description"]')
    .forEach((element) => element.remove());
  for (const { tag, attrs, text } of tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}
