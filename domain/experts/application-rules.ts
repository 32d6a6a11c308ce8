// The expert forms' rules (issue 13), one valibot schema per use, with the bounds of ./vocabulary.ts and the messages
// of the catalogue (keys, translated where they are shown: domain/validation.ts explains the scheme):
// - `makeExpertApplicationSchema`: the complete application (POST /experts/applications/me/submit);
// - `makeExpertApplicationDraftSchema`: a draft (PUT /experts/applications/me): empty fields are left out, every
//   field given must be well-formed, a credentials row left entirely empty is dropped;
// - `makeExpertProfileSchema`: an approved expert's own profile (PUT /experts/me/profile).
// Their input is the form as the page keeps it (`ExpertFormValues`: texts, chosen codes and ids); their output is the
// body the contract takes. The phone rule is a parameter (libphonenumber loads on demand, see domain/validation.ts),
// and so is `today` (YYYY-MM-DD, the reader's calendar day), which no credential's issue date may pass.
import * as v from 'valibot';
import { encodeMessage as msg, type CatalogueKey } from '../message-keys';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../field-limits';
import type { PhoneRule } from '../phone';
import {
  EXPERT_AVAILABILITY,
  EXPERT_LANGUAGES,
  EXPERT_LIMITS,
  EXPERT_SERVICES,
  EXPERT_STANDARDS,
  type ExpertAvailability,
  type ExpertLanguage,
  type ExpertService,
  type ExpertStandard,
} from './vocabulary';

/** One credentials row as the form keeps it (dates as YYYY-MM-DD, from a date field). */
export interface CredentialValues {
  title: string;
  issuer: string;
  issuedOn: string;
  expiresOn: string;
  evidenceUrl: string;
}

/** The expert form as the page keeps it. */
export interface ExpertFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  headline: string;
  description: string;
  profession: string;
  organizationName: string;
  sectorIds: number[];
  services: ExpertService[];
  standards: ExpertStandard[];
  /** Ids as the select fields hold them ('' = none chosen). */
  countryId: string;
  cityId: string;
  languages: ExpertLanguage[];
  availability: ExpertAvailability | '';
  yearsOfExperience: string;
  profileUrl: string;
  credentials: CredentialValues[];
  agreePrivacy: boolean;
}

export const emptyCredential: CredentialValues = {
  title: '',
  issuer: '',
  issuedOn: '',
  expiresOn: '',
  evidenceUrl: '',
};

export const emptyExpertForm: ExpertFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  headline: '',
  description: '',
  profession: '',
  organizationName: '',
  sectorIds: [],
  services: [],
  standards: [],
  countryId: '',
  cityId: '',
  languages: [],
  availability: '',
  yearsOfExperience: '',
  profileUrl: '',
  credentials: [],
  agreePrivacy: false,
};

// Control characters, bidirectional overrides and angle brackets (as in domain/validation.ts).
const UNSAFE_LINE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069<>]/u;
const UNSAFE_FREE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d+$/;

const required = (key: CatalogueKey = 'validation.fieldRequired') => v.nonEmpty<string, string>(msg(key));
const minLength = (min: number) =>
  v.check<string, string>((value) => value.length >= min, msg('validation.minLength', { min }));
const maxLength = (max: number) =>
  v.maxLength<string, number, string>(max, msg('validation.maxLength', { max }));

/** A single-line text; `min` counts only when it is filled. */
function lineText(max: number, min = 1, requiredKey?: CatalogueKey) {
  return v.pipe(
    v.string(msg('errors.validationFailed')),
    v.trim(),
    v.normalize('NFC'),
    required(requiredKey),
    minLength(min),
    maxLength(max),
    v.check((value) => !UNSAFE_LINE_TEXT.test(value), msg('validation.invalidCharacters')),
  );
}

/** A multi-line text (line breaks kept). */
function freeText(max: number, min: number) {
  return v.pipe(
    v.string(msg('errors.validationFailed')),
    v.trim(),
    v.normalize('NFC'),
    required(),
    minLength(min),
    maxLength(max),
    v.check(
      (value) => !UNSAFE_FREE_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, '')),
      msg('validation.invalidCharacters'),
    ),
  );
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function urlText() {
  return v.pipe(
    v.string(msg('errors.validationFailed')),
    v.trim(),
    required(),
    maxLength(EXPERT_LIMITS.url.max),
    v.check(isHttpUrl, msg('validation.invalidUrl')),
  );
}

function isRealDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

