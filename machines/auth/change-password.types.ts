// Types of the change-password machine: context, events, tags, the actor contract and the view union.
import type { ChangePasswordData } from '../../domain/validation';
import type { Notice } from '../../domain/failures';

export interface ChangePasswordContext {
  /** Per-field problems: the server's VALIDATION_FAILED details, or a wrong previous password. */
  fieldErrors: Record<string, Notice>;
  error: Notice | null;
}

export type ChangePasswordEvent =
  /** The form's values, already validated by the view with `changePasswordSchema`. */
  | { type: 'user.submit'; values: ChangePasswordData }
  /** The user changed a field: its error no longer applies. */
  | { type: 'user.editField'; field: string };

export type ChangePasswordTag = 'busy' | 'error';

/** POST auth/change-password (Cognito ChangePassword with the session's access token). */
export type ChangePasswordRequest = ChangePasswordData;

export type ChangePasswordView =
  | { kind: 'form'; busy: boolean; fieldErrors: Record<string, Notice>; error: Notice | null }
  | { kind: 'done'; notice: Notice };

export interface ChangePasswordTypes {
  context: ChangePasswordContext;
  events: ChangePasswordEvent;
  tags: ChangePasswordTag;
}
