// A <form> that validates in the view: `onSubmit` returns false when the values are invalid, and the first invalid
// field then gets the focus (after React rendered the errors), so keyboard and screen-reader users land on it.
// `noValidate`: the browser's own bubbles would show untranslated texts; the valibot schemas speak vi and en.
import { useRef, type FormEvent, type ReactNode } from 'react';
import './form.css';

export interface FormProps {
  /** Return false when the values are invalid (the first invalid field gets the focus). */
  onSubmit: () => boolean | void;
  busy?: boolean;
  children: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}

export function Form({ onSubmit, busy, children, className, ...labels }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (onSubmit() === false) setTimeout(() => focusFirstInvalid(ref.current), 0);
  };
  return (
    <form
      ref={ref}
      className={className ? `form ${className}` : 'form'}
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      {...labels}
    >
      {children}
    </form>
  );
}
