// /contact: the contact-sales form. Field values stay here; they are checked with the shared contact schema (the
// one the server uses: every field "Field is required", the e-mail "Email invalidate") when a field loses focus
// and on submit, then sent to the contact-sale machine as one `user.submit`. libphonenumber loads with this form
// (`usePhoneRule`, its own chunk). A signed-in visitor finds their name, e-mail, phone and organization filled
// in from the session. Server problems come back through the machine: field errors next to their field, the rest
// (rate limit, network, unexpected) above the button; the typed values are never cleared.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { COMPANY_SIZES, type CompanySize } from '../../../machines/forms/contact-sale.types';
import { firstContactSaleView, selectContactSaleView } from '../../../machines/forms/contact-sale.selectors';
import type { SessionView } from '../../../machines/session/session.selectors';
import { firstIntent } from '../../app/first-intent';
import { useLazyActor } from '../../app/lazy-actor';
import { paths } from '../../app/paths';
import type { PageProps } from '../../app/page-props';
import type { PhoneRule } from '../../../domain/phone';
import { REQUIREMENT_MAX_LENGTH } from '../../../domain/field-limits';
import type { ContactSaleData } from '../../../domain/validation';
import type { Notice } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { CheckboxField } from '../../components/form/checkbox-field';
import type { FieldIssues } from '../../components/form/field-issues';
import { Form } from '../../components/form/form';
import { FormError, FormStatus } from '../../components/form/form-error';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useFormRules } from '../../components/form/use-form-rules';
import { usePhoneRule } from '../../components/form/use-phone-rule';
import { useSessionView } from '../../components/session-context';
import { useDocumentTitle } from '../../components/use-document-title';
import './contact.css';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'career',
  'companySize',
  'requirement',
  'agreePrivacy',
] as const;
type Field = (typeof FIELDS)[number];
type TextFieldName = Exclude<Field, 'agreePrivacy'>;
type Values = Record<TextFieldName, string> & { agreePrivacy: boolean };

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  career: '',
  companySize: '',
  requirement: '',
  agreePrivacy: false,
};

function companySizeLabel(LL: TranslationFunctions, size: CompanySize): string {
  const sizes = LL.contact.form.companySizes;
  switch (size) {
    case '1-50':
      return sizes.upTo50();
    case '51-200':
      return sizes.upTo200();
    case '201-500':
      return sizes.upTo500();
    case '501-1000':
      return sizes.upTo1000();
    case '1000+':
      return sizes.over1000();
  }
}

/** What the session knows of a signed-in visitor, for the fields still empty. */
function sessionPrefill(session: SessionView): Partial<Values> | null {
  if (session.kind !== 'signedIn') return null;
  const { user } = session;
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    companyName: user.organizationName ?? '',
  };
}

