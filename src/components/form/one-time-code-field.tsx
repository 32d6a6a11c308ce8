// The six-digit one-time code field (SMS or authenticator-app codes): numeric keyboard, the browser's one-time-code
// autofill, and the one check the pages make before sending a code.
import type { ReactNode } from 'react';
import { TextField } from './text-field';

/** The code without the spaces people type or paste, or null when it is not six digits. */
export function readOneTimeCode(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export interface OneTimeCodeFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

export function OneTimeCodeField(props: OneTimeCodeFieldProps) {
  return (
    <TextField
      {...props}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      required
      autoFocus
    />
  );
}
