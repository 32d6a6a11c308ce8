// Issue 13: the signed-in part of the "contact this expert" panel (contact-expert-panel.tsx): the contact-expert
// machine and its form. A chunk of its own, loaded once a signed-in reader's panel shows it: a visitor's first load
// of a public profile carries neither the machine nor the form fields.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { components } from '../../../openapi/schema';
import { selectContactExpertView } from '../../../machines/experts/contact-request.selectors';
import type {
  ContactExpertForm,
  ContactWorkspace,
  FieldProblem,
} from '../../../machines/experts/contact-request.types';
import { CONTACT_SCOPES, EXPERT_LIMITS, type ContactScope } from '../../../domain/experts/vocabulary';
import { localToday } from '../../../domain/experts/contact-rules';
import { translateKey } from '../../../domain/message-keys';
import { noticeText } from '../../../domain/failures';
import type { Locale } from '../../../domain/messages';
import { useInspectedMachine } from '../../app/inspection';
import { paths } from '../../app/paths';
import { createContactExpertLogic } from '../../app/wiring/expert-contact';
import { useI18nContext } from '../../i18n/i18n-react';
import { formatDay } from '../../components/content/format-day';
import { Form } from '../../components/form/form';
import { FormError } from '../../components/form/form-error';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { CheckboxField } from '../../components/form/checkbox-field';

type ExpertProfile = components['schemas']['ExpertProfile'];

function assertNever(value: never): never {
  throw new Error(`unexpected view ${JSON.stringify(value)}`);
}

export default function ContactFlow({
  profile,
  workspaces,
}: {
  profile: ExpertProfile;
  workspaces: ContactWorkspace[];
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertContactLater.panel;
  const [logic] = useState(() => createContactExpertLogic());
  const [today] = useState(() => localToday());
  const actor = useInspectedMachine(logic, { input: { slug: profile.slug, workspaces, today } });
  const view = useSelector(actor, selectContactExpertView);
  // The typed values stay in the view, also across a refusal (back to the form keeps them).
  const [values, setValues] = useState<ContactExpertForm>(() => ({
    spaceId: workspaces.length === 1 ? workspaces[0].id : '',
    sectorId: profile.sectors.length === 1 ? profile.sectors[0].id : 0,
    scopes: [],
    deadline: '',
    message: '',
  }));

  switch (view.kind) {
    case 'noWorkspace':
      return (
        <>
          <p role="note">{t.noWorkspace()}</p>
          <Link href={paths.workspace} className="button button-secondary">
            {t.openWorkspace()}
          </Link>
        </>
      );
    case 'form':
      return (
        <ContactForm
          profile={profile}
          workspaces={view.workspaces}
          values={values}
          busy={view.busy}
          fieldErrors={view.fieldErrors}
          error={view.error ? noticeText(view.error, locale) : null}
          onChange={(field, next) => {
            setValues(next);
            if (field in view.fieldErrors) actor.send({ type: 'user.editField', field });
          }}
          onSubmit={() => {
            actor.send({ type: 'user.submit', values });
            // Still on the form after the rules ran: a field is wrong, and the form focuses the first one.
            const after = selectContactExpertView(actor.getSnapshot());
            return after.kind !== 'form' || after.busy;
          }}
        />
      );
    case 'sent':
      return (
        <div role="status" className="expert-contact-sent">
          <h3>{t.sentTitle()}</h3>
          <p>{t.sentLead({ space: view.request.space.name })}</p>
          <Link href={paths.expertRequests} className="button button-primary">
            {t.openRequests()}
          </Link>
        </div>
      );
    case 'refused':
      return (
        <div role="alert">
          <p>{t.refused[view.refusal]()}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => actor.send({ type: 'user.edit' })}
          >
            {t.edit()}
          </button>
        </div>
      );
    case 'rateLimited':
      return (
        <div role="alert">
          <p>{t.rateLimited()}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => actor.send({ type: 'user.edit' })}
          >
            {t.edit()}
          </button>
        </div>
      );
    case 'failed':
      return (
        <div role="alert">
          <p>{noticeText(view.error, locale)}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => actor.send({ type: 'user.retry' })}
            >
              {t.retry()}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'user.edit' })}
            >
              {t.edit()}
            </button>
          </div>
        </div>
      );
    default:
      return assertNever(view);
  }
}

