// The GHG emission-risk assessment and its report with their real actors (POST /ghg-reports, GET /ghg-reports/{id}
// through the one API client `api`, which sends Accept-Language and the access token when signed in). A new report
// is remembered in the `idReport` cookie (the spec's name) and its result page opens with `?id=`.
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { riskAssessmentMachine } from '../../../machines/ghg/risk-assessment.machine';
import type { GhgAssessmentInput, GhgReport } from '../../../machines/ghg/risk-assessment.types';
import { riskReportMachine } from '../../../machines/ghg/risk-report.machine';
import { reportShareMachine } from '../../../machines/ghg/report-share.machine';
import { unwrap, type ApiClient } from '../../api/client';
import { api as defaultApi } from '../api';
import { cookieNames, ID_REPORT_MAX_AGE_SECONDS, writeCookie, type CookieJar } from '../cookies';
import { inspectOptions } from '../inspection';
import { ghgReportResultPath } from '../paths';
import { toMachineError, type Go } from './machine-error';

export { currentReportId } from '../report-id';
// What the assessment page needs only once its machine runs, so it loads with it: the view of a snapshot and the
// text of a notice the server's answer brought (the machine already carries the message catalogue).
export { selectRiskAssessmentView } from '../../../machines/ghg/risk-assessment.machine';
export { noticeText } from '../../../domain/failures';

export function createGhgActors(api: ApiClient) {
  return {
    createReport: fromPromise<GhgReport, GhgAssessmentInput>(async ({ input }) => {
      try {
        return await unwrap(api.POST('/ghg-reports', { body: input }));
      } catch (error) {
        throw toMachineError(error);
      }
    }),
    loadReport: fromPromise<GhgReport, { id: string }>(async ({ input }) => {
      try {
        return await unwrap(api.GET('/ghg-reports/{id}', { params: { path: { id: input.id } } }));
      } catch (error) {
        throw toMachineError(error);
      }
    }),
    /** The share link's page: the machine's `id` is the link's token. */
    loadSharedReport: fromPromise<GhgReport, { id: string }>(async ({ input }) => {
      try {
        return await unwrap(
          api.GET('/ghg-shared-reports/{token}', { params: { path: { token: input.id } } }),
        );
      } catch (error) {
        throw toMachineError(error);
      }
    }),
    shareReport: fromPromise<{ shareToken: string | null }, { reportId: string; spaceId: string }>(
      async ({ input }) =>
        unwrap(
          api.POST('/ghg-reports/{id}/share', {
            params: { path: { id: input.reportId }, header: { 'X-Space-Id': input.spaceId } },
          }),
        ),
    ),
    unshareReport: fromPromise<{ shareToken: string | null }, { reportId: string; spaceId: string }>(
      async ({ input }) =>
        unwrap(
          api.DELETE('/ghg-reports/{id}/share', {
            params: { path: { id: input.reportId }, header: { 'X-Space-Id': input.spaceId } },
          }),
        ),
    ),
  };
}

/** /ghg-report/count-down: on success, remember the report in `idReport` and open its result page. */
export function createRiskAssessmentLogic(api: ApiClient = defaultApi, go: Go = navigate, jar?: CookieJar) {
  const { createReport } = createGhgActors(api);
  return riskAssessmentMachine.provide({
    actors: { createReport },
    actions: {
      goToReport: (_, { id }) => {
        if (jar) writeCookie(cookieNames.idReport, id, { maxAge: ID_REPORT_MAX_AGE_SECONDS }, jar);
        else writeCookie(cookieNames.idReport, id, { maxAge: ID_REPORT_MAX_AGE_SECONDS });
        go(ghgReportResultPath(id));
      },
    },
  });
}

/** The assessment page's actor (created, not started), loaded once the page is live (src/app/lazy-actor.ts). */
export function createRiskAssessmentActor() {
  return createActor(createRiskAssessmentLogic(), inspectOptions());
}

/** The result pages: load the report by id, or (`shared`) by its share link's token. */
export function createRiskReportLogic(api: ApiClient = defaultApi, options: { shared?: boolean } = {}) {
  const { loadReport, loadSharedReport } = createGhgActors(api);
  return riskReportMachine.provide({
    actors: { loadReport: options.shared ? loadSharedReport : loadReport },
  });
}

/** The result page's actor (created once its code has loaded: src/app/lazy-actor.ts), not started. */
export function createRiskReportActor(id: string | null, options: { shared?: boolean } = {}) {
  return createActor(createRiskReportLogic(defaultApi, options), { ...inspectOptions(), input: { id } });
}

/** The share-link controls of a workspace's report (its members only). */
export function createReportShareLogic(api: ApiClient = defaultApi) {
  const { shareReport, unshareReport } = createGhgActors(api);
  return reportShareMachine.provide({ actors: { shareReport, unshareReport } });
}
