// What /staff/contact-requests/{id} shows for a contact-request snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import type { ContactRequestSnapshot } from './contact-request.machine';
import type { ContactRequestView } from './contact-request.types';

export function selectContactRequestView(snapshot: ContactRequestSnapshot): ContactRequestView {
  const { context } = snapshot;
  if (snapshot.matches('ready') && context.request) {
    return {
      kind: 'ready',
      request: context.request,
      members: context.members,
      saving: snapshot.matches({ ready: 'saving' }),
      addingNote: snapshot.matches({ ready: 'addingNote' }),
      error: context.error,
      noteError: context.noteError,
      notice: context.notice,
      notesAdded: context.notesAdded,
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
