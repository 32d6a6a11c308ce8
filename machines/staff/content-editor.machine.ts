// /staff/articles/{id}, /staff/articles/new and the same for success stories: the editing lifecycle of ONE article
// or story. Loads it (GET /staff/articles/{id}, and GET /sectors for stories; a new piece starts empty) -> ready,
// where three regions run side by side:
// - form: editing, with the draft in context and "unsaved" meaning it differs from what was last loaded or saved.
//   Save checks the draft with the schema the server uses (domain/content/content-rules.ts) and shows the problems
//   on their fields without sending; then creates (POST) or updates (PUT). The server's refusals land on the fields
//   too (409 SLUG_TAKEN on the slug, 400 VALIDATION_FAILED details on theirs) and the draft is never replaced by a
//   refusal, so nothing typed is lost; what is typed while a save runs is kept and stays unsaved. Publish (with a
//   date, saving first when something is unsaved) and unpublish ask for confirmation first; so does leaving with
//   unsaved changes (the page sends `user.leave` for a followed link; navigation is the injected `navigate`).
//   The cover image is checked here (type, size) and uploaded (POST /staff/content-images, typing goes on); its URL
//   goes into the draft.
// - preview: a change of the shown language's Markdown waits PREVIEW_DELAY_MS, then asks the server for the exact
//   sanitised HTML of the public page (POST /staff/content-preview); a failed preview says so and blocks nothing.
// 404 (or a malformed id, 400) is `notFound`, 403 `forbidden`, anything else `failed` with a retry. Side effects
// are named actors (src/app/wiring/staff-content.ts); a created piece is announced through the injected
// `contentCreated` (the page moves to its URL). The pure helpers (draft check, field paths, the preview's restarts)
// are in content-editor.draft.ts.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { slugify } from '../../domain/content/content-rules';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf } from '../kit/failures';
import {
  draftOf,
  emptyArticleTranslation,
  emptyDraft,
  emptyStoryTranslation,
  metaOf,
  type ContentDraft,
  type ContentKind,
  type StaffContent,
} from './content.types';
import {
  checkDraft,
  checkImageFile,
  fieldPath,
  imageFailure,
  initialContext,
  languageToShow,
  markdownOf,
  restartPreview,
  same,
  valueAt,
} from './content-editor.draft';
import type {
  ContentEditorTypes,
  ContentLoad,
  ContentPreview,
  FieldProblems,
  ImageFile,
  PublishContentInput,
  SaveContentInput,
} from './content-editor.types';

/** How long the preview waits after the last change of the Markdown before it asks the server. */
export const PREVIEW_DELAY_MS = 400;

