// Types of the sign-in machine: its context, input, events, tags, and the contract of every named actor it
// invokes. The identity adapter (src/identity/cognito.ts) implements these actor contracts, so the port is defined
// here, beside the machine, and the adapter depends on it (never the other way round).
import type { IdentityConfig } from '../../domain/identity-config';
import type { MessageKey } from '../../domain/messages';

/** The tokens of a signed-in session (cookies: accessToken, refreshToken, sessionToken = idToken, userName). */
export interface SessionTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** The name the user signed in with (the e-mail); kept in the `userName` cookie for refreshes. */
  userName: string;
}

/** Cognito challenge names the product knows (AWS `ChallengeNameType`); any other string is "unknown". */
export type KnownChallengeName =
  | 'NEW_PASSWORD_REQUIRED'
  | 'SMS_MFA'
  | 'SOFTWARE_TOKEN_MFA'
  | 'SELECT_MFA_TYPE'
  | 'MFA_SETUP'
  | 'CUSTOM_CHALLENGE'
  | 'DEVICE_SRP_AUTH'
  | 'DEVICE_PASSWORD_VERIFIER';

export type MfaType = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/**
 * Every answer of the identity provider to a sign-in step (password, new password, MFA code, MFA choice, TOTP
 * verification, custom-challenge answer). The machine reads it with ONE guard table.
 * - `signedIn`: the session.
 * - `challenge`: one more step; `name` is Cognito's challenge name as sent (kept as a string: unknown names must
 *   reach the machine's explicit `unsupportedChallenge` state, never vanish).
 * - `deviceConfirmation`: Cognito issued tokens but asks whether to remember this device (pool with device
 *   tracking). The product does not remember devices; the machine shows an explicit unsupported state.
 */
export type AuthAnswer =
  | { kind: 'signedIn'; tokens: SessionTokens }
  | {
      kind: 'challenge';
      name: KnownChallengeName | (string & {});
      parameters: Record<string, string>;
      /** NEW_PASSWORD_REQUIRED only: the user's current attributes and the attributes the pool still requires. */
      userAttributes?: Record<string, string>;
      requiredAttributes?: string[];
    }
  | { kind: 'deviceConfirmation' };

/** What the sign-in screen shows as an error: a catalogue key, or a message passed through unchanged. */
export type SignInError =
  | { kind: 'key'; key: Extract<MessageKey<'errors'>, 'incorrectCredentials' | 'activateBeforeSignIn'> }
  | { kind: 'message'; message: string; code: string | null };

export type UnsupportedReason = 'deviceVerification' | 'unknownChallenge';

export interface SignInContext {
  /** Issuer shown in authenticator apps (otpauth URI). */
  otpIssuer: string;
  config: IdentityConfig | null;
  configIssues: string[];
  /** The e-mail of the current attempt (activation check, otpauth label). Passwords never enter the context. */
  email: string | null;
  error: SignInError | null;
  /** The challenge being answered (name + Cognito's parameters), null outside challenges. */
  challenge: { name: string; parameters: Record<string, string> } | null;
  /** Spec section 4: new-password-required returns the user attributes plus the flag newPasswordRequired. */
  newPasswordRequired: boolean;
  userAttributes: Record<string, string> | null;
  requiredAttributes: string[];
  /** MFA_SETUP: the shared secret and the otpauth:// URI the view renders as a QR code. */
  mfaSetup: { secretCode: string; otpauthUri: string } | null;
  unsupported: { reason: UnsupportedReason; challengeName: string | null } | null;
  tokens: SessionTokens | null;
}

export interface SignInInput {
  /** Defaults to DEFAULT_OTP_ISSUER. */
  otpIssuer?: string;
  /**
   * The identity config (GET /config's `identity`) the server fetched when it rendered the page: a valid one starts
   * the machine on the form, without loading it again; anything else is loaded as usual.
   */
  config?: unknown;
}

export { TOTP_ISSUER as DEFAULT_OTP_ISSUER } from '../../domain/totp';

export type SignInEvent =
  | { type: 'user.submit'; email: string; password: string }
  | { type: 'user.submitNewPassword'; newPassword: string; attributes?: Record<string, string> }
  | { type: 'user.submitCode'; code: string }
  | { type: 'user.selectMfa'; mfaType: MfaType }
  | { type: 'user.submitChallengeAnswer'; answer: string }
  | { type: 'user.cancel' }
  | { type: 'user.retry' };

export type SignInTag = 'busy' | 'form' | 'challenge';

export interface SignInOutput {
  tokens: SessionTokens;
}

// ---- actor contracts (inputs and outputs of the named actors) ----
/** Every Cognito step receives the validated config, so the wiring can reach the adapter built for it. */
interface WithConfig {
  config: IdentityConfig;
}
export type LoadConfigOutput = unknown;
export type InitiateAuthInput = WithConfig & { email: string; password: string };
export type CompleteNewPasswordInput = WithConfig & {
  newPassword: string;
  attributes: Record<string, string>;
};
export type SendMfaCodeInput = WithConfig & { code: string; mfaType: MfaType };
export type SelectMfaTypeInput = WithConfig & { mfaType: MfaType };
export type AssociateSoftwareTokenInput = WithConfig;
export interface AssociateSoftwareTokenOutput {
  secretCode: string;
}
export type VerifySoftwareTokenInput = WithConfig & { code: string };
export type SendCustomChallengeAnswerInput = WithConfig & { answer: string };
export interface StoreSessionInput {
  tokens: SessionTokens;
}
export interface CheckUserActivationInput {
  email: string;
}
/** POST /auth/check-user-activation answers an object with a message (spec section 7). */
export interface CheckUserActivationOutput {
  message?: string | null;
}

/** The parts of the view's discriminated union shared by every interactive step. */
interface StepView {
  busy: boolean;
  error: SignInError | null;
}

export type SignInView =
  | { kind: 'loading' }
  | { kind: 'configError'; issues: string[] }
  | ({ kind: 'form'; email: string | null } & StepView)
  | ({
      kind: 'newPassword';
      newPasswordRequired: true;
      userAttributes: Record<string, string>;
      requiredAttributes: string[];
    } & StepView)
  | ({ kind: 'smsCode'; destination: string | null } & StepView)
  | ({ kind: 'totpCode' } & StepView)
  | ({ kind: 'selectMfa'; options: MfaType[] } & StepView)
  | ({ kind: 'mfaSetup'; secretCode: string | null; otpauthUri: string | null } & StepView)
  | ({ kind: 'customChallenge'; parameters: Record<string, string> } & StepView)
  | { kind: 'unsupported'; reason: UnsupportedReason; challengeName: string | null }
  | { kind: 'signedIn' };

export interface SignInTypes {
  context: SignInContext;
  /** Optional: `createActor(signInMachine)` works without input (`void` keeps XState from requiring it). */
  input: SignInInput | void;
  events: SignInEvent;
  tags: SignInTag;
  output: SignInOutput;
}
