// /expert/apply: the signed-in applicant's expert application, on the browser end of the one lifecycle table
// (domain/experts/application-lifecycle.ts, which the server asks before every change it stores):
//
//   loading --> editing   (no application yet, DRAFT, CHANGES_REQUESTED: the statuses the table lets `submit` leave)
//          \--> waiting   (SUBMITTED, UNDER_REVIEW: with staff, read-only; `user.refresh` looks again)
//          \--> approved  (APPROVED: the published profile is at /expert/my-profile)
//          \--> rejected  (REJECTED, with staff's reason: `user.startNew` opens a new application from its answers)
//
// editing has sub-states: idle, saving (PUT, the status stays), submitting (POST .../submit; the answer's status
// decides the next screen, as on load), cities (the cities of a newly chosen country). The form's fields stay in
// the view, which checks them with domain/experts/application-rules.ts and sends one `user.save` or
// `user.submit` with the contract's body. A write refused with 409 (staff moved the application, or it changed in
// another tab) goes to `conflict`, which reloads; field errors stay next to their fields; anything else keeps the
// form with the reason. Side effects are named actors (src/app/wiring/experts.ts).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  isApplicantEditable,
  isWithStaff,
  nextApplicationStatus,
  type ApplicationStatus,
} from '../../domain/experts/application-lifecycle';
import { notProvided } from '../kit/actors';
import { errorNotice, failureOf, outputOf } from '../kit/failures';
import type {
  ApplicationLoad,
  ApplicationScreen,
  ApplicationTypes,
  ApplicationWrite,
} from './application.types';
import type {
  CityList,
  ExpertApplication,
  ExpertApplicationDraft,
  ExpertApplicationInput,
} from './experts.types';

/** The screen of an application (null: none yet), from the lifecycle table. */
export function screenOf(status: ApplicationStatus | null): ApplicationScreen {
  if (status === null || isApplicantEditable(status)) return 'editing';
  if (isWithStaff(status)) return 'waiting';
  return status === 'APPROVED' ? 'approved' : 'rejected';
}

/** The application a done actor answered (a load's, or a write's). */
function answeredApplication(event: object): ExpertApplication | null {
  const output = outputOf(event);
  if (output && typeof output === 'object' && 'reference' in output) {
    return (output as ApplicationLoad).application;
  }
  return (output as ExpertApplication | undefined) ?? null;
}

const screenIs =
  (screen: ApplicationScreen) =>
  ({ event }: { event: object }) =>
    screenOf(answeredApplication(event)?.status ?? null) === screen;

/** The transitions that follow an answer carrying an application: to the screen its status shows. */
function toScreen<TAction extends 'storeLoad' | 'storeAnswer'>(action: TAction) {
  return [
    { guard: 'answerIsEditing', target: '#expertApplication.editing', actions: action },
    { guard: 'answerIsWaiting', target: '#expertApplication.waiting', actions: action },
    { guard: 'answerIsApproved', target: '#expertApplication.approved', actions: action },
    { target: '#expertApplication.rejected', actions: action },
  ] as const;
}

