// What /expert/my-profile shows for an own-profile snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import type { OwnProfileSnapshot } from './own-profile.machine';
import type { OwnProfileView } from './own-profile.types';

export function selectOwnProfileView(snapshot: OwnProfileSnapshot): OwnProfileView {
  const { context } = snapshot;
  const { profile, reference, failure } = context;
  if (snapshot.matches('notExpert')) return { kind: 'notExpert' };
  if (failure && snapshot.matches('failed')) return { kind: 'failed', notice: failureNotice(failure) };
  if (failure && snapshot.matches('conflict')) {
    return { kind: 'conflict', notice: failureNotice(failure, 'errors.conflict') };
  }
  if (profile && reference && snapshot.matches('ready')) {
    return {
      kind: 'ready',
      profile,
      reference,
      cities: context.cities,
      busy: snapshot.matches({ ready: 'saving' })
        ? 'saving'
        : snapshot.matches({ ready: 'cities' })
          ? 'cities'
          : null,
      error: context.error,
      fieldErrors: context.fieldErrors,
      notice: context.notice,
      saves: context.saves,
    };
  }
  return { kind: 'loading' };
}
