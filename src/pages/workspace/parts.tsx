// Pieces shared by the workspace screens: the machines wired for this page tree, labelled fields whose hint and
// error are announced with them, alerts, and date and notice formatting.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
  type Ref,
} from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { WorkspaceNoticeKey } from '../../../machines/spaces/workspace.types';
import { selectSessionView } from '../../../machines/session/session.selectors';
import { paths } from '../../app/routes';
import { createWorkspaceMachines } from '../../app/wiring/workspace';
import type { Locale } from '../../../domain/messages';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSessionActor } from '../../components/session-context';
import './workspace.css';

export function noticeLabel(LL: TranslationFunctions, notice: WorkspaceNoticeKey): string {
  return notice === 'joined' ? LL.success.joined() : LL.workspace.notices[notice]();
}

/** The workspace machines for this page, created once; toasts speak the current language. */
export function useWorkspaceMachines() {
  const { LL } = useI18nContext();
  const session = useSessionActor();
  const current = useRef(LL);
  current.current = LL;
  const [machines] = useState(() =>
    createWorkspaceMachines({
      refreshSession: () => session.send({ type: 'session.signedIn' }),
      noticeText: (notice) => noticeLabel(current.current, notice),
    }),
  );
  return machines;
}

export function formatDate(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'medium' }).format(date);
}

export function personName(person: { firstName: string; lastName: string; email: string }): string {
  const name = [person.lastName, person.firstName].filter((part) => part && part.trim()).join(' ');
  return name || person.email;
}

export function Message({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      className={`ws-message ws-message-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {children}
    </div>
  );
}

interface FieldFrameProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, required = true, hint, error, children }: FieldFrameProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'ws-field has-error' : 'ws-field'}>
      <label htmlFor={id}>
        {label}
        {required && <span className="ws-required"> {LL.workspace.common.requiredMark()}</span>}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="ws-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ws-error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel';
  required?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  error?: string | null;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, required, hint, error, inputRef, onChange, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          ref={inputRef}
          required={required ?? true}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps<V extends string> {
  name: string;
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

export function SelectField<V extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<V>) {
  return (
    <FieldFrame label={label}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Renders its children once the session is signed in; keeps them while the session reloads me. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const session = useSelector(useSessionActor(), selectSessionView);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (session.kind === 'signedIn') setSeen(true);
    if (session.kind === 'signedOut') setSeen(false);
  }, [session.kind]);
  if (session.kind === 'signedOut') {
    return (
      <Message tone="info">
        <p>
          {LL.workspace.common.signInFirst()} <Link href={paths.signIn}>{LL.workspace.common.signIn()}</Link>
        </p>
      </Message>
    );
  }
  if (session.kind !== 'signedIn' && !seen) return <Loading />;
  return <>{children}</>;
}

export function Loading() {
  const { LL } = useI18nContext();
  return (
    <p role="status" aria-live="polite">
      {LL.workspace.common.loading()}
    </p>
  );
}
