// The contact-sales machine with its real actor (POST /spaces/sent-contact-sale through the one API client `api`)
// and navigation to the thank-you page. The call carries the access token when the visitor is signed in (the API
// then links the request to the user and their default space); the client adds it, the page does nothing for it.
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { contactSaleMachine } from '../../../machines/forms/contact-sale.machine';
import type { ContactSaleRequest, ContactSaleResult } from '../../../machines/forms/contact-sale.types';
import type { components } from '../../../openapi/schema';
import { unwrap, type ApiClient } from '../../api/client';
import { api as defaultApi } from '../api';
import { inspectOptions } from '../inspection';
import { paths } from '../paths';
import { toMachineError, type Go } from './machine-error';

/** What /contact/thank-you reads from the history entry: the first name just sent (kept across a reload). */
export interface ContactThankYouState {
  firstName: string;
}

type ContactSaleBody = components['schemas']['ContactSaleRequest'];

/**
 * The validated form as the contract types it: the shared schema has already refused an unchecked agreement, and
 * the page offers only the contract's company-size bands (the API refuses any other with VALIDATION_FAILED).
 */
function contactSaleBody(input: ContactSaleRequest): ContactSaleBody {
  return { ...input, companySize: input.companySize as ContactSaleBody['companySize'], agreePrivacy: true };
}

export function createContactSaleActors(api: ApiClient) {
  return {
    sendContactSale: fromPromise<ContactSaleResult, ContactSaleRequest>(async ({ input }) => {
      try {
        return await unwrap(api.POST('/spaces/sent-contact-sale', { body: contactSaleBody(input) }));
      } catch (error) {
        throw toMachineError(error);
      }
    }),
  };
}

/** /contact: on success, the thank-you page (the first name in the history entry's state). */
export function createContactSaleLogic(api: ApiClient = defaultApi, go: Go = navigate) {
  return contactSaleMachine.provide({
    actors: createContactSaleActors(api),
    actions: {
      goToThankYou: (_, params) =>
        go(paths.contactThankYou, { state: { firstName: params.firstName } satisfies ContactThankYouState }),
    },
  });
}

/** The contact page's actor (created, not started), loaded once the page is live (src/app/lazy-actor.ts). */
export function createContactSaleActor() {
  return createActor(createContactSaleLogic(), inspectOptions());
}