function problemText(problem: FieldProblem | undefined, locale: Locale): string | null {
  if (!problem) return null;
  return problem.text ?? translateKey(problem.key, locale, problem.params);
}

interface ContactFormProps {
  profile: ExpertProfile;
  workspaces: ContactWorkspace[];
  values: ContactExpertForm;
  busy: boolean;
  fieldErrors: Record<string, FieldProblem>;
  error: string | null;
  onChange: (field: keyof ContactExpertForm, next: ContactExpertForm) => void;
  /** False when the values were refused (the form then focuses the first invalid field). */
  onSubmit: () => boolean;
}

function ContactForm({
  profile,
  workspaces,
  values,
  busy,
  fieldErrors,
  error,
  onChange,
  onSubmit,
}: ContactFormProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertContactLater.panel;
  const set = <F extends keyof ContactExpertForm>(field: F, value: ContactExpertForm[F]) =>
    onChange(field, { ...values, [field]: value });
  const errorOf = (field: keyof ContactExpertForm) => problemText(fieldErrors[field], locale);
  const toggleScope = (scope: ContactScope, on: boolean) =>
    set(
      'scopes',
      on
        ? [...values.scopes.filter((item) => item !== scope), scope]
        : values.scopes.filter((item) => item !== scope),
    );
  const sectorName = (sector: ExpertProfile['sectors'][number]) =>
    locale === 'en' ? sector.name_en : sector.name_vi;
  const scopesError = errorOf('scopes');
  const { min, max } = EXPERT_LIMITS.contactMessage;
  const fieldShown = Object.keys(fieldErrors).length > 0;

  return (
    <Form
      onSubmit={onSubmit}
      busy={busy}
      aria-labelledby="expert-contact-title"
      className="expert-contact-form"
    >
      {workspaces.length > 1 ? (
        <SelectField
          label={t.workspace()}
          name="spaceId"
          value={values.spaceId}
          placeholder={t.choose()}
          options={workspaces.map((space) => ({ value: space.id, label: space.name }))}
          onChange={(spaceId) => set('spaceId', spaceId)}
          hint={t.workspaceHint()}
          error={errorOf('spaceId')}
          required
        />
      ) : (
        <p className="field-hint">
          {t.workspace()}: <strong>{workspaces[0]?.name}</strong>
        </p>
      )}
      <SelectField
        label={t.sector()}
        name="sectorId"
        value={values.sectorId ? String(values.sectorId) : ''}
        placeholder={t.choose()}
        options={profile.sectors.map((sector) => ({ value: String(sector.id), label: sectorName(sector) }))}
        onChange={(sectorId) => set('sectorId', Number(sectorId) || 0)}
        error={errorOf('sectorId')}
        required
      />
      <fieldset
        className="choice-list expert-contact-scopes"
        aria-invalid={scopesError ? true : undefined}
        aria-describedby={scopesError ? 'expert-contact-scopes-error' : undefined}
      >
        <legend>{t.scopes()}</legend>
        {CONTACT_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            name={`scope-${scope}`}
            label={LL.expertContactLater.scope[scope]()}
            checked={values.scopes.includes(scope)}
            onChange={(on) => toggleScope(scope, on)}
          />
        ))}
        {scopesError ? (
          <p id="expert-contact-scopes-error" className="field-error">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t.deadline()}
        name="deadline"
        type="date"
        autoComplete="off"
        value={values.deadline}
        onChange={(deadline) => set('deadline', deadline)}
        hint={
          values.deadline && /^\d{4}-\d{2}-\d{2}$/.test(values.deadline)
            ? `${t.deadlineHint({ days: EXPERT_LIMITS.contactDeadlineMaxDays })} ${t.deadlineChosen({ day: formatDay(values.deadline, locale) })}`
            : t.deadlineHint({ days: EXPERT_LIMITS.contactDeadlineMaxDays })
        }
        error={errorOf('deadline')}
        required
      />
      <TextAreaField
        label={t.message()}
        name="message"
        value={values.message}
        onChange={(message) => set('message', message)}
        hint={t.messageHint({ min, max })}
        error={errorOf('message')}
        maxLength={max}
        rows={5}
        required
      />
      <FormError>{error && !fieldShown ? error : null}</FormError>
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={t.submitting()}>
          {t.submit()}
        </SubmitButton>
      </div>
    </Form>
  );
}
