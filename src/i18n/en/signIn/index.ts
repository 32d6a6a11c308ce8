// Texts of the sign-in screens (the form, every Cognito challenge, the Hosted UI callback), en.
import type { NamespaceSignInTranslation } from '../../i18n-types';

const signIn = {
  lead: "Sign in to manage your organisation's greenhouse-gas inventory and reports.",
  loading: 'Preparing sign-in…',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  social: 'Or sign in with',
  google: 'Sign in with Google',
  facebook: 'Sign in with Facebook',
  cancel: 'Cancel and go back to sign-in',
  continue: 'Continue',
  signedIn: 'Signed in, taking you on…',
  configError: {
    title: 'Sign-in is not available yet',
    explanation:
      "The site's sign-in configuration is missing or invalid, so nobody can sign in. Please report the problems below to the administrator.",
    issues: 'Configuration problems',
    retry: 'Try again',
  },
  newPassword: {
    title: 'Set a new password',
    explanation: 'This is your first sign-in. Please choose a new password to continue.',
    account: 'Your account',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint:
      '{min} to {max} characters, with uppercase and lowercase letters, numbers and special characters.',
    submit: 'Save password and sign in',
  },
  attributes: {
    email: 'Email',
    given_name: 'First name',
    family_name: 'Last name',
    name: 'Full name',
    phone_number: 'Phone number',
    locale: 'Language',
  },
  code: {
    label: 'Verification code',
    hint: 'The code has 6 digits.',
    submit: 'Verify',
  },
  sms: {
    title: 'Enter the SMS code',
    sentTo: 'We sent a verification code by SMS to {destination}.',
    sent: 'We sent a verification code by SMS to your phone number.',
  },
  totp: {
    title: 'Enter the code from your authenticator app',
    explanation:
      'Open your authenticator app (Google Authenticator, Microsoft Authenticator, …) and enter the 6-digit code it shows.',
  },
  selectMfa: {
    title: 'Choose how to verify',
    explanation: 'Your account has more than one second factor. Which one do you want to use this time?',
    options: 'Verification method',
    SMS_MFA: 'Code sent by SMS',
    SOFTWARE_TOKEN_MFA: 'Code from an authenticator app',
  },
  mfaSetup: {
    title: 'Set up two-factor authentication',
    explanation:
      'Your account needs two-factor authentication. Scan the QR code with an authenticator app, then enter the 6-digit code the app shows.',
    preparing: 'Creating your secret key…',
    qrAlt: 'QR code to add the account to an authenticator app',
    manual: "Can't scan the code? Enter this secret key in the app:",
    secret: 'Secret key',
    submit: 'Verify and sign in',
  },
  customChallenge: {
    title: 'Additional verification',
    explanation: 'One more verification step is needed. Please enter your answer to continue.',
    answer: 'Answer',
  },
  unsupported: {
    title: 'Sign-in cannot be completed',
    deviceVerification:
      'Your account asks for a remembered-device check, but this platform does not remember devices. Please ask the administrator to turn this requirement off for your account.',
    unknownChallenge:
      'The identity service asked for a step this platform does not support yet ({challenge}). Please contact support and mention this step.',
    unnamedChallenge: 'unnamed',
    back: 'Back to sign-in',
  },
  callback: {
    working: 'Completing sign-in…',
    failedTitle: 'Sign-in could not be completed',
    providerError: 'The sign-in provider refused the request: {error}',
    stateMismatch:
      'This sign-in does not match the one you started, or it has expired (perhaps it was opened in another tab). Please sign in again.',
    missingCode: 'The return address carries no authorization code. Please sign in again.',
    notConfigured: 'Sign-in with Google or Facebook is not enabled on this site.',
    exchangeFailed: 'The authorization code could not be exchanged for a session: {message}',
    back: 'Back to sign-in',
  },
} satisfies NamespaceSignInTranslation;

export default signIn;
