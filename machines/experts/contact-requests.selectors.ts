// What a box of /work-space/expert-requests shows for a snapshot: one view the page switches on. Each request
// carries the moves its side may make now (the lifecycle table, through `mayMove`).
import { CONTACT_REQUEST_EVENTS } from '../../domain/experts/contact-lifecycle';
import { mayMove, type ContactRequestsSnapshot } from './contact-requests.machine';
import type { ContactRequestsView } from './contact-requests.types';

export function selectContactRequestsView(snapshot: ContactRequestsSnapshot): ContactRequestsView {
  const { context } = snapshot;
  if (snapshot.matches('failed')) {
    return {
      kind: 'failed',
      query: context.query,
      error: context.loadError ?? { key: 'errors.generic', text: null },
    };
  }
  if (!context.page || snapshot.matches('loading')) {
    // A reload after a decision keeps the list on screen (busy) rather than flashing a spinner.
    if (!context.page) return { kind: 'loading', query: context.query };
  }
  const page = context.page;
  const acting = snapshot.hasTag('busy');
  return {
    kind: 'list',
    box: context.box,
    query: context.query,
    meta: page.meta,
    acting,
    done: context.done,
    items: page.items.map((request) => ({
      request,
      moves: CONTACT_REQUEST_EVENTS.filter((event) => mayMove(context.box, request.status, event)),
      busy: context.acting?.id === request.id,
      error: context.actionError?.id === request.id ? context.actionError.notice : null,
    })),
  };
}
