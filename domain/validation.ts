// One valibot schema per form, used by the form (before it sends its one event) and by the server (before it acts).
//
// Bounds (the spec gives none; chosen here, and the "Minimum of {min}" / "Maximum of {max}" messages carry them):
// | field                                   | rule                                                                |
// |-----------------------------------------|---------------------------------------------------------------------|
// | firstName, lastName                     | required, trimmed, NFC, 1-50, no control characters, no `<` `>`     |
// | email                                   | required, trimmed, lower-cased, at most 254, e-mail format          |
// | password, proposedPassword (new)        | required, 8-64, not trimmed, upper + lower + digit + special (the   |
// |                                         | Cognito password policy's character classes and special set)        |
// | password (sign-in), previousPassword    | required, at most 256 (Cognito's limit: older passwords may predate |
// |                                         | our policy, so no complexity check)                                 |
// | confirmPassword                         | required, equal to the new password (issue on confirmPassword)      |
// | phone                                   | required where the form needs it, trimmed, at most 250, then the    |
// |                                         | market's phone rule (./phone: VN checked, other markets pass)       |
// | organizationName, companyName           | 2-200, same characters as names (optional in the profile)           |
// | location                                | at most 200; profession, career at most 100; companySize at most 50 |
// | bio                                     | at most 1000, line breaks allowed; requirement at most 2000         |
// | code (password reset)                   | exactly 6 digits                                                    |
// | token (e-mailed link), inviteParam      | 1-2048 URL-safe characters                                          |
//
// Messages are catalogue KEYS, never texts, so the form and the server translate them into the reader's language:
// a valibot issue message is `group.key` or `group.key|{"param":value}` (e.g. `validation.minLength|{"min":8}`),
// the keys of ./messages. `translateIssue` / `validate` turn them into texts.
//
// The phone rule needs libphonenumber, which must not load on every screen: the schemas with a phone field are
// factories taking the rule (`makeSignUpSchema(makePhoneRule('VN'))` on the server and on a page that imports
// ./phone), and `loadPhoneRule()` imports ./phone on demand (its own chunk in the build). This module itself only
// imports the phone module's types.
import * as v from 'valibot';
import { locales, messages, formatMessage, type Locale, type MessageGroup } from './messages';
import type { PhoneRule } from './phone';

// ---------------------------------------------------------------------------------------------------------------
// Bounds

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const EXISTING_PASSWORD_MAX_LENGTH = 256;
export const PHONE_MAX_LENGTH = 250;
export const ORGANIZATION_MIN_LENGTH = 2;
export const ORGANIZATION_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 200;
export const PROFESSION_MAX_LENGTH = 100;
export const CAREER_MAX_LENGTH = 100;
export const COMPANY_SIZE_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 1000;
export const REQUIREMENT_MAX_LENGTH = 2000;
export const RESET_CODE_LENGTH = 6;
export const TOKEN_MAX_LENGTH = 2048;

// ---------------------------------------------------------------------------------------------------------------
// Message keys

type Catalogue = (typeof messages)['vi'];
/** A message of the catalogue (./messages), as `group.key`. */
export type CatalogueKey = {
  [G in MessageGroup]: `${G}.${Extract<keyof Catalogue[G], string>}`;
}[MessageGroup];

export type MessageParams = Record<string, string | number>;
export interface MessageRef {
  key: CatalogueKey;
  params?: MessageParams;
}

const PARAMS_SEPARATOR = '|';

/** The template of a key in one language, or undefined for an unknown key. */
function template(key: string, locale: Locale): string | undefined {
  const dot = key.indexOf('.');
  if (dot < 1) return undefined;
  const group = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const table = messages[locale] as Record<string, Record<string, string>>;
  const groupTable = Object.hasOwn(table, group) ? table[group] : undefined;
  return groupTable && Object.hasOwn(groupTable, name) ? groupTable[name] : undefined;
}

export function isCatalogueKey(key: string): key is CatalogueKey {
  return template(key, 'en') !== undefined;
}

/** Encodes a key and its parameters as a valibot message: `validation.minLength|{"min":8}`. */
export function encodeMessage(key: CatalogueKey, params?: MessageParams): string {
  return params ? `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}` : key;
}

/** Reads an encoded message back; null when it is not one of ours (e.g. a valibot default message). */
export function decodeMessage(message: string): MessageRef | null {
  const separator = message.indexOf(PARAMS_SEPARATOR);
  const key = separator === -1 ? message : message.slice(0, separator);
  if (!isCatalogueKey(key)) return null;
  if (separator === -1) return { key };
  try {
    const params: unknown = JSON.parse(message.slice(separator + 1));
    if (!isParams(params)) return null;
    return { key, params };
  } catch {
    return null;
  }
}

