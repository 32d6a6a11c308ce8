// The identity adapter: amazon-cognito-identity-js behind promise functions that the machines use as actors.
// - USER_PASSWORD_AUTH for sign-in, REFRESH_TOKEN_AUTH for refresh (spec section 7), `endpoint` from the runtime
//   config (cognito-local locally, the regional AWS endpoint when null).
// - Every callback of the library becomes one typed `AuthAnswer` (machines/auth/sign-in.types.ts), which the
//   sign-in machine reads with one guard table. Unknown challenge names are passed on as they are.
// - The `CognitoUser` of a sign-in in progress lives in this closure, never in machine context.
// - Errors: a network failure is a coded `NetworkError` (spec section 8); everything else is an `IdentityError`
//   carrying Cognito's exception name in `code`/`name` and its message unchanged.
// - The library keeps its own token cache; it gets an in-memory storage by default, because the session's store
//   is the cookies (written by the storeSession actor), and a second copy in localStorage would outlive sign-out.
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import type { IdentityConfig } from '../../domain/identity-config';
import { NETWORK_ERROR } from '../../domain/failures';
import { messages } from '../../domain/messages';
import type { AuthAnswer, MfaType, SessionTokens } from '../../machines/auth/sign-in.types';

// ---- errors ----

/** A network failure while talking to the identity provider (spec section 8: "coded NetworkError"). */
export class NetworkError extends Error {
  readonly code = NETWORK_ERROR;
  override readonly name = 'NetworkError';
  constructor(cause?: unknown) {
    super('Network Error', { cause });
  }
}

/** Any other identity failure: `code` is Cognito's exception name (e.g. NotAuthorizedException). */
export class IdentityError extends Error {
  readonly code: string;
  constructor(code: string, message: string, cause?: unknown) {
    super(message, { cause });
    this.code = code;
    this.name = code;
  }
}

/** Spec section 8: a call that needs a session (or a sign-in in progress) without one. */
export const NOT_AUTHENTICATED = 'NotAuthenticated';
function notAuthenticated(): IdentityError {
  return new IdentityError(NOT_AUTHENTICATED, messages.en.errors.notAuthenticated);
}

/** Normalises whatever the library reported. */
export function toIdentityError(error: unknown): NetworkError | IdentityError {
  if (error instanceof NetworkError || error instanceof IdentityError) return error;
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  // The library turns fetch's TypeError into Error('Network error') with code 'NetworkError'.
  if (code === 'NetworkError' || text === 'Network error') return new NetworkError(error);
  const exception =
    typeof code === 'string' && code
      ? code
      : typeof name === 'string' && name && name !== 'Error'
        ? name
        : 'Error';
  return new IdentityError(exception, text, error);
}

// ---- the library's token cache ----