export default function ContactPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);

  // The machine (and XState, the API client) load once the page is live (src/app/lazy-actor.ts): until then the
  // page shows its first view, and a submit made meanwhile waits for it.
  const contact = useLazyActor({
    // The form is complete without the machine, which only matters from the submit on: it loads at the reader's
    // first act (src/app/first-intent.ts).
    create: () =>
      firstIntent()
        .then(() => import('../../app/wiring/contact'))
        .then(({ createContactSaleActor }) => createContactSaleActor()),
    select: selectContactSaleView,
    initialView: firstContactSaleView,
  });
  const { view } = contact;
  const session = useSessionView();

  const phoneRule = usePhoneRule();
  // The schema, the issue helpers and the catalogue load once the page is live (use-form-rules.ts).
  const { rules, submitWith: submitWithRules } = useFormRules(() => import('./contact-rules'));
  const blurSchema = useMemo(
    () => (rules ? rules.makeContactSaleSchema(phoneRule.blurRule) : null),
    [rules, phoneRule.blurRule],
  );

  const [values, setValues] = useState<Values>(emptyValues);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [issues, setIssues] = useState<FieldIssues<Field>>({});

  // Once the session says who is here, fill the fields the visitor has not typed in yet (once).
  const prefill = sessionPrefill(session);
  const [prefilled, setPrefilled] = useState(false);
  if (prefill && !prefilled) {
    setPrefilled(true);
    setValues((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(prefill) as [TextFieldName, string][]) {
        if (next[field] === '' && value) next[field] = value;
      }
      return next;
    });
  }

  const check = (next: Values) => {
    // Before the rules have loaded, a field left is not checked yet (the effect below checks it when they arrive).
    if (!rules || !blurSchema) return {};
    const result = rules.fieldIssues<Field>(blurSchema, next, locale);
    return result.ok ? {} : result.issues;
  };
  // The rules arrived after fields were left: check those now.
  const [checkedWith, setCheckedWith] = useState<typeof rules>(null);
  if (rules && checkedWith !== rules) {
    setCheckedWith(rules);
    if (touched.size > 0) setIssues(check(values));
  }

  const update = (field: Field, next: Values) => {
    setValues(next);
    if (view.kind === 'form' && field in view.fieldErrors) contact.send({ type: 'user.editField', field });
    // Once a field has been left, its message follows the typing (it disappears as soon as the value is right).
    if (touched.has(field)) setIssues(check(next));
  };
  const change = (field: TextFieldName) => (value: string) => update(field, { ...values, [field]: value });

  const blur = (field: Field) => () => {
    setTouched(new Set(touched).add(field));
    setIssues(check(values));
  };

  /** Validates everything with the real phone rule; sends the one `user.submit` when all is right. */
  const submitWith = (loaded: NonNullable<typeof rules>, rule: PhoneRule): boolean => {
    const result = loaded.fieldIssues<Field>(loaded.makeContactSaleSchema(rule), values, locale);
    setTouched(new Set(FIELDS));
    if (!result.ok) {
      setIssues(result.issues);
      return false;
    }
    setIssues({});
    contact.send({ type: 'user.submit', values: result.value as ContactSaleData });
    return true;
  };

  const submit = (): boolean =>
    submitWithRules((loaded) => phoneRule.submitWith((rule) => submitWith(loaded, rule)));
  // What the server said exists only once the machine ran, which a submit starts after the rules had loaded.
  const noticeText = (notice: Notice) => (rules ? rules.noticeText(notice, locale) : null);

  if (view.kind === 'succeeded') {
    // The machine has already asked for the thank-you page; this shows only for the instant before it renders.
    return (
      <section className="container page-narrow contact-page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <FormStatus>{noticeText(view.notice)}</FormStatus>
      </section>
    );
  }

  const serverErrors = view.fieldErrors;
  const errorOf = (field: Field): string | null =>
    (touched.has(field) && rules ? rules.issueText(issues[field], locale) : null) ??
    (serverErrors[field] ? noticeText(serverErrors[field]) : null);
  const serverFieldShown = FIELDS.some((field) => serverErrors[field]);

  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    onChange: change(name),
    onBlur: blur(name),
    error: errorOf(name),
    required: true,
  });
  const t = LL.contact.form;

  return (
    <section className="container page-narrow contact-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{t.lead()}</p>
      <Form onSubmit={submit} busy={view.busy} aria-labelledby="page-title" className="form-card">
        <div className="form-row">
          <TextField {...field('firstName')} label={t.firstName()} autoComplete="given-name" />
          <TextField {...field('lastName')} label={t.lastName()} autoComplete="family-name" />
        </div>
        <div className="form-row">
          <TextField
            {...field('email')}
            label={t.email()}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
          />
          <TextField
            {...field('phone')}
            label={t.phone()}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t.phoneHint()}
          />
        </div>
        <TextField {...field('companyName')} label={t.companyName()} autoComplete="organization" />
        <div className="form-row">
          <TextField {...field('career')} label={t.career()} autoComplete="off" hint={t.careerHint()} />
          <SelectField
            {...field('companySize')}
            label={t.companySize()}
            placeholder={t.companySizeChoose()}
            options={COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabel(LL, size) }))}
          />
        </div>
        <TextAreaField
          {...field('requirement')}
          label={t.requirement()}
          hint={t.requirementHint()}
          maxLength={REQUIREMENT_MAX_LENGTH}
          rows={6}
        />
        <CheckboxField
          name="agreePrivacy"
          checked={values.agreePrivacy}
          onChange={(checked) => update('agreePrivacy', { ...values, agreePrivacy: checked })}
          onBlur={blur('agreePrivacy')}
          error={errorOf('agreePrivacy')}
          required
          label={
            <>
              {t.agreeBefore()}
              <Link href={paths.legalPrivacy}>{t.privacyPolicy()}</Link>
              {t.agreeAfter()}
            </>
          }
        />
        <FormError>{view.error && !serverFieldShown ? noticeText(view.error) : null}</FormError>
        <div className="form-actions">
          <SubmitButton busy={view.busy} busyLabel={t.submitting()}>
            {t.submit()}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
