// The profile machine: model paths (every state and transition, each path replayed on a real actor) and the rules
// the pages rely on (the image check, server refusals mapped onto fields, the app told once per save).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { ownerMe, ownerProfile } from '../../tests/fixtures/session';
import { AVATAR_MAX_BYTES, checkAvatarFile, profileMachine, selectProfileView } from './profile.machine';
import type { LoadProfileOutput, ProfileEvent } from './profile.types';

const loaded: LoadProfileOutput = {
  profile: ownerProfile,
  spaces: ownerMe.spaces,
  certificates: [],
  suggestions: { professions: ['Năng lượng'], locations: ['Việt Nam'] },
};
const values = { firstName: 'Lan', lastName: 'Nguyễn', bio: 'Xin chào' };
const png = { type: 'image/png', size: 1024 };
const validation = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Dữ liệu không hợp lệ',
  details: [{ field: 'phone', message: 'Số điện thoại không hợp lệ' }],
};
const serverError = { status: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' };

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

const userEvents: ProfileEvent[] = [
  { type: 'user.save', values },
  { type: 'user.uploadAvatar', file: png },
  { type: 'user.uploadAvatar', file: { type: 'application/pdf', size: 10 } },
  { type: 'user.editField', field: 'phone' },
  { type: 'user.retry' },
];
const events: EventObject[] = [
  ...userEvents,
  done('loadProfile', loaded),
  failed('loadProfile', serverError),
  done('saveProfile', { ...ownerProfile, bio: 'Xin chào' }),
  failed('saveProfile', validation),
  failed('saveProfile', serverError),
  done('uploadAvatar', { ...ownerProfile, avatarUrl: '/api/users/avatars/x?v=2' }),
  failed('uploadAvatar', { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x' }),
];
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

describe('profile machine: model paths', () => {
  const paths = transitionPaths(profileMachine, { events, serializeState });

  it('cover every state and every transition', () => {
    expect(describeMissing(pathCoverage(profileMachine, paths))).toBe('');
  });

  it('the coverage check can fail (without the retry event)', () => {
    const withoutRetry = transitionPaths(profileMachine, {
      events: events.filter((event) => event.type !== 'user.retry'),
      serializeState,
    });
    expect(describeMissing(pathCoverage(profileMachine, withoutRetry))).toContain('user.retry');
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['loadProfile', 'saveProfile', 'uploadAvatar'] as const);
      const told: string[] = [];
      const actor = createActor(
        profileMachine.provide({
          actors: script.actors as never,
          actions: {
            profileSaved: () => void told.push('profileSaved'),
            avatarUploaded: () => void told.push('avatarUploaded'),
          },
        }),
      ).start();
      await replayPath(actor, expectedSteps(profileMachine, path), {
        settle: script.settle,
        beforeStep: () => {
          told.length = 0;
        },
        onStep: (snapshot, step) => {
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.context).toEqual(step.state.context);
          expect(told).toEqual(
            step.actions.filter((type) => type === 'profileSaved' || type === 'avatarUploaded'),
          );
          // Invariants: the view is ready exactly when a profile is loaded; busy exactly while a call runs.
          const view = selectProfileView(snapshot);
          expect(view.kind === 'ready').toBe(snapshot.matches('ready'));
          if (view.kind === 'ready') expect(view.saving || view.uploading).toBe(snapshot.hasTag('busy'));
        },
      });
      actor.stop();
    },
  );
});

describe('profile machine: behaviour', () => {
  it.each([
    [{ type: 'image/png', size: 1 }, null],
    [{ type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
    [{ type: 'image/webp', size: 2048 }, null],
    [{ type: 'image/gif', size: 10 }, { kind: 'wrongType' }],
    [{ type: 'image/png', size: AVATAR_MAX_BYTES + 1 }, { kind: 'tooLarge' }],
  ])('checkAvatarFile(%j) = %j', (file, expected) => expect(checkAvatarFile(file)).toEqual(expected));

  it('never sends a refused image, and says why', async () => {
    const uploads: unknown[] = [];
    const actor = createActor(
      profileMachine.provide({
        actors: {
          loadProfile: fromPromise(async () => loaded),
          uploadAvatar: fromPromise(async ({ input }) => {
            uploads.push(input);
            return ownerProfile;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.uploadAvatar', file: { type: 'image/png', size: AVATAR_MAX_BYTES * 2 } });
    const view = selectProfileView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.avatarError).toEqual({ kind: 'tooLarge' });
    expect(uploads).toEqual([]);
  });

  it('a VALIDATION_FAILED answer lands on its field; editing the field clears it', async () => {
    const actor = createActor(
      profileMachine.provide({
        actors: {
          loadProfile: fromPromise(async () => loaded),
          saveProfile: fromPromise(async () => Promise.reject(validation)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.save', values });
    await waitFor(
      actor,
      (s) => s.matches({ ready: 'idle' }) && Object.keys(s.context.fieldErrors).length > 0,
    );
    const view = selectProfileView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.fieldErrors).toEqual({
      phone: { key: 'errors.validationFailed', text: 'Số điện thoại không hợp lệ' },
    });
    actor.send({ type: 'user.editField', field: 'phone' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });
});
