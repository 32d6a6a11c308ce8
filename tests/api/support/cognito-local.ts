// A real cognito-local for API tests: the patched emulator (patches/README.md) started on a free port in a fresh
// temporary folder, with the same pool and app client files as `npm start` (server/stack/cognito-local.ts), and
// stopped (folder removed) by `stop()`. Use it from any API test:
//
//   const cognito = await startCognitoLocal();
//   const app = await buildApp({ db, config: testConfig({ cognito: cognito.config }) });
//   const sub = await cognito.createUser({ email: 'an@ghg.test', password: 'GhgTest@2026' });
//   const { accessToken } = await cognito.signIn('an@ghg.test', 'GhgTest@2026');
//   ...
//   await cognito.stop();
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { CognitoConfig } from '../../../server/config';
import { createCognitoAdmin, type CognitoAdmin } from '../../../server/identity/cognito-admin';
import {
  ensureCognitoUser,
  LOCAL_CLIENT_ID,
  LOCAL_POOL_ID,
  LOCAL_REGION,
  spawnCognitoLocal,
  waitForCognitoLocal,
} from '../../../server/stack/cognito-local';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const HOST = '127.0.0.1';
/** The key cognito-local signs every token with (published in its npm package). */
const PRIVATE_KEY_FILE = path.join(ROOT, 'node_modules/cognito-local/lib/keys/cognitoLocal.private.json');

export interface SignedInTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface CognitoLocal {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The identity configuration to give the app (`testConfig({ cognito: config })`). */
  config: CognitoConfig;
  /** The product's own server-side Cognito calls, bound to this emulator. */
  admin: CognitoAdmin;
  /** A raw AWS SDK client on the emulator, for anything else. */
  sdk: CognitoIdentityProviderClient;
  /** The emulator's working folder (its data is under `.cognito/`). */
  dir: string;
  /** A confirmed user with a permanent password and a verified e-mail; returns its `sub`. */
  createUser(user: {
    email: string;
    password: string;
    givenName?: string;
    familyName?: string;
  }): Promise<string>;
  /** USER_PASSWORD_AUTH, as the browser signs in; rejects with the SDK error (e.g. NotAuthorizedException). */
  signIn(email: string, password: string): Promise<SignedInTokens>;
  /** REFRESH_TOKEN_AUTH; rejects with NotAuthorizedException once the refresh token is revoked. */
  refresh(refreshToken: string): Promise<Omit<SignedInTokens, 'refreshToken'>>;
  /**
   * A token signed with cognito-local's own key and this pool's issuer: an access token of the app client unless
   * `claims` says otherwise; `expiresAt` in seconds since the epoch (default: one hour from now).
   */
  signToken(claims: JWTPayload, options?: { expiresAt?: number; issuedAt?: number }): Promise<string>;
  stop(): Promise<void>;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** cognito-local's private signing key (RS256, kid "CognitoLocal"). */
export async function cognitoLocalSigningKey() {
  const { jwk } = JSON.parse(readFileSync(PRIVATE_KEY_FILE, 'utf8')) as { jwk: JWK };
  return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid ?? 'CognitoLocal' };
}

export async function startCognitoLocal(): Promise<CognitoLocal> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cognito-local-test-'));
  const port = await freePort();
  const endpoint = `http://${HOST}:${port}`;
  const child = spawnCognitoLocal({
    rootDir: ROOT,
    dir,
    host: HOST,
    port,
    logFile: path.join(dir, 'cognito-local.log'),
  });
  try {
    await waitForCognitoLocal(child, endpoint);
  } catch (error) {
    await child.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const config: CognitoConfig = {
    region: LOCAL_REGION,
    userPoolId: LOCAL_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    endpoint,
    hostedUiDomain: null,
  };
  // No keep-alive: the emulator's HTTP server drops idle sockets after 5 s, and a request sent on one at that very
  // moment fails with "socket hang up" (the SDK does not retry against the emulator).
  const sdk = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { httpAgent: new http.Agent({ keepAlive: false }) },
  });
  const admin = createCognitoAdmin(config);
  const signing = await cognitoLocalSigningKey();
  const issuer = `${endpoint}/${LOCAL_POOL_ID}`;

  const authenticate = async (flow: AuthFlowType, parameters: Record<string, string>) => {
    const out = await sdk.send(
      new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: flow, AuthParameters: parameters }),
    );
    const result = out.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) {
      throw new Error(`cognito-local answered a challenge (${out.ChallengeName ?? 'none'}), not tokens`);
    }
    return result;
  };

  return {
    endpoint,
    config,
    admin,
    sdk,
    dir,
    createUser: (user) =>
      ensureCognitoUser(sdk, LOCAL_POOL_ID, {
        email: user.email,
        password: user.password,
        givenName: user.givenName ?? 'Test',
        familyName: user.familyName ?? 'User',
      }),
    async signIn(email, password) {
      const result = await authenticate(AuthFlowType.USER_PASSWORD_AUTH, {
        USERNAME: email,
        PASSWORD: password,
      });
      return {
        accessToken: result.AccessToken!,
        idToken: result.IdToken!,
        refreshToken: result.RefreshToken!,
      };
    },
    async refresh(refreshToken) {
      const result = await authenticate(AuthFlowType.REFRESH_TOKEN_AUTH, { REFRESH_TOKEN: refreshToken });
      return { accessToken: result.AccessToken!, idToken: result.IdToken! };
    },
    async signToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const issuedAt = options.issuedAt ?? now;
      return new SignJWT({ client_id: LOCAL_CLIENT_ID, token_use: 'access', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: signing.kid })
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(options.expiresAt ?? now + 3600)
        .sign(signing.key);
    },
    async stop() {
      sdk.destroy();
      await child.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
