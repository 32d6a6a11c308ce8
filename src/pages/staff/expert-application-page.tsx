// /staff/expert-applications/{id}: one expert application for review (the expert-review machine): the applicant,
// everything they sent, their academy certificates (checked by the platform), the credentials the profile shows
// now (a credentials change), the history, and the review steps the lifecycle allows now: start review, request
// changes (a text), approve, reject (a reason and a text). The texts are checked here (10 to 2000 characters) and
// the machine gets one event. A 409 reloads the application and says it had moved.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { EXPERT_LIMITS, REJECTION_REASONS, type RejectionReason } from '../../../domain/experts/vocabulary';
import { noticeText } from '../../../domain/failures';
import { translateKey } from '../../../domain/message-keys';
import { selectExpertReviewView } from '../../../machines/staff/expert-review.selectors';
import type { ExpertReviewView } from '../../../machines/staff/expert-review.types';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { createExpertReviewLogic } from '../../app/wiring/experts';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormError, FormStatus } from '../../components/form/form-error';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import {
  ApplicationHistory,
  ApplicationSummary,
  DeclaredCredentials,
  Fact,
  ProfileCredentials,
} from '../../components/expert-application/application-parts';
import {
  formatDateTime,
  fullName,
  NoAccess,
  StaffFailed,
  StaffLoading,
  StaffMessage,
  StaffPage,
} from './staff-parts';

type Ready = Extract<ExpertReviewView, { kind: 'ready' }>;
type Send = ReturnType<typeof useReview>['send'];

export default function ExpertApplicationPage({ screen, params }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <StaffPage
      title={title}
      crumbs={[
        { href: paths.staff, label: LL.staff.common.consoleHome() },
        { href: paths.staffExpertApplications, label: LL.screens.staffExpertApplications() },
      ]}
    >
      <Review id={params.id ?? ''} />
    </StaffPage>
  );
}

function useReview(id: string) {
  const [logic] = useState(() => createExpertReviewLogic());
  const actor = useInspectedMachine(logic, { input: { id } });
  return { view: useSelector(actor, selectExpertReviewView), send: actor.send };
}

function Review({ id }: { id: string }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffExperts.detail;
  const { view, send } = useReview(id);
  switch (view.kind) {
    case 'loading':
      return <StaffLoading />;
    case 'forbidden':
      return <NoAccess reason={noticeText(view.notice, locale)} />;
    case 'notFound':
      return (
        <>
          <StaffMessage tone="error">
            <p>
              <strong>{t.notFoundTitle()}</strong>
            </p>
            <p>{noticeText(view.notice, locale)}</p>
          </StaffMessage>
          <Link href={paths.staffExpertApplications} className="button button-secondary">
            {t.backToList()}
          </Link>
        </>
      );
    case 'failed':
      return (
        <StaffFailed reason={noticeText(view.notice, locale)} onRetry={() => send({ type: 'user.retry' })} />
      );
    case 'ready':
      return <ReadyReview view={view} send={send} />;
  }
}