function isParams(value: unknown): value is MessageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/** The text of a catalogue key in a language, placeholders filled. */
export function translateKey(key: CatalogueKey, locale: Locale, params?: MessageParams): string {
  return formatMessage(template(key, locale) ?? template('errors.validationFailed', locale)!, params);
}

/** The text of an encoded message; anything not encoded by this module reads as "invalid data". */
export function translateMessage(message: string, locale: Locale): string {
  const ref = decodeMessage(message);
  return ref ? translateKey(ref.key, locale, ref.params) : translateKey('errors.validationFailed', locale);
}

/** The text of one valibot issue in a language. */
export function translateIssue(issue: Pick<v.BaseIssue<unknown>, 'message'>, locale: Locale): string {
  return translateMessage(issue.message, locale);
}

const msg = encodeMessage;

// ---------------------------------------------------------------------------------------------------------------
// Field schemas

// Control characters, bidirectional overrides and angle brackets (no markup or scripts in names).
const UNSAFE_LINE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069<>]/u;
// Free text keeps line breaks and tabs but no other control characters.
const UNSAFE_FREE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
// Cognito's password character classes. Its special characters: ^ $ * . [ ] { } ( ) ? - " ! @ # % & / \ , > < ' : ;
// | _ ~ ` + = (a space inside the password does not count here: stricter, never weaker than the pool).
const PASSWORD_UPPER = /[A-Z]/;
const PASSWORD_LOWER = /[a-z]/;
const PASSWORD_DIGIT = /[0-9]/;
const PASSWORD_SPECIAL = /[\^$*.[\]{}()?\-"!@#%&/\\,><':;|_~`+=]/;
const RESET_CODE = /^\d{6}$/;

/** A six-digit one-time code without the spaces people type or paste, or null when it is not six digits. */
export function readOneTimeCode(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return RESET_CODE.test(digits) ? digits : null;
}
const URL_SAFE = /^[A-Za-z0-9._~+/=-]+$/;

const maxLength = (max: number) => msg('validation.maxLength', { max });
const minLength = (min: number) => msg('validation.minLength', { min });

export function isComplexPassword(password: string): boolean {
  return (
    PASSWORD_UPPER.test(password) &&
    PASSWORD_LOWER.test(password) &&
    PASSWORD_DIGIT.test(password) &&
    PASSWORD_SPECIAL.test(password)
  );
}

/**
 * A required field. A missing key reads as an empty text, so it gets the field's own "required" message (valibot
 * reports a missing key with the object's message otherwise); null is refused by the field's type check.
 */
function required<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.optional(schema, '');
}

/** A required single-line text: names, organization, company... */
function lineText(requiredKey: CatalogueKey, max: number, min = 1) {
  return required(
    v.pipe(
      v.string(msg(requiredKey)),
      v.trim(),
      v.normalize('NFC'),
      v.nonEmpty(msg(requiredKey)),
      v.check((value) => value === '' || value.length >= min, minLength(min)),
      v.maxLength(max, maxLength(max)),
      v.check((value) => !UNSAFE_LINE_TEXT.test(value), msg('validation.invalidCharacters')),
    ),
  );
}

/** An optional single-line text: may be empty; when filled, `min` to `max` characters. */
function optionalLineText(max: number, min = 1) {
  return v.optional(
    v.pipe(
      v.string(msg('errors.validationFailed')),
      v.trim(),
      v.normalize('NFC'),
      v.check((value) => value === '' || value.length >= min, minLength(min)),
      v.maxLength(max, maxLength(max)),
      v.check((value) => !UNSAFE_LINE_TEXT.test(value), msg('validation.invalidCharacters')),
    ),
  );
}

/** An optional multi-line text (line breaks kept). */
function freeText(max: number) {
  return v.pipe(
    v.string(msg('errors.validationFailed')),
    v.trim(),
    v.normalize('NFC'),
    v.maxLength(max, maxLength(max)),
    v.check(
      (value) => !UNSAFE_FREE_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, '')),
      msg('validation.invalidCharacters'),
    ),
  );
}

/** A required multi-line text. */
function requiredFreeText(max: number, requiredKey: CatalogueKey) {
  return required(
    v.pipe(
      v.string(msg(requiredKey)),
      v.trim(),
      v.normalize('NFC'),
      v.nonEmpty(msg(requiredKey)),
      v.maxLength(max, maxLength(max)),
      v.check(
        (value) => !UNSAFE_FREE_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, '')),
        msg('validation.invalidCharacters'),
      ),
    ),
  );
}

