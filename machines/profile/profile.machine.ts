// The profile: load (me + profile, and on the edit page the suggestion lists, all in parallel) -> ready; the edit
// form saves (PUT /users/profile) and uploads the image (POST /users/profile/avatar, type and size checked here
// before anything is sent). Side effects are named actors (src/app/wiring/profile.ts); the app is told about a
// saved profile through the injected `profileSaved` action (toast + `profile.updated` to the session).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice, type Failure } from '../../domain/failures';
import type {
  AvatarError,
  AvatarFile,
  LoadProfileInput,
  LoadProfileOutput,
  Profile,
  ProfileTypes,
  ProfileView,
  SaveProfileInput,
  UploadAvatarInput,
} from './profile.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

/** The image rule of `POST /users/profile/avatar` (openapi/paths/users_profile_avatar.yaml). */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The browser-side check of an image before upload; null when it may be sent. */
export function checkAvatarFile(file: AvatarFile): AvatarError | null {
  if (!AVATAR_TYPES.includes(file.type)) return { kind: 'wrongType' };
  if (file.size > AVATAR_MAX_BYTES) return { kind: 'tooLarge' };
  return null;
}

/** The server's refusal of an image, in the same terms as the browser's check. */
function avatarFailure(failure: Failure): AvatarError {
  if (failure.status === 415 || failure.code === 'UNSUPPORTED_MEDIA_TYPE') return { kind: 'wrongType' };
  if (failure.status === 413 || failure.code === 'PAYLOAD_TOO_LARGE') return { kind: 'tooLarge' };
  return { kind: 'failed', notice: failureNotice(failure) };
}

export const profileMachine = setup({
  types: {} as ProfileTypes,
  actors: {
    loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(notProvided('profile', 'loadProfile')),
    saveProfile: fromPromise<Profile, SaveProfileInput>(notProvided('profile', 'saveProfile')),
    uploadAvatar: fromPromise<Profile, UploadAvatarInput>(notProvided('profile', 'uploadAvatar')),
  },
  guards: {
    isAcceptableAvatar: ({ event }) => {
      assertEvent(event, 'user.uploadAvatar');
      return checkAvatarFile(event.file) === null;
    },
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
  },
  actions: {
    /** Injected by the app: success toast, `profile.updated` to the session. */
    profileSaved: (_, _params: { profile: Profile }) => {},
    /** Injected by the app: the image's success toast and `profile.updated`. */
    avatarUploaded: (_, _params: { profile: Profile }) => {},
    rememberLoaded: assign((_, { output }: { output: LoadProfileOutput | undefined }) => {
      if (!output) throw new Error('profile: loadProfile answered nothing');
      return { ...output, loadError: null };
    }),
    rememberLoadFailure: assign(({ event }) => ({ loadError: failureNotice(failureOf(event)) })),
    rememberProfile: assign((_, { profile }: { profile: Profile | undefined }) => {
      if (!profile) throw new Error('profile: the call answered no profile');
      return { profile };
    }),
    clearSaveErrors: assign({ fieldErrors: {}, error: null }),
    clearAvatarError: assign({ avatarError: null }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'user.editField');
      const { [event.field]: _edited, ...fieldErrors } = context.fieldErrors;
      return { fieldErrors };
    }),
    showFieldErrors: assign(({ event }) => {
      const failure = failureOf(event);
      return { fieldErrors: failure.fieldErrors, error: failureNotice(failure) };
    }),
    showSaveFailure: assign(({ event }) => ({ fieldErrors: {}, error: failureNotice(failureOf(event)) })),
    refuseAvatar: assign(({ event }) => {
      assertEvent(event, 'user.uploadAvatar');
      return { avatarError: checkAvatarFile(event.file) };
    }),
    showAvatarFailure: assign(({ event }) => ({ avatarError: avatarFailure(failureOf(event)) })),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    withSuggestions: (input ? input.withSuggestions : undefined) ?? false,
    profile: null,
    spaces: [],
    certificates: [],
    suggestions: { professions: [], locations: [] },
    loadError: null,
    fieldErrors: {},
    error: null,
    avatarError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ withSuggestions: context.withSuggestions }),
        onDone: {
          target: 'ready',
          actions: { type: 'rememberLoaded', params: ({ event }) => ({ output: event.output }) },
        },
        onError: { target: 'failed', actions: 'rememberLoadFailure' },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { 'user.editField': { actions: 'forgetFieldError' } },
      states: {
        idle: {
          on: {
            'user.save': { target: 'saving', actions: 'clearSaveErrors' },
            'user.uploadAvatar': [
              { guard: 'isAcceptableAvatar', target: 'uploading', actions: 'clearAvatarError' },
              { actions: 'refuseAvatar' },
            ],
          },
        },
        saving: {
          tags: ['busy', 'saving'],
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ event }) => {
              assertEvent(event, 'user.save');
              return event.values;
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'rememberProfile', params: ({ event }) => ({ profile: event.output }) },
                { type: 'profileSaved', params: ({ event }) => ({ profile: event.output }) },
              ],
            },
            onError: [
              { guard: 'isValidationFailure', target: 'idle', actions: 'showFieldErrors' },
              { target: 'idle', actions: 'showSaveFailure' },
            ],
          },
        },
        uploading: {
          tags: ['busy', 'uploading'],
          invoke: {
            id: 'uploadAvatar',
            src: 'uploadAvatar',
            input: ({ event }) => {
              assertEvent(event, 'user.uploadAvatar');
              return { file: event.file };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'rememberProfile', params: ({ event }) => ({ profile: event.output }) },
                { type: 'avatarUploaded', params: ({ event }) => ({ profile: event.output }) },
              ],
            },
            onError: { target: 'idle', actions: 'showAvatarFailure' },
          },
        },
      },
    },
  },
});

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export function selectProfileView(snapshot: ProfileSnapshot): ProfileView {
  const { context } = snapshot;
  if (snapshot.matches('failed')) {
    return { kind: 'failed', error: context.loadError ?? { key: 'errors.generic', text: null } };
  }
  if (snapshot.matches('ready') && context.profile) {
    return {
      kind: 'ready',
      profile: context.profile,
      spaces: context.spaces,
      certificates: context.certificates,
      suggestions: context.suggestions,
      saving: snapshot.hasTag('saving'),
      uploading: snapshot.hasTag('uploading'),
      fieldErrors: context.fieldErrors,
      error: context.error,
      avatarError: context.avatarError,
    };
  }
  return { kind: 'loading' };
}
