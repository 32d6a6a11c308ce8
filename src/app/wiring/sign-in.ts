// The sign-in machine and the Hosted UI callback machine with their real actors: the runtime config, the identity
// adapter (amazon-cognito-identity-js), the activation check of the API and the session cookies. Also the start of
// a Hosted UI sign-in (Google / Facebook): authorization code with PKCE (S256), verifier in sessionStorage.
import { fromPromise } from 'xstate';
import { hostedUiCallbackMachine } from '../../../machines/auth/hosted-ui-callback.machine';
import { signInMachine } from '../../../machines/auth/sign-in.machine';
import type { SessionTokens } from '../../../machines/auth/sign-in.types';
import type { IdentityConfig } from '../../../domain/identity-config';
import { unwrap } from '../../api/client';
import { storeSessionCookies } from '../../identity/cookies';
import { api } from '../api';
import { identityFor, loadRawIdentityConfig, sessionCookieStore } from './identity';

export interface SignedInHandler {
  /**
   * Called once the session cookies are written: boot the session, then go on. `next` (Hosted UI only) is the
   * path the sign-in was started for, kept with the PKCE verifier.
   */
  onSignedIn: (tokens: SessionTokens, next: string | null) => void;
}

export const HOSTED_UI_PROVIDERS = ['Google', 'Facebook'] as const;
export type HostedUiProvider = (typeof HOSTED_UI_PROVIDERS)[number];

/** The sign-in machine, provided with the real actors. */
export function createSignInMachine({ onSignedIn }: SignedInHandler) {
  return signInMachine.provide({
    actors: {
      loadConfig: fromPromise(() => loadRawIdentityConfig()),
      initiateAuth: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).initiateAuth({ email: input.email, password: input.password }),
      ),
      completeNewPassword: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).completeNewPassword({
          newPassword: input.newPassword,
          attributes: input.attributes,
        }),
      ),
      sendMfaCode: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).sendMfaCode({ code: input.code, mfaType: input.mfaType }),
      ),
      selectMfaType: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).selectMfaType({ mfaType: input.mfaType }),
      ),
      associateSoftwareToken: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).associateSoftwareToken(),
      ),
      verifySoftwareToken: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).verifySoftwareToken({ code: input.code }),
      ),
      sendCustomChallengeAnswer: fromPromise(async ({ input }) =>
        (await identityFor(input.config)).sendCustomChallengeAnswer({ answer: input.answer }),
      ),
      storeSession: fromPromise(async ({ input }) => storeSessionCookies(sessionCookieStore, input.tokens)),
      checkUserActivation: fromPromise(async ({ input }) => {
        const status = await unwrap(
          api.POST('/auth/check-user-activation', { body: { email: input.email } }),
        );
        return { message: status.activated ? null : status.message };
      }),
    },
    actions: {
      notifySignedIn: (_, params) => onSignedIn(params.tokens, null),
    },
  });
}

// ---- Hosted UI (authorization code + PKCE) ----

const PKCE_STORAGE_KEY = 'hostedUi.pkce';

interface PkceRecord {
  state: string;
  verifier: string;
  /** Where to go after the callback (a same-origin path). */
  next: string | null;
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(byteCount: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** RFC 7636 S256: BASE64URL(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function hostedUiRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/auth/sign-in/callback`;
}

function hostedUiBase(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
}

/** The Hosted UI authorize URL that goes straight to the provider (`identity_provider`). */
export function hostedUiAuthorizeUrl(params: {
  config: Pick<IdentityConfig, 'hostedUiDomain' | 'clientId'>;
  provider: HostedUiProvider;
  redirectUri: string;
  state: string;
  challenge: string;
}): string {
  if (!params.config.hostedUiDomain) throw new Error('Hosted UI sign-in needs hostedUiDomain');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: params.config.clientId,
    redirect_uri: params.redirectUri,
    identity_provider: params.provider,
    scope: 'openid email profile aws.cognito.signin.user.admin',
    state: params.state,
    code_challenge: params.challenge,
    code_challenge_method: 'S256',
  });
  return `${hostedUiBase(params.config.hostedUiDomain)}/oauth2/authorize?${query.toString()}`;
}

/** Starts a Google / Facebook sign-in: verifier + state stored in sessionStorage, then off to the Hosted UI. */
export async function beginHostedUiSignIn(
  config: IdentityConfig,
  provider: HostedUiProvider,
  next: string | null,
): Promise<void> {
  const record: PkceRecord = { state: randomText(16), verifier: randomText(48), next };
  sessionStorage.setItem(PKCE_STORAGE_KEY, JSON.stringify(record));
  const challenge = await pkceChallenge(record.verifier);
  window.location.assign(
    hostedUiAuthorizeUrl({
      config,
      provider,
      redirectUri: hostedUiRedirectUri(),
      state: record.state,
      challenge,
    }),
  );
}

function readPkceRecord(): PkceRecord | null {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(PKCE_STORAGE_KEY) ?? 'null',
    ) as Partial<PkceRecord> | null;
    if (parsed && typeof parsed.state === 'string' && typeof parsed.verifier === 'string') {
      return {
        state: parsed.state,
        verifier: parsed.verifier,
        next: typeof parsed.next === 'string' ? parsed.next : null,
      };
    }
  } catch {
    // Malformed or blocked storage: no sign-in was started here.
  }
  return null;
}

function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** POST https://<hostedUiDomain>/oauth2/token (authorization_code + code_verifier) -> the session tokens. */
export async function exchangeAuthorizationCode(
  config: IdentityConfig,
  code: string,
  verifier: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SessionTokens> {
  if (!config.hostedUiDomain) throw new Error('Hosted UI sign-in needs hostedUiDomain');
  const response = await fetchImpl(`${hostedUiBase(config.hostedUiDomain)}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.clientId,
      code,
      redirect_uri: hostedUiRedirectUri(),
      code_verifier: verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const reason = body.error_description ?? body.error ?? `HTTP ${response.status}`;
    throw new Error(String(reason));
  }
  const { id_token: idToken, access_token: accessToken, refresh_token: refreshToken } = body;
  if (typeof idToken !== 'string' || typeof accessToken !== 'string' || typeof refreshToken !== 'string') {
    throw new Error('the token endpoint answered without id, access and refresh tokens');
  }
  const claims = jwtPayload(idToken);
  const userName = String(claims.email ?? claims['cognito:username'] ?? claims.sub ?? '');
  return { idToken, accessToken, refreshToken, userName };
}

/** The callback machine, provided with the real actors. */
export function createHostedUiCallbackMachine({ onSignedIn }: SignedInHandler) {
  let next: string | null = null;
  return hostedUiCallbackMachine.provide({
    actors: {
      loadConfig: fromPromise(() => loadRawIdentityConfig()),
      takeVerifier: fromPromise(async ({ input }) => {
        const record = readPkceRecord();
        // One use: whatever happens next, this verifier is spent.
        sessionStorage.removeItem(PKCE_STORAGE_KEY);
        if (!record || record.state !== input.state) return null;
        next = record.next;
        return record.verifier;
      }),
      exchangeCode: fromPromise(({ input }) =>
        exchangeAuthorizationCode(input.config, input.code, input.verifier),
      ),
      storeSession: fromPromise(async ({ input }) => storeSessionCookies(sessionCookieStore, input.tokens)),
    },
    actions: {
      notifySignedIn: (_, params) => onSignedIn(params.tokens, next),
    },
  });
}