function emailField(
  invalidKey: CatalogueKey = 'validation.invalidEmail',
  requiredKey: CatalogueKey = 'validation.emailRequired',
) {
  return required(
    v.pipe(
      v.string(msg(requiredKey)),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty(msg(requiredKey)),
      v.maxLength(EMAIL_MAX_LENGTH, maxLength(EMAIL_MAX_LENGTH)),
      v.email(msg(invalidKey)),
    ),
  );
}

/** A password being set: length and complexity. Passwords are never trimmed. */
const newPasswordField = required(
  v.pipe(
    v.string(msg('validation.passwordRequired')),
    v.nonEmpty(msg('validation.passwordRequired')),
    v.minLength(PASSWORD_MIN_LENGTH, minLength(PASSWORD_MIN_LENGTH)),
    v.maxLength(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH)),
    v.check(isComplexPassword, msg('validation.passwordComplexity')),
  ),
);

/** A password the user already has (sign-in, previous password). */
const existingPasswordField = required(
  v.pipe(
    v.string(msg('validation.passwordRequired')),
    v.nonEmpty(msg('validation.passwordRequired')),
    v.maxLength(EXISTING_PASSWORD_MAX_LENGTH, maxLength(EXISTING_PASSWORD_MAX_LENGTH)),
  ),
);

const confirmPasswordField = required(
  v.pipe(
    v.string(msg('validation.confirmPasswordRequired')),
    v.nonEmpty(msg('validation.confirmPasswordRequired')),
  ),
);

const resetCodeField = v.pipe(
  v.string(msg('validation.fieldRequired')),
  v.trim(),
  v.nonEmpty(msg('validation.fieldRequired')),
  v.regex(RESET_CODE, msg('validation.invalidCode')),
);

const urlTokenField = v.pipe(
  v.string(msg('validation.fieldRequired')),
  v.trim(),
  v.nonEmpty(msg('validation.fieldRequired')),
  v.maxLength(TOKEN_MAX_LENGTH, maxLength(TOKEN_MAX_LENGTH)),
  v.regex(URL_SAFE, msg('errors.validationFailed')),
);

/** Runs the market's phone rule once the text passed the cheap checks. */
function phoneRuleCheck(phoneRule: PhoneRule) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues || dataset.value === '') return;
    const verdict = phoneRule(dataset.value);
    if (!verdict.ok) addIssue({ message: msg(`validation.${verdict.reason}`) });
  });
}

function phoneField(phoneRule: PhoneRule, requiredKey: CatalogueKey = 'validation.phoneRequired') {
  return required(
    v.pipe(
      v.string(msg(requiredKey)),
      v.trim(),
      v.nonEmpty(msg(requiredKey)),
      v.maxLength(PHONE_MAX_LENGTH, maxLength(PHONE_MAX_LENGTH)),
      phoneRuleCheck(phoneRule),
    ),
  );
}

