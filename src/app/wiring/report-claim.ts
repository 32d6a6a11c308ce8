// The claim of the assessment made while signed out (machines/ghg/report-claim.machine.ts) with its real actor
// (POST /ghg-reports/{id}/claim through the one API client) and actions (the success toast, forgetting the
// `idReport` cookie). One claim per report at a time for the whole page: the app root starts it when the session is
// signed in (src/app/report-claimer.tsx), and the workspace home waits for it before listing the workspace's
// assessments, so that the report just claimed is in the list.
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { reportClaimMachine } from '../../../machines/ghg/report-claim.machine';
import type { GhgReportClaim } from '../../../machines/ghg/report-claim.types';
import { message } from '../../../domain/messages';
import { unwrap, type ApiClient } from '../../api/client';
import { api as defaultApi } from '../api';
import { cookieNames, deleteCookie, readCookie } from '../cookies';
import { inspectOptions } from '../inspection';
import { currentLocale } from '../locale';
import { notifySuccess } from '../notify';
import { toMachineError } from './registration';

/** How long a page waits for the claim before listing anyway. */
const CLAIM_WAIT_MS = 15_000;

export function createReportClaimLogic(api: ApiClient = defaultApi, toast = notifySuccess) {
  return reportClaimMachine.provide({
    actors: {
      claimReport: fromPromise<GhgReportClaim, { id: string }>(async ({ input }) => {
        try {
          return await unwrap(api.POST('/ghg-reports/{id}/claim', { params: { path: { id: input.id } } }));
        } catch (error) {
          throw toMachineError(error);
        }
      }),
    },
    actions: {
      announceClaimed: (_, { workspaceName }) =>
        toast(message(currentLocale(), 'success', 'assessmentClaimed', { space: workspaceName })),
      forgetReport: () => deleteCookie(cookieNames.idReport),
    },
  });
}

type ClaimActor = ActorRefFrom<ReturnType<typeof createReportClaimLogic>>;

let running: { id: string; actor: ClaimActor; settled: Promise<void> } | null = null;

/**
 * Claims the report the `idReport` cookie names (once per report while that claim is running or succeeded; a claim
 * that ended otherwise, e.g. the user had no workspace yet, is tried again on the next call). Settles when the claim
 * is over, whatever its outcome; never rejects. Call only while signed in.
 */
export function ensureReportClaimed(api: ApiClient = defaultApi): Promise<void> {
  const id = readCookie(cookieNames.idReport);
  if (!id) return Promise.resolve();
  if (running && running.id === id) {
    const snapshot = running.actor.getSnapshot();
    if (!snapshot.hasTag('settled') || snapshot.matches('claimed')) return running.settled;
    running.actor.stop();
  }
  const actor = createActor(createReportClaimLogic(api), { ...inspectOptions(), input: { reportId: id } });
  actor.start();
  const settled = waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: CLAIM_WAIT_MS }).then(
    () => undefined,
    () => undefined,
  );
  running = { id, actor, settled };
  return settled;
}
