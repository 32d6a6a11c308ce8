import { describe, expect, it } from 'vitest';
import { buildHeadTags, escapeScriptJson, localizedUrl, renderHeadTags, type HeadTag } from './head';

const location = {
  origin: 'https://ghg.vn',
  pathname: '/article',
  search: '?tag=CBAM&page=2&utm_source=x',
  locale: 'vi' as const,
};

function attr(tags: HeadTag[], match: (tag: HeadTag) => boolean, name: string): string[] {
  return tags.filter(match).map((tag) => tag.attrs[name]);
}

describe('page head', () => {
  it('keeps only the parameters that change the page, and adds lang=en for English', () => {
    expect(localizedUrl(location, 'vi')).toBe('https://ghg.vn/article?tag=CBAM&page=2');
    expect(localizedUrl(location, 'en')).toBe('https://ghg.vn/article?tag=CBAM&page=2&lang=en');
    expect(localizedUrl({ origin: 'https://ghg.vn', pathname: '/', search: '?page=1&lang=en' }, 'vi')).toBe(
      'https://ghg.vn/',
    );
  });

  it('has a canonical URL in the page language and reciprocal vi/en alternates with x-default', () => {
    for (const locale of ['vi', 'en'] as const) {
      const tags = buildHeadTags({ title: 'T', description: 'D' }, { ...location, locale }, 'GHG Platform');
      const canonical = attr(tags, (t) => t.attrs.rel === 'canonical', 'href');
      expect(canonical).toEqual([localizedUrl(location, locale)]);
      const alternates = tags.filter((t) => t.attrs.rel === 'alternate');
      expect(alternates.map((t) => [t.attrs.hreflang, t.attrs.href])).toEqual([
        ['vi', 'https://ghg.vn/article?tag=CBAM&page=2'],
        ['en', 'https://ghg.vn/article?tag=CBAM&page=2&lang=en'],
        ['x-default', 'https://ghg.vn/article?tag=CBAM&page=2'],
      ]);
      expect(attr(tags, (t) => t.attrs.property === 'og:locale', 'content')).toEqual([
        locale === 'vi' ? 'vi_VN' : 'en_US',
      ]);
    }
  });

  it('links only the languages an article exists in', () => {
    const tags = buildHeadTags({ title: 'T', description: 'D', languages: ['vi'] }, location, 'GHG Platform');
    expect(tags.filter((t) => t.attrs.rel === 'alternate')).toEqual([]);
    expect(attr(tags, (t) => t.attrs.rel === 'canonical', 'href')).toHaveLength(1);
  });

  it('says noindex instead of canonical for private pages', () => {
    const tags = buildHeadTags({ title: 'T', description: 'D', noindex: true }, location, 'GHG Platform');
    expect(attr(tags, (t) => t.attrs.name === 'robots', 'content')).toEqual(['noindex']);
    expect(tags.some((t) => t.attrs.rel === 'canonical')).toBe(false);
  });

  it('describes an article in JSON-LD with its breadcrumb and the organisation', () => {
    const tags = buildHeadTags(
      {
        title: 'Nghị định 06',
        description: 'Hạn kiểm kê',
        image: '/content/covers/x.svg',
        breadcrumbs: [
          { name: 'Trang chủ', path: '/' },
          { name: 'Bài viết', path: '/article' },
          { name: 'Nghị định 06' },
        ],
        article: {
          kind: 'Article',
          publishedAt: '2026-10-01T00:00:00Z',
          modifiedAt: '2026-10-02T00:00:00Z',
          authorName: 'Nhóm',
          tags: ['CBAM'],
        },
      },
      { ...location, pathname: '/article/nghi-dinh-06', search: '' },
      'GHG Platform',
    );
    const script = tags.find((t) => t.tag === 'script');
    const graph = JSON.parse(script?.text ?? '{}')['@graph'] as Array<Record<string, any>>;
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Article']);
    expect(graph[1].itemListElement[1]).toMatchObject({
      position: 2,
      name: 'Bài viết',
      item: 'https://ghg.vn/article',
    });
    expect(graph[2]).toMatchObject({
      headline: 'Nghị định 06',
      image: ['https://ghg.vn/content/covers/x.svg'],
      inLanguage: 'vi',
    });
    expect(attr(tags, (t) => t.attrs.property === 'og:type', 'content')).toEqual(['article']);
  });

  it('escapes what it writes into HTML, so a hostile title cannot break out', () => {
    const hostile = '"><script>alert(1)</script>';
    const html = renderHeadTags(buildHeadTags({ title: hostile, description: hostile }, location, 'GHG'));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><');
    expect(escapeScriptJson('{"a":"</script><!--"}')).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });
});