/** A phone that may be left empty (profile); when filled, the market's rule applies. */
function optionalPhoneField(phoneRule: PhoneRule) {
  return v.optional(
    v.pipe(
      v.string(msg('validation.invalidPhone')),
      v.trim(),
      v.maxLength(PHONE_MAX_LENGTH, maxLength(PHONE_MAX_LENGTH)),
      phoneRuleCheck(phoneRule),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Form schemas

/** Sign-up (also by invitation: `inviteParam`, the e-mail then being the invited one). */
export function makeSignUpSchema(phoneRule: PhoneRule) {
  return v.pipe(
    v.object({
      firstName: lineText('validation.firstNameRequired', NAME_MAX_LENGTH),
      lastName: lineText('validation.lastNameRequired', NAME_MAX_LENGTH),
      email: emailField(),
      password: newPasswordField,
      confirmPassword: confirmPasswordField,
      phone: phoneField(phoneRule),
      organizationName: lineText(
        'validation.organizationNameRequired',
        ORGANIZATION_MAX_LENGTH,
        ORGANIZATION_MIN_LENGTH,
      ),
      locale: v.optional(v.picklist(locales, msg('errors.validationFailed'))),
      inviteParam: v.optional(urlTokenField),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        msg('validation.confirmPasswordMismatch'),
      ),
      ['confirmPassword'],
    ),
  );
}
export type SignUpSchema = ReturnType<typeof makeSignUpSchema>;
export type SignUpForm = v.InferInput<SignUpSchema>;
export type SignUpData = v.InferOutput<SignUpSchema>;

export const signInSchema = v.object({
  email: emailField(),
  password: existingPasswordField,
});
export type SignInData = v.InferOutput<typeof signInSchema>;

export const forgotPasswordSchema = v.object({ email: emailField() });
export type ForgotPasswordData = v.InferOutput<typeof forgotPasswordSchema>;

/**
 * The new password, proven either by the e-mailed 6-digit code (with the e-mail) or by the e-mailed link's token
 * (the e-mail is then optional).
 */
export const resetPasswordSchema = v.pipe(
  v.object({
    email: v.optional(emailField()),
    code: v.optional(resetCodeField),
    token: v.optional(urlTokenField),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(
    v.partialCheck(
      [['code'], ['token']],
      (input) => input.code !== undefined || input.token !== undefined,
      msg('validation.fieldRequired'),
    ),
    ['code'],
  ),
  v.forward(
    v.partialCheck(
      [['email'], ['token']],
      (input) => input.email !== undefined || input.token !== undefined,
      msg('validation.emailRequired'),
    ),
    ['email'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      msg('validation.confirmPasswordMismatch'),
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordForm = v.InferInput<typeof resetPasswordSchema>;
export type ResetPasswordData = v.InferOutput<typeof resetPasswordSchema>;

export const changePasswordSchema = v.pipe(
  v.object({
    previousPassword: existingPasswordField,
    proposedPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
  v.forward(
    v.partialCheck(
      [['proposedPassword'], ['confirmPassword']],
      (input) => input.proposedPassword === input.confirmPassword,
      msg('validation.confirmPasswordMismatch'),
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordData = v.InferOutput<typeof changePasswordSchema>;

/** Profile edit: names required, everything else optional (an empty text clears it). */
export function makeProfileUpdateSchema(phoneRule: PhoneRule) {
  return v.object({
    firstName: lineText('validation.firstNameRequired', NAME_MAX_LENGTH),
    lastName: lineText('validation.lastNameRequired', NAME_MAX_LENGTH),
    phone: optionalPhoneField(phoneRule),
    bio: v.optional(freeText(BIO_MAX_LENGTH)),
    location: optionalLineText(LOCATION_MAX_LENGTH),
    profession: optionalLineText(PROFESSION_MAX_LENGTH),
    organizationName: optionalLineText(ORGANIZATION_MAX_LENGTH, ORGANIZATION_MIN_LENGTH),
  });
}
export type ProfileUpdateSchema = ReturnType<typeof makeProfileUpdateSchema>;
export type ProfileUpdateData = v.InferOutput<ProfileUpdateSchema>;

/** Contact sales: every field "Field is required", the e-mail "Email invalidate" (the spec's wording). */
export function makeContactSaleSchema(phoneRule: PhoneRule) {
  return v.object({
    firstName: lineText('validation.fieldRequired', NAME_MAX_LENGTH),
    lastName: lineText('validation.fieldRequired', NAME_MAX_LENGTH),
    email: emailField('validation.contactInvalidEmail', 'validation.fieldRequired'),
    phone: phoneField(phoneRule, 'validation.fieldRequired'),
    companyName: lineText('validation.fieldRequired', ORGANIZATION_MAX_LENGTH, ORGANIZATION_MIN_LENGTH),
    career: lineText('validation.fieldRequired', CAREER_MAX_LENGTH),
    companySize: lineText('validation.fieldRequired', COMPANY_SIZE_MAX_LENGTH),
    requirement: requiredFreeText(REQUIREMENT_MAX_LENGTH, 'validation.fieldRequired'),
    agreePrivacy: v.pipe(
      v.optional(v.boolean(msg('validation.fieldRequired')), false),
      v.check((agreed) => agreed, msg('validation.fieldRequired')),
    ),
  });
}
export type ContactSaleSchema = ReturnType<typeof makeContactSaleSchema>;
export type ContactSaleData = v.InferOutput<ContactSaleSchema>;

/** Loads the phone rule (and libphonenumber) on demand: a separate chunk in the browser build. */
export async function loadPhoneRule(market?: string): Promise<PhoneRule> {
  const { makePhoneRule } = await import('./phone');
  return makePhoneRule(market);
}

// ---------------------------------------------------------------------------------------------------------------
// Running a schema

/** Where issues that belong to no field (e.g. the body is not an object) are reported. */
export const FORM_FIELD = '_form';

export interface FieldIssue {
  field: string;
  key: CatalogueKey;
  params?: MessageParams;
}

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string>; issues: FieldIssue[] };

/**
 * Validates `input` and translates the problems into `locale`: one text per field (its first problem), as the form
 * shows them and as the server's VALIDATION_FAILED `details` carry them (`toErrorDetails`).
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  locale: Locale,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  const issues: FieldIssue[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? FORM_FIELD;
    const ref = decodeMessage(issue.message) ?? { key: 'errors.validationFailed' };
    issues.push({ field, ...ref });
    if (!(field in fieldErrors)) fieldErrors[field] = translateKey(ref.key, locale, ref.params);
  }
  return { ok: false, fieldErrors, issues };
}

/** The server's VALIDATION_FAILED `details` (openapi Error.details) from `validate`'s field errors. */
export function toErrorDetails(fieldErrors: Record<string, string>): { field: string; message: string }[] {
  return Object.entries(fieldErrors).map(([field, message]) => ({ field, message }));
}

// ---------------------------------------------------------------------------------------------------------------
// Failures of calls, as machines keep them

/**
 * Something to show: a catalogue key, and the server's text when it sent one in the reader's language (our API
 * translates its messages; identity-provider messages are English-only and are never shown).
 * A view shows `noticeText(notice, locale)`.
 */
export interface Notice {
  key: CatalogueKey;
  text: string | null;
}

export function noticeText(notice: Notice, locale: Locale): string {
  return notice.text ?? translateKey(notice.key, locale);
}

export type FailureKind = 'validation' | 'rateLimited' | 'network' | 'other';

/** A rejected call, read from whatever the actor threw (an API error body or a Cognito/network error). */
export interface Failure {
  kind: FailureKind;
  /** The API's stable code (e.g. ACTIVATION_TOKEN_EXPIRED) or the identity provider's exception name. */
  code: string | null;
  status: number | null;
  /** The API's translated message; null for anything else. */
  text: string | null;
  /** From the API's VALIDATION_FAILED `details`. */
  fieldErrors: Record<string, Notice>;
}

const RATE_LIMIT_CODES = new Set([
  'RATE_LIMITED',
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);
// ERR_NETWORK: the API client's network failure (the client must throw it with this code: a bare TypeError from
// fetch is indistinguishable from a bug); NetworkError: amazon-cognito-identity-js's.
const NETWORK_CODES = new Set(['ERR_NETWORK', 'NetworkError']);
// Our API's codes are UPPER_SNAKE; only its messages are translated for the reader.
const API_CODE = /^[A-Z][A-Z0-9_]*$/;

function readProperty(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

export function readFailure(error: unknown): Failure {
  const rawCode = readProperty(error, 'code');
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : null;
  const rawStatus = readProperty(error, 'statusCode') ?? readProperty(error, 'status');
  const status = typeof rawStatus === 'number' ? rawStatus : null;
  const rawMessage = readProperty(error, 'message');
  const isApiError = code !== null && status !== null && API_CODE.test(code) && !NETWORK_CODES.has(code);
  const text = isApiError && typeof rawMessage === 'string' && rawMessage !== '' ? rawMessage : null;
  const fieldErrors: Record<string, Notice> = {};
  const details = readProperty(error, 'details');
  if (isApiError && Array.isArray(details)) {
    for (const detail of details) {
      const field = readProperty(detail, 'field');
      const message = readProperty(detail, 'message');
      if (typeof field === 'string' && typeof message === 'string' && !(field in fieldErrors)) {
        fieldErrors[field] = { key: 'errors.validationFailed', text: message };
      }
    }
  }
  let kind: FailureKind = 'other';
  if (Object.keys(fieldErrors).length > 0 || code === 'VALIDATION_FAILED') kind = 'validation';
  else if (status === 429 || (code !== null && RATE_LIMIT_CODES.has(code))) kind = 'rateLimited';
  else if (code !== null && NETWORK_CODES.has(code)) kind = 'network';
  return { kind, code, status, text, fieldErrors };
}

/** The form-level notice for a failure: rate limit and network have their own texts; otherwise `fallback`. */
export function failureNotice(failure: Failure, fallback: CatalogueKey = 'errors.generic'): Notice {
  switch (failure.kind) {
    case 'rateLimited':
      return { key: 'errors.rateLimited', text: failure.text };
    case 'network':
      return { key: 'errors.networkError', text: null };
    case 'validation':
      return { key: 'errors.validationFailed', text: failure.text };
    case 'other':
      return { key: fallback, text: failure.text };
  }
}
