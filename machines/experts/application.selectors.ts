// What /expert/apply shows for an application snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import type { ApplicationSnapshot } from './application.machine';
import type { ApplicationView, EditableStatus } from './application.types';

export function selectApplicationView(snapshot: ApplicationSnapshot): ApplicationView {
  const { context } = snapshot;
  const { application, reference, failure } = context;
  if (failure && snapshot.matches('failed')) return { kind: 'failed', notice: failureNotice(failure) };
  if (failure && snapshot.matches('conflict')) {
    return { kind: 'conflict', notice: failureNotice(failure, 'errors.conflict') };
  }
  if (reference && snapshot.matches('editing')) {
    const status: EditableStatus =
      context.startedNew || !application
        ? 'NEW'
        : application.status === 'DRAFT'
          ? 'DRAFT'
          : 'CHANGES_REQUESTED';
    return {
      kind: 'editing',
      status,
      application,
      reference,
      cities: context.cities,
      busy: snapshot.matches({ editing: 'saving' })
        ? 'saving'
        : snapshot.matches({ editing: 'submitting' })
          ? 'submitting'
          : snapshot.matches({ editing: 'cities' })
            ? 'cities'
            : null,
      error: context.error,
      fieldErrors: context.fieldErrors,
      notice: context.notice,
      startedNew: context.startedNew,
    };
  }
  if (application && reference && snapshot.matches('waiting')) {
    return { kind: 'waiting', application, reference, cities: context.cities };
  }
  if (application && snapshot.matches('approved')) return { kind: 'approved', application };
  if (application && snapshot.matches('rejected')) return { kind: 'rejected', application };
  return { kind: 'loading' };
}

/** The view of the machine's first snapshot (before its code has loaded). */
export const firstApplicationView: ApplicationView = { kind: 'loading' };
