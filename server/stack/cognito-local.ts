// cognito-local (the local Amazon Cognito stand-in): writes the fixed user pool and app client as its JSON data
// files before it starts (its API would only create `local_XXXX` ids), starts it, and seeds users through the
// real AWS SDK v3 client, exactly as the product talks to Cognito.
//
// File layout, from cognito-local 5.3's source (lib/server/defaults.js, services/cognitoService.js):
//   <cwd>/.cognito/config.json         server config (UserPoolDefaults, TokenConfig, ...)
//   <cwd>/.cognito/db/clients.json     { Clients: { <clientId>: AppClient } }
//   <cwd>/.cognito/db/<poolId>.json    { Options: UserPool, Users: { <username>: User }, Groups?: {...} }
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { spawnNode, waitForHttp, type Child } from './processes';

export const LOCAL_REGION = 'ap-southeast-1';
export const LOCAL_POOL_ID = 'ap-southeast-1_LocalDev01';
export const LOCAL_CLIENT_ID = '7k1nd3vl0ca1c1i3nt0000000a';

const ACCOUNT_ID = '000000000000';

function readJson(file: string): Record<string, any> | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  } catch {
    return undefined;
  }
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

/**
 * Writes (or updates) the pool and client definitions under `<dir>/.cognito`. Users, groups and other clients
 * already stored are kept, so data survives restarts.
 */
export function seedCognitoFiles(dir: string): void {
  const configDir = path.join(dir, '.cognito');
  const dbDir = path.join(configDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const now = new Date().toISOString();

  const configFile = path.join(configDir, 'config.json');
  const config = readJson(configFile) ?? {};
  writeJson(configFile, { ...config, UserPoolDefaults: { UsernameAttributes: ['email'] } });

  const clientsFile = path.join(dbDir, 'clients.json');
  const clients = readJson(clientsFile) ?? {};
  const existingClient = clients.Clients?.[LOCAL_CLIENT_ID];
  writeJson(clientsFile, {
    ...clients,
    Clients: {
      ...clients.Clients,
      [LOCAL_CLIENT_ID]: {
        ClientId: LOCAL_CLIENT_ID,
        ClientName: 'ghg-platform-web',
        UserPoolId: LOCAL_POOL_ID,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        EnableTokenRevocation: true,
        PreventUserExistenceErrors: 'ENABLED',
        AccessTokenValidity: 1,
        IdTokenValidity: 60,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'minutes', RefreshToken: 'days' },
        CreationDate: existingClient?.CreationDate ?? now,
        LastModifiedDate: existingClient?.LastModifiedDate ?? now,
      },
    },
  });

  const poolFile = path.join(dbDir, `${LOCAL_POOL_ID}.json`);
  const pool = readJson(poolFile) ?? {};
  writeJson(poolFile, {
    ...pool,
    Users: pool.Users ?? {},
    Options: {
      ...pool.Options,
      Id: LOCAL_POOL_ID,
      Name: 'ghg-platform-local',
      Arn: `arn:aws:cognito-idp:${LOCAL_REGION}:${ACCOUNT_ID}:userpool/${LOCAL_POOL_ID}`,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      // Plain cognito-local ignores it; the patched one (patches/cognito-local+5.3.0.patch) enforces it like Cognito.
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
          TemporaryPasswordValidityDays: 7,
        },
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      LambdaConfig: {},
      CreationDate: pool.Options?.CreationDate ?? now,
      LastModifiedDate: pool.Options?.LastModifiedDate ?? now,
    },
  });
}

/** Seeds the pool files and starts cognito-local on host:port with `dir` as its working folder. */
export function spawnCognitoLocal(opts: {
  rootDir: string;
  dir: string;
  host: string;
  port: number;
  logFile: string;
}): Child {
  seedCognitoFiles(opts.dir);
  return spawnNode(
    'cognito-local',
    path.join(opts.rootDir, 'node_modules/cognito-local/lib/bin/start.js'),
    [],
    {
      cwd: opts.dir,
      env: { PORT: String(opts.port), HOST: opts.host, DEBUG: '' },
      logFile: opts.logFile,
    },
  );
}

/** Resolves once cognito-local serves the seeded pool's JWKS (proof that the pool files were read). */
export function waitForCognitoLocal(child: Child, endpoint: string): Promise<void> {
  return waitForHttp('cognito-local', `${endpoint}/${LOCAL_POOL_ID}/.well-known/jwks.json`, {
    child,
    timeoutMs: 20_000,
    ok: (res) => res.ok,
  });
}

export function cognitoAdminClient(endpoint: string, region = LOCAL_REGION): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

export interface SeedUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

/**
 * Makes sure a confirmed user with this e-mail and a permanent password exists; returns its `sub`.
 * Idempotent: an existing user keeps its sub and gets the password set again.
 */
export async function ensureCognitoUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: SeedUser,
): Promise<string> {
  let attributes: { Name?: string; Value?: string }[] | undefined;
  try {
    const found = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    attributes = found.UserAttributes;
  } catch (err) {
    if (!(err instanceof UserNotFoundException) && (err as Error).name !== 'UserNotFoundException') throw err;
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.givenName },
          { Name: 'family_name', Value: user.familyName },
        ],
      }),
    );
    attributes = created.User?.Attributes;
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  const sub = attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`cognito-local returned no sub for ${user.email}`);
  return sub;
}

/**
 * Makes sure the pool has this group (e.g. `staff`); idempotent. Looked up by listing (cognito-local answers
 * GetGroup of a missing group with an unreadable error), and never created twice: cognito-local's CreateGroup
 * of an existing name would replace the group and drop its members.
 */
export async function ensureCognitoGroup(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  group: { name: string; description: string },
): Promise<void> {
  let NextToken: string | undefined;
  do {
    const out = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60, NextToken }));
    if (out.Groups?.some((g) => g.GroupName === group.name)) return;
    NextToken = out.NextToken;
  } while (NextToken);
  await client.send(
    new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group.name, Description: group.description }),
  );
}

/** Puts a user (by e-mail, the pool's user name) in a group; adding a member again changes nothing. */
export async function addCognitoUserToGroup(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  groupName: string,
): Promise<void> {
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: groupName }),
  );
}
