import { describe, expect, it } from 'vitest';
import {
  EMPTY_EXPERT_QUERY,
  expertListPathFor,
  expertListQuery,
  expertListRequest,
  expertListRequests,
  isFiltered,
} from './expert-directory';

describe('expert list URLs', () => {
  it('reads every filter from the query string and writes it back in a fixed order', () => {
    const query = expertListQuery(
      '?q=%20%20nguyen%20%20van%20&language=en&cityId=1&countryId=18&standard=ISO_14064_3&service=VERIFICATION&sectorId=7&page=2',
    );
    expect(query).toEqual({
      sectorId: 7,
      service: 'VERIFICATION',
      standard: 'ISO_14064_3',
      countryId: 18,
      cityId: 1,
      language: 'en',
      q: 'nguyen van',
      page: 2,
    });
    expect(expertListPathFor(query)).toBe(
      '/expert/list-expert?sectorId=7&service=VERIFICATION&standard=ISO_14064_3&countryId=18&cityId=1&language=en&q=nguyen+van&page=2',
    );
    expect(expertListRequest(query)).toBe(
      '/users/experts?sectorId=7&service=VERIFICATION&standard=ISO_14064_3&countryId=18&cityId=1&language=en&q=nguyen+van&page=2&take=9',
    );
    expect(expertListRequests(query)).toEqual([
      expertListRequest(query),
      '/sectors?page=1&take=100',
      '/countries?page=1&take=100',
      '/countries/18/cities?page=1&take=100',
    ]);
    expect(expertListQuery(expertListPathFor(query).split('?')[1])).toEqual(query);
  });

  it('ignores unknown, malformed and empty values; a city needs its country', () => {
    const query = expertListQuery(
      `?sectorId=abc&service=COOKING&standard=&countryId=0&cityId=1&language=xx&page=-3&q=${'a'.repeat(150)}`,
    );
    expect(query).toEqual({ ...EMPTY_EXPERT_QUERY, q: 'a'.repeat(100) });
    expect(expertListQuery('')).toEqual(EMPTY_EXPERT_QUERY);
    expect(expertListPathFor(EMPTY_EXPERT_QUERY)).toBe('/expert/list-expert');
    expect(isFiltered(EMPTY_EXPERT_QUERY)).toBe(false);
    expect(isFiltered({ ...EMPTY_EXPERT_QUERY, page: 3 })).toBe(false);
    expect(isFiltered({ ...EMPTY_EXPERT_QUERY, q: 'x' })).toBe(true);
    expect(expertListRequests(EMPTY_EXPERT_QUERY)).toHaveLength(3);
  });
});
