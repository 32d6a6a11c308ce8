// What /staff/expert-applications/{id} shows for an expert-review snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import { allowedSteps, type ExpertReviewSnapshot } from './expert-review.machine';
import type { ExpertReviewView } from './expert-review.types';

export function selectExpertReviewView(snapshot: ExpertReviewSnapshot): ExpertReviewView {
  const { context } = snapshot;
  const { application, reference, failure } = context;
  if (failure && snapshot.matches('notFound')) {
    return { kind: 'notFound', notice: failureNotice(failure, 'errors.notFound') };
  }
  if (failure && snapshot.matches('forbidden')) {
    return { kind: 'forbidden', notice: failureNotice(failure, 'errors.forbidden') };
  }
  if (failure && snapshot.matches('failed')) return { kind: 'failed', notice: failureNotice(failure) };
  if (application && reference && (snapshot.matches('ready') || snapshot.matches('loading'))) {
    return {
      kind: 'ready',
      application,
      reference,
      cities: context.cities,
      steps: allowedSteps(application),
      acting: snapshot.matches({ ready: 'acting' }) ? context.acting : null,
      reloading: snapshot.matches('loading'),
      error: context.error,
      messageError: context.messageError,
      notice: context.notice,
    };
  }
  return { kind: 'loading' };
}
