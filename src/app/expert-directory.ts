// The expert directory's URLs and API reads (issue 13): the list's filters from its query string (every filter is in
// the URL, so a filtered list can be linked and is rendered by the server), the list, profile and reference reads
// the pages make (their server-rendered answers are keyed on these reads, src/app/page-data.ts), and the list's URL
// for a query. Apart from page-data.ts, so that the other pages do not load this table.
import {
  EXPERT_LANGUAGES,
  EXPERT_SERVICES,
  EXPERT_STANDARDS,
  type ExpertLanguage,
  type ExpertService,
  type ExpertStandard,
} from '../../domain/experts/vocabulary';
import { paths } from './paths';

export const EXPERTS_PER_PAGE = 9;
export const FEATURED_EXPERTS = 3;
/** The name search's longest text (the API's bound). */
export const EXPERT_SEARCH_MAX = 100;

export interface ExpertListQuery {
  sectorId: number | null;
  service: ExpertService | null;
  standard: ExpertStandard | null;
  countryId: number | null;
  cityId: number | null;
  language: ExpertLanguage | null;
  /** The name search, trimmed ('' = none). */
  q: string;
  page: number;
}

export const EMPTY_EXPERT_QUERY: ExpertListQuery = {
  sectorId: null,
  service: null,
  standard: null,
  countryId: null,
  cityId: null,
  language: null,
  q: '',
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((known) => known === value) ?? null;
}

function positiveId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

function pageOf(value: string | null): number {
  return value && /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The list's query from its query string; unknown or malformed values are ignored. */
export function expertListQuery(search: string): ExpertListQuery {
  const params = new URLSearchParams(search);
  const countryId = positiveId(params.get('countryId'));
  return {
    sectorId: positiveId(params.get('sectorId')),
    service: oneOf(EXPERT_SERVICES, params.get('service')),
    standard: oneOf(EXPERT_STANDARDS, params.get('standard')),
    countryId,
    // A city only narrows within its country.
    cityId: countryId === null ? null : positiveId(params.get('cityId')),
    language: oneOf(EXPERT_LANGUAGES, params.get('language')),
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, EXPERT_SEARCH_MAX),
    page: pageOf(params.get('page')),
  };
}

/** The query's parameters in a fixed order, without the empty ones (and page 1). */
function queryParams(query: ExpertListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sectorId !== null) params.set('sectorId', String(query.sectorId));
  if (query.service) params.set('service', query.service);
  if (query.standard) params.set('standard', query.standard);
  if (query.countryId !== null) params.set('countryId', String(query.countryId));
  if (query.cityId !== null) params.set('cityId', String(query.cityId));
  if (query.language) params.set('language', query.language);
  if (query.q) params.set('q', query.q);
  return params;
}

/** The list page's URL for `query` (the empty filters and page 1 left out). */
export function expertListPathFor(query: ExpertListQuery): string {
  const params = queryParams(query);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `${paths.expertList}?${text}` : paths.expertList;
}

/** Whether any filter or search is set. */
export function isFiltered(query: ExpertListQuery): boolean {
  return queryParams(query).toString() !== '';
}

export function expertListRequest(query: ExpertListQuery): string {
  const params = queryParams(query);
  params.set('page', String(query.page));
  params.set('take', String(EXPERTS_PER_PAGE));
  return `/users/experts?${params.toString()}`;
}

/** The /expert page's few experts: the first of the list. */
export const FEATURED_EXPERTS_REQUEST = `/users/experts?page=1&take=${FEATURED_EXPERTS}`;

/** The reference lists of the filters. */
export const SECTORS_REQUEST = '/sectors?page=1&take=100';
export const COUNTRIES_REQUEST = '/countries?page=1&take=100';

export function citiesRequest(countryId: number): string {
  return `/countries/${countryId}/cities?page=1&take=100`;
}

export function expertProfileRequest(slug: string): string {
  return `/experts/profiles/${encodeURIComponent(slug)}`;
}

/** The reads of the list page (the list, then the filters' reference lists). */
export function expertListRequests(query: ExpertListQuery): string[] {
  return [
    expertListRequest(query),
    SECTORS_REQUEST,
    COUNTRIES_REQUEST,
    ...(query.countryId !== null ? [citiesRequest(query.countryId)] : []),
  ];
}
