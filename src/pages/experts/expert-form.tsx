// The expert form shared by /expert/apply (the application: names, phone, the profile facts, credentials, the
// privacy agreement) and /expert/my-profile (the profile facts, credentials, the contact phone). The values live
// here, in the page (`useExpertForm`); they are checked with domain/experts/application-rules.ts on submit, and
// after a first submit on every change, so a message goes as soon as the field is right. The machine gets one
// checked event. Server field errors (VALIDATION_FAILED details, `credentials.0.title`...) show by their field
// until it is edited. Dates are date fields: the browser shows and takes them in the reader's own format.
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  EXPERT_AVAILABILITY,
  EXPERT_LANGUAGES,
  EXPERT_LIMITS,
  EXPERT_SERVICES,
  EXPERT_STANDARDS,
} from '../../../domain/experts/vocabulary';
import {
  emptyCredential,
  type CredentialValues,
  type ExpertFormValues,
} from '../../../domain/experts/application-rules';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../../domain/field-limits';
import { noticeText, type Notice } from '../../../domain/failures';
import type { CityList, ExpertReference } from '../../../machines/experts/experts.types';
import { paths } from '../../app/paths';
import { useHydrated } from '../../app/render-context';
import { useI18nContext } from '../../i18n/i18n-react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FieldErrorText, FieldHint } from '../../components/form/field-parts';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField, TextField } from '../../components/form/text-field';
import type { MessageRef } from '../../../domain/message-keys';
import { translateKey } from '../../../domain/message-keys';

export type FormMode = 'application' | 'profile';

/** The form's state: its values and the problems found by the last check (by field path). */
export function useExpertForm(initial: () => ExpertFormValues) {
  const [values, setValues] = useState<ExpertFormValues>(initial);
  const [issues, setIssues] = useState<Record<string, MessageRef>>({});
  const [checked, setChecked] = useState(false);
  return { values, setValues, issues, setIssues, checked, setChecked };
}
export type ExpertFormState = ReturnType<typeof useExpertForm>;

export interface ExpertFieldsProps {
  mode: FormMode;
  form: ExpertFormState;
  reference: ExpertReference;
  cities: CityList;
  citiesLoading: boolean;
  serverErrors: Record<string, Notice>;
  /** A value changed (the page re-checks and tells the machine which server error to forget). */
  onChange: (next: ExpertFormValues, field: string) => void;
  onCountry: (countryId: number | null) => void;
}

