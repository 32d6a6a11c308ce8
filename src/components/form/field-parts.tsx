// The label, hint and error lines shared by every field component.
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import './form.css';

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <label htmlFor={htmlFor} className="field-label">
      {children}
      {required && <span className="field-required">{LL.form.requiredMark()}</span>}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  );
}

export function FieldErrorText({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field-error">
      {children}
    </p>
  );
}
