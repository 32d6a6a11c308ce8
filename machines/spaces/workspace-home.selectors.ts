// What /work-space shows for a workspace-home snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import type { WorkspaceHomeSnapshot } from './workspace-home.machine';
import type { WorkspaceHomeView } from './workspace-home.types';

export function selectWorkspaceHomeView(snapshot: WorkspaceHomeSnapshot): WorkspaceHomeView {
  const { context } = snapshot;
  const overview = context.overview;
  const busy = snapshot.hasTag('busy');
  if (snapshot.matches('noAccess') && context.loadFailure) {
    return { kind: 'noAccess', notice: failureNotice(context.loadFailure, 'errors.forbidden') };
  }
  if (snapshot.matches('failed') && context.loadFailure) {
    return { kind: 'failed', notice: failureNotice(context.loadFailure) };
  }
  if (overview?.current && (snapshot.matches('ready') || snapshot.matches('joining'))) {
    return {
      kind: 'ready',
      busy,
      tenant: overview.current,
      usage: overview.usage,
      assessments: overview.assessments ?? null,
      inventory: overview.inventory ?? null,
      invitations: overview.invitations,
      memberships: overview.memberships,
      notice: context.notice,
      error: context.error,
    };
  }
  if (overview && !overview.current && !snapshot.matches('loading')) {
    return {
      kind: 'noSpace',
      busy,
      invitations: overview.invitations,
      suspended: overview.memberships.filter((space) => space.status === 'SUSPENDED'),
      notice: context.notice,
      error: context.error,
    };
  }
  return { kind: 'loading' };
}
