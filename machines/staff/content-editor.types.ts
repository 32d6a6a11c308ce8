// Types of the staff editor of one article or success story (content-editor.machine.ts) and of its view.
import type { ArticleInputData, StoryInputData } from '../../domain/content/content-rules';
import type { Failure, Notice } from '../../domain/failures';
import type { CatalogueKey, MessageParams } from '../../domain/message-keys';
import type {
  ContentDraft,
  ContentKind,
  ContentLanguage,
  ContentMeta,
  Sector,
  StaffContent,
} from './content.types';

/** A field's problem: a catalogue key (with its parameters) and the server's text when it sent one. */
export interface FieldProblem {
  key: CatalogueKey;
  params?: MessageParams;
  text: string | null;
}

/** Problems by field path, as valibot and the API's VALIDATION_FAILED details name them: `slug`, `vi.title`... */
export type FieldProblems = Record<string, FieldProblem>;

/** The cover image as the browser's file picker gives it (a File; the machine reads its type and size). */
export interface ImageFile {
  type: string;
  size: number;
}

export type ImageError = { kind: 'wrongType' } | { kind: 'tooLarge' } | { kind: 'failed'; notice: Notice };

/** What the load actor answers: the piece (null for a new one) and, for stories, the sectors to choose from. */
export interface ContentLoad {
  content: StaffContent | null;
  sectors: Sector[];
}

export type SaveContentInput =
  | { kind: 'article'; id: number | null; input: ArticleInputData }
  | { kind: 'story'; id: number | null; input: StoryInputData };

export interface PublishContentInput {
  kind: ContentKind;
  id: number;
  /** YYYY-MM-DD, or null for "now". */
  publishDate: string | null;
}

export interface ContentPreview {
  html: string;
  readingMinutes: number;
}

export interface ContentEditorInput {
  kind: ContentKind;
  /** null: a new piece (/staff/articles/new). */
  id: number | null;
}

/** What the last finished action did, for the page's status line. */
export type ContentNoticeKey = 'saved' | 'published' | 'unpublished';

/** What is waiting for the user's confirmation. */
export type ContentConfirmation = 'publish' | 'unpublish' | 'leave';

export interface ContentEditorContext {
  kind: ContentKind;
  id: number | null;
  /** The form, as typed. */
  draft: ContentDraft;
  /** The draft as last loaded or saved (JSON), to tell whether anything is unsaved. */
  baseline: string;
  /** The draft being saved (JSON), so what is typed while it saves is kept and still counts as unsaved. */
  saving: string | null;
  meta: ContentMeta | null;
  sectors: Sector[];
  language: ContentLanguage;
  /** The slug follows the Vietnamese title until it is edited by hand (always so for a saved piece). */
  slugTouched: boolean;
  fieldErrors: FieldProblems;
  /** A write the server refused, not tied to a field. */
  error: Notice | null;
  notice: ContentNoticeKey | null;
  /** Why the piece could not be shown (not found, no access, failed). */
  failure: Failure | null;
  preview: ContentPreview | null;
  /** The preview could not be rendered (editing goes on). */
  previewError: Notice | null;
  coverError: ImageError | null;
  /** The publish date chosen in the publish confirmation, YYYY-MM-DD; empty = now. */
  publishDate: string;
  /** Where the user wanted to go when unsaved changes asked for confirmation. */
  leaveTo: string | null;
  /** Publish once the save that precedes it succeeds. */
  publishAfterSave: boolean;
}

export type ContentEditorEvent =
  /** The whole form after one change (the view builds it from the draft it was given). */
  | { type: 'user.edit'; draft: ContentDraft }
  | { type: 'user.switchLanguage'; language: ContentLanguage }
  | { type: 'user.addEnglish' }
  | { type: 'user.removeEnglish' }
  | { type: 'user.save' }
  | { type: 'user.publish' }
  | { type: 'user.setPublishDate'; date: string }
  | { type: 'user.unpublish' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.uploadCover'; file: ImageFile }
  | { type: 'user.removeCover' }
  /** A link was followed (the page intercepts them): asks first when something is unsaved. */
  | { type: 'user.leave'; href: string }
  | { type: 'user.dismissNotice' }
  | { type: 'user.retry' };

export type ContentEditorTag = 'busy' | 'saving' | 'publishing' | 'uploading' | 'previewing';

export interface ContentEditorTypes {
  context: ContentEditorContext;
  input: ContentEditorInput;
  events: ContentEditorEvent;
  tags: ContentEditorTag;
}

export type ContentEditorView =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      contentKind: ContentKind;
      isNew: boolean;
      draft: ContentDraft;
      meta: ContentMeta | null;
      sectors: Sector[];
      language: ContentLanguage;
      dirty: boolean;
      saving: boolean;
      publishing: boolean;
      uploading: boolean;
      previewing: boolean;
      confirmation: ContentConfirmation | null;
      fieldErrors: FieldProblems;
      /** How many problems each language's fields have (to mark the tabs). */
      languageErrors: Record<ContentLanguage, number>;
      error: Notice | null;
      notice: ContentNoticeKey | null;
      preview: ContentPreview | null;
      previewError: Notice | null;
      /** From the preview when it has answered for this text, else counted here. */
      readingMinutes: number;
      coverError: ImageError | null;
      publishDate: string;
      canPublish: boolean;
      canUnpublish: boolean;
    }
  | { kind: 'notFound'; notice: Notice }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice };
