// Types of the staff lists of articles and success stories (content-list.machine.ts) and of their view.
import type { Failure, Notice } from '../../domain/failures';
import type { ArticleCategory, ContentKind, ContentStatus, PageMeta } from './content.types';

export interface ContentListFilters {
  /** Searched in the titles and the slug (case-insensitive); empty = everything. */
  q: string;
  status: ContentStatus | null;
  /** Articles only (news or blog); always null for stories. */
  category: ArticleCategory | null;
}

/** What the list actor is asked for: which list, the filters, the page and its size. */
export interface ContentListQuery extends ContentListFilters {
  kind: ContentKind;
  page: number;
  take: number;
}

/** One row of either list (GET /staff/articles or GET /staff/success-stories), read the same way. */
export interface ContentRow {
  id: number;
  slug: string;
  status: ContentStatus;
  title: string;
  titleEn: string | null;
  publishedAt: string | null;
  updatedAt: string;
  /** Articles: news or blog; stories: null. */
  category: ArticleCategory | null;
  /** Articles: the author; stories: the company. */
  byline: string;
}

export interface ContentListPage {
  items: ContentRow[];
  meta: PageMeta;
}

export interface ContentListInput {
  kind: ContentKind;
  /** From the page's URL query (`?status=&category=&q=&page=`), so a list can be shared and reloaded. */
  filters?: Partial<ContentListFilters>;
  page?: number;
}

export interface ContentListContext {
  kind: ContentKind;
  filters: ContentListFilters;
  page: number;
  take: number;
  /** The last page shown (kept while the next one loads, so the list does not flash). */
  result: ContentListPage | null;
  failure: Failure | null;
}

export type ContentListEvent =
  | { type: 'user.search'; q: string }
  | { type: 'user.filterStatus'; status: ContentStatus | null }
  | { type: 'user.filterCategory'; category: ArticleCategory | null }
  | { type: 'user.goToPage'; page: number }
  | { type: 'user.retry' };

export interface ContentListTypes {
  context: ContentListContext;
  input: ContentListInput;
  events: ContentListEvent;
  tags: 'busy';
}

export type ContentListView =
  | { kind: 'loading'; filters: ContentListFilters }
  | {
      kind: 'ready';
      /** A new page is loading; the previous one stays on screen. */
      busy: boolean;
      filters: ContentListFilters;
      items: ContentRow[];
      meta: PageMeta;
    }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice; filters: ContentListFilters };
