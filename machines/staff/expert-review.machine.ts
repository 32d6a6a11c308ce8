// /staff/expert-applications/{id}: one expert application for review. Loads it (the form as submitted, the
// applicant's account and academy certificates, the history) -> ready, where staff take the lifecycle's staff steps
// (domain/experts/application-lifecycle.ts, the table the server asks too): start review, request changes (with a
// text), approve, reject (a reason code and a text). A step the table does not allow from the shown status is not
// sent. Each answer is the whole application again. 409 (someone moved it meanwhile, or the version is stale)
// loads it again and says so; a refused text stays by its field; anything else keeps the application with the
// reason. 404 (or a malformed id, 400) is `notFound`, 403 `forbidden`, other load failures `failed` with a retry.
// Side effects are named actors (src/app/wiring/experts.ts).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { nextApplicationStatus, type ApplicationEvent } from '../../domain/experts/application-lifecycle';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf } from '../kit/failures';
import type {
  ExpertReviewContext,
  ExpertReviewEvent,
  ExpertReviewLoad,
  ExpertReviewTypes,
  ReviewAction,
  ReviewStepInput,
  StaffExpertApplication,
} from './expert-review.types';

/** The review steps, in the order the page offers them: the lifecycle's staff events. */
export const REVIEW_STEPS = [
  'startReview',
  'requestChanges',
  'approve',
  'reject',
] as const satisfies readonly ApplicationEvent[];

/** The steps the lifecycle allows from the application's status. */
export function allowedSteps(application: StaffExpertApplication): ReviewAction['kind'][] {
  return REVIEW_STEPS.filter((step) => nextApplicationStatus(application.status, step) !== null);
}

/** The review action a user event asks for. */
function actionOf(event: ExpertReviewEvent): ReviewAction {
  switch (event.type) {
    case 'user.startReview':
      return { kind: 'startReview' };
    case 'user.requestChanges':
      return { kind: 'requestChanges', message: event.message.trim() };
    case 'user.approve':
      return { kind: 'approve' };
    case 'user.reject':
      return { kind: 'reject', reasonCode: event.reasonCode, message: event.message.trim() };
    default:
      throw new Error(`expertReview machine: ${event.type} is not a review step`);
  }
}

const stepGuard = (step: ReviewAction['kind']) => ({ type: 'stepAllowed', params: { step } }) as const;

export const expertReviewMachine = setup({
  types: {} as ExpertReviewTypes,
  actors: {
    /** GET /staff/expert-applications/{id}. */
    loadExpertApplication: fromPromise<ExpertReviewLoad, { id: string }>(
      notProvided('expertReview', 'loadExpertApplication'),
    ),
    /** POST /staff/expert-applications/{id}/start-review | request-changes | approve | reject. */
    reviewExpertApplication: fromPromise<StaffExpertApplication, ReviewStepInput>(
      notProvided('expertReview', 'reviewExpertApplication'),
    ),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
    isNotFound: ({ event }) => [400, 404].includes(failureOf(event).status ?? 0),
    isConflict: ({ event }) => failureOf(event).status === 409,
    hasMessageError: ({ event }) => 'message' in failureOf(event).fieldErrors,
    stepAllowed: ({ context }, params: { step: ReviewAction['kind'] }) =>
      context.application !== null && nextApplicationStatus(context.application.status, params.step) !== null,
  },
  actions: {
    storeLoad: assign((_, params: { load: ExpertReviewLoad }) => ({
      application: params.load.application,
      reference: params.load.reference,
      cities: params.load.cities,
      failure: null,
    })),
    storeApplication: assign((_, params: { application: StaffExpertApplication }) => ({
      application: params.application,
      failure: null,
    })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    clearMessages: assign({ error: null, messageError: null, notice: null }),
    showError: assign({ error: errorNotice }),
    showMessageError: assign(({ event }) => ({ messageError: failureOf(event).fieldErrors.message ?? null })),
    noteConflict: assign(({ event }) => ({
      error: { key: 'errors.conflict' as const, text: failureOf(event).text },
    })),
    noticeStep: assign(({ context }) => ({ notice: context.acting })),
    forgetNotice: assign({ notice: null, error: null, messageError: null }),
    markActing: assign(({ event }) => ({ acting: actionOf(event).kind })),
  },
}).createMachine({
  id: 'expertReview',
  context: ({ input }): ExpertReviewContext => ({
    id: input.id,
    application: null,
    reference: null,
    cities: { countryId: null, cities: [] },
    failure: null,
    error: null,
    messageError: null,
    notice: null,
    acting: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadExpertApplication',
        src: 'loadExpertApplication',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeLoad', params: ({ event }) => ({ load: event.output }) },
        },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'storeFailure' },
          { guard: 'isForbidden', target: 'forbidden', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.startReview': {
              guard: stepGuard('startReview'),
              target: 'acting',
              actions: 'clearMessages',
            },
            'user.requestChanges': {
              guard: stepGuard('requestChanges'),
              target: 'acting',
              actions: 'clearMessages',
            },
            'user.approve': { guard: stepGuard('approve'), target: 'acting', actions: 'clearMessages' },
            'user.reject': { guard: stepGuard('reject'), target: 'acting', actions: 'clearMessages' },
            'user.dismissNotice': { actions: 'forgetNotice' },
          },
        },
        acting: {
          tags: ['busy'],
          entry: 'markActing',
          invoke: {
            id: 'reviewExpertApplication',
            src: 'reviewExpertApplication',
            input: ({ context, event }) => {
              assertEvent(event, ['user.startReview', 'user.requestChanges', 'user.approve', 'user.reject']);
              return { id: context.id, version: context.application?.version ?? 0, action: actionOf(event) };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeApplication', params: ({ event }) => ({ application: event.output }) },
                'noticeStep',
              ],
            },
            onError: [
              { guard: 'isConflict', target: '#expertReview.loading', actions: 'noteConflict' },
              { guard: 'hasMessageError', target: 'idle', actions: 'showMessageError' },
              { target: 'idle', actions: 'showError' },
            ],
          },
        },
      },
    },
    notFound: {},
    /** Signed in but not staff (403). */
    forbidden: {},
    failed: { on: { 'user.retry': 'loading' } },
  },
});

export type ExpertReviewMachine = typeof expertReviewMachine;
export type ExpertReviewSnapshot = SnapshotFrom<ExpertReviewMachine>;
