// Applies a named rule of `rateLimitRules` to a Fastify request: 429 with the shared error shape
// `{ statusCode, code: 'RATE_LIMITED', message }` (message in the request's language) and a Retry-After header.
//
// Keys never hold a raw address: e-mails are normalised (trim, lower-case) and IPs reduced (IPv6 to its /64, the
// block one subscriber usually gets), then both are hashed.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../../domain/messages';
import { requestLocale } from '../i18n';
import type { RateLimiter, RateLimitResult } from './index';
import { rateLimitRules, type RateLimitRuleName, type RateLimitRuleSet } from './rules';

export interface RateLimitSubject {
  /** The e-mail address the request is about (sign-up, password reset, an invitation's recipient, ...); enables
   * the per-e-mail rule. */
  email?: string | null;
  /** The workspace the request acts on (invitations); enables the per-workspace rule. */
  spaceId?: string | null;
  /** The signed-in caller (password change); enables the per-user rule. */
  userId?: string | null;
}

function hash(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Key part for an e-mail address: normalised and hashed. */
export function emailKey(email: string): string {
  return hash(`email:${normalizeEmail(email)}`);
}

/** IPv4 as is; IPv4-mapped IPv6 as IPv4; other IPv6 reduced to the first four groups (the /64). */
export function normalizeIp(ip: string): string {
  const value = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) return mapped[1];
  if (isIP(value) !== 6) return value;
  const [head, tail = ''] = value.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = value.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Key part for a client address: normalised and hashed. */
export function ipKey(ip: string): string {
  return hash(`ip:${normalizeIp(ip)}`);
}

/**
 * Counts the request against rule `ruleName` (per IP, and per e-mail, workspace or user when the subject names
 * one). Answers 429 and returns false when a limit is reached; returns true when the request may go on.
 *
 *   if (!(await enforceRateLimit(limiter, request, reply, 'signUp', { email: body.email }))) return reply;
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  ruleName: RateLimitRuleName,
  subject: RateLimitSubject = {},
  rules: Record<RateLimitRuleName, RateLimitRuleSet> = rateLimitRules,
): Promise<boolean> {
  const set: RateLimitRuleSet = rules[ruleName];
  const checks: { key: string; rule: NonNullable<RateLimitRuleSet['perIp']> }[] = [];
  if (set.perIp) checks.push({ key: `${ruleName}:ip:${ipKey(request.ip)}`, rule: set.perIp });
  if (set.perEmail && subject.email && subject.email.trim()) {
    checks.push({ key: `${ruleName}:email:${emailKey(subject.email)}`, rule: set.perEmail });
  }
  if (set.perSpace && subject.spaceId) {
    checks.push({ key: `${ruleName}:space:${hash(`space:${subject.spaceId}`)}`, rule: set.perSpace });
  }
  if (set.perUser && subject.userId) {
    checks.push({ key: `${ruleName}:user:${hash(`user:${subject.userId}`)}`, rule: set.perUser });
  }
  for (const check of checks) {
    const outcome: RateLimitResult = await limiter.hit(check.key, check.rule);
    if (!outcome.allowed) {
      sendRateLimited(request, reply, outcome.retryAfterMs);
      return false;
    }
  }
  return true;
}

/** The 429 answer: shared error shape, translated message, Retry-After in whole seconds (at least 1). */
export function sendRateLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterMs: number,
): FastifyReply {
  const locale = requestLocale(request);
  return reply
    .code(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
    .send({ statusCode: 429, code: 'RATE_LIMITED', message: message(locale, 'errors', 'rateLimited') });
}

/**
 * The same as a preHandler hook:
 *   app.post('/auth/sign-up', { preHandler: rateLimitPreHandler(limiter, 'signUp', (r) => r.body.email) }, ...)
 */
export function rateLimitPreHandler(
  limiter: RateLimiter,
  ruleName: RateLimitRuleName,
  emailOf?: (request: FastifyRequest) => string | null | undefined,
  rules: Record<RateLimitRuleName, RateLimitRuleSet> = rateLimitRules,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const allowed = await enforceRateLimit(
      limiter,
      request,
      reply,
      ruleName,
      { email: emailOf?.(request) },
      rules,
    );
    // An async hook that answered early must return the reply, or Fastify would go on to the handler.
    return allowed ? undefined : reply;
  };
}
