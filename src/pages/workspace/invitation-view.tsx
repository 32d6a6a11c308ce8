// What an invitation link shows (/auth/sign-up-invitation?param=... and /work-space?invite=...): who invited whom to
// which space; then the sign-up form with the invited e-mail locked (no account yet), or "Join" for the invited
// account (signed in as someone else or signed out: what to do instead); accepted, withdrawn, expired and unknown
// links say why they cannot be used.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../app/inspection';
import { Link } from 'wouter';
import { selectInvitationLinkView } from '../../../machines/spaces/invitation-link.selectors';
import type { SignUpFormRef } from '../../../machines/spaces/invitation-link.types';
import type { InviteInfo } from '../../../machines/spaces/workspace.types';
import { selectSignUpView } from '../../../machines/auth/sign-up.machine';
import { selectSessionView } from '../../../machines/session/session.selectors';
import { paths } from '../../app/routes';
import type { PhoneRule } from '../../../domain/phone';
import {
  loadPhoneRule,
  makeSignUpSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validate,
  type SignUpData,
} from '../../../domain/validation';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSessionActor } from '../../components/session-context';
import { formatDate, Message, personName, TextField, useWorkspaceMachines } from './parts';

export function InvitationView({ param }: { param: string | null }) {
  const machines = useWorkspaceMachines();
  const link = useInspectedMachine(machines.invitation, { input: { param } });
  const session = useSelector(useSessionActor(), selectSessionView);
  const viewerEmail = session.kind === 'signedIn' ? session.user.email : null;
  const view = useSelector(link, (snapshot) => selectInvitationLinkView(snapshot, viewerEmail));
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.invitation;

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" aria-live="polite">
          {t.checking()}
        </p>
      );
    case 'unusable':
      return (
        <Message tone="error">
          <p>
            <strong>{t.unusableTitle()}</strong>
          </p>
          <p>{t.unusable[view.reason]()}</p>
        </Message>
      );
    case 'failed':
      return (
        <>
          <Message tone="error">
            <p>{noticeText(view.notice, locale)}</p>
          </Message>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => link.send({ type: 'user.retry' })}
          >
            {LL.workspace.common.retry()}
          </button>
        </>
      );
    case 'signUp':
      return (
        <>
          <Intro info={view.info} />
          <p>{t.signUpLead({ space: view.info.spaceName })}</p>
          <InvitationSignUpForm signUp={view.signUp} info={view.info} />
        </>
      );
    case 'registered':
      return (
        <>
          <Message tone="success">
            <p>
              <strong>{t.registeredTitle()}</strong>
            </p>
            <p>{t.registeredLead({ email: view.email, space: view.info?.spaceName ?? '' })}</p>
          </Message>
          <div className="actions">
            <Link href={paths.signIn} className="button button-primary">
              {LL.workspace.common.signIn()}
            </Link>
          </div>
        </>
      );
    case 'join':
      return (
        <>
          <Intro info={view.info} />
          <p>{t.existingLead({ email: view.info.email, space: view.info.spaceName })}</p>
          {view.error && (
            <Message tone="error">
              <p>{noticeText(view.error, locale)}</p>
            </Message>
          )}
          {view.viewer === 'invitee' && (
            <div className="actions">
              <button
                type="button"
                className="button button-primary"
                disabled={view.busy}
                onClick={() => link.send({ type: 'user.join' })}
              >
                {view.busy ? t.joining() : t.join()}
              </button>
            </div>
          )}
          {view.viewer === 'signedOut' && (
            <>
              <p>{t.signInToJoin({ email: view.info.email })}</p>
              <div className="actions">
                <Link href={paths.signIn} className="button button-primary">
                  {t.signInLink()}
                </Link>
              </div>
            </>
          )}
          {view.viewer === 'otherAccount' && (
            <Message tone="info">
              <p>{t.otherAccount({ viewer: viewerEmail ?? '', email: view.info.email })}</p>
            </Message>
          )}
        </>
      );
    case 'joined':
      return (
        <>
          <Message tone="success">
            <p>{LL.success.joined()}</p>
          </Message>
          <div className="actions">
            <Link
              href={view.info ? `/work-space?space=${encodeURIComponent(view.info.spaceId)}` : '/work-space'}
              className="button button-primary"
            >
              {t.goToWorkspace()}
            </Link>
          </div>
        </>
      );
    default: {
      const never: never = view;
      return never;
    }
  }
}

