// The workspace-management machine: behaviour with fake actors, and model paths (every event, with the
// outcomes of the invoked actors) that must cover every state node and every transition (tests/paths/coverage.ts).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { workspaceManagementMachine } from './workspace-management.machine';
import { selectManagementView } from './workspace-management.selectors';
import {
  OTHER_SPACE,
  OWNER,
  MEMBER,
  INVITE,
  forbidden,
  network,
  conflict,
  inviteDeleted,
  validationFailed,
  ownerMember,
  member,
  pendingInvite,
  managementData,
  done,
  failed,
  expectFullCoverage,
  type ModelEvent,
} from '../../tests/support/workspace-screens';
import type { ManagementData } from './workspace-management.types';
import type { SpaceMember } from './workspace.types';
import type { SpaceInvite } from './workspace.types';

describe('workspace management machine', () => {
  const events: ModelEvent[] = [
    done('loadManagement', managementData),
    failed('loadManagement', forbidden),
    failed('loadManagement', network),
    { type: 'user.retry' },
    { type: 'user.changeStatus', userId: MEMBER, status: 'SUSPENDED' },
    done('changeUserStatus', { ...member, status: 'SUSPENDED' }),
    failed('changeUserStatus', { status: 409, code: 'LAST_OWNER', message: 'owner' }),
    { type: 'user.remove', userId: MEMBER },
    { type: 'user.cancelRemove' },
    { type: 'user.confirmRemove' },
    done('removeMember', { message: 'ok' }),
    failed('removeMember', forbidden),
    { type: 'user.invite', email: 'x@example.vn', role: 'MEMBER' },
    done('inviteUser', { ...pendingInvite, id: OTHER_SPACE, email: 'x@example.vn' }),
    failed('inviteUser', validationFailed),
    failed('inviteUser', conflict),
    { type: 'user.editInvite', field: 'email' },
    { type: 'user.resendInvite', inviteId: INVITE },
    done('resendInvite', pendingInvite),
    failed('resendInvite', inviteDeleted),
    { type: 'user.deleteInvite', inviteId: INVITE },
    done('deleteInvite', { message: 'ok' }),
    failed('deleteInvite', network),
  ];

  it('model paths cover every state and transition', () => {
    expectFullCoverage(workspaceManagementMachine, events);
  });

  it('the owner row cannot be suspended or removed, and says why; the viewer cannot change their own status', () => {
    const actor = createActor(
      workspaceManagementMachine.provide({
        actors: { loadManagement: fromPromise<ManagementData>(async () => managementData) },
      }),
    ).start();
    return waitFor(actor, (s) => s.matches('ready')).then((snapshot) => {
      const view = selectManagementView(snapshot);
      if (view.kind !== 'ready') throw new Error(view.kind);
      expect(view.members.map((row) => [row.member.role, row.statusLock, row.removeLock])).toEqual([
        ['OWNER', 'owner', 'owner'],
        ['MEMBER', null, null],
      ]);
      expect(view.inviteRoles).toEqual(['MEMBER', 'AUDITOR', 'ADMIN']);
    });
  });

  it('an admin may invite members and auditors only and cannot act on admins or on admin invitations', async () => {
    const admin: SpaceMember = { ...member, userId: INVITE, role: 'ADMIN' };
    const otherAdmin: SpaceMember = { ...member, userId: OTHER_SPACE, role: 'ADMIN' };
    const actor = createActor(
      workspaceManagementMachine.provide({
        actors: {
          loadManagement: fromPromise<ManagementData>(async () => ({
            ...managementData,
            members: [ownerMember, admin, otherAdmin, member],
            invites: [{ ...pendingInvite, role: 'ADMIN' as const }],
            viewer: { userId: INVITE, role: 'ADMIN' as const },
          })),
        },
      }),
    ).start();
    const view = selectManagementView(await waitFor(actor, (s) => s.matches('ready')));
    if (view.kind !== 'ready') throw new Error(view.kind);
    expect(view.inviteRoles).toEqual(['MEMBER', 'AUDITOR']);
    expect(view.members.map((row) => [row.statusLock, row.removeLock])).toEqual([
      ['owner', 'owner'],
      ['self', null],
      ['adminOnlyByOwner', 'adminOnlyByOwner'],
      [null, null],
    ]);
    expect(view.invites[0].locked).toBe(true);
  });

  it('removal waits for confirmation, then removes the row and announces it', async () => {
    const removeMember = vi.fn(async (_input: { userId: string }) => ({ message: 'ok' }));
    const announce = vi.fn();
    const actor = createActor(
      workspaceManagementMachine.provide({
        actors: {
          loadManagement: fromPromise<ManagementData>(async () => managementData),
          removeMember: fromPromise<unknown, { userId: string }>(async ({ input }) => removeMember(input)),
        },
        actions: { announce: (_, params) => announce(params.notice) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.remove', userId: MEMBER });
    const asking = selectManagementView(actor.getSnapshot());
    expect(asking.kind === 'ready' && asking.members[1].confirmingRemoval).toBe(true);
    expect(removeMember).not.toHaveBeenCalled();
    actor.send({ type: 'user.confirmRemove' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(removeMember).toHaveBeenCalledWith({ userId: MEMBER });
    expect(announce).toHaveBeenCalledWith('memberRemoved');
    const view = selectManagementView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.members.map((row) => row.member.userId)).toEqual([OWNER]);
  });

  it('a refused invitation keeps the form and shows the field error; a sent one is listed first', async () => {
    let attempt = 0;
    const actor = createActor(
      workspaceManagementMachine.provide({
        actors: {
          loadManagement: fromPromise<ManagementData>(async () => managementData),
          inviteUser: fromPromise<SpaceInvite, { email: string; role: 'ADMIN' | 'MEMBER' | 'AUDITOR' }>(
            async ({ input }) => {
              attempt += 1;
              if (attempt === 1) throw validationFailed;
              return { ...pendingInvite, id: OTHER_SPACE, email: input.email };
            },
          ),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.invite', email: 'bad@example', role: 'MEMBER' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && attempt === 1);
    let view = selectManagementView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.inviteErrors.email?.text).toBe('Email không hợp lệ');
    expect(view.kind === 'ready' && view.invitesSent).toBe(0);
    actor.send({ type: 'user.invite', email: 'ok@example.vn', role: 'MEMBER' });
    await waitFor(actor, (s) => s.context.invitesSent === 1);
    view = selectManagementView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.invites.map((row) => row.invite.email)).toEqual([
      'ok@example.vn',
      pendingInvite.email,
    ]);
    expect(view.kind === 'ready' && view.inviteErrors).toEqual({});
  });
});
