// What the staff content editor shows for a content-editor snapshot: one view the page switches on.
import { readingMinutes } from '../../domain/content/content-rules';
import { failureNotice } from '../../domain/failures';
import type { ContentEditorSnapshot } from './content-editor.machine';
import type { ContentConfirmation, ContentEditorView } from './content-editor.types';

function confirmationOf(snapshot: ContentEditorSnapshot): ContentConfirmation | null {
  if (snapshot.matches({ ready: { form: 'confirmingPublish' } })) return 'publish';
  if (snapshot.matches({ ready: { form: 'confirmingUnpublish' } })) return 'unpublish';
  if (snapshot.matches({ ready: { form: 'confirmingLeave' } })) return 'leave';
  return null;
}

export function selectContentEditorView(snapshot: ContentEditorSnapshot): ContentEditorView {
  const { context } = snapshot;
  if (snapshot.matches('ready')) {
    const { draft, language, fieldErrors, meta } = context;
    const shown = language === 'en' && draft.en ? draft.en : draft.vi;
    const fields = Object.keys(fieldErrors);
    const dirty = JSON.stringify(draft) !== context.baseline;
    const busy = snapshot.hasTag('saving') || snapshot.hasTag('publishing');
    return {
      kind: 'ready',
      contentKind: context.kind,
      isNew: context.id === null,
      draft,
      meta,
      sectors: context.sectors,
      language,
      dirty,
      saving: snapshot.hasTag('saving'),
      publishing: snapshot.hasTag('publishing'),
      uploading: snapshot.hasTag('uploading'),
      previewing: snapshot.hasTag('previewing'),
      confirmation: confirmationOf(snapshot),
      fieldErrors,
      languageErrors: {
        vi: fields.filter((field) => field.startsWith('vi.')).length,
        en: fields.filter((field) => field.startsWith('en.')).length,
      },
      error: context.error,
      notice: context.notice,
      preview: context.preview,
      previewError: context.previewError,
      readingMinutes: context.preview?.readingMinutes ?? readingMinutes(shown.markdown),
      coverError: context.coverError,
      publishDate: context.publishDate,
      canPublish: context.id !== null && !busy,
      canUnpublish: meta?.status === 'published' && !busy,
    };
  }
  const failure = context.failure;
  if (failure && snapshot.matches('notFound')) {
    return { kind: 'notFound', notice: failureNotice(failure, 'errors.notFound') };
  }
  if (failure && snapshot.matches('forbidden')) {
    return { kind: 'forbidden', notice: failureNotice(failure, 'errors.forbidden') };
  }
  if (failure && snapshot.matches('failed')) return { kind: 'failed', notice: failureNotice(failure) };
  return { kind: 'loading' };
}
