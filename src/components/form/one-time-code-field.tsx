// The six-digit one-time code field (SMS or authenticator-app codes): numeric keyboard, the browser's one-time-code
// autofill. Pages check the value with `readOneTimeCode` (src/domain/validation.ts), as the server does.
import type { ReactNode } from 'react';
import { TextField } from './text-field';

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
