// What /staff/expert-applications shows for an expert-queue snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import type { ExpertQueueSnapshot } from './expert-queue.machine';
import type { ExpertQueueView } from './expert-review.types';

export function selectExpertQueueView(snapshot: ExpertQueueSnapshot): ExpertQueueView {
  const { filters, result, failure } = snapshot.context;
  if (failure && snapshot.matches('forbidden')) {
    return { kind: 'forbidden', notice: failureNotice(failure, 'errors.forbidden') };
  }
  if (failure && snapshot.matches('failed'))
    return { kind: 'failed', notice: failureNotice(failure), filters };
  if (result && (snapshot.matches('ready') || snapshot.matches('loading'))) {
    return { kind: 'ready', busy: snapshot.hasTag('busy'), filters, items: result.items, meta: result.meta };
  }
  return { kind: 'loading', filters };
}
