// The product's abuse limits, as data. Per IP and/or per e-mail address; both are checked when both are given
// (the IP first, so that a flood from one address does not also use up a victim's per-e-mail budget).
//
// Why these numbers: a real person does each of these a handful of times at most; the per-IP limits leave room for
// an office or a university behind one NAT address; the per-e-mail limits stop mail-bombing one inbox through our
// SMTP reputation and slow down guessing. Every limit that sends a mail allows a few retries for a typo or a slow
// inbox.
import type { RateLimitRule } from './index';

export interface RateLimitRuleSet {
  perIp?: RateLimitRule;
  perEmail?: RateLimitRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const rateLimitRules = {
  /** POST /auth/sign-up (and sign-up by invitation): creates an account and sends an activation mail. */
  signUp: {
    perIp: { limit: 10, windowMs: HOUR },
    perEmail: { limit: 3, windowMs: HOUR },
  },
  /**
   * POST /auth/check-user-activation: asked on every refused sign-in of an unconfirmed account. It tells whether an
   * address has an account, so it is limited per IP against enumeration; per e-mail it is generous.
   */
  checkUserActivation: {
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    perEmail: { limit: 10, windowMs: 15 * MINUTE },
  },
  /** POST /auth/forgot-password-request: sends a reset code and link. */
  forgotPassword: {
    perIp: { limit: 10, windowMs: HOUR },
    perEmail: { limit: 3, windowMs: HOUR },
  },
  /** POST /auth/forgot-password: checks the reset code. 5 guesses per 15 minutes make a 6-digit code unguessable. */
  resetPassword: {
    perIp: { limit: 20, windowMs: 15 * MINUTE },
    perEmail: { limit: 5, windowMs: 15 * MINUTE },
  },
  /**
   * Account activation from the mailed link. Tokens are long and random, so this only stops scanners; mail
   * security scanners that open links first, and users who click twice, stay well below it.
   */
  activation: {
    perIp: { limit: 20, windowMs: 15 * MINUTE },
  },
  /** Asks for a new activation mail. */
  resendActivation: {
    perIp: { limit: 10, windowMs: HOUR },
    perEmail: { limit: 3, windowMs: HOUR },
  },
} satisfies Record<string, RateLimitRuleSet>;

export type RateLimitRuleName = keyof typeof rateLimitRules;
