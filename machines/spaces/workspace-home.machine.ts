// The workspace screens' machines (the browser side of the spaces/tenant contract):
// - `workspaceHomeMachine` (/work-space): the current tenant (`GET /tenant`, optionally the space chosen with
//   `?space=`), the user's memberships, plan usage, invitations waiting for the user (`POST /tenant/{id}/join`) and
//   "create a workspace" (`POST /spaces`) when the user has none;
// - `invitationLinkMachine` (/auth/sign-up-invitation?param=... and /work-space?invite=...): what an invitation
//   link stands for (`GET /spaces/invite-info`), then either sign-up by invitation (the sign-up machine, invoked
//   with the invitation, which locks the e-mail) or "Join" for an existing account
//   (`POST /spaces/user-join-space?param=`); accepted, deleted, expired or unknown links say why they are unusable;
// - `workspaceManagementMachine` (/user/workspace-management): members (status change, removal with a
//   confirmation step), invitations (invite, resend, delete).
// Side effects are named actors (provided by src/app/wiring/workspace.ts and by fakes in tests); navigation and the
// session refresh after a membership change are named actions.
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/schema';
import { failureNotice, type Failure, type Notice } from '../../domain/failures';
import { isInviteParam } from '../../domain/invite-lifecycle';
import { invitableRoles, mayActOn, memberLock, type MemberLock } from '../../domain/workspace-permissions';
import { signUpMachine } from '../auth/sign-up.machine';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

type SignUpMachine = typeof signUpMachine;

type Schemas = components['schemas'];
export type Tenant = Schemas['Tenant'];
export type ReceivedInvitation = Schemas['ReceivedInvitation'];
export type SpaceMembership = Schemas['SpaceMembership'];
export type SpaceMember = Schemas['SpaceMember'];
export type SpaceInvite = Schemas['SpaceInvite'];
export type InviteInfo = Schemas['InviteInfo'];
export type SpaceRole = Schemas['SpaceRole'];
export type MemberStatus = Schemas['MemberStatus'];
export type InviteRole = Schemas['InviteUserRequest']['role'];
export type SubscriptionResource = Schemas['SubscriptionResource'];
export type AccessDecision = Schemas['AccessDecision'];