/** Every field of the form, in sections. */
export function ExpertFields(props: ExpertFieldsProps) {
  const { LL, locale } = useI18nContext();
  const { mode, form, reference, cities, citiesLoading, serverErrors, onChange, onCountry } = props;
  const { values } = form;
  const t = LL.expertApply;
  const v = LL.expertVocabulary;
  const errorOf = (path: string): string | null => {
    const issue = form.issues[path];
    if (issue) return translateKey(issue.key, locale, issue.params);
    const server = serverErrors[path] ?? (path === 'phone' ? serverErrors.contactPhone : undefined);
    return server ? noticeText(server, locale) : null;
  };
  const set =
    <K extends keyof ExpertFormValues>(field: K) =>
    (value: ExpertFormValues[K]) =>
      onChange({ ...values, [field]: value }, field);
  const text = (field: keyof ExpertFormValues & string, max?: number) => ({
    name: field,
    value: values[field] as string,
    onChange: set(field) as (value: string) => void,
    error: errorOf(field),
    maxLength: max,
  });
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, locale);
  const countries = reference.countries
    .map((country) => ({
      value: String(country.id),
      label: locale === 'vi' ? country.name_vi : country.name_en,
    }))
    .sort(byName);
  const cityOptions =
    cities.countryId !== null && String(cities.countryId) === values.countryId
      ? cities.cities.map((city) => ({ value: String(city.id), label: city.name })).sort(byName)
      : [];

  return (
    <>
      {mode === 'application' && (
        <FormSection title={t.sections.contact()}>
          <div className="expert-form-row">
            <TextField
              {...text('lastName', NAME_MAX_LENGTH)}
              label={t.fields.lastName()}
              autoComplete="family-name"
              required
            />
            <TextField
              {...text('firstName', NAME_MAX_LENGTH)}
              label={t.fields.firstName()}
              autoComplete="given-name"
              required
            />
          </div>
          <TextField
            {...text('phone', PHONE_MAX_LENGTH)}
            label={t.fields.phone()}
            hint={t.fields.phoneHint()}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
        </FormSection>
      )}
      <FormSection title={t.sections.profile()}>
        <TextField
          {...text('headline', EXPERT_LIMITS.headline.max)}
          label={t.fields.headline()}
          hint={t.fields.headlineHint()}
          autoComplete="off"
          required
        />
        <TextAreaField
          {...text('description', EXPERT_LIMITS.description.max)}
          label={t.fields.description()}
          hint={t.fields.descriptionHint()}
          rows={8}
          required
        />
        <div className="expert-form-row">
          <TextField
            {...text('profession', EXPERT_LIMITS.profession.max)}
            label={t.fields.profession()}
            autoComplete="organization-title"
          />
          <TextField
            {...text('organizationName', EXPERT_LIMITS.organizationName.max)}
            label={t.fields.organizationName()}
            autoComplete="organization"
          />
        </div>
        <div className="expert-form-row">
          <TextField
            {...text('yearsOfExperience', 2)}
            label={t.fields.yearsOfExperience()}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <SelectField
            label={t.fields.availability()}
            name="availability"
            value={values.availability}
            placeholder={t.fields.chooseAvailability()}
            options={EXPERT_AVAILABILITY.map((code) => ({ value: code, label: v.availability[code]() }))}
            onChange={(value) => set('availability')(value)}
            error={errorOf('availability')}
            required
          />
        </div>
        <TextField
          {...text('profileUrl', EXPERT_LIMITS.url.max)}
          label={t.fields.profileUrl()}
          hint={t.fields.profileUrlHint()}
          type="url"
          inputMode="url"
          autoComplete="url"
        />
      </FormSection>
      <FormSection title={t.sections.expertise()}>
        <ChoiceGroup
          name="sectorIds"
          legend={t.fields.sectors()}
          hint={t.fields.sectorsHint()}
          required
          options={reference.sectors.map((sector) => ({
            value: sector.id,
            label: locale === 'vi' ? sector.name_vi : sector.name_en,
          }))}
          chosen={values.sectorIds}
          onChange={set('sectorIds')}
          error={errorOf('sectorIds')}
        />
        <ChoiceGroup
          name="services"
          legend={t.fields.services()}
          required
          options={EXPERT_SERVICES.map((code) => ({ value: code, label: v.services[code]() }))}
          chosen={values.services}
          onChange={set('services')}
          error={errorOf('services')}
        />
        <ChoiceGroup
          name="standards"
          legend={t.fields.standards()}
          hint={t.fields.standardsHint()}
          options={EXPERT_STANDARDS.map((code) => ({ value: code, label: v.standards[code]() }))}
          chosen={values.standards}
          onChange={set('standards')}
          error={errorOf('standards')}
        />
      </FormSection>
      <FormSection title={t.sections.place()}>
        <div className="expert-form-row">
          <SelectField
            label={t.fields.country()}
            name="countryId"
            value={values.countryId}
            placeholder={t.fields.chooseCountry()}
            options={countries}
            onChange={(value) => {
              onChange({ ...values, countryId: value, cityId: '' }, 'countryId');
              onCountry(value ? Number(value) : null);
            }}
            error={errorOf('countryId')}
            required
          />
          <SelectField
            label={t.fields.city()}
            name="cityId"
            value={values.cityId}
            placeholder={t.fields.noCity()}
            options={cityOptions}
            onChange={(value) => set('cityId')(value)}
            error={errorOf('cityId')}
            hint={citiesLoading ? t.fields.citiesLoading() : undefined}
            disabled={citiesLoading}
          />
        </div>
        <ChoiceGroup
          name="languages"
          legend={t.fields.languages()}
          hint={t.fields.languagesHint()}
          required
          options={EXPERT_LANGUAGES.map((code) => ({ value: code, label: v.languages[code]() }))}
          chosen={values.languages}
          onChange={set('languages')}
          error={errorOf('languages')}
        />
      </FormSection>
      <FormSection title={t.sections.credentials()}>
        <p className="expert-form-lead">{t.credentials.lead()}</p>
        <p className="expert-form-note">{t.apply.academyNote()}</p>
        {mode === 'profile' && <p className="expert-form-note">{t.myProfile.credentialsHint()}</p>}
        <CredentialRows
          rows={values.credentials}
          errorOf={errorOf}
          onChange={(rows, field) => onChange({ ...values, credentials: rows }, field)}
        />
      </FormSection>
      {mode === 'profile' && (
        <FormSection title={t.sections.contact()}>
          <TextField
            {...text('phone', PHONE_MAX_LENGTH)}
            label={t.fields.contactPhone()}
            hint={t.myProfile.contactPhoneHint()}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
        </FormSection>
      )}
      {mode === 'application' && (
        <CheckboxField
          name="agreePrivacy"
          checked={values.agreePrivacy}
          onChange={set('agreePrivacy')}
          error={errorOf('agreePrivacy')}
          required
          label={
            <>
              {t.apply.agreePrivacy()}{' '}
              <Link href={paths.legalPrivacy} target="_blank" rel="noopener">
                {t.apply.privacyLink()}
              </Link>
            </>
          }
        />
      )}
    </>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="expert-form-section">
      <legend className="h-small">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A group of check boxes for a list of codes or ids (sectors, services, standards, languages). */
function ChoiceGroup<T extends string | number>({
  name,
  legend,
  hint,
  required,
  options,
  chosen,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  hint?: string;
  required?: boolean;
  options: ReadonlyArray<{ value: T; label: string }>;
  chosen: readonly T[];
  onChange: (next: T[]) => void;
  error: string | null;
}) {
  const { LL } = useI18nContext();
  const live = useHydrated();
  const id = `choices-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const toggle = (value: T, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset
      className="field expert-choices"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      data-field={name}
    >
      <legend className="field-label">
        {legend}
        {required && <span className="field-required">{LL.form.requiredMark()}</span>}
      </legend>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <ul className="expert-choices-list">
        {options.map((option) => (
          <li key={option.value} className="checkbox-field">
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              name={name}
              value={String(option.value)}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              disabled={!live}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </li>
        ))}
      </ul>
      <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>
    </fieldset>
  );
}

/** The credentials list editor: a row per credential, add and remove. */
function CredentialRows({
  rows,
  errorOf,
  onChange,
}: {
  rows: CredentialValues[];
  errorOf: (path: string) => string | null;
  onChange: (rows: CredentialValues[], field: string) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.expertApply.credentials;
  const live = useHydrated();
  const update = (index: number, field: keyof CredentialValues) => (value: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
      `credentials.${index}.${field}`,
    );
  return (
    <div className="expert-credentials">
      {rows.length === 0 && <p>{t.none()}</p>}
      {rows.map((row, index) => {
        const n = index + 1;
        const path = (field: keyof CredentialValues) => `credentials.${index}.${field}`;
        return (
          <fieldset key={index} className="expert-credential" data-credential={n}>
            <legend>{t.row({ n })}</legend>
            <TextField
              label={t.title()}
              name={path('title')}
              value={row.title}
              onChange={update(index, 'title')}
              error={errorOf(path('title'))}
              maxLength={EXPERT_LIMITS.credentialTitle.max}
              autoComplete="off"
              required
            />
            <TextField
              label={t.issuer()}
              name={path('issuer')}
              value={row.issuer}
              onChange={update(index, 'issuer')}
              error={errorOf(path('issuer'))}
              maxLength={EXPERT_LIMITS.credentialIssuer.max}
              autoComplete="off"
              required
            />
            <div className="expert-form-row">
              <TextField
                label={t.issuedOn()}
                name={path('issuedOn')}
                type="date"
                value={row.issuedOn}
                onChange={update(index, 'issuedOn')}
                error={errorOf(path('issuedOn'))}
                autoComplete="off"
                required
              />
              <TextField
                label={t.expiresOn()}
                name={path('expiresOn')}
                type="date"
                value={row.expiresOn}
                onChange={update(index, 'expiresOn')}
                error={errorOf(path('expiresOn'))}
                hint={t.expiresHint()}
                autoComplete="off"
              />
            </div>
            <TextField
              label={t.evidenceUrl()}
              name={path('evidenceUrl')}
              type="url"
              inputMode="url"
              value={row.evidenceUrl}
              onChange={update(index, 'evidenceUrl')}
              error={errorOf(path('evidenceUrl'))}
              hint={t.evidenceHint()}
              maxLength={EXPERT_LIMITS.url.max}
              autoComplete="off"
            />
            <button
              type="button"
              className="button button-secondary"
              disabled={!live}
              onClick={() =>
                onChange(
                  rows.filter((_, at) => at !== index),
                  'credentials',
                )
              }
            >
              {t.remove({ n })}
            </button>
          </fieldset>
        );
      })}
      {rows.length < EXPERT_LIMITS.credentials.max && (
        <button
          type="button"
          className="button button-secondary"
          disabled={!live}
          onClick={() => onChange([...rows, { ...emptyCredential }], 'credentials')}
        >
          {t.add()}
        </button>
      )}
      <FieldErrorText id="credentials-error">{errorOf('credentials')}</FieldErrorText>
    </div>
  );
}

/** The field problems of a check, by path (the first of each field). */
export function issuesByPath(
  issues: ReadonlyArray<{ field: string; key: MessageRef['key']; params?: MessageRef['params'] }>,
): Record<string, MessageRef> {
  const byPath: Record<string, MessageRef> = {};
  for (const issue of issues) {
    const field = issue.field === 'contactPhone' ? 'phone' : issue.field;
    if (!(field in byPath)) byPath[field] = { key: issue.key, params: issue.params };
  }
  return byPath;
}
