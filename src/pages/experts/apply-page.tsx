// /expert/apply: a signed-in person applies to become an expert (the application machine). One screen per state of
// the application: the form (new, draft, changes requested: with staff's message), the application with staff
// (read-only, with a status check), approved (a link to the own profile), rejected (the reason, staff's text, and
// "apply again"), a conflict (reload), a failure (retry). The form's values stay here (./expert-form.tsx); a save
// checks them with the draft rules, a submit with the full rules, and the machine gets one checked event.
import { useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  draftValues,
  emptyExpertForm,
  formValuesOf,
  makeExpertApplicationDraftSchema,
  makeExpertApplicationSchema,
  submitValues,
  type ExpertFormValues,
} from '../../../domain/experts/application-rules';
import { noticeText } from '../../../domain/failures';
import { validate } from '../../../domain/validation';
import type { PhoneRule } from '../../../domain/phone';
import { selectApplicationView } from '../../../machines/experts/application.selectors';
import type { ApplicationView } from '../../../machines/experts/application.types';
import type { ExpertApplicationDraft, ExpertApplicationInput } from '../../../machines/experts/experts.types';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { createApplicationLogic } from '../../app/wiring/experts';
import { useI18nContext } from '../../i18n/i18n-react';
import { Form } from '../../components/form/form';
import { FormError, FormStatus } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { usePhoneRule } from '../../components/form/use-phone-rule';
import { RequireSignIn } from '../../components/require-sign-in';
import { useSessionView } from '../../components/session-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { ExpertFields, issuesByPath, useExpertForm, type ExpertFormState } from './expert-form';
import {
  ApplicationHistory,
  ApplicationSummary,
  formatDateTime,
} from '../../components/expert-application/application-parts';
import '../../components/expert-application/expert-application.css';

type Editing = Extract<ApplicationView, { kind: 'editing' }>;
type Send = ReturnType<typeof useApplication>['send'];

export default function ApplyPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <section className="container expert-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <RequireSignIn title={title}>
        <p>{LL.expertApply.apply.lead()}</p>
        <Application />
      </RequireSignIn>
    </section>
  );
}

function useApplication() {
  const [logic] = useState(() => createApplicationLogic());
  const actor = useInspectedMachine(logic);
  return { view: useSelector(actor, selectApplicationView), send: actor.send };
}

function Application() {
  const { LL, locale } = useI18nContext();
  const t = LL.expertApply.apply;
  const { view, send } = useApplication();
  switch (view.kind) {
    case 'loading':
      return <p role="status">{LL.expertApply.common.loading()}</p>;
    case 'failed':
      return (
        <Banner tone="error" title={noticeText(view.notice, locale)}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'user.retry' })}
          >
            {LL.expertApply.common.retry()}
          </button>
        </Banner>
      );
    case 'conflict':
      return (
        <Banner tone="warning" title={t.conflictTitle()}>
          <p>{t.conflictText()}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'user.reload' })}
          >
            {t.reload()}
          </button>
        </Banner>
      );
    case 'editing':
      return <EditingApplication key={view.startedNew ? 'new' : 'current'} view={view} send={send} />;
    case 'waiting': {
      const { application } = view;
      const underReview = application.status === 'UNDER_REVIEW';
      return (
        <>
          <Banner title={underReview ? t.underReviewTitle() : t.submittedTitle()}>
            <p>
              {underReview
                ? t.underReviewText()
                : t.submittedText({
                    at: formatDateTime(application.submittedAt ?? application.updatedAt, locale),
                  })}
            </p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => send({ type: 'user.refresh' })}
            >
              {t.refresh()}
            </button>
          </Banner>
          <h2>{t.submittedData()}</h2>
          <ApplicationSummary data={application.data} reference={view.reference} cities={view.cities} />
          <h2>{t.history()}</h2>
          <ApplicationHistory events={application.events} />
        </>
      );
    }
    case 'approved':
      return (
        <Banner tone="success" title={t.approvedTitle()}>
          <p>{t.approvedText()}</p>
          <Link href={paths.expertMyProfile} className="button button-primary">
            {t.openMyProfile()}
          </Link>
        </Banner>
      );
    case 'rejected': {
      const { application } = view;
      return (
        <>
          <Banner tone="error" title={t.rejectedTitle()}>
            {application.rejectionReason && (
              <p>
                <strong>{t.reason()}:</strong>{' '}
                {LL.expertVocabulary.rejectionReasons[application.rejectionReason]()}
              </p>
            )}
            {application.rejectionMessage && (
              <p>
                <strong>{t.staffMessage()}:</strong>{' '}
                <span className="expert-text">{application.rejectionMessage}</span>
              </p>
            )}
            <p>{t.rejectedText()}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => send({ type: 'user.startNew' })}
            >
              {t.startNew()}
            </button>
          </Banner>
          <h2>{t.history()}</h2>
          <ApplicationHistory events={application.events} />
        </>
      );
    }
  }
}

