// /expert/my-profile: an approved expert edits their published profile (the own-profile machine). The form is the
// application's (./expert-form.tsx) without names and privacy agreement, with the private contact phone. Changes
// publish at once; changed credentials go back to staff review and show here as pending, with their status, while
// the credentials shown now stay listed. A signed-in person who is not an expert is pointed to the application.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  formValuesOf,
  makeExpertProfileSchema,
  submitValues,
  type ExpertFormValues,
} from '../../../domain/experts/application-rules';
import { noticeText } from '../../../domain/failures';
import { validate } from '../../../domain/validation';
import type { PhoneRule } from '../../../domain/phone';
import { selectOwnProfileView } from '../../../machines/experts/own-profile.selectors';
import type { OwnProfileView } from '../../../machines/experts/own-profile.types';
import type { ExpertOwnProfile, ExpertProfileUpdate } from '../../../machines/experts/experts.types';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { expertProfilePath, paths } from '../../app/paths';
import { createOwnProfileLogic } from '../../app/wiring/experts';
import { useI18nContext } from '../../i18n/i18n-react';
import { Form } from '../../components/form/form';
import { FormError, FormStatus } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { usePhoneRule } from '../../components/form/use-phone-rule';
import { RequireSignIn } from '../../components/require-sign-in';
import { useDocumentTitle } from '../../components/use-document-title';
import { ExpertFields, issuesByPath, useExpertForm } from './expert-form';
import {
  DeclaredCredentials,
  formatDateTime,
  ProfileCredentials,
} from '../../components/expert-application/application-parts';
import '../../components/expert-application/expert-application.css';

type Ready = Extract<OwnProfileView, { kind: 'ready' }>;
type Send = ReturnType<typeof useOwnProfile>['send'];

export default function MyProfilePage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <section className="container expert-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RequireSignIn title={title}>
        <OwnProfile />
      </RequireSignIn>
    </section>
  );
}

function useOwnProfile() {
  const [logic] = useState(() => createOwnProfileLogic());
  const actor = useInspectedMachine(logic);
  return { view: useSelector(actor, selectOwnProfileView), send: actor.send };
}

function OwnProfile() {
  const { LL, locale } = useI18nContext();
  const t = LL.expertApply.myProfile;
  const { view, send } = useOwnProfile();
  switch (view.kind) {
    case 'loading':
      return <p role="status">{LL.expertApply.common.loading()}</p>;
    case 'failed':
      return (
        <div className="expert-banner expert-banner-error" role="alert">
          <h2>{noticeText(view.notice, locale)}</h2>
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'user.retry' })}
          >
            {LL.expertApply.common.retry()}
          </button>
        </div>
      );
    case 'notExpert':
      return (
        <div className="expert-banner" role="status">
          <h2>{t.notExpertTitle()}</h2>
          <p>{t.notExpertText()}</p>
          <Link href={paths.expertApply} className="button button-primary">
            {t.apply()}
          </Link>
        </div>
      );
    case 'conflict':
      return (
        <div className="expert-banner expert-banner-warning" role="alert">
          <h2>{t.conflictTitle()}</h2>
          <p>{t.conflictText()}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'user.reload' })}
          >
            {t.reload()}
          </button>
        </div>
      );
    case 'ready':
      return <ProfileEditor key={view.saves} view={view} send={send} />;
  }
}

/** The form's values from the published profile (the pending credentials, when a change waits for review). */
function valuesOf(profile: ExpertOwnProfile): ExpertFormValues {
  const pending = profile.pendingCredentials;
  const waiting = pending && (pending.status === 'SUBMITTED' || pending.status === 'UNDER_REVIEW');
  return formValuesOf({
    headline: profile.headline,
    description: profile.description,
    profession: profile.profession,
    organizationName: profile.organizationName,
    sectorIds: profile.sectors.map((sector) => sector.id),
    services: profile.services,
    standards: profile.standards,
    countryId: profile.country.id,
    cityId: profile.city?.id ?? null,
    languages: profile.languages,
    availability: profile.availability,
    yearsOfExperience: profile.yearsOfExperience,
    profileUrl: profile.profileUrl,
    phone: profile.contactPhone,
    credentials: waiting
      ? (pending.data.credentials ?? [])
      : profile.credentials.filter((credential) => credential.source === 'DECLARED'),
  });
}

