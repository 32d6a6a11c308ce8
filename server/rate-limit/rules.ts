// The product's abuse limits, as data: one rule set for every write that needs no token and for every call that
// puts a mail into the outbox (server/mail/outbox.ts). Per IP, and per e-mail address, workspace or user where the
// call names one; all that apply are checked (the IP first, so that a flood from one address does not also use up
// a victim's per-e-mail budget). The README's "Rate limits" section lists them; keep it in step.
//
// Why these numbers: a real person does each of these a handful of times at most; the per-IP limits leave room for
// an office or a university behind one NAT address; the per-e-mail limits stop mail-bombing one inbox through our
// SMTP reputation and slow down guessing. Every limit that sends a mail allows a few retries for a typo or a slow
// inbox.
import type { RateLimitRule } from './index';

export interface RateLimitRuleSet {
  perIp?: RateLimitRule;
  /** Per e-mail address the call is about (the sender of a form, the recipient of an invitation, ...). */
  perEmail?: RateLimitRule;
  /** Per workspace the call acts on. */
  perSpace?: RateLimitRule;
  /** Per signed-in caller. */
  perUser?: RateLimitRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  /**
   * POST /spaces/sent-contact-sale: stores a contact request and mails both the sender (`contact-received`) and
   * the sales inbox. A company writes to sales once, maybe again after a typo; 10 per IP leaves room for an
   * office behind one address, 3 per e-mail stops the form from mail-bombing an inbox with our confirmations
   * (and sales' inbox with one address's copies).
   */
  contactSale: {
    perIp: { limit: 10, windowMs: HOUR },
    perEmail: { limit: 3, windowMs: HOUR },
  },
  /**
   * POST /ghg-reports: the public risk assessment; stores one report row, sends no mail. People try a few
   * scenarios (another fuel figure, another market), so 30 an hour per IP is generous for them and bounds the rows
   * a script can add to about 720 a day per address.
   */
  ghgReport: {
    perIp: { limit: 30, windowMs: HOUR },
  },
  /**
   * GET /ghg-reports/{id}/pdf: public like the report it prints, and each call lays out a PDF (tens of
   * milliseconds of CPU, fonts embedded). A person downloads a result a few times (each language, a reprint);
   * 30 an hour per IP leaves room for an office and stops a script from using it to load the server.
   */
  ghgReportPdf: {
    perIp: { limit: 30, windowMs: HOUR },
  },
  /**
   * POST /ghg-reports/{id}/claim: the browser claims the assessment made while signed out once after each sign-in
   * and on a signed-in load while the `idReport` cookie names one. 30 an hour per user is far above that and stops
   * a stolen session from walking report ids; per IP 120 leaves room for an office behind one address.
   */
  ghgReportClaim: {
    perIp: { limit: 120, windowMs: HOUR },
    perUser: { limit: 30, windowMs: HOUR },
  },
  /** POST and DELETE /ghg-reports/{id}/share: turn a workspace report's share link on (a new token) or off. */
  ghgReportShare: {
    perUser: { limit: 60, windowMs: HOUR },
  },
  /**
   * POST /spaces/invite-user and POST /spaces/resend-invite/{id} (one budget: both mail an invitation). A
   * workspace onboarding its team sends a few dozen at once, hence 50 an hour per workspace; past that, an
   * account is more likely sending spam under a workspace name it chose (deleting a pending invitation frees its
   * seat, so the plan's seats alone do not bound the mails). 5 a day per recipient, across every workspace, keeps
   * one inbox from being flooded with invitations; per IP 100 an hour covers several admins in one office.
   */
  inviteMail: {
    perIp: { limit: 100, windowMs: HOUR },
    perSpace: { limit: 50, windowMs: HOUR },
    perEmail: { limit: 5, windowMs: DAY },
  },
  /**
   * POST /auth/change-password: a Cognito call that, when it succeeds, mails the account (`password-changed`).
   * Nobody changes a password more than a few times an hour; 10 per user also slows down guessing the current
   * password with a stolen session, 30 per IP leaves room for an office.
   */
  changePassword: {
    perIp: { limit: 30, windowMs: HOUR },
    perUser: { limit: 10, windowMs: HOUR },
  },
  /**
   * POST /academy/courses/{id}/certificate: issues a certificate once and mails the learner; asking again answers
   * the same certificate, but still costs a signature check of the form and may mail nothing new. A learner asks a
   * handful of times (one per finished course, a retry after a typo); 10 an hour per user is generous for them
   * and bounds the work a stolen session can cause; per IP 60 an hour leaves room for a class in one room.
   */
  certificateRequest: {
    perIp: { limit: 60, windowMs: HOUR },
    perUser: { limit: 10, windowMs: HOUR },
  },
  /**
   * GET /academy/verify/{code}: public, a database read and a signature check per call. A person checks a few
   * codes; an employer's HR tool a batch. 60 a minute per IP allows both and stops walking the code space
   * (30^6 codes a year: guessing one at 60 a minute takes years).
   */
  verifyCertificateCode: {
    perIp: { limit: 60, windowMs: MINUTE },
  },
  /** POST /academy/credentials/verify: public, parses and checks a posted credential (up to 100 kB). */
  verifyCredential: {
    perIp: { limit: 30, windowMs: MINUTE },
  },
  /**
   * POST /academy/courses/{id}/chapters/{chapterId}/quiz/attempts: scored and stored on the server. A learner takes
   * a chapter quiz a few times; the course's own retake rule (attempts in a row, then a pause) is the product's
   * limit. 30 an hour per user only stops a script from storing attempts (or probing answers) at machine speed.
   */
  quizAttempt: {
    perUser: { limit: 30, windowMs: HOUR },
  },
  /**
   * POST /experts/applications/me/submit: sends an expert application to staff and mails the applicant a receipt.
   * A person submits once, then again after each request for changes; 10 an hour per user leaves room for retries
   * after a refused field, 30 per IP for a firm's consultants applying from one office.
   */
  expertApplication: {
    perIp: { limit: 30, windowMs: HOUR },
    perUser: { limit: 10, windowMs: HOUR },
  },
  /**
   * PUT /experts/applications/me and PUT /experts/me/profile: store a form (no mail). People save often while
   * they write; 120 an hour per user never gets in their way and bounds what a script can store.
   */
  expertProfileSave: {
    perUser: { limit: 120, windowMs: HOUR },
  },
  /**
   * POST /experts/profiles/{slug}/contact-requests: mails the expert. A company asks a few experts about one
   * project; 20 a day per user and 10 an hour per workspace stop a member from spamming the directory (one
   * pending request per workspace and expert is the product's own rule); 30 an hour per IP covers an office.
   */
  expertContactRequest: {
    perIp: { limit: 30, windowMs: HOUR },
    perUser: { limit: 20, windowMs: DAY },
    perSpace: { limit: 10, windowMs: HOUR },
  },
  /** Accept, decline or withdraw a contact request (each mails the other side). */
  expertContactDecision: {
    perUser: { limit: 60, windowMs: HOUR },
  },
  /**
   * Every write of the GHG inventory (facilities, inventories, boundaries; later activity rows): stores rows and
   * an audit event, sends no mail. A team entering a year of data saves often, so the budget is large: 600 an hour
   * per workspace and 300 per user never stop people at work, and bound what a script or a stolen session can
   * write (and add to the append-only audit trail).
   */
  inventoryWrite: {
    perUser: { limit: 300, windowMs: HOUR },
    perSpace: { limit: 600, windowMs: HOUR },
  },
  // Activity rows of the GHG inventory (issue 15 slice 2): a year of monthly data for several facilities and
  // categories is hundreds of rows, entered one by one.
  inventoryDataWrite: {
    perUser: { limit: 2000, windowMs: HOUR },
    perSpace: { limit: 5000, windowMs: HOUR },
  },
  // The inventory's lifecycle steps (issue 15 item 5): a handful per inventory and review round.
  inventoryReview: {
    perUser: { limit: 120, windowMs: HOUR },
    perSpace: { limit: 300, windowMs: HOUR },
  },
  // Comments on activity rows and their resolution: a review names many rows, a member answers each.
  inventoryComment: {
    perUser: { limit: 600, windowMs: HOUR },
    perSpace: { limit: 2000, windowMs: HOUR },
  },
} satisfies Record<string, RateLimitRuleSet>;

export type RateLimitRuleName = keyof typeof rateLimitRules;
