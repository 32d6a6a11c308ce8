// Sign-in: runtime identity config -> credentials -> any Cognito challenges -> session stored -> signed in.
//
// Every answer of the identity provider (to the password, a new password, an MFA code or choice, a TOTP
// verification, a custom-challenge answer) goes through ONE guard table, `afterAnswer`, that ends in an explicit
// catch-all: an unknown challenge lands in `unsupportedChallenge`, never silently back on the form.
// Side effects are the named actors below; the app root provides the real ones (src/identity, src/api), tests
// provide fakes. Their default implementations reject loudly, so a missing wiring cannot look like a success.
import { otpauthUri } from '../../domain/totp';
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { parseIdentityConfig, type IdentityConfig } from '../../domain/identity-config';
import {
  DEFAULT_OTP_ISSUER,
  type AssociateSoftwareTokenInput,
  type AssociateSoftwareTokenOutput,
  type AuthAnswer,
  type CheckUserActivationInput,
  type CheckUserActivationOutput,
  type CompleteNewPasswordInput,
  type InitiateAuthInput,
  type LoadConfigOutput,
  type SelectMfaTypeInput,
  type SendCustomChallengeAnswerInput,
  type SendMfaCodeInput,
  type SessionTokens,
  type SignInContext,
  type SignInInput,
  type SignInTypes,
  type StoreSessionInput,
  type VerifySoftwareTokenInput,
} from './sign-in.types';
import { notProvided } from '../kit/actors';
import { errorCode, errorOf, outputOf } from '../kit/failures';
import { answerOf, challengeNamed, DEVICE_CHALLENGES, passedThrough } from './sign-in.answers';

function configOf(context: SignInContext): IdentityConfig {
  if (!context.config) throw new Error('sign-in: identity config used before it was loaded');
  return context.config;
}

function tokensOf(context: SignInContext): SessionTokens {
  if (!context.tokens) throw new Error('sign-in: no session tokens in context');
  return context.tokens;
}

function initialContext(input: SignInInput | void): SignInContext {
  const preloaded = input && input.config !== undefined ? parseIdentityConfig(input.config) : null;
  return {
    otpIssuer: (input ? input.otpIssuer : undefined) ?? DEFAULT_OTP_ISSUER,
    config: preloaded?.ok ? preloaded.config : null,
    configIssues: [],
    email: null,
    error: null,
    challenge: null,
    newPasswordRequired: false,
    userAttributes: null,
    requiredAttributes: [],
    mfaSetup: null,
    unsupported: null,
    tokens: null,
  };
}

/** Context of an attempt that is not in any challenge (after cancel, on a new submit). */
const noChallenge = {
  challenge: null,
  newPasswordRequired: false,
  userAttributes: null,
  requiredAttributes: [],
  mfaSetup: null,
  unsupported: null,
} satisfies Partial<SignInContext>;

/**
 * THE guard table: what comes after any answer of the identity provider. Order matters only for the catch-all,
 * which must stay last. `reenter` makes a repeated challenge (e.g. a second MFA_SETUP) start afresh.
 */
const afterAnswer = [
  { guard: 'isSignedIn', target: '#signIn.storingSession', actions: 'rememberTokens' },
  {
    guard: 'needsNewPassword',
    target: '#signIn.newPassword',
    reenter: true,
    actions: 'rememberNewPasswordChallenge',
  },
  { guard: 'needsSmsCode', target: '#signIn.mfa.sms', reenter: true, actions: 'rememberChallenge' },
  { guard: 'needsTotpCode', target: '#signIn.mfa.totp', reenter: true, actions: 'rememberChallenge' },
  { guard: 'needsMfaSelection', target: '#signIn.mfa.select', reenter: true, actions: 'rememberChallenge' },
  { guard: 'needsMfaSetup', target: '#signIn.mfaSetup', reenter: true, actions: 'rememberChallenge' },
  {
    guard: 'needsCustomChallenge',
    target: '#signIn.customChallenge',
    reenter: true,
    actions: 'rememberChallenge',
  },
  {
    guard: 'needsDeviceVerification',
    target: '#signIn.deviceVerification',
    actions: 'rememberDeviceVerification',
  },
  { target: '#signIn.unsupportedChallenge', actions: 'rememberUnknownChallenge' },
] as const;

