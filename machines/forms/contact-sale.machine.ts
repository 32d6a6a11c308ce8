// Contact sales (/contact): the form (its fields stay in the view) -> POST /spaces/sent-contact-sale -> the
// thank-you page, or back to the form with the server's field errors, a rate-limit message or a network / generic
// error. The view keeps every typed value; the machine only holds what the server said.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import type { ContactSaleRequest, ContactSaleResult, ContactSaleTypes } from './contact-sale.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

export const contactSaleMachine = setup({
  types: {} as ContactSaleTypes,
  actors: {
    /** POST /spaces/sent-contact-sale; rejects with the API error body. */
    sendContactSale: fromPromise<ContactSaleResult, ContactSaleRequest>(
      notProvided('contact-sale', 'sendContactSale'),
    ),
  },
  guards: {
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
  },
  actions: {
    /** Navigates to /contact/thank-you; provided by the app. */
    goToThankYou: (_, _params: { firstName: string }) => {},
    startSubmission: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { firstName: event.values.firstName, fieldErrors: {}, error: null };
    }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'user.editField');
      const { [event.field]: _edited, ...fieldErrors } = context.fieldErrors;
      return { fieldErrors };
    }),
    showFieldErrors: assign(({ event }) => {
      const failure = failureOf(event);
      return { fieldErrors: failure.fieldErrors, error: failureNotice(failure) };
    }),
    showFailure: assign(({ event }) => ({ fieldErrors: {}, error: failureNotice(failureOf(event)) })),
  },
}).createMachine({
  id: 'contactSale',
  context: { fieldErrors: {}, error: null, firstName: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submit': { target: 'submitting', actions: 'startSubmission' },
        'user.editField': { actions: 'forgetFieldError' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendContactSale',
        src: 'sendContactSale',
        input: ({ event }) => {
          assertEvent(event, 'user.submit');
          return event.values;
        },
        onDone: { target: 'succeeded' },
        onError: [
          { guard: 'isValidationFailure', target: 'editing', actions: 'showFieldErrors' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    succeeded: {
      type: 'final',
      entry: { type: 'goToThankYou', params: ({ context }) => ({ firstName: context.firstName ?? '' }) },
    },
  },
});

export type ContactSaleSnapshot = SnapshotFrom<typeof contactSaleMachine>;

// The page's selector lives beside the machine (./contact-sale.selectors.ts), so that the page can show the first
// view before the machine has loaded; the machine's tests read it from here as before.
export { selectContactSaleView } from './contact-sale.selectors';
