import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { articleInputSchema, readingMinutes, storyInputSchema } from './content-rules';

const article = {
  slug: 'nghi-dinh-06',
  category: 'news',
  coverImageUrl: null,
  authorName: ' Ban biên tập ',
  vi: { title: ' Nghị định 06 ', excerpt: 'Tóm tắt', tags: [' CBAM ', '', 'Nghị định 06'], markdown: '# A' },
  en: null,
};

describe('content rules', () => {
  it('an article input is trimmed and its blank tags dropped', () => {
    const result = v.parse(articleInputSchema, article);
    expect(result.authorName).toBe('Ban biên tập');
    expect(result.vi).toEqual({
      title: 'Nghị định 06',
      excerpt: 'Tóm tắt',
      tags: ['CBAM', 'Nghị định 06'],
      markdown: '# A',
    });
  });

  it('refuses the reserved slug for articles only, and a slug with capitals or spaces', () => {
    expect(v.safeParse(articleInputSchema, { ...article, slug: 'blog' }).success).toBe(false);
    expect(v.safeParse(articleInputSchema, { ...article, slug: 'Nghi dinh' }).success).toBe(false);
    const story = {
      slug: 'blog',
      companyName: 'Thép Xanh',
      sectorCode: '',
      coverImageUrl: null,
      logoUrl: null,
      illustrative: true,
      vi: {
        title: 'T',
        summary: 'S',
        quote: '',
        quoteAuthor: ' ',
        quoteRole: '',
        metrics: [],
        markdown: 'M',
      },
      en: null,
    };
    const parsed = v.parse(storyInputSchema, story);
    expect(parsed.sectorCode).toBeNull();
    expect(parsed.vi).toMatchObject({ quote: null, quoteAuthor: null, quoteRole: null });
  });

  it('reading minutes: words / 200 rounded up, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('# Tiêu đề\n\nmột hai')).toBe(1);
    expect(readingMinutes(Array.from({ length: 401 }, () => 'từ').join(' '))).toBe(3);
  });
});
