// The share link of a workspace's GHG report, on its result page (members only): turn it on (or renew it: a new
// token, the old link stops working) with POST /ghg-reports/{id}/share, off with DELETE. A failure keeps the link as
// it was and says why. Side effects are the named actors `shareReport` and `unshareReport`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type { ReportShareTypes, ReportShareView } from './report-share.types';

type ShareCall = { reportId: string; spaceId: string };
type ShareAnswer = { shareToken: string | null };

const tokenOf = (answer: unknown): string | null | undefined => {
  if (typeof answer !== 'object' || answer === null || !('shareToken' in answer)) return undefined;
  const token = answer.shareToken;
  return typeof token === 'string' || token === null ? token : undefined;
};

export const reportShareMachine = setup({
  types: {} as ReportShareTypes,
  actors: {
    shareReport: fromPromise<ShareAnswer, ShareCall>(notProvided('report-share', 'shareReport')),
    unshareReport: fromPromise<ShareAnswer, ShareCall>(notProvided('report-share', 'unshareReport')),
  },
  guards: {
    isShared: ({ context }) => context.shareToken !== null,
    answeredToken: ({ event }) => tokenOf(outputOf(event)) !== undefined,
  },
  actions: {
    storeToken: assign(({ event }) => ({ shareToken: tokenOf(outputOf(event)) ?? null, error: null })),
    storeFailure: assign(({ event }) => ({ error: failureNotice(failureOf(event)) })),
    storeMalformed: assign({ error: { key: 'errors.generic', text: null } }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'reportShare',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'isShared', target: 'on' }, { target: 'off' }] },
    off: { on: { 'user.share': { target: 'sharing', actions: 'clearError' } } },
    on: {
      on: {
        'user.share': { target: 'sharing', actions: 'clearError' },
        'user.unshare': { target: 'unsharing', actions: 'clearError' },
      },
    },
    sharing: {
      tags: ['busy'],
      invoke: {
        id: 'shareReport',
        src: 'shareReport',
        input: ({ context }) => ({ reportId: context.reportId, spaceId: context.spaceId }),
        onDone: [
          { guard: 'answeredToken', target: 'checking', actions: 'storeToken' },
          { target: 'checking', actions: 'storeMalformed' },
        ],
        onError: { target: 'checking', actions: 'storeFailure' },
      },
    },
    unsharing: {
      tags: ['busy'],
      invoke: {
        id: 'unshareReport',
        src: 'unshareReport',
        input: ({ context }) => ({ reportId: context.reportId, spaceId: context.spaceId }),
        onDone: [
          { guard: 'answeredToken', target: 'checking', actions: 'storeToken' },
          { target: 'checking', actions: 'storeMalformed' },
        ],
        onError: { target: 'checking', actions: 'storeFailure' },
      },
    },
  },
});

export type ReportShareSnapshot = SnapshotFrom<typeof reportShareMachine>;

export function selectReportShareView(snapshot: ReportShareSnapshot): ReportShareView {
  const { shareToken, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return shareToken === null ? { kind: 'off', busy, error } : { kind: 'on', token: shareToken, busy, error };
}
