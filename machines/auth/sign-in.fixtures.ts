// Fixtures for sign-in tests: one identity answer per Cognito outcome the guard table distinguishes.
import type { IdentityConfig } from '../../domain/identity-config';
import type { AuthAnswer, SessionTokens } from './sign-in.types';

export const rawConfig = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_LocalDev01',
  clientId: '7k1nd3vl0ca1c1i3nt0000000a',
  endpoint: 'http://127.0.0.1:9329',
  hostedUiDomain: null,
};

export const config: IdentityConfig = { ...rawConfig };

/** Fails validation: a pool id without the region prefix. */
export const malformedConfig = { userPoolId: 'LocalDev01', clientId: '' };

export const tokens: SessionTokens = {
  idToken: 'id.token.jwt',
  accessToken: 'access.token.jwt',
  refreshToken: 'refresh-token',
  userName: 'owner@ghg-demo.vn',
};

const challenge = (name: string, parameters: Record<string, string> = {}): AuthAnswer => ({
  kind: 'challenge',
  name,
  parameters,
});

export const answers = {
  signedIn: { kind: 'signedIn', tokens } as AuthAnswer,
  newPassword: {
    kind: 'challenge',
    name: 'NEW_PASSWORD_REQUIRED',
    parameters: {},
    userAttributes: { email: 'new@ghg-demo.vn', email_verified: 'true' },
    requiredAttributes: ['given_name'],
  } as AuthAnswer,
  sms: challenge('SMS_MFA', {
    CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
    CODE_DELIVERY_DESTINATION: '+84*******89',
  }),
  totp: challenge('SOFTWARE_TOKEN_MFA'),
  selectMfa: challenge('SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' }),
  mfaSetup: challenge('MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' }),
  custom: challenge('CUSTOM_CHALLENGE', { question: 'What is 6 x 7?' }),
  deviceSrp: challenge('DEVICE_SRP_AUTH'),
  devicePasswordVerifier: challenge('DEVICE_PASSWORD_VERIFIER'),
  deviceConfirmation: { kind: 'deviceConfirmation' } as AuthAnswer,
  unknown: challenge('EMAIL_OTP', { CODE_DELIVERY_DESTINATION: 'o***@ghg-demo.vn' }),
} satisfies Record<string, AuthAnswer>;

export function cognitoError(code: string, message = `${code} message`): Error & { code: string } {
  return Object.assign(new Error(message), { code, name: code });
}

export const errors = {
  notAuthorized: cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
  userNotConfirmed: cognitoError('UserNotConfirmedException', 'User is not confirmed.'),
  network: cognitoError('NetworkError', 'Network Error'),
  codeMismatch: cognitoError('CodeMismatchException', 'Invalid code received for user'),
};