export const signInMachine = setup({
  types: {} as SignInTypes,
  actors: {
    loadConfig: fromPromise<LoadConfigOutput>(notProvided('sign-in', 'loadConfig')),
    initiateAuth: fromPromise<AuthAnswer, InitiateAuthInput>(notProvided('sign-in', 'initiateAuth')),
    completeNewPassword: fromPromise<AuthAnswer, CompleteNewPasswordInput>(
      notProvided('sign-in', 'completeNewPassword'),
    ),
    sendMfaCode: fromPromise<AuthAnswer, SendMfaCodeInput>(notProvided('sign-in', 'sendMfaCode')),
    selectMfaType: fromPromise<AuthAnswer, SelectMfaTypeInput>(notProvided('sign-in', 'selectMfaType')),
    associateSoftwareToken: fromPromise<AssociateSoftwareTokenOutput, AssociateSoftwareTokenInput>(
      notProvided('sign-in', 'associateSoftwareToken'),
    ),
    verifySoftwareToken: fromPromise<AuthAnswer, VerifySoftwareTokenInput>(
      notProvided('sign-in', 'verifySoftwareToken'),
    ),
    sendCustomChallengeAnswer: fromPromise<AuthAnswer, SendCustomChallengeAnswerInput>(
      notProvided('sign-in', 'sendCustomChallengeAnswer'),
    ),
    storeSession: fromPromise<void, StoreSessionInput>(notProvided('sign-in', 'storeSession')),
    checkUserActivation: fromPromise<CheckUserActivationOutput, CheckUserActivationInput>(
      notProvided('sign-in', 'checkUserActivation'),
    ),
  },
  guards: {
    isConfigValid: ({ event }) => parseIdentityConfig(outputOf(event)).ok,
    /** The input's config was valid (initialContext kept it). */
    hasPreloadedConfig: ({ context }) => context.config !== null,
    // The answer table.
    isSignedIn: ({ event }) => answerOf(event).kind === 'signedIn',
    needsNewPassword: ({ event }) => challengeNamed(event, 'NEW_PASSWORD_REQUIRED'),
    needsSmsCode: ({ event }) => challengeNamed(event, 'SMS_MFA'),
    needsTotpCode: ({ event }) => challengeNamed(event, 'SOFTWARE_TOKEN_MFA'),
    needsMfaSelection: ({ event }) => challengeNamed(event, 'SELECT_MFA_TYPE'),
    needsMfaSetup: ({ event }) => challengeNamed(event, 'MFA_SETUP'),
    needsCustomChallenge: ({ event }) => challengeNamed(event, 'CUSTOM_CHALLENGE'),
    needsDeviceVerification: ({ event }) => {
      const answer = answerOf(event);
      return (
        answer.kind === 'deviceConfirmation' ||
        (answer.kind === 'challenge' && DEVICE_CHALLENGES.has(answer.name))
      );
    },
    // The error table of the password step.
    isNotAuthorized: ({ event }) => errorCode(errorOf(event)) === 'NotAuthorizedException',
    isUserNotConfirmed: ({ event }) => errorCode(errorOf(event)) === 'UserNotConfirmedException',
    hasActivationMessage: (_, params: { answer: CheckUserActivationOutput | undefined }) => {
      const message = (params.answer ?? {}).message;
      return typeof message === 'string' && message.trim() !== '';
    },
  },
  actions: {
    /** Tells the parent (session) that the user is signed in; provided by the app root. */
    notifySignedIn: (_, _params: { tokens: SessionTokens }) => {},
    /** Valid: the config; invalid: its issues (the guard already chose the target). */
    rememberConfigAnswer: assign(({ event }) => {
      const result = parseIdentityConfig(outputOf(event));
      return result.ok
        ? { config: result.config, configIssues: [] }
        : { config: null, configIssues: result.issues };
    }),
    rememberConfigLoadFailure: assign(({ event }) => ({
      config: null,
      configIssues: [
        `the identity configuration could not be loaded: ${passedThrough(errorOf(event)).message}`,
      ],
    })),
    startAttempt: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { ...noChallenge, email: event.email, error: null, tokens: null };
    }),
    resetAttempt: assign({ ...noChallenge, error: null }),
    clearError: assign({ error: null }),
    rememberTokens: assign(({ event }) => {
      const answer = answerOf(event);
      if (answer.kind !== 'signedIn') throw new Error('sign-in: rememberTokens needs a signedIn answer');
      return { ...noChallenge, tokens: answer.tokens, error: null };
    }),
    rememberChallenge: assign(({ event }) => {
      const answer = answerOf(event);
      if (answer.kind !== 'challenge') throw new Error('sign-in: rememberChallenge needs a challenge answer');
      return { ...noChallenge, challenge: { name: answer.name, parameters: answer.parameters }, error: null };
    }),
    rememberNewPasswordChallenge: assign(({ event }) => {
      const answer = answerOf(event);
      if (answer.kind !== 'challenge') throw new Error('sign-in: new password needs a challenge answer');
      return {
        ...noChallenge,
        challenge: { name: answer.name, parameters: answer.parameters },
        newPasswordRequired: true,
        userAttributes: answer.userAttributes ?? {},
        requiredAttributes: answer.requiredAttributes ?? [],
        error: null,
      };
    }),
    rememberDeviceVerification: assign(({ event }) => {
      const answer = answerOf(event);
      return {
        ...noChallenge,
        error: null,
        unsupported: {
          reason: 'deviceVerification' as const,
          challengeName: answer.kind === 'challenge' ? answer.name : null,
        },
      };
    }),
    rememberUnknownChallenge: assign(({ event }) => {
      const answer = answerOf(event);
      return {
        ...noChallenge,
        error: null,
        unsupported: {
          reason: 'unknownChallenge' as const,
          challengeName: answer.kind === 'challenge' ? answer.name : null,
        },
      };
    }),
    rememberSecret: assign(({ context }, params: { answer: AssociateSoftwareTokenOutput | undefined }) => {
      const { secretCode } = params.answer ?? {};
      if (typeof secretCode !== 'string' || !secretCode) throw new Error('sign-in: no TOTP secret to show');
      const account = context.email ?? 'user';
      return { mfaSetup: { secretCode, otpauthUri: otpauthUri(context.otpIssuer, account, secretCode) } };
    }),
    showErrorKey: assign((_, params: { key: 'incorrectCredentials' | 'activateBeforeSignIn' }) => ({
      error: { kind: 'key' as const, key: params.key },
    })),
    showActivationMessage: assign((_, params: { answer: CheckUserActivationOutput | undefined }) => ({
      error: {
        kind: 'message' as const,
        message: (params.answer?.message ?? '').trim(),
        code: 'UserNotConfirmedException',
      },
    })),
    passErrorThrough: assign(({ event }) => ({ error: passedThrough(errorOf(event)) })),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  output: ({ context }) => ({ tokens: tokensOf(context) }),
  states: {
    /** A server-rendered page hands over the identity config it fetched (input `config`): straight to the form. */
    starting: {
      always: [{ guard: 'hasPreloadedConfig', target: 'idle' }, { target: 'loadingConfig' }],
    },
    loadingConfig: {
      tags: ['busy'],
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: [
          { guard: 'isConfigValid', target: 'idle', actions: 'rememberConfigAnswer' },
          { target: 'configError', actions: 'rememberConfigAnswer' },
        ],
        onError: { target: 'configError', actions: 'rememberConfigLoadFailure' },
      },
    },
    /** The identity config is missing or malformed: the pool must not be built. The user may try again. */
    configError: {
      on: { 'user.retry': 'loadingConfig' },
    },
    idle: {
      tags: ['form'],
      on: { 'user.submit': { target: 'authenticating', actions: 'startAttempt' } },
    },
    authenticating: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'initiateAuth',
        src: 'initiateAuth',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return { config: configOf(context), email: event.email, password: event.password };
        },
        onDone: [...afterAnswer],
        onError: [
          {
            guard: 'isNotAuthorized',
            target: 'idle',
            actions: { type: 'showErrorKey', params: { key: 'incorrectCredentials' } },
          },
          { guard: 'isUserNotConfirmed', target: 'checkingActivation' },
          { target: 'idle', actions: 'passErrorThrough' },
        ],
      },
    },
    /** UserNotConfirmedException: ask the backend whether (and why) the account is not activated. */
    checkingActivation: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'checkUserActivation',
        src: 'checkUserActivation',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: [
          {
            guard: { type: 'hasActivationMessage', params: ({ event }) => ({ answer: event.output }) },
            target: 'idle',
            actions: { type: 'showActivationMessage', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'idle', actions: { type: 'showErrorKey', params: { key: 'activateBeforeSignIn' } } },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'showErrorKey', params: { key: 'activateBeforeSignIn' } },
        },
      },
    },
    newPassword: {
      tags: ['challenge'],
      on: { 'user.cancel': { target: 'idle', actions: 'resetAttempt' } },
      initial: 'waiting',
      states: {
        waiting: {
          on: { 'user.submitNewPassword': { target: 'submitting', actions: 'clearError' } },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'completeNewPassword',
            src: 'completeNewPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitNewPassword');
              return {
                config: configOf(context),
                newPassword: event.newPassword,
                attributes: event.attributes ?? {},
              };
            },
            onDone: [...afterAnswer],
            onError: { target: 'waiting', actions: 'passErrorThrough' },
          },
        },
      },
    },
    mfa: {
      tags: ['challenge'],
      on: { 'user.cancel': { target: 'idle', actions: 'resetAttempt' } },
      // Entered only through the answer table, which always names the child.
      initial: 'select',
      states: {
        sms: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'user.submitCode': { target: 'submitting', actions: 'clearError' } } },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'sendMfaCode',
                src: 'sendMfaCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'user.submitCode');
                  return { config: configOf(context), code: event.code, mfaType: 'SMS_MFA' as const };
                },
                onDone: [...afterAnswer],
                onError: { target: 'waiting', actions: 'passErrorThrough' },
              },
            },
          },
        },
        totp: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'user.submitCode': { target: 'submitting', actions: 'clearError' } } },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'sendMfaCode',
                src: 'sendMfaCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'user.submitCode');
                  return {
                    config: configOf(context),
                    code: event.code,
                    mfaType: 'SOFTWARE_TOKEN_MFA' as const,
                  };
                },
                onDone: [...afterAnswer],
                onError: { target: 'waiting', actions: 'passErrorThrough' },
              },
            },
          },
        },
        select: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'user.selectMfa': { target: 'submitting', actions: 'clearError' } } },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'selectMfaType',
                src: 'selectMfaType',
                input: ({ context, event }) => {
                  assertEvent(event, 'user.selectMfa');
                  return { config: configOf(context), mfaType: event.mfaType };
                },
                onDone: [...afterAnswer],
                onError: { target: 'waiting', actions: 'passErrorThrough' },
              },
            },
          },
        },
      },
    },
    /** MFA_SETUP: associate an authenticator app (QR code of the otpauth URI), then verify its first code. */
    mfaSetup: {
      tags: ['challenge'],
      on: { 'user.cancel': { target: 'idle', actions: 'resetAttempt' } },
      initial: 'associating',
      states: {
        associating: {
          tags: ['busy'],
          invoke: {
            id: 'associateSoftwareToken',
            src: 'associateSoftwareToken',
            input: ({ context }) => ({ config: configOf(context) }),
            onDone: {
              target: 'verifying',
              actions: { type: 'rememberSecret', params: ({ event }) => ({ answer: event.output }) },
            },
            // Without a secret there is nothing to verify: the attempt ends on the form with the error.
            onError: { target: '#signIn.idle', actions: ['resetAttempt', 'passErrorThrough'] },
          },
        },
        verifying: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'user.submitCode': { target: 'submitting', actions: 'clearError' } } },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'verifySoftwareToken',
                src: 'verifySoftwareToken',
                input: ({ context, event }) => {
                  assertEvent(event, 'user.submitCode');
                  return { config: configOf(context), code: event.code };
                },
                onDone: [...afterAnswer],
                onError: { target: 'waiting', actions: 'passErrorThrough' },
              },
            },
          },
        },
      },
    },
    customChallenge: {
      tags: ['challenge'],
      on: { 'user.cancel': { target: 'idle', actions: 'resetAttempt' } },
      initial: 'waiting',
      states: {
        waiting: { on: { 'user.submitChallengeAnswer': { target: 'submitting', actions: 'clearError' } } },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'sendCustomChallengeAnswer',
            src: 'sendCustomChallengeAnswer',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitChallengeAnswer');
              return { config: configOf(context), answer: event.answer };
            },
            onDone: [...afterAnswer],
            onError: { target: 'waiting', actions: 'passErrorThrough' },
          },
        },
      },
    },
    /**
     * Device tracking (DEVICE_SRP_AUTH / DEVICE_PASSWORD_VERIFIER / "remember this device?") is not supported:
     * the product's pools do not track devices and cognito-local cannot emulate it. Explicit, never a fallback.
     */
    deviceVerification: {
      tags: ['challenge'],
      on: { 'user.cancel': { target: 'idle', actions: 'resetAttempt' } },
    },
    /** A challenge this product does not know. Explicit, so it is visible and reportable. */
    unsupportedChallenge: {
      tags: ['challenge'],
      on: { 'user.cancel': { target: 'idle', actions: 'resetAttempt' } },
    },
    /** The actor writes the cookies accessToken, refreshToken, sessionToken (id token) and userName. */
    storingSession: {
      tags: ['busy'],
      invoke: {
        id: 'storeSession',
        src: 'storeSession',
        input: ({ context }) => ({ tokens: tokensOf(context) }),
        onDone: 'signedIn',
        onError: { target: 'idle', actions: ['passErrorThrough', assign({ tokens: null })] },
      },
    },
    signedIn: {
      type: 'final',
      entry: { type: 'notifySignedIn', params: ({ context }) => ({ tokens: tokensOf(context) }) },
    },
  },
});

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;
