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
import { locales, type Locale } from './messages';
import {
  decodeMessage,
  encodeMessage,
  translateKey,
  type CatalogueKey,
  type MessageParams,
} from './message-keys';
import type { PhoneRule } from './phone';

const msg = encodeMessage;

// ---------------------------------------------------------------------------------------------------------------
// Bounds

// In ./field-limits.ts (pages render them without loading the schemas); re-exported for everything else.
import {
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  EXISTING_PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  ORGANIZATION_MIN_LENGTH,
  ORGANIZATION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PROFESSION_MAX_LENGTH,
  CAREER_MAX_LENGTH,
  COMPANY_SIZE_MAX_LENGTH,
  BIO_MAX_LENGTH,
  REQUIREMENT_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from './field-limits';

export {
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  EXISTING_PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  ORGANIZATION_MIN_LENGTH,
  ORGANIZATION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PROFESSION_MAX_LENGTH,
  CAREER_MAX_LENGTH,
  COMPANY_SIZE_MAX_LENGTH,
  BIO_MAX_LENGTH,
  REQUIREMENT_MAX_LENGTH,
  RESET_CODE_LENGTH,
  TOKEN_MAX_LENGTH,
} from './field-limits';

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

/** A required multi-line text (also the staff note: domain/contact-pipeline). */
export function requiredFreeText(max: number, requiredKey: CatalogueKey) {
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

/**
 * The academy's certificate request (spec section 2): the name and e-mail printed on the certificate, phone number
 * and organization name, with the spec's messages (First name is required, ..., Phone number is required, Invalid
 * phone number, Organization name is required). Used by the form and by POST /academy/courses/{id}/certificate.
 */
export function makeCertificateRequestSchema(phoneRule: PhoneRule) {
  return v.object({
    firstName: lineText('validation.firstNameRequired', NAME_MAX_LENGTH),
    lastName: lineText('validation.lastNameRequired', NAME_MAX_LENGTH),
    email: emailField(),
    phone: phoneField(phoneRule),
    organizationName: lineText(
      'validation.organizationNameRequired',
      ORGANIZATION_MAX_LENGTH,
      ORGANIZATION_MIN_LENGTH,
    ),
  });
}
export type CertificateRequestSchema = ReturnType<typeof makeCertificateRequestSchema>;
export type CertificateRequestData = v.InferOutput<CertificateRequestSchema>;

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