/** An in-memory `ICognitoStorage` (one per identity). */
export function createMemoryStorage(): ICognitoStorage {
  const items = new Map<string, string>();
  return {
    setItem: (key, value) => void items.set(key, value),
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

// ---- revoke-token retry (spec section 9) ----

export interface RetryOptions {
  /** Milliseconds of the first wait; doubles at every attempt. Default 100. */
  baseMs?: number;
  /** Up to this many random milliseconds are added to each wait. Default 100. */
  jitterMs?: number;
  /** The waits never add up to more than this. Default 300000. */
  maxTotalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/**
 * Runs `attempt` until it succeeds, retrying ONLY network failures with exponential backoff (base 100 ms, doubling,
 * plus up to 100 ms jitter) while the total waiting stays within 300000 ms. Other errors end it at once.
 */
export async function retryOnNetworkError<T>(
  attempt: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const {
    baseMs = 100,
    jitterMs = 100,
    maxTotalMs = 300_000,
    sleep = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    random = Math.random,
  } = options;
  let waited = 0;
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const failure = toIdentityError(error);
      if (!(failure instanceof NetworkError)) throw failure;
      const delay = baseMs * 2 ** retry + random() * jitterMs;
      if (waited + delay > maxTotalMs) throw failure;
      await sleep(delay);
      waited += delay;
    }
  }
}

// ---- the adapter ----

export interface Identity {
  /** USER_PASSWORD_AUTH with the e-mail as user name. */
  initiateAuth(input: { email: string; password: string }): Promise<AuthAnswer>;
  /** NEW_PASSWORD_REQUIRED: the new password plus values for the pool's still-required attributes. */
  completeNewPassword(input: {
    newPassword: string;
    attributes?: Record<string, string>;
  }): Promise<AuthAnswer>;
  /** SMS_MFA or SOFTWARE_TOKEN_MFA code. */
  sendMfaCode(input: { code: string; mfaType: MfaType }): Promise<AuthAnswer>;
  /** SELECT_MFA_TYPE answer. */
  selectMfaType(input: { mfaType: MfaType }): Promise<AuthAnswer>;
  /** MFA_SETUP, step 1: the TOTP secret to show as a QR code. */
  associateSoftwareToken(input?: object): Promise<{ secretCode: string }>;
  /** MFA_SETUP, step 2: the first code of the authenticator app; then the challenge continues. */
  verifySoftwareToken(input: { code: string; friendlyDeviceName?: string }): Promise<AuthAnswer>;
  /** CUSTOM_CHALLENGE answer. */
  sendCustomChallengeAnswer(input: { answer: string }): Promise<AuthAnswer>;
  /** REFRESH_TOKEN_AUTH from the cookies' user name and refresh token; rejects NotAuthorizedException when stale. */
  refreshSession(input: { userName: string; refreshToken: string }): Promise<SessionTokens>;
  /**
   * Revokes the refresh token (RevokeToken, as the library's `revokeTokens`: only when the access token carries
   * `origin_jti`), retrying network failures per spec section 9, then forgets the cached user. Never throws for a
   * non-revocable session; rethrows other failures ("Logout error: logged and rethrown" is the caller's part).
   */
  signOut(input: { accessToken: string; refreshToken: string | null }): Promise<void>;
  /** Drops the cached user (spec section 8: NotAuthorizedException on refresh). */
  clearCachedUser(): void;
  /** The user of the sign-in in progress or last completed here, if any. */
  currentUser(): { userName: string } | null;
}

export interface IdentityOptions {
  /** The library's token cache; in memory by default (see the file comment). */
  storage?: ICognitoStorage;
  /** Friendly name of the authenticator app registered at MFA setup. */
  totpDeviceName?: string;
  /** Revoke-token retry knobs (tests). */
  revokeRetry?: RetryOptions;
  /** Retry knobs of the library's retried calls, the refresh (tests); network failures only. */
  libraryRetry?: RetryOptions;
}

interface Step {
  user: CognitoUser;
  handled: ReadonlySet<string>;
  settled: boolean;
  deliver: (answer: AuthAnswer) => void;
}

/** The library's HTTP client (`CognitoUserPool.client`, not in its typings): one POST per Cognito operation. */
interface LibraryClient {
  request(operation: string, params: object, callback: (error: unknown, data?: unknown) => void): void;
  /** The library's own retry around `request` (refresh, RevokeToken): it retries EVERY error, see below. */
  requestWithRetry?(
    operation: string,
    params: object,
    callback: (error: unknown, data?: unknown) => void,
  ): void;
}

/**
 * How long the library's refresh may keep retrying a network failure: its own `requestWithRetry` stops once the
 * next wait would exceed 5 s (waits 200, 400, 800, 1600, 3200 ms plus jitter), about 6.3 s in all.
 */
export const LIBRARY_RETRY: RetryOptions = { baseMs: 200, jitterMs: 100, maxTotalMs: 6_500 };

function libraryClient(pool: CognitoUserPool): LibraryClient {
  const client = (pool as unknown as { client?: Partial<LibraryClient> }).client;
  if (!client || typeof client.request !== 'function') {
    throw new Error(
      'amazon-cognito-identity-js: CognitoUserPool.client.request is missing (library version changed?)',
    );
  }
  return client as LibraryClient;
}

/** Cognito operations whose answers may carry a challenge. */
const CHALLENGE_OPERATIONS: ReadonlySet<string> = new Set(['InitiateAuth', 'RespondToAuthChallenge']);
/**
 * Challenges `authenticateUser`, `completeNewPasswordChallenge` and `sendCustomChallengeAnswer` read themselves.
 * DEVICE_SRP_AUTH is left out on purpose: the library would answer it only with a device key remembered in its
 * storage, which this product does not keep; it reaches the machine's explicit deviceVerification state instead.
 */
const AUTHENTICATE_HANDLES: ReadonlySet<string> = new Set([
  'NEW_PASSWORD_REQUIRED',
  'SMS_MFA',
  'SOFTWARE_TOKEN_MFA',
  'SELECT_MFA_TYPE',
  'MFA_SETUP',
  'CUSTOM_CHALLENGE',
]);
/**
 * `sendMFACode` and `verifySoftwareToken` expect tokens, so any challenge after them is intercepted; so is the one
 * after `sendMFASelectionAnswer` (the library would report it by name too, this keeps one path).
 */
const INTERCEPT_ALL: ReadonlySet<string> = new Set();

function tokensFrom(session: CognitoUserSession, userName: string): SessionTokens {
  return {
    idToken: session.getIdToken().getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    refreshToken: session.getRefreshToken().getToken(),
    userName,
  };
}

function stringRecord(value: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined && item !== null) record[key] = String(item);
    }
  }
  return record;
}

