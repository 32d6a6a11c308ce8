// The six-digit one-time code field (SMS or authenticator-app codes): numeric keyboard, the browser's one-time-code
// autofill, and `useOneTimeCode`, the field's value and the check before sending (`readOneTimeCode` of
// domain/validation.ts, the server's rule too).
import { useState, type ReactNode } from 'react';
import { readOneTimeCode } from '../../../domain/validation';
import { useI18nContext } from '../../i18n/i18n-react';
import { TextField } from './text-field';

/**
 * The typed code and its problem. `submit` sends the six digits to `onSubmit`, or shows "The code must be 6
 * digits" and returns false (the Form then focuses the field).
 */
export function useOneTimeCode(onSubmit: (code: string) => void) {
  const { LL } = useI18nContext();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const digits = readOneTimeCode(code);
    if (!digits) {
      setProblem(LL.validation.invalidCode());
      return false;
    }
    setProblem(null);
    onSubmit(digits);
  };
  return { code, setCode, problem, setProblem, submit };
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
