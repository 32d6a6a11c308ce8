// cognito-local helpers for journeys (the AWS SDK v3, exactly as the product talks to Cognito): users in every state
// the sign-in screen must handle (unconfirmed, admin-created with a temporary password, confirmed, TOTP enabled); authenticator codes come from tests/support/totp.ts.
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CLIENT_ID, LOCAL_POOL_ID, LOCAL_REGION } from '../../../server/stack/cognito-local';
import { E2E } from '../env';
import { totpCode } from '../../support/totp';

export { totpCode };

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export { LOCAL_CLIENT_ID, LOCAL_POOL_ID, LOCAL_REGION };

let client: CognitoIdentityProviderClient | null = null;

/** An SDK client for the test stack's cognito-local (dummy credentials, no retries). */
export function cognitoClient(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    endpoint: E2E.cognitoEndpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  return client;
}

/** A fresh address for one test (the stack's data survives between tests of one run). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.ghg-demo.vn`;
}

/** SignUp without confirming: the account stays UNCONFIRMED (sign-in answers UserNotConfirmedException). */
export async function signUpUnconfirmed(email: string, password: string): Promise<void> {
  await cognitoClient().send(
    new SignUpCommand({
      ClientId: LOCAL_CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Chưa' },
        { Name: 'family_name', Value: 'Kích Hoạt' },
      ],
    }),
  );
}

/** AdminCreateUser with a temporary password: the first sign-in answers NEW_PASSWORD_REQUIRED. */
export async function adminCreateUser(
  email: string,
  temporaryPassword: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: LOCAL_POOL_ID,
      Username: email,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: names.firstName },
        { Name: 'family_name', Value: names.lastName },
      ],
    }),
  );
}

/** A confirmed user with a permanent password. */
export async function createConfirmedUser(
  email: string,
  password: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await adminCreateUser(email, `Tmp#${randomUUID().slice(0, 8)}aA1`, names);
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: LOCAL_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

/**
 * Turns TOTP on for a confirmed user, as an authenticator app would be registered: sign in, AssociateSoftwareToken,
 * VerifySoftwareToken with the first code, SetUserMFAPreference. Returns the shared secret.
 */
export async function enableTotp(email: string, password: string): Promise<string> {
  const cognito = cognitoClient();
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: LOCAL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`enableTotp: ${email} did not get an access token`);
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('enableTotp: no secret code');
  await cognito.send(
    new VerifySoftwareTokenCommand({
      AccessToken: accessToken,
      UserCode: totpCode(SecretCode),
      FriendlyDeviceName: 'e2e',
    }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
}
