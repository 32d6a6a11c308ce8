// The form rules of a company's contact request to an expert (issue 13), one valibot schema for both ends: the
// browser's form (src/pages/experts/contact-expert-panel.tsx) checks it before it sends its one event, and the
// server (server/routes/expert-contact-requests.ts) checks it before it acts, so both say exactly the same thing.
// Messages are catalogue keys (domain/messages*.validation.ts), translated where they are shown.
//
// The deadline is a calendar date (YYYY-MM-DD) from "today" to EXPERT_LIMITS.contactDeadlineMaxDays ahead. Whose
// today? The browser passes the user's own calendar day; the server cannot know the sender's time zone, so it
// accepts every day that is today somewhere on Earth (UTC-12 to UTC+14): never stricter than the form.
import * as v from 'valibot';
import { encodeMessage as msg } from '../message-keys';
import { requiredFreeText } from '../validation';
import { CONTACT_SCOPES, EXPERT_LIMITS, type ContactScope } from './vocabulary';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
// Control characters (but line breaks and tabs) and bidirectional overrides: as domain/validation's free text.
const UNSAFE_FREE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

/** The range of deadlines a form accepts, as ISO days (both ends included). */
export interface DeadlineBounds {
  min: string;
  max: string;
}

/** The calendar day (YYYY-MM-DD) of a UTC instant. */
function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** The user's own calendar day (the browser's time zone). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form's bounds: from the user's today to the maximum ahead. */
export function deadlineBoundsFrom(today: string): DeadlineBounds {
  return { min: today, max: addDays(today, EXPERT_LIMITS.contactDeadlineMaxDays) };
}

/** The server's bounds: any day that is today somewhere (UTC-12 .. UTC+14), to the maximum ahead of the latest. */
export function serverDeadlineBounds(now: Date = new Date()): DeadlineBounds {
  const time = now.getTime();
  return {
    min: utcDay(time - 12 * HOUR_MS),
    max: addDays(utcDay(time + 14 * HOUR_MS), EXPERT_LIMITS.contactDeadlineMaxDays),
  };
}

/** A real calendar day in YYYY-MM-DD (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && utcDay(time) === value;
}

function safeFreeText(value: string): boolean {
  return !UNSAFE_FREE_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, ''));
}

const { contactMessage, declineReason, contactDeadlineMaxDays } = EXPERT_LIMITS;

/** The request a company sends from the expert's profile (ContactExpertRequest). */
export function makeContactExpertSchema(bounds: DeadlineBounds) {
  return v.object({
    spaceId: v.optional(
      v.pipe(
        v.string(msg('validation.workspaceRequired')),
        v.trim(),
        v.nonEmpty(msg('validation.workspaceRequired')),
        v.regex(UUID, msg('validation.workspaceRequired')),
        v.toLowerCase(),
      ),
      '',
    ),
    // A missing sector reads as 0, so it gets the field's own message.
    sectorId: v.optional(
      v.pipe(
        v.number(msg('validation.sectorRequired')),
        v.integer(msg('validation.sectorRequired')),
        v.minValue(1, msg('validation.sectorRequired')),
        v.maxValue(2147483647, msg('validation.sectorRequired')),
      ),
      0,
    ),
    scopes: v.optional(
      v.pipe(
        v.array(v.picklist(CONTACT_SCOPES, msg('errors.validationFailed')), msg('validation.scopesRequired')),
        v.minLength(1, msg('validation.scopesRequired')),
        v.maxLength(CONTACT_SCOPES.length, msg('validation.tooManyItems', { max: CONTACT_SCOPES.length })),
        v.check(
          (scopes) => new Set(scopes).size === scopes.length,
          msg('validation.tooManyItems', { max: CONTACT_SCOPES.length }),
        ),
        // Stored and shown in the list's order, whatever order the boxes were ticked in.
        v.transform((scopes) => CONTACT_SCOPES.filter((scope) => scopes.includes(scope)) as ContactScope[]),
      ),
      [],
    ),
    deadline: v.optional(
      v.pipe(
        v.string(msg('validation.fieldRequired')),
        v.trim(),
        v.nonEmpty(msg('validation.fieldRequired')),
        v.check(isIsoDay, msg('validation.invalidDate')),
        v.check((day) => !isIsoDay(day) || day >= bounds.min, msg('validation.deadlineInPast')),
        v.check(
          (day) => !isIsoDay(day) || day <= bounds.max,
          msg('validation.deadlineTooFar', { days: contactDeadlineMaxDays }),
        ),
      ),
      '',
    ),
    message: v.pipe(
      requiredFreeText(contactMessage.max, 'validation.fieldRequired'),
      v.check(
        (text) => text === '' || text.length >= contactMessage.min,
        msg('validation.minLength', { min: contactMessage.min }),
      ),
    ),
  });
}
export type ContactExpertSchema = ReturnType<typeof makeContactExpertSchema>;
export type ContactExpertData = v.InferOutput<ContactExpertSchema>;

/** The expert's optional reason when declining (shown to the company). */
export const declineContactSchema = v.object({
  reason: v.optional(
    v.pipe(
      v.string(msg('errors.validationFailed')),
      v.trim(),
      v.normalize('NFC'),
      v.maxLength(declineReason.max, msg('validation.maxLength', { max: declineReason.max })),
      v.check(safeFreeText, msg('validation.invalidCharacters')),
    ),
    '',
  ),
});
export type DeclineContactData = v.InferOutput<typeof declineContactSchema>;
