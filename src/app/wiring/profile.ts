// The profile machine and the change-password machine with their real actors (the API client), and what a saved
// profile tells the app: the success toast and `profile.updated` to the session.
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../machines/auth/change-password.machine';
import { mfaSetupMachine } from '../../../machines/auth/mfa-setup.machine';
import { profileMachine } from '../../../machines/profile/profile.machine';
import type { LoadProfileOutput, Profile } from '../../../machines/profile/profile.types';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { message, type Locale } from '../../../domain/messages';
import { api as appApi } from '../api';
import { currentLocale } from '../locale';
import { notifySuccess } from '../notify';

export interface ProfileSessionSink {
  send(event: { type: 'profile.updated'; profile: Partial<Profile> }): void;
}

/** An empty or absent optional text clears the field (the contract's null). */
const orNull = (text: string | undefined): string | null => (text ? text : null);

/** The names in the reader's language, sorted for a suggestion list. */
function names(items: ReadonlyArray<{ name_vi: string; name_en: string }>, locale: Locale): string[] {
  return items
    .map((item) => (locale === 'vi' ? item.name_vi : item.name_en))
    .sort((a, b) => a.localeCompare(b, locale));
}

/**
 * me + profile (and on the edit page sectors + countries) in parallel: one round-trip of latency, and with an
 * expired access token every 401 joins the same refresh.
 */
export async function loadProfile(api: ApiClient, withSuggestions: boolean): Promise<LoadProfileOutput> {
  const locale = currentLocale();
  const [me, profile, certificates, sectors, countries] = await Promise.all([
    unwrap(api.GET('/auth/me')),
    unwrap(api.GET('/users/profile')),
    // The edit form does not show them.
    withSuggestions ? [] : unwrap(api.GET('/academy/certificates')),
    withSuggestions ? unwrapPage(api.GET('/sectors', { params: { query: { take: 100 } } })) : null,
    withSuggestions ? unwrapPage(api.GET('/countries', { params: { query: { take: 100000 } } })) : null,
  ]);
  return {
    profile,
    spaces: me.spaces,
    certificates,
    suggestions: {
      professions: sectors ? names(sectors.data, locale) : [],
      locations: countries ? names(countries.data, locale) : [],
    },
  };
}

export interface ProfileWiringOptions {
  /** After the success toast (e.g. back to the profile page). */
  onSaved?: (profile: Profile) => void;
  api?: ApiClient;
}

export function createProfileMachine(session: ProfileSessionSink, options: ProfileWiringOptions = {}) {
  const api = options.api ?? appApi;
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise(({ input }) => loadProfile(api, input.withSuggestions)),
      saveProfile: fromPromise(({ input }) =>
        unwrap(
          api.PUT('/users/profile', {
            body: {
              firstName: input.firstName,
              lastName: input.lastName,
              phone: orNull(input.phone),
              bio: orNull(input.bio),
              location: orNull(input.location),
              profession: orNull(input.profession),
              organizationName: orNull(input.organizationName),
            },
          }),
        ),
      ),
      uploadAvatar: fromPromise(({ input }) => {
        const form = new FormData();
        form.append('file', input.file as Blob);
        return unwrap(
          api.POST('/users/profile/avatar', {
            body: form as never,
            // openapi-fetch would JSON-encode the body; FormData goes as it is (the browser sets the boundary).
            bodySerializer: (body: unknown) => body as FormData,
          }),
        );
      }),
    },
    actions: {
      profileSaved: (_, { profile }) => {
        notifySuccess(message(currentLocale(), 'success', 'profileUpdated'));
        session.send({ type: 'profile.updated', profile });
        options.onSaved?.(profile);
      },
      avatarUploaded: (_, { profile }) => session.send({ type: 'profile.updated', profile }),
    },
  });
}

export function createChangePasswordMachine(api: ApiClient = appApi) {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(({ input }) =>
        unwrap(
          api.POST('/auth/change-password', {
            body: { previousPassword: input.previousPassword, proposedPassword: input.proposedPassword },
          }),
        ),
      ),
    },
  });
}

/** The two-step verification section: every call goes through the API (refresh-and-retry included). */
export function createMfaSetupMachine(api: ApiClient = appApi) {
  return mfaSetupMachine.provide({
    actors: {
      loadMfaStatus: fromPromise(() => unwrap(api.GET('/auth/mfa'))),
      associateTotp: fromPromise(() => unwrap(api.POST('/auth/mfa/totp'))),
      verifyTotp: fromPromise(({ input }) =>
        unwrap(api.POST('/auth/mfa/totp/verify', { body: { code: input.code } })),
      ),
      disableTotp: fromPromise(() => unwrap(api.DELETE('/auth/mfa/totp'))),
    },
  });
}
