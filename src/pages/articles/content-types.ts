// What the public content calls answer (openapi: articles, success-stories, platform-stats), as the pages read them.
import type { components } from '../../../openapi/schema';

type Schemas = components['schemas'];

export type ArticleSummary = Schemas['ArticleSummary'];
export type Article = Schemas['Article'];
export type StorySummary = Schemas['SuccessStory'];
export type Story = Schemas['SuccessStoryDetail'];
export type PageMeta = Schemas['PageMeta'];

/** A list call's body: one page and its paging. */
export interface ListBody<T> {
  data: T[];
  meta: PageMeta;
}

/** A single item call's body. */
export interface ItemBody<T> {
  data: T;
}
