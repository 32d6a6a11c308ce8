// /academy/course/{id}/certificate: the certificate request (spec section 2: the user's details, phone number and
// organization name; the certificate is issued immediately). The certificate-request machine says where the
// learner stands: not joined, not complete yet (with the one progress figure), the form (prefilled from the
// profile, checked with the shared schema and the spec's messages), or the issued certificate with its PDF, the
// signed credential, the verification page and "Add to LinkedIn". Typed values are never cleared on an error.
import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectCertificateRequestView } from '../../../machines/academy/certificate-request.machine';
import type {
  CertificateCourse,
  CertificatePrefill,
  CertificateRequestView,
} from '../../../machines/academy/certificate-request.types';
import { makeCertificateRequestSchema, type CertificateRequestData } from '../../../domain/validation';
import type { PhoneRule } from '../../../domain/phone';
import { noticeText, type Notice } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { createCertificateRequestLogic } from '../../app/wiring/certificates';
import { useI18nContext } from '../../i18n/i18n-react';
import { fieldIssues, issueText, type FieldIssues } from '../../components/form/field-issues';
import { Form } from '../../components/form/form';
import { FormError } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { usePhoneRule } from '../../components/form/use-phone-rule';
import { useDocumentTitle } from '../../components/use-document-title';
import { RequireSignIn } from '../../components/require-sign-in';
import { IssuedCertificate } from './issued-certificate';
import './certificates.css';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'organizationName'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export default function CertificateRequestPage({ screen, params }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const courseId = Number(params.id);
  const valid = Number.isInteger(courseId) && courseId >= 1 && courseId <= 2147483647;
  // Signed-in only: a visitor is sent to sign in and comes back here (`?next=`).
  return (
    <RequireSignIn title={title}>
      <section className="container page-narrow certificate-page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {valid ? (
          <CertificateRequestFlow courseId={courseId} />
        ) : (
          <p role="alert">{LL.certificates.request.missing()}</p>
        )}
      </section>
    </RequireSignIn>
  );
}

function courseLink(course: CertificateCourse): string {
  return paths.courseDetail.replace(':id', String(course.id)).replace(':slug', course.slug);
}

function CertificateRequestFlow({ courseId }: { courseId: number }) {
  const { LL, locale } = useI18nContext();
  const t = LL.certificates.request;
  const [logic] = useState(() => createCertificateRequestLogic());
  const actor = useInspectedMachine(logic, { input: { courseId } });
  const view: CertificateRequestView = useSelector(actor, selectCertificateRequestView);
  const retry = () => actor.send({ type: 'user.retry' });

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" aria-busy="true">
          {t.loading()}
        </p>
      );
    case 'failed':
      return (
        <div role="alert">
          <p>{noticeText(view.error, locale)}</p>
          <button type="button" className="button" onClick={retry}>
            {t.retry()}
          </button>
        </div>
      );
    case 'missing':
      return <p role="alert">{t.missing()}</p>;
    case 'notJoined':
      return (
        <div className="certificate-standing">
          <p>{t.notJoined({ course: view.course.title })}</p>
          <Link href={courseLink(view.course)} className="button button-primary">
            {t.openCourse()}
          </Link>
        </div>
      );
    case 'incomplete':
      return (
        <div className="certificate-standing">
          <p>{t.incomplete({ course: view.course.title, percent: view.progressPercent })}</p>
          <progress max={100} value={view.progressPercent} aria-label={view.course.title} />
          <Link href={courseLink(view.course)} className="button button-primary">
            {t.openCourse()}
          </Link>
        </div>
      );
    case 'form':
      return (
        <CertificateForm
          course={view.course}
          prefill={view.prefill}
          busy={view.busy}
          fieldErrors={view.fieldErrors}
          error={view.error}
          onEdit={(field) => actor.send({ type: 'user.editField', field })}
          onSubmit={(values) => actor.send({ type: 'user.submit', values })}
        />
      );
    case 'issued':
      return (
        <IssuedCertificate
          certificate={view.certificate}
          courseHref={courseLink(view.course)}
          downloading={view.downloading}
          downloadError={view.downloadError}
          onDownload={(kind) => actor.send({ type: 'user.download', kind })}
        />
      );
  }
}

interface CertificateFormProps {
  course: CertificateCourse;
  prefill: CertificatePrefill;
  busy: boolean;
  fieldErrors: Record<string, Notice>;
  error: Notice | null;
  onEdit: (field: string) => void;
  onSubmit: (values: CertificateRequestData) => void;
}

function CertificateForm({
  course,
  prefill,
  busy,
  fieldErrors,
  error,
  onEdit,
  onSubmit,
}: CertificateFormProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.certificates.request;
  const phoneRule = usePhoneRule();
  const blurSchema = useMemo(() => makeCertificateRequestSchema(phoneRule.blurRule), [phoneRule.blurRule]);
  const [values, setValues] = useState<Values>(() => ({ ...prefill }));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [issues, setIssues] = useState<FieldIssues<Field>>({});

  const check = (next: Values) => {
    const result = fieldIssues<Field>(blurSchema, next, locale);
    return result.ok ? {} : result.issues;
  };
  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field in fieldErrors) onEdit(field);
    if (touched.has(field)) setIssues(check(next));
  };
  const blur = (field: Field) => () => {
    setTouched(new Set(touched).add(field));
    setIssues(check(values));
  };
  const submitWith = (rule: PhoneRule): boolean => {
    const result = fieldIssues<Field>(makeCertificateRequestSchema(rule), values, locale);
    setTouched(new Set(FIELDS));
    if (!result.ok) {
      setIssues(result.issues);
      return false;
    }
    setIssues({});
    onSubmit(result.value as CertificateRequestData);
    return true;
  };
  const errorOf = (field: Field): string | null =>
    (touched.has(field) ? issueText(issues[field], locale) : null) ??
    (fieldErrors[field] ? noticeText(fieldErrors[field], locale) : null);
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: change(name),
    onBlur: blur(name),
    error: errorOf(name),
    required: true,
  });
  const serverFieldShown = FIELDS.some((name) => fieldErrors[name]);

  return (
    <>
      <p className="lead">{t.lead({ course: course.title })}</p>
      <Form
        onSubmit={() => phoneRule.submitWith(submitWith)}
        busy={busy}
        aria-labelledby="page-title"
        className="form-card"
      >
        <div className="form-row">
          <TextField {...field('firstName')} label={t.firstName()} autoComplete="given-name" />
          <TextField {...field('lastName')} label={t.lastName()} autoComplete="family-name" />
        </div>
        <p className="field-hint">{t.nameHint()}</p>
        <TextField
          {...field('email')}
          label={t.email()}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          hint={t.emailHint()}
        />
        <TextField
          {...field('phone')}
          label={t.phone()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t.phoneHint()}
        />
        <TextField {...field('organizationName')} label={t.organizationName()} autoComplete="organization" />
        <FormError>{error && !serverFieldShown ? noticeText(error, locale) : null}</FormError>
        <div className="form-actions">
          <SubmitButton busy={busy} busyLabel={t.submitting()}>
            {t.submit()}
          </SubmitButton>
          <Link href={courseLink(course)}>{t.backToCourse()}</Link>
        </div>
      </Form>
    </>
  );
}
