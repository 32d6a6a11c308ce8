// The real actors of the expert application machines (machines/experts/application, own-profile; machines/staff/
// expert-queue, expert-review): every call goes through the app's one API client (`api`), typed by the contract
// (openapi/paths/*expert*.yaml), which sends the bearer token and the reader's language and refreshes once on a 401.
// Pages get ready-to-start machines from here.
import { fromPromise } from 'xstate';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/experts/application-lifecycle';
import { applicationMachine } from '../../../machines/experts/application.machine';
import type { ApplicationLoad, ApplicationWrite } from '../../../machines/experts/application.types';
import type {
  CityList,
  ExpertApplication,
  ExpertApplicationDraft,
  ExpertApplicationInput,
  ExpertOwnProfile,
  ExpertProfileUpdate,
  ExpertReference,
} from '../../../machines/experts/experts.types';
import { ownProfileMachine } from '../../../machines/experts/own-profile.machine';
import type { OwnProfileLoad } from '../../../machines/experts/own-profile.types';
import { expertQueueMachine } from '../../../machines/staff/expert-queue.machine';
import { expertReviewMachine } from '../../../machines/staff/expert-review.machine';
import type {
  ExpertQueueFilters,
  ExpertQueueInput,
  ExpertQueuePage,
  ExpertQueueQuery,
  ExpertReviewLoad,
  ReviewStepInput,
  StaffExpertApplication,
} from '../../../machines/staff/expert-review.types';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';

/** The sectors and every country (the app asks for 100000 to get the whole list). */
async function loadReference(api: ApiClient): Promise<ExpertReference> {
  const [sectors, countries] = await Promise.all([
    unwrapPage(api.GET('/sectors', { params: { query: { take: 100 } } })),
    unwrapPage(api.GET('/countries', { params: { query: { take: 100000 } } })),
  ]);
  return { sectors: sectors.data, countries: countries.data };
}

async function loadCities(api: ApiClient, countryId: number | null | undefined): Promise<CityList> {
  if (countryId == null) return { countryId: null, cities: [] };
  const page = await unwrapPage(
    api.GET('/countries/{id}/cities', { params: { path: { id: countryId }, query: { take: 100000 } } }),
  );
  return { countryId, cities: page.data };
}

export function createExpertActors(api: ApiClient) {
  return {
    loadApplication: fromPromise<ApplicationLoad>(async () => {
      const [application, reference] = await Promise.all([
        unwrap(api.GET('/experts/applications/me')),
        loadReference(api),
      ]);
      return { application, reference, cities: await loadCities(api, application?.data.countryId) };
    }),
    loadCities: fromPromise<CityList, { countryId: number | null }>(({ input }) =>
      loadCities(api, input.countryId),
    ),
    saveApplication: fromPromise<ExpertApplication, ApplicationWrite<ExpertApplicationDraft>>(({ input }) =>
      unwrap(api.PUT('/experts/applications/me', { body: input })),
    ),
    submitApplication: fromPromise<ExpertApplication, ApplicationWrite<ExpertApplicationInput>>(({ input }) =>
      unwrap(api.POST('/experts/applications/me/submit', { body: input })),
    ),
    loadOwnProfile: fromPromise<OwnProfileLoad>(async () => {
      const [profile, reference] = await Promise.all([
        unwrap(api.GET('/experts/me/profile')),
        loadReference(api),
      ]);
      return { profile, reference, cities: await loadCities(api, profile.country.id) };
    }),
    saveOwnProfile: fromPromise<ExpertOwnProfile, ExpertProfileUpdate>(({ input }) =>
      unwrap(api.PUT('/experts/me/profile', { body: input })),
    ),
    loadExpertQueue: fromPromise<ExpertQueuePage, ExpertQueueQuery>(async ({ input }) => {
      const page = await unwrapPage(
        api.GET('/staff/expert-applications', {
          params: {
            query: {
              ...(input.status ? { status: input.status } : {}),
              take: input.take,
              page: input.page,
            },
          },
        }),
      );
      return { items: page.data, meta: page.meta };
    }),
    loadExpertApplication: fromPromise<ExpertReviewLoad, { id: string }>(async ({ input }) => {
      const [application, reference] = await Promise.all([
        unwrap(api.GET('/staff/expert-applications/{id}', { params: { path: { id: input.id } } })),
        loadReference(api),
      ]);
      return { application, reference, cities: await loadCities(api, application.data.countryId) };
    }),
    reviewExpertApplication: fromPromise<StaffExpertApplication, ReviewStepInput>(({ input }) => {
      const path = { params: { path: { id: input.id } } };
      const { action, version } = input;
      switch (action.kind) {
        case 'startReview':
          return unwrap(
            api.POST('/staff/expert-applications/{id}/start-review', { ...path, body: { version } }),
          );
        case 'requestChanges':
          return unwrap(
            api.POST('/staff/expert-applications/{id}/request-changes', {
              ...path,
              body: { version, message: action.message },
            }),
          );
        case 'approve':
          return unwrap(api.POST('/staff/expert-applications/{id}/approve', { ...path, body: { version } }));
        case 'reject':
          return unwrap(
            api.POST('/staff/expert-applications/{id}/reject', {
              ...path,
              body: { version, reasonCode: action.reasonCode, message: action.message },
            }),
          );
      }
    }),
  };
}

export function createApplicationLogic(api: ApiClient = appApi) {
  const { loadApplication, loadCities, saveApplication, submitApplication } = createExpertActors(api);
  return applicationMachine.provide({
    actors: { loadApplication, loadCities, saveApplication, submitApplication },
  });
}

export function createOwnProfileLogic(api: ApiClient = appApi) {
  const { loadOwnProfile, loadCities, saveOwnProfile } = createExpertActors(api);
  return ownProfileMachine.provide({ actors: { loadOwnProfile, loadCities, saveOwnProfile } });
}

export function createExpertQueueLogic(
  options: { onQuery: (search: string) => void } = { onQuery: () => undefined },
  api: ApiClient = appApi,
) {
  const { loadExpertQueue } = createExpertActors(api);
  return expertQueueMachine.provide({
    actors: { loadExpertQueue },
    actions: {
      queryChanged: ({ context }) => options.onQuery(expertQueueSearch(context.filters, context.page)),
    },
  });
}

export function createExpertReviewLogic(api: ApiClient = appApi) {
  const { loadExpertApplication, reviewExpertApplication } = createExpertActors(api);
  return expertReviewMachine.provide({ actors: { loadExpertApplication, reviewExpertApplication } });
}

const isStatus = (value: string | null): value is ApplicationStatus =>
  value !== null && (APPLICATION_STATUSES as readonly string[]).includes(value);

/** `?status=&page=` from the queue's filter (defaults left out; '' when there is nothing). */
export function expertQueueSearch(filters: ExpertQueueFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The queue machine's input from the URL's query; unknown values are ignored. */
export function expertQueueInput(search: string): ExpertQueueInput {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    filters: { status: isStatus(status) ? status : null },
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}
