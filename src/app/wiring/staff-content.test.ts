// The staff content lists' URL query (written by the list machine's `queryChanged`, read back when the page opens)
// and the publish date sent to the API.
import { describe, expect, it } from 'vitest';
import { contentListInput, contentListSearch, publishedAtOf } from './staff-content';

describe('staff content wiring', () => {
  it('writes the filters into the query, leaving the defaults out, and reads them back', () => {
    const filters = { q: 'nghị định', status: 'published' as const, category: 'blog' as const };
    const search = contentListSearch(filters, 3);
    expect(search).toBe('?status=published&category=blog&q=ngh%E1%BB%8B+%C4%91%E1%BB%8Bnh&page=3');
    expect(contentListInput('article', search)).toEqual({ kind: 'article', filters, page: 3 });
    expect(contentListSearch({ q: '', status: null, category: null }, 1)).toBe('');
  });

  it('ignores what it does not know in the query (and a category for stories)', () => {
    expect(contentListInput('story', '?status=gone&category=blog&page=-2')).toEqual({
      kind: 'story',
      filters: { q: '', status: null, category: null },
      page: 1,
    });
  });

  it('a publish date is the start of that day in Vietnam; none is "now"', () => {
    expect(publishedAtOf('2026-03-05')).toBe('2026-03-05T00:00:00+07:00');
    expect(publishedAtOf(null)).toBeUndefined();
    expect(publishedAtOf('5/3/2026')).toBeUndefined();
  });
});