function Banner({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning' | 'error' | 'success';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={`expert-banner expert-banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** The form's first values: the application's answers (a new application after a rejection asks for the agreement
 * again), else an empty form that the session's facts fill in (usePrefill). */
function initialValues(view: Editing): () => ExpertFormValues {
  return () => {
    if (!view.application) return emptyExpertForm;
    const values = formValuesOf(view.application.data);
    return view.startedNew ? { ...values, agreePrivacy: false } : values;
  };
}

/** Once the session says who is here, fills the fields of a first application not typed in yet (once). */
function usePrefill(view: Editing, form: ExpertFormState) {
  const session = useSessionView();
  const [prefilled, setPrefilled] = useState(false);
  if (prefilled || view.application || session.kind !== 'signedIn') return;
  setPrefilled(true);
  const { user } = session;
  const known: Partial<
    Record<'firstName' | 'lastName' | 'phone' | 'profession' | 'organizationName', string>
  > = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    profession: user.profession ?? '',
    organizationName: user.organizationName ?? '',
  };
  form.setValues((current) => {
    const next = { ...current };
    for (const [field, value] of Object.entries(known) as [keyof typeof known, string][]) {
      if (next[field] === '' && value) next[field] = value;
    }
    return next;
  });
}

function EditingApplication({ view, send }: { view: Editing; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertApply.apply;
  const form = useExpertForm(initialValues(view));
  usePrefill(view, form);
  const phoneRule = usePhoneRule();
  const [intent, setIntent] = useState<'save' | 'submit'>('submit');

  const check = (values: ExpertFormValues, rule: PhoneRule, mode: 'save' | 'submit') => {
    const result =
      mode === 'submit'
        ? validate(makeExpertApplicationSchema(rule), submitValues(values), locale)
        : validate(makeExpertApplicationDraftSchema(rule), draftValues(values), locale);
    return result;
  };

  const change = (next: ExpertFormValues, field: string) => {
    form.setValues(next);
    if (field in view.fieldErrors) send({ type: 'user.editField', field });
    if (form.checked) {
      const result = check(next, phoneRule.blurRule, intent);
      form.setIssues(result.ok ? {} : issuesByPath(result.issues));
    }
  };

  const run = (mode: 'save' | 'submit') => (): boolean =>
    phoneRule.submitWith((rule) => {
      setIntent(mode);
      form.setChecked(true);
      const result = check(form.values, rule, mode);
      if (!result.ok) {
        form.setIssues(issuesByPath(result.issues));
        return false;
      }
      form.setIssues({});
      if (mode === 'submit') send({ type: 'user.submit', data: result.value as ExpertApplicationInput });
      else send({ type: 'user.save', data: result.value as ExpertApplicationDraft });
      return true;
    });

  const busy = view.busy === 'saving' || view.busy === 'submitting';
  const hasIssues = Object.keys(form.issues).length > 0 || Object.keys(view.fieldErrors).length > 0;
  const application = view.application;
  return (
    <>
      {view.status === 'NEW' && (
        <Banner title={t.newTitle()}>
          <p>{t.newText()}</p>
        </Banner>
      )}
      {view.status === 'DRAFT' && application && (
        <Banner title={t.draftTitle()}>
          <p>{t.draftText({ at: formatDateTime(application.updatedAt, locale) })}</p>
        </Banner>
      )}
      {view.status === 'CHANGES_REQUESTED' && application && (
        <Banner tone="warning" title={t.changesTitle()}>
          <p>{t.changesText()}</p>
          {application.changesRequestedMessage && (
            <p>
              <strong>{t.staffMessage()}:</strong>{' '}
              <span className="expert-text">{application.changesRequestedMessage}</span>
            </p>
          )}
        </Banner>
      )}
      <Form onSubmit={run('submit')} busy={busy} aria-labelledby="page-title" className="expert-form">
        <ExpertFields
          mode="application"
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
          <SubmitButton busy={view.busy === 'submitting'} busyLabel={t.submitting()}>
            {view.status === 'CHANGES_REQUESTED' ? t.resubmit() : t.submit()}
          </SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            aria-busy={view.busy === 'saving' || undefined}
            onClick={() => {
              if (!run('save')()) {
                setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
              }
            }}
          >
            {view.busy === 'saving' ? t.saving() : t.save()}
          </button>
        </div>
      </Form>
      {application && application.events.length > 0 && (
        <>
          <h2>{t.history()}</h2>
          <ApplicationHistory events={application.events} />
        </>
      )}
    </>
  );
}
