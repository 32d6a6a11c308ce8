// Companies contacting experts (OpenAPI tag `experts`, issue 13): a member of a workspace sends a structured
// request from an expert's public profile; the expert accepts or declines it, the company may withdraw it while
// it is PENDING (domain/experts/contact-lifecycle.ts decides every move; 409 otherwise). Both sides list their
// requests (box=sent: the caller's workspaces; box=received: the caller's expert profile).
//
// Privacy: before acceptance neither side sees the other's contact details (no e-mail, phone or requester name);
// `contacts` is filled only for an ACCEPTED request (`revealsContacts`). The mails follow the same rule: the expert's
// mail about a new request carries the facts only; the requester learns the expert's contact on acceptance.
//
// Who may act: accept and decline only the expert of the request, withdraw only an active member of the request's
// workspace; anyone else gets 404 (a request of others is as unknown as a missing one).
import type { onRequestAsyncHookHandler } from 'fastify';
import * as v from 'valibot';
import type { RouteModule } from '../context';
import type { components } from '../../openapi/schema';
import { authenticate, currentCaller } from '../auth/authenticate';
import { formBody } from '../form-body';
import type { Locale } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';
import { conflict, forbidden, notFound, validationFailed } from '../errors';
import { findMember } from '../db/repos/spaces';
import {
  findContactRequest,
  findPublishedProfileBySlug,
  hasPendingRequest,
  insertContactRequest,
  listContactRequests,
  lockContactRequest,
  setContactRequestStatus,
  type ContactPersonRecord,
  type ContactRequestRecord,
} from '../db/repos/expert-contact-requests';
import { enqueueMail } from '../mail/outbox';
import {
  nextContactRequestStatus,
  revealsContacts,
  type ContactRequestEvent,
} from '../../domain/experts/contact-lifecycle';
import {
  declineContactSchema,
  makeContactExpertSchema,
  serverDeadlineBounds,
} from '../../domain/experts/contact-rules';

type ExpertContactRequestView = components['schemas']['ExpertContactRequest'];
type ContactPerson = components['schemas']['ContactPerson'];
type Role = ExpertContactRequestView['role'];

/** The requests page of the workspace (src/app/paths.ts `expertRequests`), linked from the mails. */
const REQUESTS_PAGE = '/work-space/expert-requests';

/** The request's rules with today's bounds (the deadline's "today" moves). */
const contactExpertBody = formBody(v.lazy(() => makeContactExpertSchema(serverDeadlineBounds())));

function person(record: ContactPersonRecord): ContactPerson {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    organizationName: record.organizationName,
  };
}

/** What `role` sees of a request: its facts, and both sides' contacts only once ACCEPTED. */
export function contactRequestView(record: ContactRequestRecord, role: Role): ExpertContactRequestView {
  const contacts =
    revealsContacts(record.status) && record.expertContact
      ? { expert: person(record.expertContact), requester: person(record.requesterContact) }
      : null;
  return {
    id: record.id,
    role,
    status: record.status,
    expert: {
      slug: record.expert.slug,
      firstName: record.expert.firstName,
      lastName: record.expert.lastName,
      headline: record.expert.headline,
    },
    space: record.space,
    sector: record.sector,
    scopes: record.scopes,
    deadline: record.deadline,
    message: record.message,
    declineReason: record.declineReason,
    contacts,
    createdAt: record.createdAt.toISOString(),
    decidedAt: record.decidedAt ? record.decidedAt.toISOString() : null,
  };
}

function fullName(locale: Locale, firstName: string, lastName: string): string {
  // Vietnamese names are written family name first.
  return (locale === 'vi' ? `${lastName} ${firstName}` : `${firstName} ${lastName}`).trim();
}

