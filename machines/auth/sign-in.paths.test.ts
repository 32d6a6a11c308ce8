// Model-based paths of the sign-in machine. The model's events are the user's events plus every outcome of every
// named actor (each identity answer of the guard table, each error of the error tables), so the traversal reaches
// every state and takes every transition. Each path is then replayed on a real actor whose fake actors produce
// exactly the outcome the step names (see tests/paths/scripted-paths.ts).
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { answers, errors, malformedConfig, rawConfig } from '../../tests/fixtures/sign-in';
import { signInMachine, type SignInSnapshot } from './sign-in.machine';
import { selectSignInView } from './sign-in.selectors';
import type { SignInEvent } from './sign-in.types';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

/** Actors whose answer is an AuthAnswer read by the one guard table. */
const answering = [
  'initiateAuth',
  'completeNewPassword',
  'sendMfaCode',
  'selectMfaType',
  'verifySoftwareToken',
  'sendCustomChallengeAnswer',
] as const;

const userEvents: SignInEvent[] = [
  { type: 'user.submit', email: 'owner@ghg-demo.vn', password: 'GhgDemo@2026' },
  { type: 'user.submitNewPassword', newPassword: 'N3w@Passw0rd', attributes: { given_name: 'Lan' } },
  { type: 'user.submitCode', code: '123456' },
  { type: 'user.selectMfa', mfaType: 'SOFTWARE_TOKEN_MFA' },
  { type: 'user.submitChallengeAnswer', answer: '42' },
  { type: 'user.cancel' },
  { type: 'user.retry' },
];

const events: EventObject[] = [
  ...userEvents,
  done('loadConfig', rawConfig),
  done('loadConfig', malformedConfig),
  failed('loadConfig', new Error('HTTP 503')),
  ...answering.flatMap((id) => Object.values(answers).map((answer) => done(id, answer))),
  ...answering.map((id) => failed(id, errors.codeMismatch)),
  failed('initiateAuth', errors.notAuthorized),
  failed('initiateAuth', errors.userNotConfirmed),
  done('checkUserActivation', { message: 'Tài khoản chưa được kích hoạt' }),
  done('checkUserActivation', {}),
  failed('checkUserActivation', new Error('HTTP 500')),
  done('associateSoftwareToken', { secretCode: 'JBSWY3DPEHPK3PXP' }),
  failed('associateSoftwareToken', errors.network),
  done('storeSession', undefined),
  failed('storeSession', new Error('cookies blocked')),
];

const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const actorNames = [
  'loadConfig',
  ...answering,
  'associateSoftwareToken',
  'storeSession',
  'checkUserActivation',
] as const;

const challengeKinds = [
  'newPassword',
  'smsCode',
  'totpCode',
  'selectMfa',
  'mfaSetup',
  'customChallenge',
  'unsupported',
];

/** What must hold in every state a path reaches: an oracle independent of the model's own transitions. */
function checkInvariants(snapshot: SignInSnapshot, event: EventObject): void {
  const view = selectSignInView(snapshot);
  const { context } = snapshot;
  if (snapshot.hasTag('form')) expect(view.kind).toBe('form');
  if (snapshot.hasTag('challenge')) expect(challengeKinds).toContain(view.kind);
  if ('busy' in view) expect(view.busy).toBe(snapshot.hasTag('busy'));
  // Tokens exist exactly while they are stored and once signed in.
  expect(context.tokens !== null).toBe(snapshot.matches('storingSession') || snapshot.matches('signedIn'));
  // A challenge is on screen exactly in the challenge states; passwords never enter the context.
  expect(context.challenge !== null).toBe(
    (['newPassword', 'mfa', 'mfaSetup', 'customChallenge'] as const).some((state) => snapshot.matches(state)),
  );
  expect(JSON.stringify(context)).not.toContain('GhgDemo@2026');
  expect(JSON.stringify(context)).not.toContain('N3w@Passw0rd');
  expect(context.newPasswordRequired).toBe(snapshot.matches('newPassword'));
  // The spec's error rules for the password step.
  if (
    event.type === 'xstate.error.actor.initiateAuth' &&
    (event as { error?: unknown }).error === errors.notAuthorized
  ) {
    expect(context.error).toEqual({ kind: 'key', key: 'incorrectCredentials' });
  }
  if (event.type.endsWith('.actor.checkUserActivation')) {
    expect(snapshot.value).toBe('idle');
    expect(context.error).not.toBeNull();
  }
  // An identity answer never lands silently on the form.
  if (event.type.startsWith('xstate.done.actor.') && answering.some((id) => event.type.endsWith(`.${id}`))) {
    expect(view.kind).not.toBe('form');
  }
}

describe('sign-in machine: model paths', () => {
  const paths = transitionPaths(signInMachine, { events, serializeState });

  it('cover every state and every transition (opened in the app, and server-rendered with the config)', () => {
    const missing = describeMissing(pathCoverage(signInMachine, paths)).split('\n');
    const preloaded = { config: rawConfig };
    const fromServer = transitionPaths(signInMachine, { events, serializeState, input: preloaded });
    const missingFromServer = describeMissing(
      pathCoverage(signInMachine, fromServer, { input: preloaded }),
    ).split('\n');
    expect(missing.filter((line) => line && missingFromServer.includes(line))).toEqual([]);
    // Opened in the app, only the preloaded start's shortcut is left out.
    expect(missing).toEqual(['transition not taken: signIn.starting --always[0]--> signIn.idle']);
  });

  it('the coverage check fails when the model misses an event or an answer (it can fail)', () => {
    const withoutCancel = transitionPaths(signInMachine, {
      events: events.filter((event) => event.type !== 'user.cancel'),
      serializeState,
    });
    expect(describeMissing(pathCoverage(signInMachine, withoutCancel))).toContain('user.cancel');

    const withoutMfaSetup = transitionPaths(signInMachine, {
      events: events.filter((event) => (event as { output?: unknown }).output !== answers.mfaSetup),
      serializeState,
    });
    const missing = describeMissing(pathCoverage(signInMachine, withoutMfaSetup));
    expect(missing).toContain('state not reached: signIn.mfaSetup');
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(actorNames);
      const executed: string[] = [];
      const actor = createActor(
        signInMachine.provide({
          actors: script.actors as never,
          actions: { notifySignedIn: () => void executed.push('notifySignedIn') },
        }),
      ).start();
      await replayPath(actor, expectedSteps(signInMachine, path), {
        settle: script.settle,
        beforeStep: () => {
          executed.length = 0;
        },
        onStep: (snapshot, step) => {
          expect(snapshot.error).toBeUndefined();
          expect(snapshot.value).toEqual(step.state.value);
          expect(snapshot.context).toEqual(step.state.context);
          expect(snapshot.tags).toEqual(step.state.tags);
          expect(selectSignInView(snapshot)).toEqual(selectSignInView(step.state as SignInSnapshot));
          expect(executed).toEqual(step.actions.filter((type) => type === 'notifySignedIn'));
          expect(executed.length > 0).toBe(step.event.type === 'xstate.done.actor.storeSession');
          checkInvariants(snapshot, step.event);
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    },
  );
});
