// Claims the assessment made while signed out into the signed-in user's workspace (issue 14 item 7). Started by
// the app once the session is signed in (after a sign-in, and on any signed-in load) while the `idReport` cookie
// names a report: POST /ghg-reports/{id}/claim into the default workspace ->
// - claimed (newly: the app announces it with a toast; already in this workspace: silently);
// - noWorkspace (409 NO_WORKSPACE): the report stays unclaimed, the pages say so (the cookie is kept, so that it is
//   claimed on the first signed-in load after the user has a workspace);
// - notClaimable (409 CONFLICT: another workspace's; 404 / 400: unknown): the cookie is forgotten, it names nothing
//   this user can keep;
// - failed (network, 5xx, 429): said in `error`, `user.retry` tries again.
// Side effects are the named actor `claimReport` and the injected actions `announceClaimed` and `forgetReport`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';
import type { GhgReportClaim, ReportClaimTypes, ReportClaimView } from './report-claim.types';

export const reportClaimMachine = setup({
  types: {} as ReportClaimTypes,
  actors: {
    /** POST /ghg-reports/{id}/claim (the default workspace); rejects with the API error body. */
    claimReport: fromPromise<GhgReportClaim, { id: string }>(notProvided('report-claim', 'claimReport')),
  },
  guards: {
    hasReport: ({ context }) => context.reportId !== null && context.reportId !== '',
    isClaim: (_, params: { claim: unknown }) =>
      typeof params.claim === 'object' &&
      params.claim !== null &&
      'workspace' in params.claim &&
      'newlyClaimed' in params.claim,
    isNewClaim: (_, params: { claim: unknown }) =>
      typeof params.claim === 'object' &&
      params.claim !== null &&
      'newlyClaimed' in params.claim &&
      params.claim.newlyClaimed === true,
    hasNoWorkspace: ({ event }) => failureOf(event).code === 'NO_WORKSPACE',
    isNotClaimable: ({ event }) => {
      const failure = failureOf(event);
      return failure.code === 'CONFLICT' || failure.status === 404 || failure.status === 400;
    },
  },
  actions: {
    storeClaim: assign((_, params: { claim: GhgReportClaim }) => ({ claim: params.claim, error: null })),
    storeFailure: assign(({ event }) => ({ error: failureNotice(failureOf(event)) })),
    storeMalformed: assign({ error: { key: 'errors.generic', text: null } }),
    /** The success toast "saved in the workspace" (provided by the app). */
    announceClaimed: (_, _params: { workspaceName: string }) => {},
    /** Removes the `idReport` cookie (provided by the app). */
    forgetReport: () => {},
  },
}).createMachine({
  id: 'reportClaim',
  context: ({ input }) => ({ reportId: input?.reportId ?? null, claim: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasReport', target: 'claiming' }, { target: 'idle' }],
    },
    idle: { tags: ['settled'] },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claimReport',
        src: 'claimReport',
        input: ({ context }) => ({ id: context.reportId ?? '' }),
        onDone: [
          {
            guard: { type: 'isNewClaim', params: ({ event }) => ({ claim: event.output }) },
            target: 'claimed',
            actions: [
              { type: 'storeClaim', params: ({ event }) => ({ claim: event.output }) },
              {
                type: 'announceClaimed',
                params: ({ event }) => ({ workspaceName: event.output.workspace.name }),
              },
            ],
          },
          {
            guard: { type: 'isClaim', params: ({ event }) => ({ claim: event.output }) },
            target: 'claimed',
            actions: { type: 'storeClaim', params: ({ event }) => ({ claim: event.output }) },
          },
          { target: 'failed', actions: 'storeMalformed' },
        ],
        onError: [
          { guard: 'hasNoWorkspace', target: 'noWorkspace' },
          { guard: 'isNotClaimable', target: 'notClaimable', actions: 'forgetReport' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    claimed: { tags: ['settled'] },
    noWorkspace: { tags: ['settled'] },
    notClaimable: { tags: ['settled'] },
    failed: {
      tags: ['settled'],
      on: { 'user.retry': { target: 'claiming' } },
    },
  },
});

export type ReportClaimSnapshot = SnapshotFrom<typeof reportClaimMachine>;

/** What a page may say about the claim. */
export function selectReportClaimView(snapshot: ReportClaimSnapshot): ReportClaimView {
  const { context } = snapshot;
  if (snapshot.matches('claimed') && context.claim) {
    return {
      kind: 'claimed',
      workspaceName: context.claim.workspace.name,
      newlyClaimed: context.claim.newlyClaimed,
    };
  }
  if (snapshot.matches('noWorkspace')) return { kind: 'noWorkspace' };
  if (snapshot.matches('notClaimable')) return { kind: 'notClaimable' };
  if (snapshot.matches('failed'))
    return { kind: 'failed', error: context.error ?? { key: 'errors.generic', text: null } };
  if (snapshot.matches('claiming')) return { kind: 'claiming' };
  return { kind: 'idle' };
}