/** One metered resource of the current space's plan. */
export interface UsageLine {
  resource: SubscriptionResource;
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

/** Success notices of the workspace screens (texts in the `workspace.notices` dictionary). */
export type WorkspaceNoticeKey =
  | 'joined'
  | 'spaceCreated'
  | 'memberSuspended'
  | 'memberReactivated'
  | 'memberRemoved'
  | 'inviteSent'
  | 'inviteResent'
  | 'inviteDeleted';

const errorNotice = ({ event }: { event: { type: string } }) => failureNotice(failureOf(event));

// =================================================================================================================
// /work-space

export interface WorkspaceOverview {
  /** The current tenant, null when the user belongs to no active space. */
  current: Tenant | null;
  /** Pending invitations addressed to the user (join with POST /tenant/{id}/join). */
  invitations: ReceivedInvitation[];
  /** Every space of the user, suspended ones included (GET /auth/me). */
  memberships: SpaceMembership[];
  /** The current space's plan usage; empty without a current space. */
  usage: UsageLine[];
}

export interface WorkspaceHomeInput {
  /** The space chosen with `?space=<id>` (sent as X-Space-Id); null = the server's default. */
  spaceId?: string | null;
}

export interface WorkspaceHomeContext {
  spaceId: string | null;
  overview: WorkspaceOverview | null;
  notice: WorkspaceNoticeKey | null;
  error: Notice | null;
  /** The failure of the last load (why there is no access, or why loading failed). */
  loadFailure: Failure | null;
}

export type WorkspaceHomeEvent =
  | { type: 'user.createSpace'; name: string }
  | { type: 'user.joinTenant'; tenantId: string }
  | { type: 'user.retry' }
  | { type: 'user.dismissNotice' };

export const workspaceHomeMachine = setup({
  types: {} as {
    context: WorkspaceHomeContext;
    input: WorkspaceHomeInput | undefined;
    events: WorkspaceHomeEvent;
    tags: 'busy';
  },
  actors: {
    /** GET /tenant (+ X-Space-Id), GET /auth/me (memberships), plan usage of the current space. */
    loadWorkspace: fromPromise<WorkspaceOverview, { spaceId: string | null }>(
      notProvided('workspace', 'loadWorkspace'),
    ),
    /** POST /spaces { name }. */
    createSpace: fromPromise<SpaceMembership, { name: string }>(notProvided('workspace', 'createSpace')),
    /** POST /tenant/{id}/join. */
    joinTenant: fromPromise<unknown, { tenantId: string }>(notProvided('workspace', 'joinTenant')),
  },
  guards: {
    hasCurrentSpace: ({ event }) =>
      (event as unknown as { output: WorkspaceOverview }).output.current !== null,
    isForbidden: ({ event }) => failureOf(event).status === 403,
    hadCurrentSpace: ({ context }) => context.overview?.current != null,
  },
  actions: {
    /** The user's memberships changed: reload the session's me (provided by the app root). */
    refreshSession: () => {},
    /** Shows a success toast (provided by the app root). */
    announce: (_, _params: { notice: WorkspaceNoticeKey }) => {},
    storeOverview: assign(({ event }) => ({
      overview: (event as unknown as { output: WorkspaceOverview }).output,
      loadFailure: null,
    })),
    storeLoadFailure: assign(({ event }) => ({ loadFailure: failureOf(event), overview: null })),
    clearMessages: assign({ notice: null, error: null }),
    showError: assign({ error: errorNotice }),
    noticeJoined: assign({ notice: 'joined' as const }),
    noticeCreated: assign({ notice: 'spaceCreated' as const }),
    /** After joining or creating, show that space (the default choice may be another one). */
    openJoinedSpace: assign(({ event }) => {
      const output = (event as unknown as { output: unknown }).output as
        { id?: unknown; space?: { id?: unknown } } | undefined;
      const id = output?.space?.id ?? output?.id;
      return typeof id === 'string' ? { spaceId: id } : {};
    }),
    forgetNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'workspaceHome',
  context: ({ input }) => ({
    spaceId: input?.spaceId ?? null,
    overview: null,
    notice: null,
    error: null,
    loadFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWorkspace',
        src: 'loadWorkspace',
        input: ({ context }) => ({ spaceId: context.spaceId }),
        onDone: [
          { guard: 'hasCurrentSpace', target: 'ready', actions: 'storeOverview' },
          { target: 'noSpace', actions: 'storeOverview' },
        ],
        onError: [
          { guard: 'isForbidden', target: 'noAccess', actions: 'storeLoadFailure' },
          { target: 'failed', actions: 'storeLoadFailure' },
        ],
      },
    },
    ready: {
      on: {
        'user.joinTenant': { target: 'joining', actions: 'clearMessages' },
        'user.dismissNotice': { actions: 'forgetNotice' },
      },
    },
    noSpace: {
      on: {
        'user.createSpace': { target: 'creating', actions: 'clearMessages' },
        'user.joinTenant': { target: 'joining', actions: 'clearMessages' },
        'user.dismissNotice': { actions: 'forgetNotice' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createSpace',
        src: 'createSpace',
        input: ({ event }) => {
          assertEvent(event, 'user.createSpace');
          return { name: event.name };
        },
        onDone: {
          target: 'loading',
          actions: [
            'noticeCreated',
            'openJoinedSpace',
            'refreshSession',
            { type: 'announce', params: { notice: 'spaceCreated' } },
          ],
        },
        onError: { target: 'noSpace', actions: 'showError' },
      },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinTenant',
        src: 'joinTenant',
        input: ({ event }) => {
          assertEvent(event, 'user.joinTenant');
          return { tenantId: event.tenantId };
        },
        onDone: {
          target: 'loading',
          actions: [
            'noticeJoined',
            'openJoinedSpace',
            'refreshSession',
            { type: 'announce', params: { notice: 'joined' } },
          ],
        },
        onError: [
          { guard: 'hadCurrentSpace', target: 'ready', actions: 'showError' },
          { target: 'noSpace', actions: 'showError' },
        ],
      },
    },
    /** 403: the chosen space is not (or no longer) open to the user, e.g. they were suspended. */
    noAccess: {
      on: { 'user.retry': { target: 'loading', actions: assign({ spaceId: null }) } },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type WorkspaceHomeMachine = typeof workspaceHomeMachine;
export type WorkspaceHomeSnapshot = SnapshotFrom<WorkspaceHomeMachine>;

export type WorkspaceHomeView =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      busy: boolean;
      tenant: Tenant;
      usage: UsageLine[];
      invitations: ReceivedInvitation[];
      memberships: SpaceMembership[];
      notice: WorkspaceNoticeKey | null;
      error: Notice | null;
    }
  | {
      kind: 'noSpace';
      busy: boolean;
      invitations: ReceivedInvitation[];
      /** Spaces where the user is suspended: the page says access ended. */
      suspended: SpaceMembership[];
      notice: WorkspaceNoticeKey | null;
      error: Notice | null;
    }
  | { kind: 'noAccess'; notice: Notice }
  | { kind: 'failed'; notice: Notice };

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

// =================================================================================================================
// Invitation links

/** Why an invitation link cannot be used. */
export type InviteUnusableReason = 'accepted' | 'deleted' | 'expired' | 'notFound';

const UNUSABLE_BY_CODE: Record<string, InviteUnusableReason> = {
  INVITE_ACCEPTED: 'accepted',
  INVITE_DELETED: 'deleted',
  INVITE_EXPIRED: 'expired',
  INVITE_NOT_FOUND: 'notFound',
};

const UNUSABLE_BY_STATUS: Partial<Record<InviteInfo['status'], InviteUnusableReason>> = {
  ACCEPTED: 'accepted',
  DELETED: 'deleted',
  EXPIRED: 'expired',
};

export interface InvitationLinkInput {
  param: string | null;
}

export interface InvitationLinkContext {
  param: string | null;
  info: InviteInfo | null;
  reason: InviteUnusableReason | null;
  error: Notice | null;
  loadFailure: Failure | null;
  /** The e-mail registered by invitation (the registered state). */
  registeredEmail: string | null;
}

export type InvitationLinkEvent = { type: 'user.join' } | { type: 'user.retry' };

export const invitationLinkMachine = setup({
  types: {} as {
    context: InvitationLinkContext;
    input: InvitationLinkInput | undefined;
    events: InvitationLinkEvent;
    tags: 'busy';
  },
  actors: {
    /** GET /spaces/invite-info?param=. */
    loadInvite: fromPromise<InviteInfo, { param: string }>(notProvided('workspace', 'loadInvite')),
    /** POST /spaces/user-join-space?param=. */
    joinByInvitation: fromPromise<unknown, { param: string }>(notProvided('workspace', 'joinByInvitation')),
    /** The sign-up machine (machines/auth/sign-up.machine.ts), provided by the app root. */
    signUpForm: signUpMachine,
  },
  guards: {
    hasValidParam: ({ context }) => isInviteParam(context.param),
    isPending: ({ event }) => (event as unknown as { output: InviteInfo }).output.status === 'PENDING',
    isUnusable: ({ event }) => failureOf(event).code! in UNUSABLE_BY_CODE,
    accountExists: ({ context }) => context.info?.accountExists === true,
  },
  actions: {
    refreshSession: () => {},
    announce: (_, _params: { notice: WorkspaceNoticeKey }) => {},
    storeInfo: assign(({ event }) => ({ info: (event as unknown as { output: InviteInfo }).output })),
    reasonFromStatus: assign(({ event }) => ({
      reason: UNUSABLE_BY_STATUS[(event as unknown as { output: InviteInfo }).output.status] ?? 'notFound',
    })),
    reasonFromFailure: assign(({ event }) => ({
      reason: UNUSABLE_BY_CODE[failureOf(event).code ?? ''] ?? 'notFound',
    })),
    reasonNotFound: assign({ reason: 'notFound' as const }),
    storeLoadFailure: assign(({ event }) => ({ loadFailure: failureOf(event) })),
    clearError: assign({ error: null }),
    showError: assign({ error: errorNotice }),
    storeRegistered: assign(({ context }) => ({ registeredEmail: context.info?.email ?? null })),
  },
}).createMachine({
  id: 'invitationLink',
  context: ({ input }) => ({
    param: input?.param ?? null,
    info: null,
    reason: null,
    error: null,
    loadFailure: null,
    registeredEmail: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasValidParam', target: 'loading' },
        { target: 'unusable', actions: 'reasonNotFound' },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvite',
        src: 'loadInvite',
        input: ({ context }) => ({ param: context.param ?? '' }),
        onDone: [
          { guard: 'isPending', target: 'pending', actions: 'storeInfo' },
          { target: 'unusable', actions: ['storeInfo', 'reasonFromStatus'] },
        ],
        onError: [
          { guard: 'isUnusable', target: 'unusable', actions: 'reasonFromFailure' },
          { target: 'failed', actions: 'storeLoadFailure' },
        ],
      },
    },
    pending: {
      always: [{ guard: 'accountExists', target: 'existingAccount' }, { target: 'newAccount' }],
    },
    /** Sign-up by invitation: the e-mail is the invited one and cannot be changed. */
    newAccount: {
      invoke: {
        id: 'signUp',
        src: 'signUpForm',
        input: ({ context }) => ({
          invitation: {
            param: context.param ?? '',
            email: context.info?.email ?? '',
            spaceName: context.info?.spaceName ?? '',
          },
        }),
        onDone: { target: 'registered', actions: ['storeRegistered'] },
      },
    },
    /** The account exists: sign in as the invited e-mail, then join. */
    existingAccount: {
      on: { 'user.join': { target: 'joining', actions: 'clearError' } },
    },
    joining: {
      tags: ['busy'],
      invoke: {
        id: 'joinByInvitation',
        src: 'joinByInvitation',
        input: ({ context }) => ({ param: context.param ?? '' }),
        onDone: {
          target: 'joined',
          actions: ['refreshSession', { type: 'announce', params: { notice: 'joined' } }],
        },
        onError: [
          { guard: 'isUnusable', target: 'unusable', actions: 'reasonFromFailure' },
          { target: 'existingAccount', actions: 'showError' },
        ],
      },
    },
    /** Registered by invitation: the account is active and already a member; next, sign in. */
    registered: { type: 'final' },
    joined: { type: 'final' },
    unusable: { type: 'final' },
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type InvitationLinkMachine = typeof invitationLinkMachine;
export type InvitationLinkSnapshot = SnapshotFrom<InvitationLinkMachine>;
export type SignUpFormRef = ActorRefFrom<SignUpMachine>;

export type InvitationLinkView =
  | { kind: 'loading' }
  | { kind: 'unusable'; reason: InviteUnusableReason; info: InviteInfo | null }
  | { kind: 'failed'; notice: Notice }
  | { kind: 'signUp'; info: InviteInfo; signUp: SignUpFormRef }
  /** `viewer`: the signed-in e-mail (null = signed out); joining needs the invited e-mail. */
  | {
      kind: 'join';
      info: InviteInfo;
      busy: boolean;
      error: Notice | null;
      viewer: 'signedOut' | 'invitee' | 'otherAccount';
    }
  | { kind: 'registered'; info: InviteInfo | null; email: string }
  | { kind: 'joined'; info: InviteInfo | null };

/** `viewerEmail`: the signed-in user's e-mail from the session (null when signed out). */
export function selectInvitationLinkView(
  snapshot: InvitationLinkSnapshot,
  viewerEmail: string | null,
): InvitationLinkView {
  const { context } = snapshot;
  if (snapshot.matches('unusable')) return { kind: 'unusable', reason: context.reason!, info: context.info };
  if (snapshot.matches('failed')) {
    return { kind: 'failed', notice: failureNotice(context.loadFailure ?? failureOf({ type: '' })) };
  }
  if (snapshot.matches('registered')) {
    return { kind: 'registered', info: context.info, email: context.registeredEmail ?? '' };
  }
  if (snapshot.matches('joined')) return { kind: 'joined', info: context.info };
  const info = context.info;
  if (info && snapshot.matches('newAccount')) {
    const signUp = snapshot.children.signUp as SignUpFormRef | undefined;
    if (signUp) return { kind: 'signUp', info, signUp };
  }
  if (info && (snapshot.matches('existingAccount') || snapshot.matches('joining'))) {
    const viewer =
      viewerEmail === null
        ? 'signedOut'
        : viewerEmail.toLowerCase() === info.email.toLowerCase()
          ? 'invitee'
          : 'otherAccount';
    return { kind: 'join', info, busy: snapshot.hasTag('busy'), error: context.error, viewer };
  }
  return { kind: 'loading' };
}

// =================================================================================================================
// /user/workspace-management

export interface ManagementData {
  /** The space being managed (the caller's default space: their owner space, else their first active one). */
  space: { id: string; name: string } | null;
  members: SpaceMember[];
  invites: SpaceInvite[];
  /** The signed-in user in this space. */
  viewer: { userId: string; role: SpaceRole };
}

export interface ManagementContext {
  data: ManagementData | null;
  /** The member whose removal waits for confirmation. */
  confirming: string | null;
  /** The member or invitation an action runs on (its row shows progress). */
  working: string | null;
  notice: WorkspaceNoticeKey | null;
  error: Notice | null;
  /** Field problems of the invite form (VALIDATION_FAILED details). */
  inviteErrors: Record<string, Notice>;
  /** Bumped after each sent invitation, so the form can clear its fields. */
  invitesSent: number;
  loadFailure: Failure | null;
}

export type ManagementEvent =
  | { type: 'user.changeStatus'; userId: string; status: MemberStatus }
  | { type: 'user.remove'; userId: string }
  | { type: 'user.confirmRemove' }
  | { type: 'user.cancelRemove' }
  | { type: 'user.invite'; email: string; role: InviteRole }
  | { type: 'user.resendInvite'; inviteId: string }
  | { type: 'user.deleteInvite'; inviteId: string }
  | { type: 'user.editInvite'; field: string }
  | { type: 'user.retry' };

type Output<T> = { output: T };

export const workspaceManagementMachine = setup({
  types: {} as { context: ManagementContext; events: ManagementEvent; tags: 'busy' },
  actors: {
    /** GET /spaces/management, GET /spaces/user-invited-pending and the viewer (GET /auth/me). */
    loadManagement: fromPromise<ManagementData>(notProvided('workspace', 'loadManagement')),
    /** PUT /spaces/change-user-status. */
    changeUserStatus: fromPromise<SpaceMember, { userId: string; status: MemberStatus }>(
      notProvided('workspace', 'changeUserStatus'),
    ),
    /** DELETE /spaces/delete-user/{id}. */
    removeMember: fromPromise<unknown, { userId: string }>(notProvided('workspace', 'removeMember')),
    /** POST /spaces/invite-user. */
    inviteUser: fromPromise<SpaceInvite, { email: string; role: InviteRole }>(
      notProvided('workspace', 'inviteUser'),
    ),
    /** POST /spaces/resend-invite/{id}. */
    resendInvite: fromPromise<SpaceInvite, { inviteId: string }>(notProvided('workspace', 'resendInvite')),
    /** DELETE /spaces/delete-pending-invite/{id}. */
    deleteInvite: fromPromise<unknown, { inviteId: string }>(notProvided('workspace', 'deleteInvite')),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
  },
  actions: {
    announce: (_, _params: { notice: WorkspaceNoticeKey }) => {},
    storeData: assign(({ event }) => ({
      data: (event as unknown as Output<ManagementData>).output,
      loadFailure: null,
    })),
    storeLoadFailure: assign(({ event }) => ({ loadFailure: failureOf(event) })),
    startWork: assign(({ event }) => ({
      working: 'userId' in event ? event.userId : 'inviteId' in event ? event.inviteId : null,
      notice: null,
      error: null,
    })),
    startInvite: assign({ working: null, notice: null, error: null, inviteErrors: {} }),
    askRemoval: assign(({ event }) => {
      assertEvent(event, 'user.remove');
      return { confirming: event.userId, notice: null, error: null };
    }),
    cancelRemoval: assign({ confirming: null }),
    finishWork: assign({ working: null, confirming: null }),
    showError: assign({ error: errorNotice }),
    showInviteErrors: assign(({ event }) => {
      const failure = failureOf(event);
      return { inviteErrors: failure.fieldErrors, error: failureNotice(failure) };
    }),
    forgetInviteError: assign(({ context, event }) => {
      assertEvent(event, 'user.editInvite');
      const { [event.field]: _edited, ...inviteErrors } = context.inviteErrors;
      return { inviteErrors };
    }),
    replaceMember: assign(({ context, event }) => {
      const member = (event as unknown as Output<SpaceMember>).output;
      if (!context.data) return {};
      return {
        data: {
          ...context.data,
          members: context.data.members.map((item) => (item.userId === member.userId ? member : item)),
        },
        notice: (member.status === 'SUSPENDED'
          ? 'memberSuspended'
          : 'memberReactivated') as WorkspaceNoticeKey,
      };
    }),
    dropMember: assign(({ context }) => ({
      data: context.data && {
        ...context.data,
        members: context.data.members.filter((item) => item.userId !== context.working),
      },
      notice: 'memberRemoved' as const,
    })),
    addInvite: assign(({ context, event }) => {
      const invite = (event as unknown as Output<SpaceInvite>).output;
      return {
        data: context.data && { ...context.data, invites: [invite, ...context.data.invites] },
        notice: 'inviteSent' as const,
        invitesSent: context.invitesSent + 1,
      };
    }),
    replaceInvite: assign(({ context, event }) => {
      const invite = (event as unknown as Output<SpaceInvite>).output;
      return {
        data: context.data && {
          ...context.data,
          invites: context.data.invites.map((item) => (item.id === context.working ? invite : item)),
        },
        notice: 'inviteResent' as const,
      };
    }),
    dropInvite: assign(({ context }) => ({
      data: context.data && {
        ...context.data,
        invites: context.data.invites.filter((item) => item.id !== context.working),
      },
      notice: 'inviteDeleted' as const,
    })),
  },
}).createMachine({
  id: 'workspaceManagement',
  context: {
    data: null,
    confirming: null,
    working: null,
    notice: null,
    error: null,
    inviteErrors: {},
    invitesSent: 0,
    loadFailure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadManagement',
        src: 'loadManagement',
        onDone: { target: 'ready', actions: 'storeData' },
        onError: [
          { guard: 'isForbidden', target: 'forbidden', actions: 'storeLoadFailure' },
          { target: 'failed', actions: 'storeLoadFailure' },
        ],
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.changeStatus': { target: 'changingStatus', actions: 'startWork' },
            'user.remove': { target: 'confirmingRemoval', actions: 'askRemoval' },
            'user.invite': { target: 'inviting', actions: 'startInvite' },
            'user.resendInvite': { target: 'resendingInvite', actions: 'startWork' },
            'user.deleteInvite': { target: 'deletingInvite', actions: 'startWork' },
            'user.editInvite': { actions: 'forgetInviteError' },
          },
        },
        confirmingRemoval: {
          on: {
            'user.confirmRemove': {
              target: 'removing',
              actions: assign(({ context }) => ({ working: context.confirming })),
            },
            'user.cancelRemove': { target: 'idle', actions: 'cancelRemoval' },
          },
        },
        changingStatus: {
          tags: ['busy'],
          invoke: {
            id: 'changeUserStatus',
            src: 'changeUserStatus',
            input: ({ event }) => {
              assertEvent(event, 'user.changeStatus');
              return { userId: event.userId, status: event.status };
            },
            onDone: {
              target: 'idle',
              actions: [
                'replaceMember',
                'finishWork',
                {
                  type: 'announce',
                  params: ({ event }) => ({
                    notice: event.output.status === 'SUSPENDED' ? 'memberSuspended' : 'memberReactivated',
                  }),
                },
              ],
            },
            onError: { target: 'idle', actions: ['showError', 'finishWork'] },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeMember',
            src: 'removeMember',
            input: ({ context }) => ({ userId: context.working ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                'dropMember',
                'finishWork',
                { type: 'announce', params: { notice: 'memberRemoved' } },
              ],
            },
            onError: { target: 'idle', actions: ['showError', 'finishWork'] },
          },
        },
        inviting: {
          tags: ['busy'],
          invoke: {
            id: 'inviteUser',
            src: 'inviteUser',
            input: ({ event }) => {
              assertEvent(event, 'user.invite');
              return { email: event.email, role: event.role };
            },
            onDone: {
              target: 'idle',
              actions: ['addInvite', { type: 'announce', params: { notice: 'inviteSent' } }],
            },
            onError: [
              { guard: 'isValidationFailure', target: 'idle', actions: 'showInviteErrors' },
              { target: 'idle', actions: 'showError' },
            ],
          },
        },
        resendingInvite: {
          tags: ['busy'],
          invoke: {
            id: 'resendInvite',
            src: 'resendInvite',
            input: ({ context }) => ({ inviteId: context.working ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                'replaceInvite',
                'finishWork',
                { type: 'announce', params: { notice: 'inviteResent' } },
              ],
            },
            onError: { target: 'idle', actions: ['showError', 'finishWork'] },
          },
        },
        deletingInvite: {
          tags: ['busy'],
          invoke: {
            id: 'deleteInvite',
            src: 'deleteInvite',
            input: ({ context }) => ({ inviteId: context.working ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                'dropInvite',
                'finishWork',
                { type: 'announce', params: { notice: 'inviteDeleted' } },
              ],
            },
            onError: { target: 'idle', actions: ['showError', 'finishWork'] },
          },
        },
      },
    },
    /** A MEMBER (or a suspended user) may not manage the space. */
    forbidden: {
      on: { 'user.retry': 'loading' },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type WorkspaceManagementMachine = typeof workspaceManagementMachine;
export type ManagementSnapshot = SnapshotFrom<WorkspaceManagementMachine>;

export type { MemberLock };

export interface MemberRow {
  member: SpaceMember;
  /** Suspend/reactivate is not offered, and why. */
  statusLock: MemberLock;
  /** Removal is not offered, and why (the owner cannot be removed; removing oneself is leaving, allowed). */
  removeLock: MemberLock;
  busy: boolean;
  confirmingRemoval: boolean;
}

export interface InviteRow {
  invite: SpaceInvite;
  busy: boolean;
  /** An ADMIN may only manage MEMBER invitations. */
  locked: boolean;
}

export type ManagementView =
  | { kind: 'loading' }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice }
  | {
      kind: 'ready';
      spaceName: string;
      busy: boolean;
      inviting: boolean;
      members: MemberRow[];
      invites: InviteRow[];
      /** Roles the viewer may invite with. */
      inviteRoles: InviteRole[];
      inviteErrors: Record<string, Notice>;
      invitesSent: number;
      notice: WorkspaceNoticeKey | null;
      error: Notice | null;
    };

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
