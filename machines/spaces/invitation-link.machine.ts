// Invitation links (/auth/sign-up-invitation?param=... and /work-space?invite=...): what the link stands for
// (`GET /spaces/invite-info`), then either sign-up by invitation (the sign-up machine, invoked with the invitation,
// which locks the e-mail) or "Join" for an existing account (`POST /spaces/user-join-space?param=`); accepted,
// deleted, expired or unknown links say why they are unusable.
// Side effects are named actors (provided by src/app/wiring/workspace.ts and by fakes in tests); the session
// refresh after joining and the success toast are named actions.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isInviteParam } from '../../domain/invite-lifecycle';
import { signUpMachine } from '../auth/sign-up.machine';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf } from '../kit/failures';
import type { InvitationLinkTypes, InviteUnusableReason } from './invitation-link.types';
import type { InviteInfo, WorkspaceNoticeKey } from './workspace.types';

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

export const invitationLinkMachine = setup({
  types: {} as InvitationLinkTypes,
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
    isPending: (_, params: { info: InviteInfo }) => params.info.status === 'PENDING',
    isUnusable: ({ event }) => failureOf(event).code! in UNUSABLE_BY_CODE,
    accountExists: ({ context }) => context.info?.accountExists === true,
  },
  actions: {
    refreshSession: () => {},
    announce: (_, _params: { notice: WorkspaceNoticeKey }) => {},
    storeInfo: assign((_, params: { info: InviteInfo }) => ({ info: params.info })),
    reasonFromStatus: assign((_, params: { info: InviteInfo }) => ({
      reason: UNUSABLE_BY_STATUS[params.info.status] ?? 'notFound',
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
          {
            guard: { type: 'isPending', params: ({ event }) => ({ info: event.output }) },
            target: 'pending',
            actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
          },
          {
            target: 'unusable',
            actions: [
              { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
              { type: 'reasonFromStatus', params: ({ event }) => ({ info: event.output }) },
            ],
          },
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