export const contentEditorMachine = setup({
  types: {} as ContentEditorTypes,
  actors: {
    /** GET /staff/articles/{id} or /staff/success-stories/{id} (none for a new piece), and GET /sectors for stories. */
    loadContent: fromPromise<ContentLoad, { kind: ContentKind; id: number | null }>(
      notProvided('contentEditor', 'loadContent'),
    ),
    /** POST /staff/articles (id null) or PUT /staff/articles/{id}; the same for stories. */
    saveContent: fromPromise<StaffContent, SaveContentInput>(notProvided('contentEditor', 'saveContent')),
    /** POST /staff/articles/{id}/publish { publishedAt? }; the same for stories. */
    publishContent: fromPromise<StaffContent, PublishContentInput>(
      notProvided('contentEditor', 'publishContent'),
    ),
    /** POST /staff/articles/{id}/unpublish; the same for stories. */
    unpublishContent: fromPromise<StaffContent, { kind: ContentKind; id: number }>(
      notProvided('contentEditor', 'unpublishContent'),
    ),
    /** POST /staff/content-preview { markdown }. */
    renderPreview: fromPromise<ContentPreview, { markdown: string }>(
      notProvided('contentEditor', 'renderPreview'),
    ),
    /** POST /staff/content-images (multipart `file`) -> { url }. */
    uploadImage: fromPromise<{ url: string }, { file: ImageFile }>(
      notProvided('contentEditor', 'uploadImage'),
    ),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
    isNotFound: ({ event }) => [400, 404].includes(failureOf(event).status ?? 0),
    isSlugTaken: ({ event }) => {
      const failure = failureOf(event);
      return failure.code === 'SLUG_TAKEN' || failure.status === 409;
    },
    hasFieldErrors: ({ event }) => Object.keys(failureOf(event).fieldErrors).length > 0,
    isDraftInvalid: ({ context }) => !checkDraft(context.draft, context.id).ok,
    isDirty: ({ context }) => JSON.stringify(context.draft) !== context.baseline,
    isDirtyAndInvalid: ({ context }) =>
      JSON.stringify(context.draft) !== context.baseline && !checkDraft(context.draft, context.id).ok,
    isSaved: ({ context }) => context.id !== null,
    isPublished: ({ context }) => context.meta?.status === 'published',
    publishesAfterSave: ({ context }) => context.publishAfterSave,
    wasNew: ({ context }) => context.id === null,
    isAcceptableImage: ({ event }) => {
      assertEvent(event, 'user.uploadCover');
      return checkImageFile(event.file) === null;
    },
    hasEnglish: ({ context }) => context.draft.en !== null,
    hasMarkdown: ({ context }) => markdownOf(context.draft, context.language).trim() !== '',
    /** The edit changes the Markdown of the language on screen (compared with the draft before the edit). */
    changesShownMarkdown: ({ context, event }) => {
      assertEvent(event, 'user.edit');
      return markdownOf(event.draft, context.language) !== markdownOf(context.draft, context.language);
    },
    switchesLanguage: ({ context, event }) => {
      assertEvent(event, 'user.switchLanguage');
      return event.language !== context.language && (event.language === 'vi' || context.draft.en !== null);
    },
  },
  actions: {
    /** Injected by the app: follows a link (after the user confirmed leaving unsaved changes). */
    navigate: (_, _params: { href: string }) => {},
    /** Injected by the app: a new piece was created (the page moves to its own URL). */
    contentCreated: (_, _params: { kind: ContentKind; id: number }) => {},
    storeLoad: assign(({ context }, { load }: { load: ContentLoad }) => {
      const draft = load.content ? draftOf(load.content) : emptyDraft(context.kind);
      return {
        id: load.content?.id ?? context.id,
        draft,
        baseline: JSON.stringify(draft),
        meta: load.content ? metaOf(load.content) : null,
        sectors: load.sectors,
        slugTouched: load.content !== null,
        publishDate: load.content?.publishedAt?.slice(0, 10) ?? '',
        failure: null,
      };
    }),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'user.edit');
      if (event.draft.kind !== context.draft.kind) return {};
      const slugTouched = context.slugTouched || event.draft.slug !== context.draft.slug;
      const draft: ContentDraft = slugTouched
        ? event.draft
        : { ...event.draft, slug: slugify(event.draft.vi.title) };
      // A field's problem goes once the field is changed.
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) =>
          same(valueAt(context.draft, field), valueAt(draft, field)),
        ),
      );
      return { draft, slugTouched, fieldErrors, notice: null };
    }),
    switchLanguage: assign(({ event }) => {
      assertEvent(event, 'user.switchLanguage');
      return { language: event.language };
    }),
    addEnglish: assign(({ context }) => {
      if (context.draft.en) return { language: 'en' as const };
      const draft: ContentDraft =
        context.draft.kind === 'article'
          ? { ...context.draft, en: emptyArticleTranslation() }
          : { ...context.draft, en: emptyStoryTranslation() };
      return { draft, language: 'en' as const, notice: null };
    }),
    removeEnglish: assign(({ context }) => ({
      draft: { ...context.draft, en: null } as ContentDraft,
      language: 'vi' as const,
      fieldErrors: Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => !field.startsWith('en.')),
      ),
      notice: null,
    })),
    showDraftProblems: assign(({ context }) => {
      const check = checkDraft(context.draft, context.id);
      const problems = check.ok ? {} : check.problems;
      return {
        fieldErrors: problems,
        language: languageToShow(context, problems),
        error: { key: 'errors.validationFailed' as const, text: null },
        notice: null,
        publishAfterSave: false,
      };
    }),
    startSave: assign(({ context }) => ({
      saving: JSON.stringify(context.draft),
      error: null,
      notice: null,
      fieldErrors: {},
    })),
    publishAfterSave: assign({ publishAfterSave: true }),
    storeSaved: assign(({ context }, { content }: { content: StaffContent }) => {
      const saved = draftOf(content);
      // Nothing typed since the save began: show what the server keeps (trimmed). Otherwise keep the typing.
      const unchanged = JSON.stringify(context.draft) === context.saving;
      return {
        id: content.id,
        meta: metaOf(content),
        baseline: JSON.stringify(saved),
        draft: unchanged ? saved : context.draft,
        saving: null,
        slugTouched: true,
        notice: 'saved' as const,
      };
    }),
    showSlugTaken: assign(({ context, event }) => ({
      saving: null,
      publishAfterSave: false,
      fieldErrors: {
        ...context.fieldErrors,
        slug: { key: 'errors.slugTaken' as const, text: failureOf(event).text },
      },
    })),
    showServerFieldErrors: assign(({ context, event }) => {
      const failure = failureOf(event);
      const problems: FieldProblems = {};
      for (const [field, notice] of Object.entries(failure.fieldErrors)) {
        problems[fieldPath(field)] = { key: notice.key, text: notice.text };
      }
      return {
        saving: null,
        publishAfterSave: false,
        fieldErrors: problems,
        language: languageToShow(context, problems),
        error: failureNotice(failure),
      };
    }),
    showError: assign(({ event }) => ({
      saving: null,
      publishAfterSave: false,
      error: errorNotice({ event }),
    })),
    setPublishDate: assign(({ event }) => {
      assertEvent(event, 'user.setPublishDate');
      return { publishDate: event.date };
    }),
    storePublished: assign(
      (_, { content, notice }: { content: StaffContent; notice: 'published' | 'unpublished' }) => ({
        meta: metaOf(content),
        publishAfterSave: false,
        notice,
        error: null,
      }),
    ),
    rememberLeave: assign(({ event }) => {
      assertEvent(event, 'user.leave');
      return { leaveTo: event.href };
    }),
    forgetLeave: assign({ leaveTo: null }),
    clearMessages: assign({ error: null, notice: null }),
    forgetNotice: assign({ notice: null, error: null }),
    storePreview: assign((_, { preview }: { preview: ContentPreview }) => ({ preview, previewError: null })),
    clearPreview: assign({ preview: null, previewError: null }),
    previewFailed: assign(({ event }) => ({ previewError: errorNotice({ event }) })),
    refuseCover: assign(({ event }) => {
      assertEvent(event, 'user.uploadCover');
      return { coverError: checkImageFile(event.file) };
    }),
    clearCoverError: assign({ coverError: null }),
    storeCover: assign(({ context }, { url }: { url: string }) => ({
      draft: { ...context.draft, coverImageUrl: url },
      coverError: null,
    })),
    coverFailed: assign(({ event }) => ({ coverError: imageFailure(failureOf(event)) })),
    removeCover: assign(({ context }) => ({
      draft: { ...context.draft, coverImageUrl: null },
      coverError: null,
    })),
  },
}).createMachine({
  id: 'contentEditor',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeLoad', params: ({ event }) => ({ load: event.output }) },
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'storeFailure' },
          { guard: 'isForbidden', target: 'forbidden', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.edit': { actions: 'edit' },
                'user.switchLanguage': { guard: 'switchesLanguage', actions: 'switchLanguage' },
                'user.addEnglish': { actions: 'addEnglish' },
                'user.removeEnglish': { guard: 'hasEnglish', actions: 'removeEnglish' },
                'user.save': [
                  { guard: 'isDraftInvalid', actions: 'showDraftProblems' },
                  { target: 'saving', actions: 'startSave' },
                ],
                'user.publish': { guard: 'isSaved', target: 'confirmingPublish', actions: 'clearMessages' },
                'user.unpublish': {
                  guard: 'isPublished',
                  target: 'confirmingUnpublish',
                  actions: 'clearMessages',
                },
                'user.leave': [
                  { guard: 'isDirty', target: 'confirmingLeave', actions: 'rememberLeave' },
                  {
                    actions: {
                      type: 'navigate',
                      params: ({ event }) => {
                        assertEvent(event, 'user.leave');
                        return { href: event.href };
                      },
                    },
                  },
                ],
                'user.dismissNotice': { actions: 'forgetNotice' },
                'user.uploadCover': [
                  { guard: 'isAcceptableImage', target: 'uploadingCover', actions: 'clearCoverError' },
                  { actions: 'refuseCover' },
                ],
                'user.removeCover': { actions: 'removeCover' },
              },
            },
            uploadingCover: {
              tags: ['uploading'],
              on: { 'user.edit': { actions: 'edit' } },
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ event }) => {
                  assertEvent(event, 'user.uploadCover');
                  return { file: event.file };
                },
                onDone: {
                  target: 'editing',
                  actions: { type: 'storeCover', params: ({ event }) => ({ url: event.output.url }) },
                },
                onError: { target: 'editing', actions: 'coverFailed' },
              },
            },
            saving: {
              tags: ['busy', 'saving'],
              on: { 'user.edit': { actions: 'edit' } },
              invoke: {
                id: 'saveContent',
                src: 'saveContent',
                input: ({ context }) => {
                  const check = checkDraft(context.draft, context.id);
                  if (!check.ok) throw new Error('contentEditor: an invalid draft reached saving');
                  return check.save;
                },
                onDone: [
                  {
                    guard: 'wasNew',
                    target: 'editing',
                    actions: [
                      { type: 'storeSaved', params: ({ event }) => ({ content: event.output }) },
                      {
                        type: 'contentCreated',
                        params: ({ event }) => ({ kind: event.output.kind, id: event.output.id }),
                      },
                    ],
                  },
                  {
                    guard: 'publishesAfterSave',
                    target: 'publishing',
                    actions: { type: 'storeSaved', params: ({ event }) => ({ content: event.output }) },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'storeSaved', params: ({ event }) => ({ content: event.output }) },
                  },
                ],
                onError: [
                  { guard: 'isSlugTaken', target: 'editing', actions: 'showSlugTaken' },
                  { guard: 'hasFieldErrors', target: 'editing', actions: 'showServerFieldErrors' },
                  { target: 'editing', actions: 'showError' },
                ],
              },
            },
            confirmingPublish: {
              on: {
                'user.setPublishDate': { actions: 'setPublishDate' },
                'user.confirm': [
                  { guard: 'isDirtyAndInvalid', target: 'editing', actions: 'showDraftProblems' },
                  { guard: 'isDirty', target: 'saving', actions: ['publishAfterSave', 'startSave'] },
                  { target: 'publishing' },
                ],
                'user.cancel': 'editing',
              },
            },
            publishing: {
              tags: ['busy', 'publishing'],
              invoke: {
                id: 'publishContent',
                src: 'publishContent',
                input: ({ context }) => ({
                  kind: context.kind,
                  id: context.id ?? 0,
                  publishDate: context.publishDate || null,
                }),
                onDone: {
                  target: 'editing',
                  actions: {
                    type: 'storePublished',
                    params: ({ event }) => ({ content: event.output, notice: 'published' as const }),
                  },
                },
                onError: { target: 'editing', actions: 'showError' },
              },
            },
            confirmingUnpublish: {
              on: { 'user.confirm': 'unpublishing', 'user.cancel': 'editing' },
            },
            unpublishing: {
              tags: ['busy', 'publishing'],
              invoke: {
                id: 'unpublishContent',
                src: 'unpublishContent',
                input: ({ context }) => ({ kind: context.kind, id: context.id ?? 0 }),
                onDone: {
                  target: 'editing',
                  actions: {
                    type: 'storePublished',
                    params: ({ event }) => ({ content: event.output, notice: 'unpublished' as const }),
                  },
                },
                onError: { target: 'editing', actions: 'showError' },
              },
            },
            confirmingLeave: {
              on: {
                'user.confirm': {
                  target: 'left',
                  actions: {
                    type: 'navigate',
                    params: ({ context }) => ({ href: context.leaveTo ?? '' }),
                  },
                },
                'user.cancel': { target: 'editing', actions: 'forgetLeave' },
              },
            },
            /** The user left with unsaved changes (the page is going away). */
            left: {},
          },
        },
        preview: {
          initial: 'waiting',
          // A change of the Markdown on screen (re)starts the pause before the next preview. These transitions
          // belong to the region's states, not to the region: re-entering the region itself would re-enter the
          // whole parallel `ready` state and cancel a save, an upload or a publish under way in `form`.
          states: {
            idle: { on: restartPreview('waiting') },
            waiting: {
              on: restartPreview('waiting'),
              after: {
                [PREVIEW_DELAY_MS]: [
                  { guard: 'hasMarkdown', target: 'rendering' },
                  { target: 'idle', actions: 'clearPreview' },
                ],
              },
            },
            rendering: {
              on: restartPreview('waiting'),
              tags: ['previewing'],
              invoke: {
                id: 'renderPreview',
                src: 'renderPreview',
                input: ({ context }) => ({ markdown: markdownOf(context.draft, context.language) }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'storePreview', params: ({ event }) => ({ preview: event.output }) },
                },
                onError: { target: 'idle', actions: 'previewFailed' },
              },
            },
          },
        },
      },
    },
    notFound: {},
    /** Signed in but not staff (403). */
    forbidden: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type ContentEditorMachine = typeof contentEditorMachine;
export type ContentEditorSnapshot = SnapshotFrom<ContentEditorMachine>;
