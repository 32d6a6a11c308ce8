// The expert forms' checks beyond the contract's JSON schema (which has already checked shapes, lengths, enums and
// required fields before a handler runs): texts trimmed, the city belongs to the country, the sectors exist, the
// phone passes the market's rule (domain/phone.ts), and each credential's dates make sense (issued not later than
// today, expiring not before it was issued). All refusals are 400 VALIDATION_FAILED with one translated detail per
// field, named as the contract's own details name them (`data.cityId`, `credentials.0.expiresOn`).
import { EXPERT_LIMITS } from '../../domain/experts/vocabulary';
import { makePhoneRule } from '../../domain/phone';
import type { ReferenceCache } from '../db/reference-cache';
import type { ErrorDetail } from '../errors';
import { validationFailed } from '../errors';
import type { Text } from '../i18n';
import type { ExpertCredentialInput } from './credentials';

const phoneRule = makePhoneRule();

/** The fields the application form and the profile edit have in common (all optional: a draft may lack any). */
export interface ExpertFields {
  firstName?: string;
  lastName?: string;
  phone?: string;
  contactPhone?: string;
  headline?: string;
  description?: string;
  profession?: string | null;
  organizationName?: string | null;
  sectorIds?: number[];
  countryId?: number;
  cityId?: number | null;
  profileUrl?: string | null;
  credentials?: ExpertCredentialInput[];
  [key: string]: unknown;
}

const UNSAFE_LINE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069<>]/u;
const UNSAFE_FREE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LINE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'contactPhone',
  'headline',
  'profession',
  'organizationName',
] as const;

const TEXTS = ['firstName', 'lastName', 'phone', 'contactPhone', 'headline', 'description'] as const;
const OPTIONAL_TEXTS = ['profession', 'organizationName', 'profileUrl'] as const;

/**
 * The form with its texts trimmed: an optional text left blank is null; a required text left blank is dropped
 * from a draft (not given yet) and kept empty in a complete form (then refused by `checkExpertFields`).
 */
export function trimExpertFields<T extends ExpertFields>(input: T, complete: boolean): T {
  const out: ExpertFields = { ...input };
  for (const key of TEXTS) {
    const value = out[key];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim().normalize('NFC');
    if (trimmed === '' && !complete) delete out[key];
    else out[key] = trimmed;
  }
  for (const key of OPTIONAL_TEXTS) {
    const value = out[key];
    if (typeof value === 'string') out[key] = value.trim() === '' ? null : value.trim().normalize('NFC');
  }
  if (out.credentials) {
    out.credentials = out.credentials.map((c) => ({
      ...c,
      title: c.title.trim().normalize('NFC'),
      issuer: c.issuer.trim().normalize('NFC'),
      ...(typeof c.evidenceUrl === 'string' ? { evidenceUrl: c.evidenceUrl.trim() || null } : {}),
    }));
  }
  return out as T;
}

/** Today in the product's market (Vietnam, UTC+7), YYYY-MM-DD: a credential issued "today" there is not future. */
export function marketToday(now: Date): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

const v = (key: string, params?: Record<string, number>): Text =>
  ({ group: 'validation', key, ...(params ? { params } : {}) }) as Text;

/** The problems of `input` (already trimmed), one per field; [] when it passes. */
export function expertFieldProblems(
  input: ExpertFields,
  options: { prefix: string; reference: ReferenceCache; now: Date; complete: boolean },
): ErrorDetail[] {
  const { prefix, reference } = options;
  const problems: ErrorDetail[] = [];
  const add = (field: string, message: Text) => {
    if (!problems.some((p) => p.field === prefix + field)) problems.push({ field: prefix + field, message });
  };

  // The same characters as the other forms (domain/validation.ts): no markup or control characters in a line,
  // line breaks and tabs only in the description.
  for (const field of LINE_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && UNSAFE_LINE_TEXT.test(value)) add(field, v('invalidCharacters'));
  }
  if (
    typeof input.description === 'string' &&
    UNSAFE_FREE_TEXT.test(input.description.replace(/[\t\n\r]/g, ''))
  ) {
    add('description', v('invalidCharacters'));
  }
  input.credentials?.forEach((c, i) => {
    if (UNSAFE_LINE_TEXT.test(c.title)) add(`credentials.${i}.title`, v('invalidCharacters'));
    if (UNSAFE_LINE_TEXT.test(c.issuer)) add(`credentials.${i}.issuer`, v('invalidCharacters'));
  });
  if (input.firstName !== undefined && input.firstName === '') add('firstName', v('firstNameRequired'));
  if (input.lastName !== undefined && input.lastName === '') add('lastName', v('lastNameRequired'));
  if (typeof input.headline === 'string' && input.headline.length < EXPERT_LIMITS.headline.min) {
    add('headline', v('minLength', { min: EXPERT_LIMITS.headline.min }));
  }
  if (typeof input.description === 'string' && input.description.length < EXPERT_LIMITS.description.min) {
    add('description', v('minLength', { min: EXPERT_LIMITS.description.min }));
  }
  for (const field of ['phone', 'contactPhone'] as const) {
    const phone = input[field];
    if (phone === undefined) continue;
    const verdict = phoneRule(phone);
    if (!verdict.ok) add(field, v(verdict.reason));
  }
  if (input.countryId !== undefined && !reference.country(input.countryId)) {
    add('countryId', { group: 'field', key: 'unknownCountry' });
  }
  if (input.cityId !== undefined && input.cityId !== null) {
    const city = reference.city(input.cityId);
    if (!city || (input.countryId !== undefined && city.countryId !== input.countryId)) {
      add('cityId', { group: 'field', key: 'cityNotInCountry' });
    }
  }
  if (input.sectorIds) {
    const known = new Set(reference.sectors.map((s) => s.id));
    if (input.sectorIds.some((id) => !known.has(id))) {
      add('sectorIds', { group: 'field', key: 'unknownSector' });
    }
  }
  const today = marketToday(options.now);
  input.credentials?.forEach((c, i) => {
    if (c.title.length < EXPERT_LIMITS.credentialTitle.min) {
      add(`credentials.${i}.title`, v('minLength', { min: EXPERT_LIMITS.credentialTitle.min }));
    }
    if (c.issuer.length < EXPERT_LIMITS.credentialIssuer.min) {
      add(`credentials.${i}.issuer`, v('minLength', { min: EXPERT_LIMITS.credentialIssuer.min }));
    }
    if (c.issuedOn > today) add(`credentials.${i}.issuedOn`, { group: 'field', key: 'issuedInFuture' });
    if (c.expiresOn && c.expiresOn < c.issuedOn) {
      add(`credentials.${i}.expiresOn`, { group: 'field', key: 'expiresBeforeIssued' });
    }
  });
  return problems;
}

/** Throws 400 VALIDATION_FAILED when `input` has problems. */
export function assertExpertFields(
  input: ExpertFields,
  options: { prefix: string; reference: ReferenceCache; now: Date; complete: boolean },
): void {
  const problems = expertFieldProblems(input, options);
  if (problems.length > 0) throw validationFailed(problems);
}

/** Credentials compared as stored (order matters: it is the order the profile shows). */
export function sameCredentials(
  a: readonly ExpertCredentialInput[],
  b: readonly ExpertCredentialInput[],
): boolean {
  const norm = (list: readonly ExpertCredentialInput[]) =>
    JSON.stringify(
      list.map((c) => [c.title, c.issuer, c.issuedOn, c.expiresOn ?? null, c.evidenceUrl ?? null]),
    );
  return norm(a) === norm(b);
}
