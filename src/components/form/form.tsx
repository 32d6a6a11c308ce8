// A <form> that validates in the view: `onSubmit` returns false when the values are invalid, and the first invalid
// field then gets the focus (after React rendered the errors), so keyboard and screen-reader users land on it.
// `noValidate`: the browser's own bubbles would show untranslated texts; the valibot schemas speak vi and en.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
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

/**
 * A submit that ran later than its event (it waited for its rules to load: ./use-form-rules.ts, ./use-phone-rule.ts):
 * its messages are rendered at once (flushSync), then the focus goes to the first invalid field. Outside an event,
 * React renders a state update in a later task, which a timer may precede, and the focus would find no field marked.
 */
export function submitAfterLoad(submit: () => boolean, form: HTMLFormElement | null): void {
  let ok = true;
  flushSync(() => {
    ok = submit();
  });
  if (!ok) focusFirstInvalid(form);
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