function ProfileEditor({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertApply.myProfile;
  const { profile } = view;
  const form = useExpertForm(() => valuesOf(profile));
  const phoneRule = usePhoneRule();

  const check = (values: ExpertFormValues, rule: PhoneRule) =>
    validate(makeExpertProfileSchema(rule), { ...submitValues(values), contactPhone: values.phone }, locale);

  const change = (next: ExpertFormValues, field: string) => {
    form.setValues(next);
    const serverField = field === 'phone' ? 'contactPhone' : field;
    if (serverField in view.fieldErrors) send({ type: 'user.editField', field: serverField });
    if (form.checked) {
      const result = check(next, phoneRule.blurRule);
      form.setIssues(result.ok ? {} : issuesByPath(result.issues));
    }
  };

  const submit = (): boolean =>
    phoneRule.submitWith((rule) => {
      form.setChecked(true);
      const result = check(form.values, rule);
      if (!result.ok) {
        form.setIssues(issuesByPath(result.issues));
        return false;
      }
      form.setIssues({});
      // The schema's output is the contract's body (valibot's object keeps only its own keys).
      const data: ExpertProfileUpdate = result.value;
      send({ type: 'user.save', data });
      return true;
    });

  const pending = profile.pendingCredentials;
  const hasIssues = Object.keys(form.issues).length > 0 || Object.keys(view.fieldErrors).length > 0;
  return (
    <>
      <p>{t.lead()}</p>
      <p>
        <Link href={expertProfilePath(profile.slug)}>{t.viewPublic()}</Link>
      </p>
      <section aria-labelledby="published-title">
        <h2 id="published-title">{t.published()}</h2>
        <ProfileCredentials credentials={profile.credentials} />
      </section>
      {pending && (
        <section
          className={`expert-banner${pending.status === 'REJECTED' ? ' expert-banner-error' : ''}`}
          aria-labelledby="pending-title"
        >
          <h2 id="pending-title">{t.pendingTitle()}</h2>
          <p>{t.pendingStatus({ status: LL.expertVocabulary.statuses[pending.status]() })}</p>
          {pending.submittedAt && <p>{t.pendingText({ at: formatDateTime(pending.submittedAt, locale) })}</p>}
          {pending.changesRequestedMessage && pending.status === 'CHANGES_REQUESTED' && (
            <p className="expert-text">{pending.changesRequestedMessage}</p>
          )}
          {pending.status === 'REJECTED' && pending.rejectionReason && (
            <p>
              {LL.expertVocabulary.rejectionReasons[pending.rejectionReason]()}
              {pending.rejectionMessage ? `: ${pending.rejectionMessage}` : ''}
            </p>
          )}
          <DeclaredCredentials credentials={pending.data.credentials ?? []} />
        </section>
      )}
      <Form
        onSubmit={submit}
        busy={view.busy === 'saving'}
        aria-labelledby="page-title"
        className="expert-form"
      >
        <ExpertFields
          mode="profile"
          form={form}
          reference={view.reference}
          cities={view.cities}
          citiesLoading={view.busy === 'cities'}
          serverErrors={view.fieldErrors}
          onChange={change}
          onCountry={(countryId) => send({ type: 'user.chooseCountry', countryId })}
        />
        {hasIssues && <FormError>{LL.expertApply.common.fixErrors()}</FormError>}
        <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
        <FormStatus>{view.notice === 'saved' ? t.saved() : null}</FormStatus>
        <div className="expert-actions">
          <SubmitButton busy={view.busy === 'saving'} busyLabel={t.saving()}>
            {t.save()}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
