// Types of the password-reset machine: context, input, events, tags, actor contracts and the view union.
import type { Notice } from '../../domain/failures';
import type { ResetPasswordData } from '../../domain/validation';

/** From the e-mailed link (`/auth/reset-password?token=...&email=...`): start straight at the new password. */
export interface PasswordResetInput {
  token?: string | null;
  email?: string | null;
}

export interface PasswordResetContext {
  /** The e-mail the reset was asked for (or came with the link); needed to ask again and to reset by code. */
  email: string | null;
  /** The link's token; null when the user proves the reset with the e-mailed code. */
  token: string | null;
  /** True once another code was sent on the user's request. */
  resent: boolean;
  /** Per-field problems the server found (VALIDATION_FAILED details). Passwords never enter the context. */
  fieldErrors: Record<string, Notice>;
  error: Notice | null;
}

export type PasswordResetEvent =
  /** The forgot-password form: the e-mail, validated by the view with `forgotPasswordSchema`. */
  | { type: 'user.submitEmail'; email: string }
  /** The new password with the e-mailed code (or a token), validated by the view with `resetPasswordSchema`. */
  | { type: 'user.submitReset'; code?: string; token?: string; password: string; confirmPassword: string }
  /** Sends the code again to the same e-mail. */
  | { type: 'user.resend' }
  /** Back to the e-mail form (another address, or a link that no longer works). */
  | { type: 'user.startOver' }
  /** The user changed a field: its server error no longer applies. */
  | { type: 'user.editField'; field: string };

export type PasswordResetTag = 'busy' | 'error';

/** POST auth/forgot-password-request: always answers the same, whether or not the account exists. */
export interface RequestResetRequest {
  email: string;
}
/** POST /auth/reset-password: `{ email, code, ... }` or `{ token, ... }` (e-mail optional then). */
export type ResetPasswordRequest = ResetPasswordData;

interface FormView {
  busy: boolean;
  fieldErrors: Record<string, Notice>;
  error: Notice | null;
}

export type PasswordResetView =
  | ({ kind: 'requestForm'; email: string | null } & FormView)
  | ({
      kind: 'newPasswordForm';
      /** What proves the reset: the e-mailed code (a code field is shown) or the link's token. */
      proof: 'code' | 'token';
      email: string | null;
      /** "If an account exists for this email, we have sent instructions..." (code proof only). */
      notice: Notice | null;
      canResend: boolean;
      resent: boolean;
    } & FormView)
  /** "Password reset successful, please log in again". */
  | { kind: 'done'; notice: Notice };

export interface PasswordResetTypes {
  context: PasswordResetContext;
  input: PasswordResetInput | undefined;
  events: PasswordResetEvent;
  tags: PasswordResetTag;
}
