// The real actors of the staff console's machines (machines/staff/: contact-pipeline, contact-request): every call
// goes through the app's one API client (`api`), typed by the contract (openapi/paths/staff_*.yaml), which sends the
// bearer token and the reader's language and refreshes once on a 401. Pages get ready-to-start machines from here.
import { fromPromise } from 'xstate';
import { contactPipelineMachine } from '../../../machines/staff/contact-pipeline.machine';
import type {
  ContactPipelineInput,
  PipelineFilters,
  PipelinePage,
  PipelineQuery,
} from '../../../machines/staff/contact-pipeline.types';
import { isContactRequestStatus, SEARCH_MAX_LENGTH } from '../../../domain/contact-pipeline';
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
export function createContactPipelineLogic(
  options: { onQuery: (search: string) => void } = { onQuery: () => undefined },
  api: ApiClient = appApi,
) {
  const { loadContactRequests } = createStaffActors(api);
  return contactPipelineMachine.provide({
    actors: { loadContactRequests },
    actions: {
      queryChanged: ({ context }) => options.onQuery(pipelineSearch(context.filters, context.page)),
    },
  });
}

/** `?q=&status=&owner=&page=` from the list's filters (defaults left out; '' when there is nothing). */
export function pipelineSearch(filters: PipelineFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.owner) params.set('owner', filters.owner);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list machine's input from the URL's query; unknown values are ignored. */
export function pipelineInput(search: string): ContactPipelineInput {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const owner = params.get('owner')?.trim().slice(0, 64) || null;
  const page = Number(params.get('page') ?? '1');
  return {
    filters: {
      q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
      status: isContactRequestStatus(status) ? status : null,
      owner,
    },
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

/** The detail machine with its real actors (start it with `{ input: { id } }`). */
export function createContactRequestLogic(api: ApiClient = appApi) {
  const { loadContactRequest, updateContactRequest, addNote } = createStaffActors(api);
  return contactRequestMachine.provide({ actors: { loadContactRequest, updateContactRequest, addNote } });
}
