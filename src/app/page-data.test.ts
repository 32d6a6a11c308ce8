import { describe, expect, it } from 'vitest';
import { articleListQuery, articleListRequest, pageNumber, pageRequests } from './page-data';

describe('page data', () => {
  it('reads the page number leniently (anything odd is page 1)', () => {
    expect(pageNumber('3')).toBe(3);
    for (const odd of [null, '', '0', '-1', 'abc', '1e3', '99999']) expect(pageNumber(odd)).toBe(1);
  });

  it('spells the list request the same way for the server and the page', () => {
    const query = articleListQuery('news', '?tag=Ngh%E1%BB%8B%20%C4%91%E1%BB%8Bnh%2006&page=2');
    expect(query).toEqual({ category: 'news', page: 2, tag: 'Nghị định 06' });
    expect(articleListRequest(query)).toBe(
      '/articles?category=news&page=2&take=9&tag=Ngh%E1%BB%8B+%C4%91%E1%BB%8Bnh+06',
    );
  });

  it('knows what each public screen needs', () => {
    expect(pageRequests('home', {}, '')).toEqual(['/platform-stats', '/articles?page=1&take=3']);
    expect(pageRequests('articleDetail', { slug: 'a b' }, '')).toEqual(['/articles/a%20b']);
    expect(pageRequests('blog', {}, '')).toEqual(['/articles?category=blog&page=1&take=9']);
    expect(pageRequests('successStory', { slug: 'x' }, '')).toEqual(['/success-stories/x']);
    expect(pageRequests('pricing', {}, '')).toEqual(['/subscription/plans']);
    expect(pageRequests('contact', {}, '')).toEqual([]);
    expect(pageRequests('signIn', {}, '')).toEqual(['/config']);
  });
});