function dateText(notAfter?: string) {
  return v.pipe(
    v.string(msg('validation.invalidDate')),
    v.trim(),
    required(),
    v.check(isRealDate, msg('validation.invalidDate')),
    v.check((value) => notAfter === undefined || value <= notAfter, msg('validation.dateInFuture')),
  );
}

function phoneText(phoneRule: PhoneRule) {
  return v.pipe(
    v.string(msg('validation.phoneRequired')),
    v.trim(),
    required('validation.phoneRequired'),
    maxLength(PHONE_MAX_LENGTH),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.issues) return;
      const verdict = phoneRule(dataset.value);
      if (!verdict.ok) addIssue({ message: msg(`validation.${verdict.reason}`) });
    }),
  );
}

/** An id chosen in a select (its text), as a number. */
function idText() {
  return v.pipe(
    v.string(msg('validation.fieldRequired')),
    v.trim(),
    required(),
    v.regex(DIGITS, msg('errors.validationFailed')),
    v.transform(Number),
  );
}

function wholeNumberText(min: number, max: number) {
  const message = msg('validation.numberBetween', { min, max });
  return v.pipe(
    v.string(message),
    v.trim(),
    required(),
    v.regex(DIGITS, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

function choices<T extends string>(options: readonly T[], min: number, max: number) {
  return v.pipe(
    v.array(v.picklist(options, msg('errors.validationFailed')), msg('errors.validationFailed')),
    v.check((items) => items.length >= min, msg('validation.chooseAtLeast', { min })),
    v.maxLength(max, msg('validation.tooManyItems', { max })),
  );
}

function sectorChoices() {
  const { min, max } = EXPERT_LIMITS.sectors;
  return v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), msg('errors.validationFailed')),
    v.check((items) => items.length >= min, msg('validation.chooseAtLeast', { min })),
    v.maxLength(max, msg('validation.tooManyItems', { max })),
  );
}

/** An optional text: '' (or absent) reads as null. */
function orNull<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.string(msg('errors.validationFailed')), ''),
    v.trim(),
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      schema,
    ]),
  );
}

function credentialSchema(today: string) {
  const limits = EXPERT_LIMITS;
  return v.pipe(
    v.object({
      title: lineText(limits.credentialTitle.max, limits.credentialTitle.min),
      issuer: lineText(limits.credentialIssuer.max, limits.credentialIssuer.min),
      issuedOn: dateText(today),
      expiresOn: orNull(dateText()),
      evidenceUrl: orNull(urlText()),
    }),
    v.forward(
      v.partialCheck(
        [['issuedOn'], ['expiresOn']],
        (input) => !input.expiresOn || !input.issuedOn || input.expiresOn >= input.issuedOn,
        msg('validation.expiresBeforeIssued'),
      ),
      ['expiresOn'],
    ),
  );
}

function credentialsSchema(today: string) {
  const { max } = EXPERT_LIMITS.credentials;
  return v.pipe(
    v.array(credentialSchema(today), msg('errors.validationFailed')),
    v.maxLength(max, msg('validation.tooManyItems', { max })),
  );
}

/** The profile facts shared by the application and the own-profile form. */
function profileEntries(today: string) {
  const limits = EXPERT_LIMITS;
  return {
    headline: lineText(limits.headline.max, limits.headline.min),
    description: freeText(limits.description.max, limits.description.min),
    profession: orNull(lineText(limits.profession.max)),
    organizationName: orNull(lineText(limits.organizationName.max, 2)),
    sectorIds: sectorChoices(),
    services: choices(EXPERT_SERVICES, limits.services.min, limits.services.max),
    standards: choices(EXPERT_STANDARDS, 0, limits.standards.max),
    countryId: idText(),
    cityId: orNull(idText()),
    languages: choices(EXPERT_LANGUAGES, limits.languages.min, limits.languages.max),
    availability: v.picklist(EXPERT_AVAILABILITY, msg('validation.fieldRequired')),
    yearsOfExperience: wholeNumberText(limits.yearsOfExperience.min, limits.yearsOfExperience.max),
    profileUrl: orNull(urlText()),
    credentials: credentialsSchema(today),
  };
}

function applicationEntries(phoneRule: PhoneRule, today: string) {
  return {
    firstName: lineText(NAME_MAX_LENGTH, 1, 'validation.firstNameRequired'),
    lastName: lineText(NAME_MAX_LENGTH, 1, 'validation.lastNameRequired'),
    phone: phoneText(phoneRule),
    ...profileEntries(today),
  };
}

