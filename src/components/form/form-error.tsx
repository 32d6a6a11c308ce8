// The form-level error (a refused sign-in, a failed save): an alert region, so screen readers announce it when it
// appears. Renders nothing without a message.
import type { ReactNode } from 'react';
import './form.css';

export function FormError({ children, id }: { children?: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <div id={id} className="form-error" role="alert">
      {children}
    </div>
  );
}

/** A polite status line (e.g. "Signed in, taking you on…"). */
export function FormStatus({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div className="form-status" role="status">
      {children}
    </div>
  );
}
