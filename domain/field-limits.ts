// The bounds of the forms' fields (./validation.ts checks them; the views show them as maxLength), apart from the
// schemas so that a page can render a field's limit without loading valibot.
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