const expertContactRequestRoutes: RouteModule = (app, ctx) => {
  const { api, db, config, rateLimiter, mail, reference } = ctx;
  // On request, so that a signed-out caller learns nothing about the body's rules (401 before 400).
  const signedIn: onRequestAsyncHookHandler = async (request) => {
    request.caller = await authenticate(ctx, request);
  };
  const requestsLink = `${config.siteUrl}${REQUESTS_PAGE}`;

  const isActiveMember = async (spaceId: string, userId: string) =>
    (await findMember(db, spaceId, userId))?.status === 'ACTIVE';

  api.route(
    app,
    'post',
    '/experts/profiles/{slug}/contact-requests',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const body = request.body;
      const profile = await findPublishedProfileBySlug(db, request.params.slug);
      if (!profile) throw notFound();
      if (!(await isActiveMember(body.spaceId, user.id))) throw forbidden();
      // An illustrative profile without an account has nobody to answer; nobody contacts themself.
      if (!profile.userId || profile.userId === user.id) throw conflict();
      const sector = reference.sectors.find((item) => item.id === body.sectorId);
      if (!sector) {
        throw validationFailed([
          { field: 'sectorId', message: { group: 'validation', key: 'sectorRequired' } },
        ]);
      }
      if (
        !(await enforceRateLimit(rateLimiter, request, reply, 'expertContactRequest', {
          userId: user.id,
          spaceId: body.spaceId,
        }))
      ) {
        return reply;
      }
      if (await hasPendingRequest(db, profile.id, body.spaceId)) throw conflict();
      const id = await db.transaction(async (tx) => {
        // A concurrent second request of the workspace hits the partial unique index: 23505, answered 409.
        const created = await insertContactRequest(tx, {
          expertProfileId: profile.id,
          spaceId: body.spaceId,
          requesterUserId: user.id,
          sectorId: body.sectorId,
          scopes: body.scopes,
          deadline: body.deadline,
          message: body.message,
        });
        const record = await findContactRequest(tx, created);
        if (!record?.expertContact) throw new Error('contact request: the expert has no account');
        const locale = record.expertContact.locale;
        await enqueueMail(tx, {
          to: record.expertContact.email,
          locale,
          template: 'expert-contact-received',
          payload: {
            firstName: record.expert.firstName,
            spaceName: record.space.name,
            sectorName: locale === 'en' ? sector.name_en : sector.name_vi,
            scopes: record.scopes,
            deadline: record.deadline,
            message: record.message,
            link: requestsLink,
          },
        });
        return created;
      });
      mail.wake();
      const record = await findContactRequest(db, id);
      if (!record) throw notFound();
      reply.code(201);
      return { data: contactRequestView(record, 'REQUESTER') };
    },
    { onRequest: signedIn, body: contactExpertBody },
  );

  api.route(
    app,
    'get',
    '/experts/contact-requests',
    async (request) => {
      const { user } = currentCaller(request);
      const { box, spaceId, status, take = 20, page = 1 } = request.query;
      if (box === 'sent' && spaceId && !(await isActiveMember(spaceId, user.id))) throw forbidden();
      const { rows, total } = await listContactRequests(db, {
        box,
        userId: user.id,
        spaceId: box === 'sent' ? (spaceId ?? null) : null,
        status: status ?? null,
        take,
        page,
      });
      const role: Role = box === 'sent' ? 'REQUESTER' : 'EXPERT';
      return {
        data: rows.map((record) => contactRequestView(record, role)),
        meta: { page, take, total, pageCount: Math.ceil(total / take) },
      };
    },
    { onRequest: signedIn },
  );

  /**
   * One decision on a request: 404 unless `mayAct`, 409 unless the lifecycle allows `event` from its status; the
   * status is changed and the mail stored in one transaction.
   */
  const decide = async (
    request: Parameters<onRequestAsyncHookHandler>[0],
    id: string,
    event: ContactRequestEvent,
    reason: string | null,
  ): Promise<ContactRequestRecord> => {
    const { user } = currentCaller(request);
    const current = await findContactRequest(db, id);
    const mayAct =
      current !== null &&
      (event === 'withdraw'
        ? await isActiveMember(current.space.id, user.id)
        : current.expert.userId === user.id);
    if (!current || !mayAct) throw notFound();
    await db.transaction(async (tx) => {
      const status = await lockContactRequest(tx, id);
      if (!status) throw notFound();
      const next = nextContactRequestStatus(status, event);
      if (!next) throw conflict();
      await setContactRequestStatus(tx, id, next, event === 'decline' ? reason || null : null);
      const requester = current.requesterContact;
      const expertName = fullName(requester.locale, current.expert.firstName, current.expert.lastName);
      if (event === 'accept' && current.expertContact) {
        await enqueueMail(tx, {
          to: requester.email,
          locale: requester.locale,
          template: 'expert-contact-accepted',
          payload: {
            firstName: requester.firstName,
            expertName,
            email: current.expertContact.email,
            phone: current.expertContact.phone,
            organizationName: current.expertContact.organizationName,
            link: requestsLink,
          },
        });
      }
      if (event === 'decline') {
        await enqueueMail(tx, {
          to: requester.email,
          locale: requester.locale,
          template: 'expert-contact-declined',
          payload: { firstName: requester.firstName, expertName, reason: reason ?? '', link: requestsLink },
        });
      }
    });
    if (event !== 'withdraw') mail.wake();
    const updated = await findContactRequest(db, id);
    if (!updated) throw notFound();
    return updated;
  };

  const limited = async (
    request: Parameters<onRequestAsyncHookHandler>[0],
    reply: Parameters<onRequestAsyncHookHandler>[1],
  ) =>
    enforceRateLimit(rateLimiter, request, reply, 'expertContactDecision', {
      userId: currentCaller(request).user.id,
    });

  api.route(
    app,
    'post',
    '/experts/contact-requests/{id}/accept',
    async (request, reply) => {
      if (!(await limited(request, reply))) return reply;
      const record = await decide(request, request.params.id, 'accept', null);
      return { data: contactRequestView(record, 'EXPERT') };
    },
    { onRequest: signedIn },
  );

  api.route(
    app,
    'post',
    '/experts/contact-requests/{id}/decline',
    async (request, reply) => {
      if (!(await limited(request, reply))) return reply;
      const record = await decide(request, request.params.id, 'decline', request.body.reason || null);
      return { data: contactRequestView(record, 'EXPERT') };
    },
    { onRequest: signedIn, body: formBody(declineContactSchema) },
  );

  api.route(
    app,
    'post',
    '/experts/contact-requests/{id}/withdraw',
    async (request, reply) => {
      if (!(await limited(request, reply))) return reply;
      const record = await decide(request, request.params.id, 'withdraw', null);
      return { data: contactRequestView(record, 'REQUESTER') };
    },
    { onRequest: signedIn },
  );
};

export default expertContactRequestRoutes;
