// Texts of the registration screens (sign-up, thank-you, activation, password reset), en. Same keys as vi.
import type { NamespaceRegistrationTranslation } from '../../i18n-types';

const registration = {
  form: {
    signInLink: 'Go to sign in',
    emailLabel: 'Email',
  },
  signUp: {
    lead: 'Create an account to open a workspace for your organization.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    phone: 'Phone number',
    organizationName: 'Organization name',
    passwordHint:
      '{min} to {max} characters, with uppercase letters, lowercase letters, numbers and special characters (e.g. ! @ # $ %).',
    phoneHint: 'A Vietnamese mobile number, e.g. 0912 345 678.',
    submit: 'Sign up',
    submitting: 'Signing up…',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  thankYou: {
    sentTo: 'We have sent an activation link to {email}. The link is valid for 24 hours.',
    sentNoEmail:
      'We have sent an activation link to the email you registered with. The link is valid for 24 hours.',
    notReceived: 'No email? Check your spam folder, or send the activation email again.',
    resend: 'Resend activation email',
    resending: 'Sending…',
  },
  activate: {
    activating: 'Activating your account…',
    signIn: 'Sign in',
    usedHint: 'If your account is already activated, you can sign in now.',
    newLinkTitle: 'Get a new activation link',
    newLinkLead: 'Enter the email you signed up with and we will send you a new activation link.',
    send: 'Send a new link',
    sending: 'Sending…',
    retry: 'Try again',
  },
  passwordReset: {
    requestLead:
      "Enter your account's email. We will send you a verification code and a link to reset your password.",
    sendCode: 'Send verification code',
    sending: 'Sending…',
    codeLead: 'Enter the 6-digit code from the email sent to {email} and choose a new password.',
    linkLead: 'Choose a new password for your account.',
    code: 'Verification code',
    codeHint: 'The code has 6 digits and is valid for 60 minutes.',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    submit: 'Reset password',
    submitting: 'Resetting…',
    resend: 'Send the code again',
    resent: 'A new code has been sent to {email}.',
    startOver: 'Use another email',
    requestNewLink: 'Request a new link',
    signIn: 'Sign in',
    backToSignIn: 'Back to sign in',
  },
} satisfies NamespaceRegistrationTranslation;

export default registration;
