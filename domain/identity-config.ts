// The runtime identity configuration the server hands to the browser (spec section 5, STACK-NOTES): one build runs
// in every environment, so the pool and client ids arrive at run time and are validated here BEFORE anything
// constructs a `CognitoUserPool` (the library throws on a malformed pool id, which would blank the page).
// Issue texts are plain English for operators; the sign-in screen translates only the headline.
import * as v from 'valibot';

/** Cognito's own pool-id rule (amazon-cognito-identity-js checks the same): `<region>_<suffix>`, ≤ 55 characters. */
export const USER_POOL_ID_PATTERN = /^[\w-]+_[0-9a-zA-Z]+$/;
export const USER_POOL_ID_MAX_LENGTH = 55;

/** The social sign-ins the Hosted UI offers (src/identity/hosted-ui.ts); the sign-in page lists them. */
export const HOSTED_UI_PROVIDERS = ['Google', 'Facebook'] as const;

export interface IdentityConfig {
  /** AWS region of the pool; defaults to the pool id's prefix when the server does not send it. */
  region: string;
  userPoolId: string;
  clientId: string;
  /** Cognito-compatible endpoint (cognito-local); null means the real regional AWS endpoint. */
  endpoint: string | null;
  /** Hosted UI domain for social sign-in; null means no social sign-in. */
  hostedUiDomain: string | null;
}

export type IdentityConfigResult = { ok: true; config: IdentityConfig } | { ok: false; issues: string[] };

/** Missing, null and blank strings all mean "not set". */
const optionalText = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
);

const requiredText = (field: string) =>
  v.pipe(
    // A missing key reads as an empty value so the issue names the field, not the whole object.
    v.nullish(v.string(`${field} must be a string`), ''),
    v.trim(),
    v.nonEmpty(`${field} is required`),
  );

export const identityConfigSchema = v.pipe(
  v.object(
    {
      region: optionalText,
      userPoolId: v.pipe(
        requiredText('userPoolId'),
        v.maxLength(
          USER_POOL_ID_MAX_LENGTH,
          `userPoolId must be at most ${USER_POOL_ID_MAX_LENGTH} characters`,
        ),
        v.regex(
          USER_POOL_ID_PATTERN,
          'userPoolId must have the form <region>_<suffix> (for example ap-southeast-1_AbC123)',
        ),
      ),
      clientId: requiredText('clientId'),
      endpoint: v.pipe(
        optionalText,
        v.check(
          (value) => value === null || /^https?:\/\/[^\s/]+/.test(value),
          'endpoint must be an http(s) URL',
        ),
      ),
      hostedUiDomain: optionalText,
    },
    'the identity configuration must be an object',
  ),
  v.transform((raw): IdentityConfig => ({
    region: raw.region ?? raw.userPoolId.slice(0, raw.userPoolId.indexOf('_')),
    userPoolId: raw.userPoolId,
    clientId: raw.clientId,
    endpoint: raw.endpoint,
    hostedUiDomain: raw.hostedUiDomain,
  })),
);

/** Validates whatever the config endpoint answered; never throws. */
export function parseIdentityConfig(raw: unknown): IdentityConfigResult {
  // valibot's object schema accepts arrays (they are objects); a list is never a config.
  if (Array.isArray(raw)) return { ok: false, issues: ['the identity configuration must be an object'] };
  // abortPipeEarly: one issue per field (an empty pool id is "required", not also "malformed").
  const result = v.safeParse(identityConfigSchema, raw, { abortPipeEarly: true });
  if (result.success) return { ok: true, config: result.output };
  return { ok: false, issues: [...new Set(result.issues.map((issue) => issue.message))] };
}
