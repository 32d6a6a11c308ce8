// /user/workspace-management: members (status change, removal with a confirmation step) and invitations (invite,
// resend, delete) of the caller's space. Side effects are named actors (provided by src/app/wiring/workspace.ts
// and by fakes in tests); the success toast is a named action.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf } from '../kit/failures';
import type { ManagementData, ManagementTypes } from './workspace-management.types';
import type {
  InviteRole,
  MemberStatus,
  SpaceInvite,
  SpaceMember,
  WorkspaceNoticeKey,
} from './workspace.types';

export const workspaceManagementMachine = setup({
  types: {} as ManagementTypes,
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
    storeData: assign((_, params: { data: ManagementData }) => ({ data: params.data, loadFailure: null })),
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
    replaceMember: assign(({ context }, { member }: { member: SpaceMember }) => {
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
    addInvite: assign(({ context }, { invite }: { invite: SpaceInvite }) => {
      return {
        data: context.data && { ...context.data, invites: [invite, ...context.data.invites] },
        notice: 'inviteSent' as const,
        invitesSent: context.invitesSent + 1,
      };
    }),
    replaceInvite: assign(({ context }, { invite }: { invite: SpaceInvite }) => {
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
        onDone: {
          target: 'ready',
          actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
        },
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
                { type: 'replaceMember', params: ({ event }) => ({ member: event.output }) },
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
              actions: [
                { type: 'addInvite', params: ({ event }) => ({ invite: event.output }) },
                { type: 'announce', params: { notice: 'inviteSent' } },
              ],
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
                { type: 'replaceInvite', params: ({ event }) => ({ invite: event.output }) },
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
