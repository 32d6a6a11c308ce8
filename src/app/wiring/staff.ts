// The real actors of the staff console's machines (machines/staff/: contact-pipeline, contact-request): every call
// goes through the app's one API client (`api`), typed by the contract (openapi/paths/staff_*.yaml), which sends the
// bearer token and the reader's language and refreshes once on a 401. Pages get ready-to-start machines from here.
import { fromPromise } from 'xstate';
import { contactPipelineMachine } from '../../../machines/staff/contact-pipeline.machine';
import type { PipelinePage, PipelineQuery } from '../../../machines/staff/contact-pipeline.types';
import { contactRequestMachine } from '../../../machines/staff/contact-request.machine';
import type { ContactRequestChange, ContactRequestLoad } from '../../../machines/staff/contact-request.types';
import type { ContactRequestDetail } from '../../../machines/staff/staff.types';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';

/** The list's query as the API takes it: empty filters are left out. */
function listQuery(input: PipelineQuery) {
  return {
    ...(input.q ? { q: input.q } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.owner ? { owner: input.owner } : {}),
    take: input.take,
    page: input.page,
  };
}

export function createStaffActors(api: ApiClient) {
  const members = () => unwrap(api.GET('/staff/members'));
  return {
    loadContactRequests: fromPromise<PipelinePage, PipelineQuery>(async ({ input }) => {
      const [page, staff] = await Promise.all([
        unwrapPage(api.GET('/staff/contact-requests', { params: { query: listQuery(input) } })),
        members(),
      ]);
      return { items: page.data, meta: page.meta, members: staff };
    }),
    loadContactRequest: fromPromise<ContactRequestLoad, { id: string }>(async ({ input }) => {
      const [request, staff] = await Promise.all([
        unwrap(api.GET('/staff/contact-requests/{id}', { params: { path: { id: input.id } } })),
        members(),
      ]);
      return { request, members: staff };
    }),
    updateContactRequest: fromPromise<ContactRequestDetail, { id: string; change: ContactRequestChange }>(
      ({ input }) =>
        unwrap(
          api.PATCH('/staff/contact-requests/{id}', {
            params: { path: { id: input.id } },
            body: input.change,
          }),
        ),
    ),
    addNote: fromPromise<ContactRequestDetail, { id: string; text: string }>(({ input }) =>
      unwrap(
        api.POST('/staff/contact-requests/{id}/notes', {
          params: { path: { id: input.id } },
          body: { text: input.text },
        }),
      ),
    ),
  };
}

/** The list machine with its real actor. */
export function createContactPipelineLogic(api: ApiClient = appApi) {
  const { loadContactRequests } = createStaffActors(api);
  return contactPipelineMachine.provide({ actors: { loadContactRequests } });
}

/** The detail machine with its real actors (start it with `{ input: { id } }`). */
export function createContactRequestLogic(api: ApiClient = appApi) {
  const { loadContactRequest, updateContactRequest, addNote } = createStaffActors(api);
  return contactRequestMachine.provide({ actors: { loadContactRequest, updateContactRequest, addNote } });
}