function ReadyReview({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffExperts.detail;
  const { application } = view;
  return (
    <div className="staff-detail">
      <section className="staff-card" aria-labelledby="applicant-title">
        <h2 id="applicant-title">{t.applicantTitle()}</h2>
        <dl className="expert-facts">
          <Fact label={t.name()}>{fullName(application.applicant)}</Fact>
          <Fact label={t.email()}>{application.applicant.email}</Fact>
          <Fact label={t.kind()}>{LL.expertVocabulary.kinds[application.kind]()}</Fact>
          <Fact label={t.status()}>
            <span className="staff-badge">{LL.expertVocabulary.statuses[application.status]()}</span>
          </Fact>
          {application.submittedAt && (
            <Fact label={t.submittedAt()}>{formatDateTime(application.submittedAt, locale)}</Fact>
          )}
          {application.decidedAt && (
            <Fact label={t.decidedAt()}>{formatDateTime(application.decidedAt, locale)}</Fact>
          )}
        </dl>
      </section>
      <Actions view={view} send={send} />
      <section className="staff-card" aria-labelledby="data-title">
        <h2 id="data-title">{t.dataTitle()}</h2>
        <ApplicationSummary
          data={application.data}
          reference={view.reference}
          cities={view.cities}
          withContact={application.kind === 'NEW'}
        />
      </section>
      {application.publishedCredentials && (
        <section className="staff-card" aria-labelledby="published-title">
          <h2 id="published-title">{t.publishedTitle()}</h2>
          <DeclaredCredentials credentials={application.publishedCredentials} />
        </section>
      )}
      <section className="staff-card" aria-labelledby="certificates-title">
        <h2 id="certificates-title">{t.certificatesTitle()}</h2>
        <p>{t.certificatesLead()}</p>
        {application.academyCertificates.length === 0 ? (
          <p>{t.noCertificates()}</p>
        ) : (
          <ProfileCredentials credentials={application.academyCertificates} />
        )}
      </section>
      <section className="staff-card" aria-labelledby="history-title">
        <h2 id="history-title">{t.historyTitle()}</h2>
        <ApplicationHistory events={application.events} />
      </section>
    </div>
  );
}

/** The steps the lifecycle allows now, each with what it needs. */
function Actions({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffExperts.detail;
  const [changes, setChanges] = useState('');
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [rejectText, setRejectText] = useState('');
  const [problems, setProblems] = useState<{ changes?: string; reason?: string; reject?: string }>({});
  const busy = view.acting !== null || view.reloading;
  const { min, max } = EXPERT_LIMITS.staffMessage;
  const textProblem = (text: string): string | undefined => {
    const trimmed = text.trim();
    if (trimmed === '') return translateKey('validation.fieldRequired', locale);
    if (trimmed.length < min) return translateKey('validation.minLength', locale, { min });
    return undefined;
  };
  const serverMessage = view.messageError ? noticeText(view.messageError, locale) : null;
  const steps = view.steps;
  return (
    <section className="staff-card" aria-labelledby="actions-title" aria-busy={busy || undefined}>
      <h2 id="actions-title">{t.actionsTitle()}</h2>
      <FormStatus>
        {view.reloading
          ? t.reloading()
          : view.acting
            ? t.acting()
            : view.notice
              ? t.notices[view.notice]()
              : null}
      </FormStatus>
      <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
      {steps.length === 0 && <p>{t.noSteps()}</p>}
      {steps.includes('startReview') && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: 'user.startReview' })}
        >
          {t.startReview()}
        </button>
      )}
      {steps.includes('approve') && (
        <p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => send({ type: 'user.approve' })}
          >
            {t.approve()}
          </button>
        </p>
      )}
      {steps.includes('requestChanges') && (
        <form
          className="form"
          noValidate
          aria-label={t.requestChanges()}
          onSubmit={(event) => {
            event.preventDefault();
            const problem = textProblem(changes);
            setProblems({ changes: problem });
            if (!problem) send({ type: 'user.requestChanges', message: changes });
          }}
        >
          <TextAreaField
            label={t.changesMessage()}
            name="changesMessage"
            value={changes}
            onChange={setChanges}
            hint={t.messageHint()}
            error={problems.changes ?? (view.acting === null && view.notice === null ? serverMessage : null)}
            maxLength={max}
            rows={4}
            required
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t.requestChanges()}
          </button>
        </form>
      )}
      {steps.includes('reject') && (
        <form
          className="form"
          noValidate
          aria-label={t.reject()}
          onSubmit={(event) => {
            event.preventDefault();
            const next = {
              reason: reason ? undefined : translateKey('validation.fieldRequired', locale),
              reject: textProblem(rejectText),
            };
            setProblems(next);
            if (reason && !next.reject)
              send({ type: 'user.reject', reasonCode: reason, message: rejectText });
          }}
        >
          <SelectField<RejectionReason>
            label={t.reasonLabel()}
            name="reasonCode"
            value={reason}
            placeholder={t.chooseReason()}
            options={REJECTION_REASONS.map((code) => ({
              value: code,
              label: LL.expertVocabulary.rejectionReasons[code](),
            }))}
            onChange={setReason}
            error={problems.reason ?? null}
            required
          />
          <TextAreaField
            label={t.rejectMessage()}
            name="rejectMessage"
            value={rejectText}
            onChange={setRejectText}
            hint={t.messageHint()}
            error={problems.reject ?? null}
            maxLength={max}
            rows={4}
            required
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t.reject()}
          </button>
        </form>
      )}
    </section>
  );
}
