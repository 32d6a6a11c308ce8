// The RSS 2.0 feed of the articles, one per language (/feeds/articles.vi.xml, /feeds/articles.en.xml), and
// robots.txt. Every text that goes into the XML passes `xmlText` (the five XML entities escaped, characters XML 1.0
// does not allow removed); the article HTML goes in as escaped text too (never CDATA, which `]]>` would end).
// Links follow the site's URL scheme: Vietnamese without a parameter, English with `?lang=en`.
import type { Locale } from '../../domain/messages';

/** Characters XML 1.0 does not allow (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF; lone surrogates). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A page's URL in a language: `?lang=en` for English, none for Vietnamese (the default). */
export function pageUrl(origin: string, path: string, locale: Locale): string {
  return `${origin}${path}${locale === 'en' ? '?lang=en' : ''}`;
}

export interface FeedItem {
  slug: string;
  title: string;
  excerpt: string;
  html: string;
  tags: string[];
  authorName: string;
  publishedAt: string;
}

const CHANNEL = {
  vi: {
    title: 'GHG Platform - Tin tức và hướng dẫn',
    description: 'Tin tức, hướng dẫn kiểm kê khí nhà kính, ESG và CBAM của GHG Platform',
  },
  en: {
    title: 'GHG Platform - News and guides',
    description: 'News and guides on greenhouse-gas inventories, ESG and CBAM from GHG Platform',
  },
} as const;

export function articlesFeed(options: {
  origin: string;
  locale: Locale;
  items: FeedItem[];
  now?: Date;
}): string {
  const { origin, locale, items } = options;
  const self = `${origin}/feeds/articles.${locale}.xml`;
  const lastBuild = items[0]?.publishedAt ? new Date(items[0].publishedAt) : (options.now ?? new Date());
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(CHANNEL[locale].title)}</title>`,
    `<link>${xmlText(pageUrl(origin, '/article', locale))}</link>`,
    `<description>${xmlText(CHANNEL[locale].description)}</description>`,
    `<language>${locale}</language>`,
    `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const item of items) {
    const link = pageUrl(origin, `/article/${encodeURIComponent(item.slug)}`, locale);
    lines.push(
      '<item>',
      `<title>${xmlText(item.title)}</title>`,
      `<link>${xmlText(link)}</link>`,
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      `<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `<dc:creator>${xmlText(item.authorName)}</dc:creator>`,
      ...item.tags.map((tag) => `<category>${xmlText(tag)}</category>`),
      `<description>${xmlText(item.excerpt)}</description>`,
      `<content:encoded>${xmlText(item.html)}</content:encoded>`,
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

/** Paths robots are asked to keep out of: the API, the staff console, the signed-in areas and the auth screens. */
export const ROBOTS_DISALLOW = ['/api/', '/staff', '/user', '/work-space', '/auth/'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
