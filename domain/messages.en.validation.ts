// The catalogue's validation texts in English (./messages.en.ts), keyed as the Vietnamese ones.
import type { validationVi } from './messages.vi.validation';

export const validationEn = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  contactInvalidEmail: 'Email invalidate',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm password is required',
  confirmPasswordMismatch: 'Confirm passwords do not match',
  minLength: 'Minimum of {min} characters',
  maxLength: 'Maximum of {max} characters',
  passwordComplexity:
    'Password must include uppercase letters, lowercase letters, numbers and special characters',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number',
  organizationNameRequired: 'Organization name is required',
  fieldRequired: 'Field is required',
  invalidCharacters: 'Must not contain < > or control characters',
  invalidCode: 'The code must be 6 digits',
  // Contacting an expert (domain/experts/contact-rules.ts).
  invalidDate: 'Invalid date',
  deadlineInPast: 'The deadline cannot be in the past',
  deadlineTooFar: 'The deadline can be at most {days} days from today',
  scopesRequired: 'Choose at least one scope',
  workspaceRequired: 'Please choose a workspace',
  sectorRequired: 'Please choose a sector',
  invalidSlug: 'Use only lower-case letters without accents, digits and hyphens, e.g. decree-06',
  reservedSlug: 'This slug is reserved, please choose another one',
  tooManyItems: 'At most {max} items',
  tagTooLong: 'Each tag at most {max} characters',
  chooseAtLeast: 'Choose at least {min}',
  numberBetween: 'Enter a whole number from {min} to {max}',
  invalidUrl: 'Invalid link: it must start with http:// or https://',
  dateInFuture: 'This date must not be in the future',
  expiresBeforeIssued: 'The expiry date must not be before the issue date',
} as const satisfies { readonly [K in keyof typeof validationVi]: string };
