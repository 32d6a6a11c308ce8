// The real actors of the contact requests to experts (machines/experts/contact-request, contact-requests), through
// the app's one API client (bearer token, the reader's language, one refresh on a 401).
import { fromPromise } from 'xstate';
import { contactExpertMachine } from '../../../machines/experts/contact-request.machine';
import type {
  ExpertContactRequest,
  SendContactRequestInput,
} from '../../../machines/experts/contact-request.types';
import { contactRequestsMachine } from '../../../machines/experts/contact-requests.machine';
import type {
  ContactRequestsPage,
  DecideContactRequestInput,
  LoadContactRequestsInput,
} from '../../../machines/experts/contact-requests.types';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';

const PAGE_SIZE = 10;

/** The "contact this expert" form of a profile page. */
export function createContactExpertLogic(api: ApiClient = appApi) {
  return contactExpertMachine.provide({
    actors: {
      sendContactRequest: fromPromise<ExpertContactRequest, SendContactRequestInput>(({ input }) =>
        unwrap(
          api.POST('/experts/profiles/{slug}/contact-requests', {
            params: { path: { slug: input.slug } },
            body: input.values,
          }),
        ),
      ),
    },
  });
}

/** One box of /work-space/expert-requests. */
export function createContactRequestsLogic(api: ApiClient = appApi) {
  return contactRequestsMachine.provide({
    actors: {
      loadContactRequests: fromPromise<ContactRequestsPage, LoadContactRequestsInput>(async ({ input }) => {
        const page = await unwrapPage(
          api.GET('/experts/contact-requests', {
            params: {
              query: {
                box: input.box,
                ...(input.status ? { status: input.status } : {}),
                take: PAGE_SIZE,
                page: input.page,
              },
            },
          }),
        );
        return { items: page.data, meta: page.meta };
      }),
      decideContactRequest: fromPromise<ExpertContactRequest, DecideContactRequestInput>(({ input }) => {
        const params = { params: { path: { id: input.id } } };
        switch (input.event) {
          case 'accept':
            return unwrap(api.POST('/experts/contact-requests/{id}/accept', params));
          case 'decline':
            return unwrap(
              api.POST('/experts/contact-requests/{id}/decline', {
                ...params,
                body: input.reason ? { reason: input.reason } : {},
              }),
            );
          case 'withdraw':
            return unwrap(api.POST('/experts/contact-requests/{id}/withdraw', params));
        }
      }),
    },
  });
}
