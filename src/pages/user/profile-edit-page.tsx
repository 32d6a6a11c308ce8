// /user/profile/edit: the profile form (names, phone, bio, location, profession, organization), the picture
// upload and the change-password section. The profile machine loads me + profile + sectors + countries in parallel
// (the last two feed the suggestion lists), saves, and uploads; libphonenumber loads with the form (usePhoneRule).
import { useMemo, useState, type ChangeEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useInspectedMachine } from '../../app/inspection';
import { Link, useLocation } from 'wouter';
import { AVATAR_TYPES, selectProfileView } from '../../../machines/profile/profile.machine';
import type { ProfileView } from '../../../machines/profile/profile.types';
import { BIO_MAX_LENGTH, makeProfileUpdateSchema, validate } from '../../../domain/validation';
import { noticeText } from '../../../domain/failures';
import { formatNumber } from '../../../domain/numbers';
import { useI18nContext } from '../../i18n/i18n-react';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { createProfileMachine } from '../../app/wiring/profile';
import { Form } from '../../components/form/form';
import { FormError } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { usePhoneRule } from '../../components/form/use-phone-rule';
import { useSession } from '../../components/session-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { ChangePasswordSection } from './change-password-section';
import { MfaSection } from './mfa-section';
import { Avatar, LoadingProfile } from './profile-parts';
import { RequireSignIn } from '../../components/require-sign-in';
import './user.css';

type Ready = Extract<ProfileView, { kind: 'ready' }>;
type ProfileRef = ActorRefFrom<ReturnType<typeof createProfileMachine>>;

type TextFieldName =
  'firstName' | 'lastName' | 'phone' | 'bio' | 'location' | 'profession' | 'organizationName';