export function createIdentity(config: IdentityConfig, options: IdentityOptions = {}): Identity {
  const storage = options.storage ?? createMemoryStorage();
  // Throws on a malformed pool id: callers validate the config first (parseIdentityConfig).
  const pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    endpoint: config.endpoint ?? undefined,
    Storage: storage,
  });
  const client = libraryClient(pool);
  let user: CognitoUser | null = null;
  /** The sign-in step whose library call is running (one at a time), for the interception below. */
  let pending: Step | null = null;

  // Interception: amazon-cognito-identity-js only understands the challenges it was written for, and only where it
  // expects them. Any other challenge (EMAIL_OTP, DEVICE_SRP_AUTH without a remembered device, a challenge after an
  // MFA code, ...) would crash inside the library (it reads a missing AuthenticationResult). Such answers are taken
  // here, before the library sees them, and handed to the machine as a challenge: its guard table decides.
  // A request belongs to the step that was running when it was SENT, so a late answer of an abandoned step (the
  // user cancelled and signed in again) never reaches the new one.
  const request = client.request.bind(client);
  client.request = (operation, params, callback) => {
    const step = pending;
    request(operation, params, (error, data) => {
      const name = (data as { ChallengeName?: unknown } | undefined)?.ChallengeName;
      if (
        !error &&
        step &&
        !step.settled &&
        CHALLENGE_OPERATIONS.has(operation) &&
        typeof name === 'string' &&
        !step.handled.has(name)
      ) {
        const { Session, ChallengeParameters } = data as { Session?: string; ChallengeParameters?: unknown };
        // The library's next RespondToAuthChallenge sends the user's `Session`.
        if (Session) Object.assign(step.user, { Session });
        step.deliver({ kind: 'challenge', name, parameters: stringRecord(ChallengeParameters) });
        return;
      }
      callback(error, data);
    });
  };
  // The library's `requestWithRetry` (used by refreshSession) retries every failure, a refused refresh token
  // included: one stale refresh token made six REFRESH_TOKEN_AUTH calls over six seconds before the app heard
  // NotAuthorizedException. An answer of Cognito is final; only a network failure is worth another try.
  client.requestWithRetry = (operation, params, callback) => {
    retryOnNetworkError(
      () =>
        new Promise<unknown>((resolve, reject) =>
          client.request(operation, params, (error, data) => (error ? reject(error) : resolve(data))),
        ),
      options.libraryRetry ?? LIBRARY_RETRY,
    ).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error),
    );
  };

  function newUser(userName: string): CognitoUser {
    const created = new CognitoUser({ Username: userName, Pool: pool, Storage: storage });
    created.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    return created;
  }

  function clearCachedUser(): void {
    // signOut() without a callback only clears the library's cached tokens (no network call).
    user?.signOut();
    user = null;
    storage.clear();
  }

  function signingInUser(): CognitoUser {
    if (!user) throw notAuthenticated();
    return user;
  }

  /**
   * One promise per library call of `signingIn`; every callback maps to an AuthAnswer. `handled` = the challenge
   * names the library method reads itself; any other challenge in the answer is intercepted (see above).
   */
  function answer(
    signingIn: CognitoUser,
    handled: ReadonlySet<string>,
    run: (callbacks: IAuthenticationCallback) => void,
  ): Promise<AuthAnswer> {
    return new Promise<AuthAnswer>((resolve, reject) => {
      const settle = () => {
        step.settled = true;
        if (pending === step) pending = null;
      };
      const step: Step = {
        user: signingIn,
        handled,
        settled: false,
        deliver: (result) => {
          settle();
          resolve(result);
        },
      };
      const fail = (error: unknown) => {
        settle();
        reject(toIdentityError(error));
      };
      const challenge = (name: string, parameters: unknown) =>
        step.deliver({ kind: 'challenge', name, parameters: stringRecord(parameters) });
      const userName = signingIn.getUsername();
      const callbacks: IAuthenticationCallback = {
        onSuccess: (session, userConfirmationNecessary) =>
          step.deliver(
            userConfirmationNecessary
              ? { kind: 'deviceConfirmation' }
              : { kind: 'signedIn', tokens: tokensFrom(session, userName) },
          ),
        onFailure: fail,
        newPasswordRequired: (userAttributes, requiredAttributes) =>
          step.deliver({
            kind: 'challenge',
            name: 'NEW_PASSWORD_REQUIRED',
            parameters: {},
            userAttributes: stringRecord(userAttributes),
            requiredAttributes: Array.isArray(requiredAttributes) ? requiredAttributes.map(String) : [],
          }),
        mfaRequired: (name, parameters) => challenge(name ?? 'SMS_MFA', parameters),
        totpRequired: (name, parameters) => challenge(name ?? 'SOFTWARE_TOKEN_MFA', parameters),
        selectMFAType: (name, parameters) => challenge(name ?? 'SELECT_MFA_TYPE', parameters),
        mfaSetup: (name, parameters) => challenge(name ?? 'MFA_SETUP', parameters),
        customChallenge: (parameters) => challenge('CUSTOM_CHALLENGE', parameters),
      };
      pending = step;
      try {
        run(callbacks);
      } catch (error) {
        fail(error);
      }
    });
  }

  return {
    initiateAuth({ email, password }) {
      const signingIn = newUser(email);
      user = signingIn;
      const details = new AuthenticationDetails({ Username: email, Password: password });
      return answer(signingIn, AUTHENTICATE_HANDLES, (callbacks) =>
        signingIn.authenticateUser(details, callbacks),
      );
    },

    async completeNewPassword({ newPassword, attributes }) {
      const signingIn = signingInUser();
      return answer(signingIn, AUTHENTICATE_HANDLES, (callbacks) =>
        signingIn.completeNewPasswordChallenge(newPassword, attributes ?? {}, callbacks),
      );
    },

    async sendMfaCode({ code, mfaType }) {
      const signingIn = signingInUser();
      return answer(signingIn, INTERCEPT_ALL, (callbacks) => signingIn.sendMFACode(code, callbacks, mfaType));
    },

    async selectMfaType({ mfaType }) {
      const signingIn = signingInUser();
      return answer(signingIn, INTERCEPT_ALL, (callbacks) =>
        signingIn.sendMFASelectionAnswer(mfaType, callbacks),
      );
    },

    async associateSoftwareToken() {
      const signingIn = signingInUser();
      return new Promise<{ secretCode: string }>((resolve, reject) => {
        try {
          signingIn.associateSoftwareToken({
            associateSecretCode: (secretCode) => resolve({ secretCode }),
            onFailure: (error) => reject(toIdentityError(error)),
          });
        } catch (error) {
          reject(toIdentityError(error));
        }
      });
    },

    async verifySoftwareToken({ code, friendlyDeviceName }) {
      const signingIn = signingInUser();
      const deviceName = friendlyDeviceName ?? options.totpDeviceName ?? 'Authenticator';
      return answer(signingIn, INTERCEPT_ALL, (callbacks) =>
        signingIn.verifySoftwareToken(code, deviceName, callbacks),
      );
    },

    async sendCustomChallengeAnswer({ answer: response }) {
      const signingIn = signingInUser();
      return answer(signingIn, AUTHENTICATE_HANDLES, (callbacks) =>
        signingIn.sendCustomChallengeAnswer(response, callbacks),
      );
    },

    refreshSession({ userName, refreshToken }) {
      const refreshing = newUser(userName);
      return new Promise<SessionTokens>((resolve, reject) => {
        try {
          refreshing.refreshSession(
            new CognitoRefreshToken({ RefreshToken: refreshToken }),
            (error, session) => {
              if (error) return reject(toIdentityError(error));
              // `user` (a sign-in in progress) is left alone: a refresh never interrupts a challenge.
              resolve(tokensFrom(session as CognitoUserSession, userName));
            },
          );
        } catch (error) {
          reject(toIdentityError(error));
        }
      });
    },

    async signOut({ accessToken, refreshToken }) {
      try {
        if (!refreshToken || !isRevocable(accessToken)) return;
        if (!client)
          throw new IdentityError('Error', 'amazon-cognito-identity-js exposes no client to revoke tokens');
        await retryOnNetworkError(
          () =>
            new Promise<void>((resolve, reject) =>
              client.request('RevokeToken', { Token: refreshToken, ClientId: config.clientId }, (error) =>
                error ? reject(error) : resolve(),
              ),
            ),
          options.revokeRetry,
        );
      } finally {
        clearCachedUser();
      }
    },

    clearCachedUser,

    currentUser() {
      return user ? { userName: user.getUsername() } : null;
    },
  };
}

/** The library's rule (CognitoUser.isSessionRevocable): tokens issued with `origin_jti` can be revoked. */
function isRevocable(accessToken: string): boolean {
  try {
    return Boolean(new CognitoAccessToken({ AccessToken: accessToken }).decodePayload().origin_jti);
  } catch {
    return false;
  }
}

/**
 * One adapter per identity config, so the `CognitoUser` of a sign-in survives from one actor call (password) to
 * the next (challenge answer). The app root keeps one of these and the actors call `identityFor(input.config)`.
 */
export function memoizeIdentity(
  create: (config: IdentityConfig) => Identity = (config) => createIdentity(config),
): (config: IdentityConfig) => Identity {
  const identities = new Map<string, Identity>();
  return (config) => {
    const key = JSON.stringify([config.userPoolId, config.clientId, config.endpoint]);
    let identity = identities.get(key);
    if (!identity) {
      identity = create(config);
      identities.set(key, identity);
    }
    return identity;
  };
}
