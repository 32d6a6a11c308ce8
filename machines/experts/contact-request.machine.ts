// Contacting an expert from their public profile (issue 13): choose the workspace (when the user has several),
// the sector, the scopes, the deadline and a message; the values are checked with the rules the server uses
// (domain/experts/contact-rules.ts, `validating`), then sent (`sending`, the named actor `sendContactRequest`).
// The server's answers decide what comes next, in one guard table ending in a catch-all:
// 201 -> sent | 400 -> back to the form with the field messages | 409 / 403 / 404 -> refused (the reason shown) |
// 429 -> rate-limited | anything else -> failed (retry sends the same values again).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { validate } from '../../domain/validation';
import { deadlineBoundsFrom, makeContactExpertSchema } from '../../domain/experts/contact-rules';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type {
  ContactExpertTypes,
  ExpertContactRequest,
  FieldProblem,
  SendContactRequestInput,
} from './contact-request.types';

/** The form's rules for the user's today, with the problems as keys (the view translates them). */
function checkForm(values: unknown, today: string) {
  const result = validate(makeContactExpertSchema(deadlineBoundsFrom(today)), values, 'vi');
  if (result.ok) return { ok: true as const, value: result.value };
  const fieldErrors: Record<string, FieldProblem> = {};
  for (const issue of result.issues) {
    const field = issue.field.split('.')[0];
    if (!(field in fieldErrors)) fieldErrors[field] = { key: issue.key, params: issue.params, text: null };
  }
  return { ok: false as const, fieldErrors };
}

export const contactExpertMachine = setup({
  types: {} as ContactExpertTypes,
  actors: {
    /** POST /experts/profiles/{slug}/contact-requests; rejects with the API error body. */
    sendContactRequest: fromPromise<ExpertContactRequest, SendContactRequestInput>(
      notProvided('contactExpert', 'sendContactRequest'),
    ),
  },
  guards: {
    hasNoWorkspace: ({ context }) => context.workspaces.length === 0,
    isValid: ({ context, event }) => {
      assertEvent(event, 'user.submit');
      return checkForm(event.values, context.today).ok;
    },
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
    isRefused: ({ event }) => [403, 404, 409].includes(failureOf(event).status ?? 0),
    isRateLimited: ({ event }) => failureOf(event).kind === 'rateLimited',
  },
  actions: {
    /** Injected by the app: the success toast. */
    contactRequestSent: (_, _params: { request: ExpertContactRequest }) => {},
    acceptValues: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const checked = checkForm(event.values, context.today);
      return { values: checked.ok ? checked.value : null, fieldErrors: {}, error: null, refusal: null };
    }),
    showFormProblems: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      const checked = checkForm(event.values, context.today);
      return { fieldErrors: checked.ok ? {} : checked.fieldErrors, error: null };
    }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'user.editField');
      const { [event.field]: _edited, ...fieldErrors } = context.fieldErrors;
      return { fieldErrors };
    }),
    rememberSent: assign(({ event }) => {
      const request = outputOf(event) as ExpertContactRequest | undefined;
      if (!request) throw new Error('contactExpert: sendContactRequest answered nothing');
      return { sent: request, error: null };
    }),
    showServerFieldErrors: assign(({ event }) => {
      const failure = failureOf(event);
      const fieldErrors: Record<string, FieldProblem> = {};
      for (const [field, notice] of Object.entries(failure.fieldErrors)) {
        fieldErrors[field.split('.')[0]] ??= { key: notice.key, text: notice.text };
      }
      return { fieldErrors, error: failureNotice(failure) };
    }),
    rememberRefusal: assign(({ event }) => {
      const failure = failureOf(event);
      const refusal = failure.status === 403 ? 'forbidden' : failure.status === 404 ? 'missing' : 'conflict';
      const fallback =
        refusal === 'forbidden'
          ? 'errors.forbidden'
          : refusal === 'missing'
            ? 'errors.notFound'
            : 'errors.conflict';
      return { refusal, error: failureNotice(failure, fallback) } as const;
    }),
    showFailure: assign(({ event }) => ({ error: failureNotice(failureOf(event)) })),
    clearNotices: assign({ error: null, refusal: null }),
  },
}).createMachine({
  id: 'contactExpert',
  context: ({ input }) => ({
    slug: input.slug,
    workspaces: input.workspaces,
    today: input.today,
    values: null,
    fieldErrors: {},
    error: null,
    refusal: null,
    sent: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoWorkspace', target: 'noWorkspace' }, { target: 'composing' }],
    },
    noWorkspace: {},
    composing: {
      on: {
        'user.submit': { target: 'validating' },
        'user.editField': { actions: 'forgetFieldError' },
      },
    },
    validating: {
      always: [
        { guard: 'isValid', target: 'sending', actions: 'acceptValues' },
        { target: 'composing', actions: 'showFormProblems' },
      ],
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendContactRequest',
        src: 'sendContactRequest',
        input: ({ context }) => {
          if (!context.values) throw new Error('contactExpert: nothing to send');
          return { slug: context.slug, values: context.values };
        },
        onDone: {
          target: 'sent',
          actions: [
            'rememberSent',
            { type: 'contactRequestSent', params: ({ event }) => ({ request: event.output }) },
          ],
        },
        onError: [
          { guard: 'isValidationFailure', target: 'composing', actions: 'showServerFieldErrors' },
          { guard: 'isRefused', target: 'refused', actions: 'rememberRefusal' },
          { guard: 'isRateLimited', target: 'rateLimited', actions: 'showFailure' },
          { target: 'failed', actions: 'showFailure' },
        ],
      },
    },
    sent: {},
    refused: { on: { 'user.edit': { target: 'composing', actions: 'clearNotices' } } },
    rateLimited: { on: { 'user.edit': { target: 'composing', actions: 'clearNotices' } } },
    failed: {
      on: {
        'user.retry': { target: 'sending' },
        'user.edit': { target: 'composing', actions: 'clearNotices' },
      },
    },
  },
});

export type ContactExpertSnapshot = SnapshotFrom<typeof contactExpertMachine>;
