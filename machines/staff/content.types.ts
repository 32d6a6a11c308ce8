// The staff side of articles and success stories, as the content contract names them (openapi/paths/
// staff_articles*.yaml, staff_success-stories*.yaml, staff_content-*.yaml): the shapes both content machines
// (content-list, content-editor) and their views read, and the editor's draft of one piece.
import type { ArticleCategory, ContentKind, ContentStatus } from '../../domain/content/content-rules';
import type { components } from '../../openapi/schema';

export type {
  ArticleCategory,
  ContentKind,
  ContentLanguage,
  ContentStatus,
} from '../../domain/content/content-rules';

export type PageMeta = components['schemas']['PageMeta'];
export type Sector = components['schemas']['Sector'];

export type StaffArticleSummary = components['schemas']['StaffArticleSummary'];
export type StaffStorySummary = components['schemas']['StaffStorySummary'];
export type StaffArticle = components['schemas']['StaffArticle'];
export type StaffStory = components['schemas']['StaffStory'];
export type StoryMetric = components['schemas']['ContentMetric'];

// ---------------------------------------------------------------------------------------------------------------
// The editor's draft: what the form shows, every text as typed (the schemas in domain/content trim it and turn
// empty optional texts into null when it is saved).

export interface ArticleTranslationDraft {
  title: string;
  excerpt: string;
  tags: string[];
  markdown: string;
}

export interface StoryTranslationDraft {
  title: string;
  summary: string;
  quote: string;
  quoteAuthor: string;
  quoteRole: string;
  metrics: StoryMetric[];
  markdown: string;
}

export interface ArticleDraft {
  kind: 'article';
  slug: string;
  category: ArticleCategory;
  coverImageUrl: string | null;
  authorName: string;
  vi: ArticleTranslationDraft;
  en: ArticleTranslationDraft | null;
}

export interface StoryDraft {
  kind: 'story';
  slug: string;
  companyName: string;
  sectorCode: string;
  coverImageUrl: string | null;
  logoUrl: string | null;
  illustrative: boolean;
  vi: StoryTranslationDraft;
  en: StoryTranslationDraft | null;
}

export type ContentDraft = ArticleDraft | StoryDraft;

/** A saved piece (either kind), as the editor keeps it. */
export type StaffContent = ({ kind: 'article' } & StaffArticle) | ({ kind: 'story' } & StaffStory);

/** What the editor shows about the saved piece beside the form. */
export interface ContentMeta {
  id: number;
  status: ContentStatus;
  /** The slug the public page has now (the saved one, not the one being typed). */
  slug: string;
  publishedAt: string | null;
  updatedAt: string;
  readingMinutes: number;
}

export function emptyArticleTranslation(): ArticleTranslationDraft {
  return { title: '', excerpt: '', tags: [], markdown: '' };
}

export function emptyStoryTranslation(): StoryTranslationDraft {
  return { title: '', summary: '', quote: '', quoteAuthor: '', quoteRole: '', metrics: [], markdown: '' };
}

export function emptyDraft(kind: ContentKind): ContentDraft {
  return kind === 'article'
    ? {
        kind,
        slug: '',
        category: 'news',
        coverImageUrl: null,
        authorName: '',
        vi: emptyArticleTranslation(),
        en: null,
      }
    : {
        kind,
        slug: '',
        companyName: '',
        sectorCode: '',
        coverImageUrl: null,
        logoUrl: null,
        illustrative: true,
        vi: emptyStoryTranslation(),
        en: null,
      };
}

type ArticleTranslation = StaffArticle['vi'];
type StoryTranslation = StaffStory['vi'];

/** Only what the form edits (an article's `sources` stay as stored: a request without them keeps them). */
function articleTranslationDraft(translation: ArticleTranslation): ArticleTranslationDraft {
  const { title, excerpt, tags, markdown } = translation;
  return { title, excerpt, tags: [...tags], markdown };
}

function storyTranslationDraft(translation: StoryTranslation): StoryTranslationDraft {
  return {
    title: translation.title,
    summary: translation.summary,
    markdown: translation.markdown,
    quote: translation.quote ?? '',
    quoteAuthor: translation.quoteAuthor ?? '',
    quoteRole: translation.quoteRole ?? '',
    metrics: translation.metrics.map((metric) => ({ ...metric })),
  };
}

/** The form's draft of a saved piece. */
export function draftOf(content: StaffContent): ContentDraft {
  if (content.kind === 'article') {
    return {
      kind: 'article',
      slug: content.slug,
      category: content.category,
      coverImageUrl: content.coverImageUrl,
      authorName: content.authorName,
      vi: articleTranslationDraft(content.vi),
      en: content.en ? articleTranslationDraft(content.en) : null,
    };
  }
  return {
    kind: 'story',
    slug: content.slug,
    companyName: content.companyName,
    sectorCode: content.sectorCode ?? '',
    coverImageUrl: content.coverImageUrl,
    logoUrl: content.logoUrl,
    illustrative: content.illustrative,
    vi: storyTranslationDraft(content.vi),
    en: content.en ? storyTranslationDraft(content.en) : null,
  };
}

export function metaOf(content: StaffContent): ContentMeta {
  return {
    id: content.id,
    status: content.status,
    slug: content.slug,
    publishedAt: content.publishedAt,
    updatedAt: content.updatedAt,
    readingMinutes: content.readingMinutes,
  };
}
