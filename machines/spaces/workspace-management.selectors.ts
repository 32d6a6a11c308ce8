// What /user/workspace-management shows for a workspace-management snapshot: one view the page switches on, with
// each row's locks read from the one workspace permission table (domain/workspace-permissions.ts).
import { failureNotice } from '../../domain/failures';
import { invitableRoles, mayActOn, memberLock } from '../../domain/workspace-permissions';
import type { ManagementSnapshot } from './workspace-management.machine';
import type { ManagementView } from './workspace-management.types';

export function selectManagementView(snapshot: ManagementSnapshot): ManagementView {
  const { context } = snapshot;
  if (snapshot.matches('forbidden')) {
    return { kind: 'forbidden', notice: failureNotice(context.loadFailure!, 'errors.forbidden') };
  }
  if (snapshot.matches('failed')) return { kind: 'failed', notice: failureNotice(context.loadFailure!) };
  const data = context.data;
  if (!data || !snapshot.matches('ready')) return { kind: 'loading' };
  const busy = snapshot.hasTag('busy');
  const viewer = data.viewer;
  return {
    kind: 'ready',
    spaceName: data.space?.name ?? '',
    busy,
    inviting: snapshot.matches({ ready: 'inviting' }),
    members: data.members.map((member) => ({
      member,
      statusLock: memberLock(viewer, member, 'status'),
      removeLock: memberLock(viewer, member, 'remove'),
      busy: busy && context.working === member.userId,
      confirmingRemoval: context.confirming === member.userId,
    })),
    invites: data.invites.map((invite) => ({
      invite,
      busy: busy && context.working === invite.id,
      locked: !mayActOn('deletePendingInvite', viewer, invite),
    })),
    inviteRoles: invitableRoles(viewer.role),
    inviteErrors: context.inviteErrors,
    invitesSent: context.invitesSent,
    notice: context.notice,
    error: context.error,
  };
}
