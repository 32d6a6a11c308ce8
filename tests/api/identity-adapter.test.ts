// The identity adapter (src/identity/cognito.ts) against a real cognito-local, in Node (global fetch): the
// library talks HTTP to the emulator exactly as the browser does. The pool and client are created through the AWS
// SDK, as the API lets any Cognito user do.
//
// Emulator gaps that shape this test (STACK-NOTES, patches/README.md):
// - its access tokens carry no `origin_jti`, so the library's revocation rule sees them as not revocable and
//   sign-out sends no RevokeToken here (revocation is covered by src/identity/cognito.test.ts);
// - MFA_SETUP through a challenge session (VerifySoftwareToken with Session) is not supported: TOTP is enrolled
//   with the access token instead, then the SOFTWARE_TOKEN_MFA sign-in challenge is answered through the adapter.
import { NETWORK_ERROR } from '../../domain/failures';
import { spawn, type ChildProcess } from 'node:child_process';
import { totpCode } from '../support/totp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIdentityConfig, type IdentityConfig } from '../../domain/identity-config';
import { createIdentity, IdentityError } from '../../src/identity/cognito';

const PORT = 19400;
const HOST = '127.0.0.1';
const endpoint = `http://${HOST}:${PORT}`;

let child: ChildProcess | undefined;
let dataDir: string;
let admin: CognitoIdentityProviderClient;
let config: IdentityConfig;

async function waitForEmulator(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child?.exitCode !== null) throw new Error(`cognito-local exited with code ${child?.exitCode}`);
    try {
      await fetch(endpoint, { method: 'POST', body: '{}' });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error('cognito-local did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function decode(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'identity-adapter-'));
  const script = path.resolve('node_modules/cognito-local/lib/bin/start.js');
  child = spawn(process.execPath, [script], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(PORT), HOST, DEBUG: '' },
    stdio: 'ignore',
  });
  await waitForEmulator(20_000);

  admin = new CognitoIdentityProviderClient({
    endpoint,
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const pool = await admin.send(
    new CreateUserPoolCommand({
      PoolName: 'identity-adapter-test',
      UsernameAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
    }),
  );
  const client = await admin.send(
    new CreateUserPoolClientCommand({
      UserPoolId: pool.UserPool!.Id!,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  // The same validation the sign-in machine applies to the runtime config.
  const parsed = parseIdentityConfig({
    userPoolId: pool.UserPool!.Id,
    clientId: client.UserPoolClient!.ClientId,
    endpoint,
  });
  if (!parsed.ok) throw new Error(parsed.issues.join('; '));
  config = parsed.config;

  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: 'new@ghg.test',
      TemporaryPassword: 'Temp@12345',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'new@ghg.test' },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await admin.send(
    new SignUpCommand({
      ClientId: config.clientId,
      Username: 'pending@ghg.test',
      Password: 'Pending@12345',
      UserAttributes: [{ Name: 'email', Value: 'pending@ghg.test' }],
    }),
  );
});

afterAll(async () => {
  admin?.destroy();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('identity adapter against cognito-local', () => {
  const newPassword = 'N3w@Passw0rd!';

  it('an admin-created user must choose a new password, then is signed in', async () => {
    const identity = createIdentity(config);
    const first = await identity.initiateAuth({ email: 'new@ghg.test', password: 'Temp@12345' });
    expect(first).toMatchObject({
      kind: 'challenge',
      name: 'NEW_PASSWORD_REQUIRED',
      userAttributes: expect.objectContaining({ email: 'new@ghg.test' }),
    });
    const answer = await identity.completeNewPassword({ newPassword });
    expect(answer.kind).toBe('signedIn');
    if (answer.kind !== 'signedIn') return;
    expect(answer.tokens.userName).toBe('new@ghg.test');
    expect(decode(answer.tokens.idToken)).toMatchObject({ email: 'new@ghg.test', token_use: 'id' });
    expect(decode(answer.tokens.accessToken)).toMatchObject({
      client_id: config.clientId,
      token_use: 'access',
    });
    expect(answer.tokens.refreshToken).toEqual(expect.any(String));
  });

  it('signs in with the password, refreshes, and signs out', async () => {
    const identity = createIdentity(config);
    const answer = await identity.initiateAuth({ email: 'new@ghg.test', password: newPassword });
    if (answer.kind !== 'signedIn') throw new Error(`expected signedIn, got ${JSON.stringify(answer)}`);

    const refreshed = await identity.refreshSession({
      userName: answer.tokens.userName,
      refreshToken: answer.tokens.refreshToken,
    });
    expect(refreshed.refreshToken).toBe(answer.tokens.refreshToken);
    expect(decode(refreshed.accessToken)).toMatchObject({
      token_use: 'access',
      sub: decode(answer.tokens.accessToken).sub,
    });

    await identity.signOut({ accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken });
    expect(identity.currentUser()).toBeNull();
  });

  it('a wrong password is NotAuthorizedException (Cognito’s answer; the emulator is patched to match)', async () => {
    const error = await createIdentity(config)
      .initiateAuth({ email: 'new@ghg.test', password: 'Wrong@12345' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('an unconfirmed account is UserNotConfirmedException', async () => {
    const error = await createIdentity(config)
      .initiateAuth({ email: 'pending@ghg.test', password: 'Pending@12345' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UserNotConfirmedException' });
  });

  it('a network failure is a coded NetworkError', async () => {
    const unreachable = createIdentity({ ...config, endpoint: 'http://127.0.0.1:9' });
    const error = await unreachable
      .initiateAuth({ email: 'new@ghg.test', password: newPassword })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', code: NETWORK_ERROR });
  });

  it('with TOTP enrolled, sign-in asks for the authenticator code and accepts it', async () => {
    const identity = createIdentity(config);
    const answer = await identity.initiateAuth({ email: 'new@ghg.test', password: newPassword });
    if (answer.kind !== 'signedIn') throw new Error(`expected signedIn, got ${JSON.stringify(answer)}`);
    const AccessToken = answer.tokens.accessToken;
    const { SecretCode } = await admin.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    await admin.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode!) }));
    await admin.send(
      new SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );

    const challenge = await identity.initiateAuth({ email: 'new@ghg.test', password: newPassword });
    expect(challenge).toMatchObject({ kind: 'challenge', name: 'SOFTWARE_TOKEN_MFA' });
    const wrong = await identity
      .sendMfaCode({ code: '000000', mfaType: 'SOFTWARE_TOKEN_MFA' })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(IdentityError);
    const signedIn = await identity.sendMfaCode({
      code: totpCode(SecretCode!),
      mfaType: 'SOFTWARE_TOKEN_MFA',
    });
    expect(signedIn.kind).toBe('signedIn');
  });
});
