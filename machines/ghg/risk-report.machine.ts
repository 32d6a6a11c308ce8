// The GHG risk report page (the result of the assessment, or a shared link): loads the report by id
// (GET /ghg-reports/{id}) -> shows it, says the report does not exist (404, an id that is not a uuid, or no id at
// all), or says why it could not load it and offers to try again. A language switch reloads it (its reasons and next
// steps come in the request's language) while the report already shown stays on screen.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import type { GhgReport } from './risk-assessment.types';
import type { RiskReportTypes } from './risk-report.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

export const riskReportMachine = setup({
  types: {} as RiskReportTypes,
  actors: {
    /** GET /ghg-reports/{id}; rejects with the API error body. */
    loadReport: fromPromise<GhgReport, { id: string }>(notProvided('risk-report', 'loadReport')),
  },
  guards: {
    hasId: ({ context }) => context.id !== null && context.id !== '',
    isReport: (_, { report }: { report: unknown }) => {
      return typeof report === 'object' && report !== null && 'id' in report && typeof report.id === 'string';
    },
    isUnknownReport: ({ event }) => {
      const failure = failureOf(event);
      return failure.status === 404 || failure.status === 400;
    },
  },
  actions: {
    rememberReport: assign((_, params: { report: GhgReport }) => ({
      report: params.report,
      error: null,
    })),
    rememberMalformedAnswer: assign({ error: { key: 'errors.generic', text: null } }),
    rememberFailure: assign(({ event }) => ({
      error: failureNotice(failureOf(event)),
    })),
  },
}).createMachine({
  id: 'riskReport',
  context: ({ input }) => ({ id: input?.id ?? null, report: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: [
          {
            guard: { type: 'isReport', params: ({ event }) => ({ report: event.output }) },
            target: 'loaded',
            actions: { type: 'rememberReport', params: ({ event }) => ({ report: event.output }) },
          },
          { target: 'failed', actions: 'rememberMalformedAnswer' },
        ],
        onError: [
          { guard: 'isUnknownReport', target: 'notFound' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    loaded: {
      on: { 'app.localeChanged': { target: 'loading' } },
    },
    notFound: {},
    failed: {
      on: {
        'user.retry': { target: 'loading' },
        'app.localeChanged': { target: 'loading' },
      },
    },
  },
});

export type RiskReportSnapshot = SnapshotFrom<typeof riskReportMachine>;

/** What the report page shows. */

// The view, in a module without XState: the result page reads it before the machine's code has loaded.
export { selectRiskReportView } from './risk-report.selectors';