export const applicationMachine = setup({
  types: {} as ApplicationTypes,
  actors: {
    /** GET /experts/applications/me, GET /sectors, GET /countries (and the application's country's cities). */
    loadApplication: fromPromise<ApplicationLoad>(notProvided('expertApplication', 'loadApplication')),
    /** GET /countries/{id}/cities. */
    loadCities: fromPromise<CityList, { countryId: number | null }>(
      notProvided('expertApplication', 'loadCities'),
    ),
    /** PUT /experts/applications/me. */
    saveApplication: fromPromise<ExpertApplication, ApplicationWrite<ExpertApplicationDraft>>(
      notProvided('expertApplication', 'saveApplication'),
    ),
    /** POST /experts/applications/me/submit. */
    submitApplication: fromPromise<ExpertApplication, ApplicationWrite<ExpertApplicationInput>>(
      notProvided('expertApplication', 'submitApplication'),
    ),
  },
  guards: {
    answerIsEditing: screenIs('editing'),
    answerIsWaiting: screenIs('waiting'),
    answerIsApproved: screenIs('approved'),
    isConflict: ({ event }) => failureOf(event).status === 409,
    hasFieldErrors: ({ event }) => Object.keys(failureOf(event).fieldErrors).length > 0,
    /** The lifecycle lets the applicant send `event` from the application's status (none yet: a new one). */
    applicantMay: ({ context }, params: { event: 'save' | 'submit' }) => {
      const status = context.startedNew ? null : (context.application?.status ?? null);
      return status === null || nextApplicationStatus(status, params.event) !== null;
    },
  },
  actions: {
    storeLoad: assign(({ event }) => {
      const load = outputOf(event) as ApplicationLoad;
      return {
        application: load.application,
        reference: load.reference,
        cities: load.cities,
        startedNew: false,
        failure: null,
        error: null,
        fieldErrors: {},
        notice: null,
      };
    }),
    storeAnswer: assign(({ event }) => ({
      application: answeredApplication(event),
      startedNew: false,
      error: null,
      fieldErrors: {},
    })),
    storeCities: assign((_, params: { cities: CityList }) => ({ cities: params.cities })),
    storeFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    showError: assign({ error: errorNotice }),
    showFieldErrors: assign(({ event }) => ({ fieldErrors: failureOf(event).fieldErrors, error: null })),
    clearMessages: assign({ error: null, notice: null }),
    forgetFieldError: assign(({ context }, params: { field: string }) => {
      if (!(params.field in context.fieldErrors)) return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { fieldErrors };
    }),
    noticeSaved: assign({ notice: 'saved' as const }),
    startNew: assign({ startedNew: true, error: null, fieldErrors: {}, notice: null }),
  },
}).createMachine({
  id: 'expertApplication',
  context: {
    application: null,
    reference: null,
    cities: { countryId: null, cities: [] },
    startedNew: false,
    failure: null,
    error: null,
    fieldErrors: {},
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        onDone: toScreen('storeLoad'),
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.save': {
              guard: { type: 'applicantMay', params: { event: 'save' } },
              target: 'saving',
              actions: 'clearMessages',
            },
            'user.submit': {
              guard: { type: 'applicantMay', params: { event: 'submit' } },
              target: 'submitting',
              actions: 'clearMessages',
            },
            'user.chooseCountry': { target: 'cities', actions: 'clearMessages' },
            'user.editField': {
              actions: { type: 'forgetFieldError', params: ({ event }) => ({ field: event.field }) },
            },
          },
        },
        cities: {
          invoke: {
            id: 'loadCities',
            src: 'loadCities',
            input: ({ event }) => {
              assertEvent(event, 'user.chooseCountry');
              return { countryId: event.countryId };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'storeCities', params: ({ event }) => ({ cities: event.output }) },
            },
            onError: { target: 'idle', actions: 'showError' },
          },
          on: {
            // The last country chosen wins.
            'user.chooseCountry': { target: 'cities', reenter: true },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveApplication',
            src: 'saveApplication',
            input: ({ context, event }) => {
              assertEvent(event, 'user.save');
              return { version: writeVersion(context), data: event.data };
            },
            onDone: { target: 'idle', actions: ['storeAnswer', 'noticeSaved'] },
            onError: [
              { guard: 'isConflict', target: '#expertApplication.conflict', actions: 'storeFailure' },
              { guard: 'hasFieldErrors', target: 'idle', actions: 'showFieldErrors' },
              { target: 'idle', actions: 'showError' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submit');
              return { version: writeVersion(context), data: event.data };
            },
            onDone: toScreen('storeAnswer'),
            onError: [
              { guard: 'isConflict', target: '#expertApplication.conflict', actions: 'storeFailure' },
              { guard: 'hasFieldErrors', target: 'idle', actions: 'showFieldErrors' },
              { target: 'idle', actions: 'showError' },
            ],
          },
        },
      },
    },
    /** With staff (SUBMITTED, UNDER_REVIEW): nothing to edit. */
    waiting: {
      on: { 'user.refresh': 'loading' },
    },
    approved: {},
    rejected: {
      on: { 'user.startNew': { target: 'editing', actions: 'startNew' } },
    },
    /** The application moved meanwhile (409): the form is not sent again as it was. */
    conflict: {
      on: { 'user.reload': 'loading' },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

/** The version a write names: the loaded application's, none for a new one. */
function writeVersion(context: ApplicationTypes['context']): number | undefined {
  return context.startedNew ? undefined : context.application?.version;
}

export type ApplicationMachine = typeof applicationMachine;
export type ApplicationSnapshot = SnapshotFrom<ApplicationMachine>;
