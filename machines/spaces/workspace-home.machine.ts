// /work-space (the browser side of the spaces/tenant contract): the current tenant (`GET /tenant`, optionally the
// space chosen with `?space=`), the user's memberships, plan usage, invitations waiting for the user
// (`POST /tenant/{id}/join`) and "create a workspace" (`POST /spaces`) when the user has none.
// Side effects are named actors (provided by src/app/wiring/workspace.ts and by fakes in tests); navigation and the
// session refresh after a membership change are named actions.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf } from '../kit/failures';
import type { WorkspaceHomeTypes, WorkspaceOverview } from './workspace-home.types';
import type { SpaceMembership, WorkspaceNoticeKey } from './workspace.types';

/** The space a join or a creation answered: `{ space: { id } }` (a join) or the space itself (a creation). */
function joinedSpaceId(joined: unknown): unknown {
  if (!joined || typeof joined !== 'object') return undefined;
  const space = 'space' in joined ? joined.space : undefined;
  const spaceId = space && typeof space === 'object' && 'id' in space ? space.id : undefined;
  return spaceId ?? ('id' in joined ? joined.id : undefined);
}

export const workspaceHomeMachine = setup({
  types: {} as WorkspaceHomeTypes,
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
    hasCurrentSpace: (_, params: { overview: WorkspaceOverview }) => params.overview.current !== null,
    isForbidden: ({ event }) => failureOf(event).status === 403,
    hadCurrentSpace: ({ context }) => context.overview?.current != null,
  },
  actions: {
    /** The user's memberships changed: reload the session's me (provided by the app root). */
    refreshSession: () => {},
    /** Shows a success toast (provided by the app root). */
    announce: (_, _params: { notice: WorkspaceNoticeKey }) => {},
    storeOverview: assign((_, params: { overview: WorkspaceOverview }) => ({
      overview: params.overview,
      loadFailure: null,
    })),
    storeLoadFailure: assign(({ event }) => ({ loadFailure: failureOf(event), overview: null })),
    clearMessages: assign({ notice: null, error: null }),
    showError: assign({ error: errorNotice }),
    noticeJoined: assign({ notice: 'joined' as const }),
    noticeCreated: assign({ notice: 'spaceCreated' as const }),
    /** After joining or creating, show that space (the default choice may be another one). */
    openJoinedSpace: assign((_, params: { joined: unknown }) => {
      const id = joinedSpaceId(params.joined);
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
          {
            guard: { type: 'hasCurrentSpace', params: ({ event }) => ({ overview: event.output }) },
            target: 'ready',
            actions: { type: 'storeOverview', params: ({ event }) => ({ overview: event.output }) },
          },
          {
            target: 'noSpace',
            actions: { type: 'storeOverview', params: ({ event }) => ({ overview: event.output }) },
          },
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
            { type: 'openJoinedSpace', params: ({ event }) => ({ joined: event.output }) },
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
            { type: 'openJoinedSpace', params: ({ event }) => ({ joined: event.output }) },
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
