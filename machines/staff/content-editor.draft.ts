// Pure helpers of the content-editor machine (content-editor.machine.ts): the draft checked with the schema the
// server uses, the API's field names read as the form's, the cover image's checks, the Markdown on screen, and the
// preview's restart transitions. No XState actors or actions here; the machine's definition stays in its own file.
import {
  articleInputSchema,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  storyInputSchema,
} from '../../domain/content/content-rules';
import { failureNotice, type Failure } from '../../domain/failures';
import { validate } from '../../domain/validation';
import { emptyDraft, type ContentDraft, type ContentKind } from './content.types';
import type {
  ContentEditorContext,
  ContentEditorInput,
  FieldProblems,
  ImageError,
  ImageFile,
  SaveContentInput,
} from './content-editor.types';

/** The browser-side check of a cover image before upload; null when it may be sent. */
export function checkImageFile(file: ImageFile): ImageError | null {
  if (!CONTENT_IMAGE_TYPES.includes(file.type)) return { kind: 'wrongType' };
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return { kind: 'tooLarge' };
  return null;
}

/** The server's refusal of an image, in the same terms as the browser's check. */
export function imageFailure(failure: Failure): ImageError {
  if (failure.status === 415 || failure.code === 'UNSUPPORTED_MEDIA_TYPE') return { kind: 'wrongType' };
  if (failure.status === 413 || failure.code === 'PAYLOAD_TOO_LARGE') return { kind: 'tooLarge' };
  return { kind: 'failed', notice: failureNotice(failure) };
}

export type DraftCheck = { ok: true; save: SaveContentInput } | { ok: false; problems: FieldProblems };

/** The draft through the input schema of its kind: what would be sent, or the first problem of each field. */
export function checkDraft(draft: ContentDraft, id: number | null): DraftCheck {
  const { kind: _kind, ...body } = draft;
  const result =
    draft.kind === 'article'
      ? validate(articleInputSchema, body, 'vi')
      : validate(storyInputSchema, body, 'vi');
  if (result.ok) {
    const save =
      draft.kind === 'article'
        ? { kind: 'article' as const, id, input: result.value as SaveInputOf<'article'> }
        : { kind: 'story' as const, id, input: result.value as SaveInputOf<'story'> };
    return { ok: true, save };
  }
  const problems: FieldProblems = {};
  for (const issue of result.issues) {
    if (!(issue.field in problems)) {
      problems[issue.field] = { key: issue.key, params: issue.params, text: null };
    }
  }
  return { ok: false, problems };
}
type SaveInputOf<K extends ContentKind> = Extract<SaveContentInput, { kind: K }>['input'];

/** The API names a field `vi.title`, `/vi/title` or `body.vi.title`; the form names it `vi.title`. */
export function fieldPath(field: string): string {
  return field
    .replace(/^\/+/, '')
    .replace(/\//g, '.')
    .replace(/^body\./, '');
}

/** The value at a dotted path of the draft (`vi.metrics.0.label`), for telling which fields an edit changed. */
export function valueAt(draft: ContentDraft, path: string): unknown {
  let value: unknown = draft;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The language whose fields have a problem, when the shown one has none (so the problem is seen). */
export function languageToShow(context: ContentEditorContext, problems: FieldProblems) {
  const fields = Object.keys(problems);
  const shown = context.language;
  if (fields.some((field) => field.startsWith(`${shown}.`))) return shown;
  if (fields.some((field) => field.startsWith('vi.'))) return 'vi' as const;
  if (context.draft.en && fields.some((field) => field.startsWith('en.'))) return 'en' as const;
  return shown;
}

export function markdownOf(draft: ContentDraft, language: ContentEditorContext['language']): string {
  return (language === 'en' ? draft.en?.markdown : draft.vi.markdown) ?? draft.vi.markdown;
}

/** The preview's transitions on a change of what it shows: back to `waiting` (re-entered: a new pause). */
export function restartPreview(target: 'waiting') {
  const to = { target, reenter: true } as const;
  return {
    'user.edit': { ...to, guard: 'changesShownMarkdown' },
    'user.switchLanguage': { ...to, guard: 'switchesLanguage' },
    'user.addEnglish': to,
    'user.removeEnglish': { ...to, guard: 'hasEnglish' },
  } as const;
}

/** The context before the load: an empty draft of the kind, nothing saved, shown or asked yet. */
export function initialContext(input: ContentEditorInput): ContentEditorContext {
  const draft = emptyDraft(input.kind);
  return {
    kind: input.kind,
    id: input.id,
    draft,
    baseline: JSON.stringify(draft),
    saving: null,
    meta: null,
    sectors: [],
    language: 'vi',
    slugTouched: false,
    fieldErrors: {},
    error: null,
    notice: null,
    failure: null,
    preview: null,
    previewError: null,
    coverError: null,
    publishDate: '',
    leaveTo: null,
    publishAfterSave: false,
  };
}
