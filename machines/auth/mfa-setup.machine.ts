// Two-step verification with an authenticator app (TOTP), set up from the profile while signed in:
// load the settings -> off | on; off -> a new secret (QR code) -> the app's first code -> on; on -> off.
// Every call is a named actor (the API: GET /auth/mfa, POST /auth/mfa/totp, POST /auth/mfa/totp/verify,
// DELETE /auth/mfa/totp); a wrong code keeps the same secret on screen and says so on the code field.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import type { MfaSetupTypes, MfaSetupView, MfaStatus, TotpSecret } from './mfa-setup.types';
import { notProvided } from '../kit/actors';
import { failureOf } from '../kit/failures';

/** A code the identity provider did not accept: our API's code, or Cognito's exception names. */
export const WRONG_CODE_CODES: ReadonlySet<string> = new Set([
  'MFA_CODE_INVALID',
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
]);

export const mfaSetupMachine = setup({
  types: {} as MfaSetupTypes,
  actors: {
    /** The caller's MFA settings. */
    loadMfaStatus: fromPromise<MfaStatus>(notProvided('mfa-setup', 'loadMfaStatus')),
    /** A new authenticator-app secret. */
    associateTotp: fromPromise<TotpSecret>(notProvided('mfa-setup', 'associateTotp')),
    /** Verifies the app's first code and turns the app on; answers the new settings. */
    verifyTotp: fromPromise<MfaStatus, { code: string }>(notProvided('mfa-setup', 'verifyTotp')),
    /** Turns the app off; answers the new settings. */
    disableTotp: fromPromise<MfaStatus>(notProvided('mfa-setup', 'disableTotp')),
  },
  guards: {
    isTotpOn: (_, params: { status: MfaStatus | undefined }) => params.status?.totpEnabled === true,
    isWrongCode: ({ event }) => {
      const { code } = failureOf(event);
      return code !== null && WRONG_CODE_CODES.has(code);
    },
  },
  actions: {
    clearMessages: assign({ error: null, codeError: null, notice: null }),
    keepStatus: assign((_, params: { status: MfaStatus | undefined }) => ({ status: params.status ?? null })),
    keepSecret: assign((_, params: { secret: TotpSecret | undefined }) => ({
      secret: params.secret ?? null,
    })),
    forgetSecret: assign({ secret: null, codeError: null }),
    forgetCodeError: assign({ codeError: null }),
    confirmOn: assign({ notice: { key: 'success.totpEnabled', text: null } }),
    confirmOff: assign({ notice: { key: 'success.totpDisabled', text: null } }),
    showWrongCode: assign(({ event }) => ({
      codeError: { key: 'errors.mfaCodeInvalid', text: failureOf(event).text },
      error: null,
    })),
    showFailure: assign(({ event }) => ({ error: failureNotice(failureOf(event)) })),
  },
}).createMachine({
  id: 'mfaSetup',
  context: { status: null, secret: null, codeError: null, error: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMfaStatus',
        src: 'loadMfaStatus',
        onDone: [
          {
            guard: { type: 'isTotpOn', params: ({ event }) => ({ status: event.output }) },
            target: 'on',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            target: 'off',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
        ],
        onError: { target: 'unavailable', actions: 'showFailure' },
      },
    },
    unavailable: {
      tags: ['error'],
      on: { 'user.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    off: {
      on: { 'user.start': { target: 'associating', actions: 'clearMessages' } },
    },
    associating: {
      tags: ['busy'],
      invoke: {
        id: 'associateTotp',
        src: 'associateTotp',
        onDone: {
          target: 'scanning',
          actions: { type: 'keepSecret', params: ({ event }) => ({ secret: event.output }) },
        },
        onError: { target: 'off', actions: 'showFailure' },
      },
    },
    scanning: {
      on: {
        'user.submitCode': { target: 'verifying', actions: 'clearMessages' },
        'user.editCode': { actions: 'forgetCodeError' },
        'user.cancel': { target: 'off', actions: ['clearMessages', 'forgetSecret'] },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyTotp',
        src: 'verifyTotp',
        input: ({ event }) => {
          assertEvent(event, 'user.submitCode');
          return { code: event.code };
        },
        onDone: {
          target: 'on',
          actions: [
            { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
            'forgetSecret',
            'confirmOn',
          ],
        },
        onError: [
          { guard: 'isWrongCode', target: 'scanning', actions: 'showWrongCode' },
          { target: 'scanning', actions: 'showFailure' },
        ],
      },
    },
    on: {
      on: { 'user.disable': { target: 'disabling', actions: 'clearMessages' } },
    },
    disabling: {
      tags: ['busy'],
      invoke: {
        id: 'disableTotp',
        src: 'disableTotp',
        onDone: {
          target: 'off',
          actions: [{ type: 'keepStatus', params: ({ event }) => ({ status: event.output }) }, 'confirmOff'],
        },
        onError: { target: 'on', actions: 'showFailure' },
      },
    },
  },
});

export type MfaSetupSnapshot = SnapshotFrom<typeof mfaSetupMachine>;

/** What the two-step verification section shows. */
export function selectMfaSetupView(snapshot: MfaSetupSnapshot): MfaSetupView {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  if (snapshot.matches('loading')) return { kind: 'loading' };
  if (snapshot.matches('unavailable')) {
    return { kind: 'unavailable', error: context.error ?? { key: 'errors.generic', text: null } };
  }
  if ((snapshot.matches('scanning') || snapshot.matches('verifying')) && context.secret) {
    return {
      kind: 'scanning',
      busy,
      secretCode: context.secret.secretCode,
      otpauthUri: context.secret.otpauthUri,
      codeError: context.codeError,
      error: context.error,
    };
  }
  if (snapshot.matches('on') || snapshot.matches('disabling')) {
    return { kind: 'on', busy, error: context.error, notice: context.notice };
  }
  return {
    kind: 'off',
    busy,
    error: context.error,
    notice: context.notice,
    smsEnabled: context.status?.smsEnabled ?? false,
  };
}