function AvatarUpload({ view, profile }: { view: Ready; profile: ProfileRef }) {
  const { LL, locale } = useI18nContext();
  const error = view.avatarError;
  const errorText =
    error === null
      ? null
      : error.kind === 'wrongType'
        ? LL.profile.avatar.wrongType()
        : error.kind === 'tooLarge'
          ? LL.profile.avatar.tooLarge()
          : noticeText(error.notice, locale);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) profile.send({ type: 'user.uploadAvatar', file });
  };
  return (
    <section className="form-card" aria-labelledby="avatar-title">
      <h2 id="avatar-title" className="h-small">
        {LL.profile.avatar.title()}
      </h2>
      <div className="profile-avatar-upload">
        <Avatar profile={view.profile} />
        <div className="field">
          <label htmlFor="avatar-file" className="field-label">
            {LL.profile.avatar.choose()}
          </label>
          <input
            id="avatar-file"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            disabled={view.uploading}
            aria-describedby={errorText ? 'avatar-hint avatar-error' : 'avatar-hint'}
            aria-invalid={errorText ? true : undefined}
          />
          <p id="avatar-hint" className="field-hint">
            {LL.profile.avatar.hint()}
          </p>
          {view.uploading && (
            <p role="status" className="field-hint">
              {LL.profile.avatar.uploading()}
            </p>
          )}
          {errorText && (
            <p id="avatar-error" className="field-error" role="alert">
              {errorText}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function ProfileForm({ view, profile }: { view: Ready; profile: ProfileRef }) {
  const { LL, locale } = useI18nContext();
  // Saving waits for the real phone rule (the button stays disabled until it has loaded).
  const phoneRule = usePhoneRule().loaded;
  const [values, setValues] = useState<Record<TextFieldName, string>>(() => ({
    firstName: view.profile.firstName,
    lastName: view.profile.lastName,
    phone: view.profile.phone ?? '',
    bio: view.profile.bio ?? '',
    location: view.profile.location ?? '',
    profession: view.profile.profession ?? '',
    organizationName: view.profile.organizationName ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (field: TextFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    profile.send({ type: 'user.editField', field });
  };
  const errorOf = (field: TextFieldName) =>
    errors[field] ?? (view.fieldErrors[field] ? noticeText(view.fieldErrors[field], locale) : null);
  const submit = () => {
    if (!phoneRule) return false;
    // An empty phone means "none" (the phone rule refuses an empty number, so it is left out).
    const input = { ...values, phone: values.phone.trim() === '' ? undefined : values.phone };
    const result = validate(makeProfileUpdateSchema(phoneRule), input, locale);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      return false;
    }
    setErrors({});
    profile.send({ type: 'user.save', values: result.value });
  };
  const field = (name: TextFieldName) => ({
    name,
    label: LL.profile.fields[name](),
    value: values[name],
    onChange: edit(name),
    error: errorOf(name),
  });
  return (
    <section className="form-card" aria-labelledby="details-title">
      <h2 id="details-title" className="h-small">
        {LL.profile.details()}
      </h2>
      <Form onSubmit={submit} busy={view.saving} aria-labelledby="details-title">
        <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
        <div className="form-row">
          <TextField {...field('firstName')} autoComplete="given-name" required />
          <TextField {...field('lastName')} autoComplete="family-name" required />
        </div>
        <TextField
          name="email"
          label={LL.profile.fields.email()}
          value={view.profile.email}
          onChange={() => undefined}
          readOnly
          type="email"
          autoComplete="email"
          hint={LL.profile.hints.email()}
        />
        <TextField
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={LL.profile.hints.phone()}
        />
        <TextField {...field('organizationName')} autoComplete="organization" />
        <div className="form-row">
          <TextField
            {...field('profession')}
            autoComplete="organization-title"
            list="profession-suggestions"
            hint={LL.profile.hints.profession()}
          />
          <TextField
            {...field('location')}
            autoComplete="address-level1"
            list="location-suggestions"
            hint={LL.profile.hints.location()}
          />
        </div>
        <datalist id="profession-suggestions">
          {view.suggestions.professions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <datalist id="location-suggestions">
          {view.suggestions.locations.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextAreaField
          {...field('bio')}
          maxLength={BIO_MAX_LENGTH}
          hint={LL.form.characterCount({
            count: formatNumber(values.bio.length, locale),
            max: formatNumber(BIO_MAX_LENGTH, locale),
          })}
        />
        <div className="form-actions">
          <SubmitButton busy={view.saving} busyLabel={LL.profile.saving()} disabled={!phoneRule}>
            {LL.profile.save()}
          </SubmitButton>
          <Link href={paths.profile} className="button button-quiet">
            {LL.profile.cancel()}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function EditContent() {
  const { LL, locale } = useI18nContext();
  const session = useSession();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () => createProfileMachine(session, { onSaved: () => navigate(paths.profile) }),
    [session, navigate],
  );
  const profile = useInspectedMachine(machine, { input: { withSuggestions: true } });
  const view = useSelector(profile, selectProfileView);
  switch (view.kind) {
    case 'loading':
      return <LoadingProfile />;
    case 'failed':
      return (
        <>
          <FormError>
            {LL.profile.loadFailed()} {noticeText(view.error, locale)}
          </FormError>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => profile.send({ type: 'user.retry' })}
            >
              {LL.profile.retry()}
            </button>
          </div>
        </>
      );
    case 'ready':
      return (
        <>
          <AvatarUpload view={view} profile={profile} />
          <ProfileForm view={view} profile={profile} />
          <ChangePasswordSection />
          <MfaSection />
        </>
      );
    default: {
      const unexpected: never = view;
      throw new Error(`unknown profile view ${JSON.stringify(unexpected)}`);
    }
  }
}

export default function ProfileEditPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <RequireSignIn title={title}>
      <section className="container profile-page" aria-labelledby="page-title">
        <p>
          <Link href={paths.profile}>← {LL.profile.backToProfile()}</Link>
        </p>
        <h1 id="page-title">{title}</h1>
        <div className="profile-sections">
          <EditContent />
        </div>
      </section>
    </RequireSignIn>
  );
}
