// The Hosted UI client (Google / Facebook sign-in through the Cognito Hosted UI): OAuth 2.0 authorization code with
// PKCE (RFC 7636, S256). The verifier, the `state` and the path to come back to wait in sessionStorage between the
// start (this tab leaves for the provider) and the callback page; the token endpoint answers the session tokens.
// The redirect URI is the caller's: it must be the app client's callback URL, which the route table owns.
import { HOSTED_UI_PROVIDERS, type IdentityConfig } from '../../domain/identity-config';
import type { SessionTokens } from '../../machines/auth/sign-in.types';

export { HOSTED_UI_PROVIDERS };
export type HostedUiProvider = (typeof HOSTED_UI_PROVIDERS)[number];

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
export async function beginHostedUiSignIn(params: {
  config: IdentityConfig;
  provider: HostedUiProvider;
  next: string | null;
  redirectUri: string;
}): Promise<void> {
  const record: PkceRecord = { state: randomText(16), verifier: randomText(48), next: params.next };
  sessionStorage.setItem(PKCE_STORAGE_KEY, JSON.stringify(record));
  const challenge = await pkceChallenge(record.verifier);
  window.location.assign(
    hostedUiAuthorizeUrl({
      config: params.config,
      provider: params.provider,
      redirectUri: params.redirectUri,
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

/**
 * The verifier (and the path to come back to) of the sign-in this tab started with `state`; null when none was
 * started here or the state differs. One use: whatever happens next, the stored verifier is spent.
 */
export function takePkceVerifier(state: string): { verifier: string; next: string | null } | null {
  const record = readPkceRecord();
  sessionStorage.removeItem(PKCE_STORAGE_KEY);
  if (!record || record.state !== state) return null;
  return { verifier: record.verifier, next: record.next };
}

function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** POST https://<hostedUiDomain>/oauth2/token (authorization_code + code_verifier) -> the session tokens. */
export async function exchangeAuthorizationCode(params: {
  config: IdentityConfig;
  code: string;
  verifier: string;
  redirectUri: string;
  fetchImpl?: typeof fetch;
}): Promise<SessionTokens> {
  const { config, fetchImpl = fetch } = params;
  if (!config.hostedUiDomain) throw new Error('Hosted UI sign-in needs hostedUiDomain');
  const response = await fetchImpl(`${hostedUiBase(config.hostedUiDomain)}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.clientId,
      code: params.code,
      redirect_uri: params.redirectUri,
      code_verifier: params.verifier,
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