function Intro({ info }: { info: InviteInfo }) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.invitation;
  return (
    <>
      <p className="lead">
        {t.intro({
          inviter: personName(info.invitedBy),
          space: info.spaceName,
          role: LL.workspace.roles[info.role](),
        })}
      </p>
      <p className="ws-hint">{t.validUntil({ date: formatDate(info.expiresAt, locale) })}</p>
    </>
  );
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'organizationName',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Until libphonenumber has loaded, the phone rule is skipped on blur; submit waits for it. */
const pendingPhoneRule: PhoneRule = () => ({ ok: true, e164: null });

/** Sign-up by invitation: the form's values stay here; the sign-up machine gets one validated `user.submit`. */
function InvitationSignUpForm({ signUp, info }: { signUp: SignUpFormRef; info: InviteInfo }) {
  const { LL, locale } = useI18nContext();
  const t = LL.registration.signUp;
  const view = useSelector(signUp, selectSignUpView);
  const [values, setValues] = useState<Values>(() => ({
    firstName: '',
    lastName: '',
    email: info.email,
    password: '',
    confirmPassword: '',
    phone: '',
    organizationName: info.spaceName,
  }));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const phoneRule = useRef<Promise<PhoneRule> | null>(null);
  const [loadedRule, setLoadedRule] = useState<PhoneRule | null>(null);
  useEffect(() => {
    phoneRule.current ??= loadPhoneRule();
    let active = true;
    phoneRule.current.then(
      (rule) => active && setLoadedRule(() => rule),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  const blurSchema = useMemo(() => makeSignUpSchema(loadedRule ?? pendingPhoneRule), [loadedRule]);

  const check = (next: Values, schema = blurSchema) => {
    const result = validate(schema, next, locale);
    return result.ok ? {} : (result.fieldErrors as Partial<Record<Field, string>>);
  };

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (view.kind === 'form' && field in view.fieldErrors) signUp.send({ type: 'user.editField', field });
    if (touched.has(field)) setIssues(check(next));
  };

  const blur = (field: Field) => () => {
    setTouched(new Set(touched).add(field));
    setIssues(check(values));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    phoneRule.current ??= loadPhoneRule();
    const rule = await phoneRule.current.catch(() => pendingPhoneRule);
    const result = validate(makeSignUpSchema(rule), { ...values, email: info.email, locale }, locale);
    setTouched(new Set(FIELDS));
    if (!result.ok) {
      setIssues(result.fieldErrors as Partial<Record<Field, string>>);
      const first = FIELDS.find((field) => result.fieldErrors[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setIssues({});
    signUp.send({ type: 'user.submit', values: result.value as SignUpData });
  };

  if (view.kind !== 'form') return null;
  const serverErrors = view.fieldErrors;
  const errorOf = (field: Field): string | null =>
    (touched.has(field) ? (issues[field] ?? null) : null) ??
    (serverErrors[field] ? noticeText(serverErrors[field], locale) : null);
  const serverFieldShown = FIELDS.some((field) => serverErrors[field]);
  // Problems the server found outside the form's fields (e.g. the invitation itself): said above the button.
  const otherServerErrors = Object.entries(serverErrors)
    .filter(([name]) => !(FIELDS as readonly string[]).includes(name))
    .map(([, notice]) => noticeText(notice, locale));

  const field = (name: Field) => ({
    name,
    value: name === 'email' ? (view.lockedEmail ?? info.email) : values[name],
    onChange: change(name),
    onBlur: blur(name),
    error: errorOf(name),
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return (
    <form
      className="ws-form ws-narrow"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={view.busy}
    >
      <div className="ws-form-row">
        <TextField {...field('firstName')} label={t.firstName()} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t.lastName()} autoComplete="family-name" />
      </div>
      <TextField
        {...field('email')}
        label={t.email()}
        type="email"
        autoComplete="email"
        readOnly
        hint={LL.workspace.invitation.emailLocked()}
      />
      <TextField
        {...field('password')}
        label={t.password()}
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      />
      <TextField
        {...field('confirmPassword')}
        label={t.confirmPassword()}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...field('phone')}
        label={t.phone()}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t.phoneHint()}
      />
      <TextField
        {...field('organizationName')}
        label={t.organizationName()}
        autoComplete="organization"
        hint={LL.workspace.invitation.organizationHint()}
      />
      {view.error && !serverFieldShown && (
        <Message tone="error">
          {otherServerErrors.length > 0 ? (
            otherServerErrors.map((text) => <p key={text}>{text}</p>)
          ) : (
            <p>{noticeText(view.error, locale)}</p>
          )}
        </Message>
      )}
      <div className="actions">
        <button type="submit" className="button button-primary button-large" disabled={view.busy}>
          {view.busy ? t.submitting() : t.submit()}
        </button>
      </div>
    </form>
  );
}
