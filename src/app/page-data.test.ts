import { describe, expect, it } from 'vitest';
import {
  articleListQuery,
  articleListRequest,
  courseListQuery,
  courseListRequest,
  pageNumber,
  routeId,
} from './page-data';
import { pageRequests } from './page-requests';
import { courseDetailPath, courseListPathFor, lessonPathFor, quizPathFor } from './paths';
import { joinReturnPath } from './wiring/academy';

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

  it('reads the course list filters from the URL and asks the API for the same page', () => {
    const query = courseListQuery('?topic=cbam&language=en&page=2');
    expect(query).toEqual({ topic: 'cbam', language: 'en', page: 2 });
    expect(courseListRequest(query)).toBe('/academy/courses?page=2&take=9&topic=cbam&language=en');
    expect(courseListQuery('?topic=weather&language=fr')).toEqual({ topic: null, language: null, page: 1 });
    expect(courseListPathFor(query)).toBe('/academy/course?topic=cbam&language=en&page=2');
    expect(courseListPathFor({ topic: null, language: null, page: 1 })).toBe('/academy/course');
    expect(pageRequests('courseList', {}, '?topic=esg')).toEqual([
      '/academy/courses?page=1&take=9&topic=esg',
    ]);
    expect(pageRequests('academy', {}, '')).toEqual(['/academy/courses?featured=true&page=1&take=6']);
  });

  it('reads academy ids strictly: anything but a positive integer reads nothing (the page is the 404)', () => {
    expect(routeId('12')).toBe(12);
    for (const odd of [undefined, '', '0', '-3', '1.5', 'abc', '1e3', '12345678901'])
      expect(routeId(odd)).toBeNull();
    expect(pageRequests('courseDetail', { id: '3', slug: 'x' }, '')).toEqual(['/academy/courses/3']);
    expect(pageRequests('courseDetail', { id: 'x', slug: 'x' }, '')).toEqual([]);
    expect(pageRequests('lesson', { id: '3', chapterId: '4', lessonId: '5', slug: 'x' }, '')).toEqual([
      '/academy/courses/3',
      '/academy/courses/3/chapters/4/lessons/5',
    ]);
  });

  it('spells the academy links and the way back from sign-in to join', () => {
    expect(courseDetailPath(3, 'kiem-ke')).toBe('/academy/course/3/detail/kiem-ke');
    expect(lessonPathFor({ courseId: 3, chapterId: 4, lessonId: 5, slug: 'pham-vi' })).toBe(
      '/academy/course/3/chapter/4/lesson/5/pham-vi',
    );
    expect(quizPathFor(3, 4)).toBe('/academy/course/3/chapter/4/quiz');
    expect(joinReturnPath({ pathname: '/academy/course/3/detail/kiem-ke', search: '?lang=en' })).toBe(
      '/academy/course/3/detail/kiem-ke?lang=en&join=1',
    );
  });
});
