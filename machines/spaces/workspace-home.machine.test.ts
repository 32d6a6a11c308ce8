// The workspace screens' machines: behaviour with fake actors, and model paths (every event, with the outcomes of
// the invoked actors) that must cover every state node and every transition (tests/paths/coverage.ts).
import { describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import {
  createActor,
  createMachine,
  fromPromise,
  waitFor,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { allTransitions, describeMissing, pathCoverage } from '../../tests/paths/coverage';
import {
  invitationLinkMachine,
  selectInvitationLinkView,
  selectManagementView,
  selectWorkspaceHomeView,
  workspaceHomeMachine,
  workspaceManagementMachine,
  type InviteInfo,
  type ManagementData,
  type SpaceInvite,
  type SpaceMember,
  type WorkspaceOverview,
} from './workspace-home.machine';

const SPACE = '11111111-1111-4111-8111-111111111111';
const OTHER_SPACE = '22222222-2222-4222-8222-222222222222';
const OWNER = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const MEMBER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const INVITE = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const PARAM = '9hX2kq0ZPp3dV1tLr8sWmA';

const person = { userId: OWNER, email: 'owner@ghg-demo.vn', firstName: 'An', lastName: 'Nguyễn' };

const overview: WorkspaceOverview = {
  current: {
    id: SPACE,
    name: 'Công ty TNHH Thép Xanh Demo',
    role: 'OWNER',
    status: 'ACTIVE',
    plan: 'FREE',
    memberCount: 2,
    createdAt: '2026-01-05T03:00:00.000Z',
  },
  invitations: [],
  memberships: [{ id: SPACE, name: 'Công ty TNHH Thép Xanh Demo', role: 'OWNER', status: 'ACTIVE' }],
  usage: [{ resource: 'MEMBER_SEAT', used: 2, limit: 5 }],
};
const noSpaceOverview: WorkspaceOverview = {
  current: null,
  invitations: [
    {
      id: INVITE,
      spaceId: OTHER_SPACE,
      spaceName: 'Công ty Xi măng Demo',
      role: 'MEMBER',
      invitedBy: person,
      expiresAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  memberships: [{ id: SPACE, name: 'Công ty TNHH Thép Xanh Demo', role: 'MEMBER', status: 'SUSPENDED' }],
  usage: [],
};
const forbidden = { status: 403, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này' };
const network = { status: 0, code: 'NETWORK_ERROR', message: 'Network Error' };
const conflict = { status: 409, code: 'CONFLICT', message: 'Dữ liệu bị xung đột với trạng thái hiện tại' };
const inviteDeleted = { status: 410, code: 'INVITE_DELETED', message: 'Lời mời đã bị xoá' };
const validationFailed = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Dữ liệu không hợp lệ',
  details: [{ field: 'email', message: 'Email không hợp lệ' }],
};

const info: InviteInfo = {
  email: 'new.member@example.vn',
  spaceId: SPACE,
  spaceName: 'Công ty TNHH Thép Xanh Demo',
  role: 'MEMBER',
  invitedBy: person,
  status: 'PENDING',
  expiresAt: '2026-02-01T00:00:00.000Z',
  accountExists: false,
};

const ownerMember: SpaceMember = {
  userId: OWNER,
  email: 'owner@ghg-demo.vn',
  firstName: 'An',
  lastName: 'Nguyễn',
  role: 'OWNER',
  status: 'ACTIVE',
  joinedAt: '2026-01-05T03:00:00.000Z',
};
const member: SpaceMember = { ...ownerMember, userId: MEMBER, email: 'member@ghg-demo.vn', role: 'MEMBER' };
const pendingInvite: SpaceInvite = {
  id: INVITE,
  email: 'new.member@example.vn',
  role: 'MEMBER',
  status: 'PENDING',
  invitedBy: person,
  createdAt: '2026-01-20T00:00:00.000Z',
  expiresAt: '2026-01-27T00:00:00.000Z',
};
const managementData: ManagementData = {
  space: { id: SPACE, name: 'Công ty TNHH Thép Xanh Demo' },
  members: [ownerMember, member],
  invites: [pendingInvite],
  viewer: { userId: OWNER, role: 'OWNER' },
};

type ModelEvent = EventObject & Record<string, unknown>;

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/**
 * Shortest paths keyed on (state, previous state, event), offering each state only the events it handles. The key
 * also carries whether the context holds an error (and how many invite field errors), so guarded alternatives that
 * end in the same state value (a refused invitation with field errors, or with a form-level error) are distinct.
 */
function modelPaths(machine: AnyStateMachine, events: EventObject[]) {
  type Snap = { value: unknown; context: { error?: unknown; inviteErrors?: object } };
  const key = (snapshot: Snap) =>
    JSON.stringify([
      snapshot.value,
      Boolean(snapshot.context.error),
      Object.keys(snapshot.context.inviteErrors ?? {}).length,
    ]);
  return getShortestPaths(machine, {
    events: ((snapshot: { can: (event: EventObject) => boolean }) =>
      events.filter((event) => snapshot.can(event))) as never,
    serializeState: ((snapshot: Snap, event?: EventObject, previous?: Snap) =>
      previous && event
        ? JSON.stringify([key(snapshot), key(previous), event.type])
        : key(snapshot)) as never,
  } as never);
}

function expectFullCoverage(machine: AnyStateMachine, events: EventObject[]) {
  const coverage = pathCoverage(machine, modelPaths(machine, events));
  expect(describeMissing(coverage)).toBe('');
  expect(coverage.transitions.covered).toHaveLength(allTransitions(machine).length);
  return coverage;
}

describe('workspace home machine', () => {
  const events: ModelEvent[] = [
    done('loadWorkspace', overview),
    done('loadWorkspace', noSpaceOverview),
    failed('loadWorkspace', forbidden),
    failed('loadWorkspace', network),
    { type: 'user.createSpace', name: 'Công ty Mới' },
    done('createSpace', { id: OTHER_SPACE, name: 'Công ty Mới', role: 'OWNER', status: 'ACTIVE' }),
    failed('createSpace', conflict),
    { type: 'user.joinTenant', tenantId: OTHER_SPACE },
    done('joinTenant', { message: 'Tham gia thành công', space: { id: OTHER_SPACE } }),
    failed('joinTenant', inviteDeleted),
    { type: 'user.retry' },
    { type: 'user.dismissNotice' },
  ];

  it('model paths cover every state and transition', () => {
    expectFullCoverage(workspaceHomeMachine, events);
  });

  it('the coverage check fails when an event is left out of the model', () => {
    const coverage = pathCoverage(
      workspaceHomeMachine,
      modelPaths(
        workspaceHomeMachine,
        events.filter((event) => event.type !== 'user.createSpace'),
      ),
    );
    expect(coverage.states.missing).toEqual(['workspaceHome.creating']);
  });

  it('joins a tenant: "Joined successfully", the session reloads, then the joined space is shown', async () => {
    const refreshSession = vi.fn();
    const announce = vi.fn();
    const loads: Array<string | null> = [];
    const loadWorkspace = fromPromise<WorkspaceOverview, { spaceId: string | null }>(async ({ input }) => {
      loads.push(input.spaceId);
      return loads.length === 1 ? noSpaceOverview : overview;
    });
    const actor = createActor(
      workspaceHomeMachine.provide({
        actors: {
          loadWorkspace,
          joinTenant: fromPromise<unknown, { tenantId: string }>(async () => ({
            message: 'Tham gia thành công',
            space: { id: OTHER_SPACE },
          })),
        },
        actions: { refreshSession, announce: (_, params) => announce(params.notice) },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('noSpace'));
    const noSpace = selectWorkspaceHomeView(actor.getSnapshot());
    expect(noSpace.kind === 'noSpace' && noSpace.suspended.map((space) => space.status)).toEqual([
      'SUSPENDED',
    ]);
    actor.send({ type: 'user.joinTenant', tenantId: OTHER_SPACE });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([null, OTHER_SPACE]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('joined');
    const view = selectWorkspaceHomeView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.notice).toBe('joined');
  });

  it('a 403 for the chosen space (suspended) is "no access", and retrying shows the default space', async () => {
    let calls = 0;
    const actor = createActor(
      workspaceHomeMachine.provide({
        actors: {
          loadWorkspace: fromPromise<WorkspaceOverview, { spaceId: string | null }>(async ({ input }) => {
            calls += 1;
            if (input.spaceId) throw forbidden;
            return overview;
          }),
        },
      }),
      { input: { spaceId: SPACE } },
    ).start();
    await waitFor(actor, (s) => s.matches('noAccess'));
    expect(selectWorkspaceHomeView(actor.getSnapshot())).toEqual({
      kind: 'noAccess',
      notice: { key: 'errors.forbidden', text: forbidden.message },
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });
});

describe('invitation link machine', () => {
  const events: ModelEvent[] = [
    done('loadInvite', info),
    done('loadInvite', { ...info, accountExists: true }),
    done('loadInvite', { ...info, status: 'DELETED' }),
    failed('loadInvite', inviteDeleted),
    failed('loadInvite', network),
    done('signUp'),
    { type: 'user.join' },
    done('joinByInvitation', { message: 'Tham gia thành công', space: { id: SPACE } }),
    failed('joinByInvitation', { status: 410, code: 'INVITE_EXPIRED', message: 'Lời mời đã hết hạn' }),
    failed('joinByInvitation', forbidden),
    { type: 'user.retry' },
  ];

  // The paths are replayed from the machine's initial state without input (a link without `param`); the same
  // machine opened with a valid param is the other start.
  const opened = createMachine(
    {
      ...invitationLinkMachine.config,
      context: {
        param: PARAM,
        info: null,
        reason: null,
        error: null,
        loadFailure: null,
        registeredEmail: null,
      },
    },
    invitationLinkMachine.implementations as never,
  );

  it('model paths cover every state and transition (a link without param, then one with a valid param)', () => {
    const bare = pathCoverage(invitationLinkMachine, modelPaths(invitationLinkMachine, events));
    expect(bare.transitions.covered.map((ref) => ref.id)).toEqual([
      'invitationLink.checking --always[1]--> invitationLink.unusable',
    ]);
    const coverage = pathCoverage(opened, modelPaths(opened, events));
    expect(describeMissing(coverage)).toBe(
      'invitationLink.checking --always[1]--> invitationLink.unusable'.replace(/^/, 'transition not taken: '),
    );
    expect(coverage.states.missing).toEqual([]);
  });

  it.each([
    ['ACCEPTED', 'accepted'],
    ['DELETED', 'deleted'],
    ['EXPIRED', 'expired'],
  ] as const)('an invitation %s cannot be used and says why (%s)', async (status, reason) => {
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: { loadInvite: fromPromise<InviteInfo, { param: string }>(async () => ({ ...info, status })) },
      }),
      { input: { param: PARAM } },
    ).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectInvitationLinkView(actor.getSnapshot(), null)).toMatchObject({ kind: 'unusable', reason });
  });

  it('a malformed param is "not found" without a call', () => {
    const loadInvite = vi.fn();
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: { loadInvite: fromPromise<InviteInfo, { param: string }>(async () => loadInvite()) },
      }),
      { input: { param: 'x' } },
    ).start();
    expect(selectInvitationLinkView(actor.getSnapshot(), null)).toMatchObject({
      kind: 'unusable',
      reason: 'notFound',
    });
    expect(loadInvite).not.toHaveBeenCalled();
  });

  it('a new person gets the sign-up form with the invitation (e-mail locked), then the registered step', async () => {
    let signUpInput: unknown;
    const signUpForm = createMachine({
      id: 'fakeSignUp',
      context: ({ input }: { input?: unknown }) => {
        signUpInput = input;
        return {};
      },
      initial: 'editing',
      states: { editing: { on: { 'user.submit': 'done' } }, done: { type: 'final' } },
    });
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: {
          loadInvite: fromPromise<InviteInfo, { param: string }>(async () => info),
          signUpForm: signUpForm as never,
        },
      }),
      { input: { param: PARAM } },
    ).start();
    await waitFor(actor, (s) => s.matches('newAccount'));
    expect(signUpInput).toEqual({
      invitation: { param: PARAM, email: info.email, spaceName: info.spaceName },
    });
    const view = selectInvitationLinkView(actor.getSnapshot(), null);
    expect(view.kind).toBe('signUp');
    if (view.kind === 'signUp') view.signUp.send({ type: 'user.submit' } as never);
    await waitFor(actor, (s) => s.matches('registered'));
    expect(selectInvitationLinkView(actor.getSnapshot(), null)).toEqual({
      kind: 'registered',
      info,
      email: info.email,
    });
  });

  it('an existing account joins only when signed in as the invited e-mail', async () => {
    const refreshSession = vi.fn();
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: {
          loadInvite: fromPromise<InviteInfo, { param: string }>(async () => ({
            ...info,
            accountExists: true,
          })),
          joinByInvitation: fromPromise<unknown, { param: string }>(async () => ({
            message: 'Tham gia thành công',
          })),
        },
        actions: { refreshSession },
      }),
      { input: { param: PARAM } },
    ).start();
    await waitFor(actor, (s) => s.matches('existingAccount'));
    const snapshot = actor.getSnapshot();
    expect(selectInvitationLinkView(snapshot, null)).toMatchObject({ kind: 'join', viewer: 'signedOut' });
    expect(selectInvitationLinkView(snapshot, 'someone@else.vn')).toMatchObject({ viewer: 'otherAccount' });
    expect(selectInvitationLinkView(snapshot, 'New.Member@example.vn')).toMatchObject({ viewer: 'invitee' });
    actor.send({ type: 'user.join' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });
});

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
      expect(view.inviteRoles).toEqual(['MEMBER', 'ADMIN']);
    });
  });

  it('an admin may invite members only and cannot act on admins or on admin invitations', async () => {
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
    expect(view.inviteRoles).toEqual(['MEMBER']);
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
          inviteUser: fromPromise<SpaceInvite, { email: string; role: 'ADMIN' | 'MEMBER' }>(
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
