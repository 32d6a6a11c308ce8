// Types of the two-step verification (authenticator app, TOTP) set-up machine: context, events, tags, the actor
// contract and the view union.
import type { Notice } from '../../domain/failures';

/** The caller's MFA settings as the identity provider keeps them (GET /auth/mfa). */
export interface MfaStatus {
  totpEnabled: boolean;
  smsEnabled: boolean;
  preferred: 'SOFTWARE_TOKEN_MFA' | 'SMS_MFA' | null;
}

/** A new secret to scan (POST /auth/mfa/totp). */
export interface TotpSecret {
  secretCode: string;
  otpauthUri: string;
}

export interface MfaSetupContext {
  status: MfaStatus | null;
  /** The secret being set up, from `associateTotp` until it is verified or the set-up is cancelled. */
  secret: TotpSecret | null;
  /** A wrong code, shown on the code field. */
  codeError: Notice | null;
  /** Any other failure of the last call, shown above the section's controls. */
  error: Notice | null;
  /** The confirmation of the last change ("... is on" / "... is off"). */
  notice: Notice | null;
}

export type MfaSetupEvent =
  /** Start setting up an authenticator app: ask for a new secret. */
  | { type: 'user.start' }
  /** The app's first code, already checked by the view (6 digits). */
  | { type: 'user.submitCode'; code: string }
  /** The user typed in the code field again: its error no longer applies. */
  | { type: 'user.editCode' }
  /** Leave the set-up without turning anything on. */
  | { type: 'user.cancel' }
  /** Turn the authenticator app off. */
  | { type: 'user.disable' }
  /** Load the settings again after a failure. */
  | { type: 'user.retry' };

export type MfaSetupTag = 'busy' | 'error';

export type MfaSetupView =
  | { kind: 'loading' }
  | { kind: 'unavailable'; error: Notice }
  | { kind: 'off'; busy: boolean; error: Notice | null; notice: Notice | null; smsEnabled: boolean }
  | {
      kind: 'scanning';
      busy: boolean;
      secretCode: string;
      otpauthUri: string;
      codeError: Notice | null;
      error: Notice | null;
    }
  | { kind: 'on'; busy: boolean; error: Notice | null; notice: Notice | null };

export interface MfaSetupTypes {
  context: MfaSetupContext;
  events: MfaSetupEvent;
  tags: MfaSetupTag;
}