/** The complete application, as submitted: every required field filled, the privacy agreement ticked. */
export function makeExpertApplicationSchema(phoneRule: PhoneRule, today: string = localToday()) {
  return v.object({
    ...applicationEntries(phoneRule, today),
    agreePrivacy: v.pipe(
      v.boolean(msg('validation.fieldRequired')),
      v.check((agreed) => agreed, msg('validation.fieldRequired')),
      v.transform(() => true as const),
    ),
  });
}
export type ExpertApplicationData = v.InferOutput<ReturnType<typeof makeExpertApplicationSchema>>;

/** A draft: what is filled must be well-formed; empty fields are left out (see `draftValues`). */
export function makeExpertApplicationDraftSchema(phoneRule: PhoneRule, today: string = localToday()) {
  const entries = applicationEntries(phoneRule, today);
  return v.pipe(
    v.object({
      firstName: v.optional(entries.firstName),
      lastName: v.optional(entries.lastName),
      phone: v.optional(entries.phone),
      headline: v.optional(entries.headline),
      description: v.optional(entries.description),
      profession: v.optional(entries.profession),
      organizationName: v.optional(entries.organizationName),
      sectorIds: v.optional(entries.sectorIds),
      services: v.optional(entries.services),
      standards: v.optional(entries.standards),
      countryId: v.optional(entries.countryId),
      cityId: v.optional(entries.cityId),
      languages: v.optional(entries.languages),
      availability: v.optional(entries.availability),
      yearsOfExperience: v.optional(entries.yearsOfExperience),
      profileUrl: v.optional(entries.profileUrl),
      credentials: v.optional(entries.credentials),
      agreePrivacy: v.optional(v.boolean()),
    }),
  );
}
export type ExpertApplicationDraftData = v.InferOutput<ReturnType<typeof makeExpertApplicationDraftSchema>>;

const isBlankCredential = (row: CredentialValues) => Object.values(row).every((value) => value.trim() === '');

/**
 * The form as a draft schema reads it: empty texts and empty lists left out (a draft need not have them), empty
 * credentials rows dropped. Lists the form keeps empty on purpose (no standard) are left out too: the draft does
 * not need them.
 */
export function draftValues(values: ExpertFormValues): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'credentials') continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    draft[key] = value;
  }
  const credentials = values.credentials.filter((row) => !isBlankCredential(row));
  if (credentials.length > 0) draft.credentials = credentials;
  return draft;
}

/** The complete form without its empty credentials rows (a row added and left empty is not a credential). */
export function submitValues(values: ExpertFormValues): ExpertFormValues {
  return { ...values, credentials: values.credentials.filter((row) => !isBlankCredential(row)) };
}

/** An approved expert's own profile (`PUT /experts/me/profile`): the profile facts and the private phone. */
export function makeExpertProfileSchema(phoneRule: PhoneRule, today: string = localToday()) {
  return v.object({ ...profileEntries(today), contactPhone: phoneText(phoneRule) });
}
export type ExpertProfileData = v.InferOutput<ReturnType<typeof makeExpertProfileSchema>>;

/** Today's date in the reader's time zone, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** The form's values from what the server holds (an application's data or a published profile). */
export function formValuesOf(data: {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  headline?: string;
  description?: string;
  profession?: string | null;
  organizationName?: string | null;
  sectorIds?: number[];
  services?: ExpertService[];
  standards?: ExpertStandard[];
  countryId?: number | null;
  cityId?: number | null;
  languages?: ExpertLanguage[];
  availability?: ExpertAvailability;
  yearsOfExperience?: number;
  profileUrl?: string | null;
  credentials?: ReadonlyArray<{
    title: string;
    issuer: string;
    issuedOn: string;
    expiresOn?: string | null;
    evidenceUrl?: string | null;
  }>;
  agreePrivacy?: boolean;
}): ExpertFormValues {
  return {
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    phone: data.phone ?? '',
    headline: data.headline ?? '',
    description: data.description ?? '',
    profession: data.profession ?? '',
    organizationName: data.organizationName ?? '',
    sectorIds: data.sectorIds ?? [],
    services: data.services ?? [],
    standards: data.standards ?? [],
    countryId: data.countryId == null ? '' : String(data.countryId),
    cityId: data.cityId == null ? '' : String(data.cityId),
    languages: data.languages ?? [],
    availability: data.availability ?? '',
    yearsOfExperience: data.yearsOfExperience == null ? '' : String(data.yearsOfExperience),
    profileUrl: data.profileUrl ?? '',
    credentials: (data.credentials ?? []).map((row) => ({
      title: row.title,
      issuer: row.issuer,
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn ?? '',
      evidenceUrl: row.evidenceUrl ?? '',
    })),
    agreePrivacy: data.agreePrivacy ?? false,
  };
}
