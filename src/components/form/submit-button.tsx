// The submit button of a form. While `busy` it is disabled, says what is happening (`busyLabel`) and carries
// aria-busy, so a double click never sends twice and a screen reader hears the progress.
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import './form.css';
import { useHydrated } from '../../app/render-context';

export interface SubmitButtonProps {
  busy?: boolean;
  busyLabel?: ReactNode;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  disabled?: boolean;
}

export function SubmitButton({
  busy = false,
  busyLabel,
  children,
  variant = 'primary',
  disabled,
}: SubmitButtonProps) {
  // Not before the page is live: typed text would be lost to hydration, and a click would submit natively.
  const live = useHydrated();
  const { LL } = useI18nContext();
  return (
    <button
      type="submit"
      className={`button button-${variant}`}
      disabled={busy || disabled || !live}
      aria-busy={busy || undefined}
    >
      {busy ? (busyLabel ?? LL.form.busy()) : children}
    </button>
  );
}
