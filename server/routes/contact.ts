// The contact-sales form: POST /spaces/sent-contact-sale (tag `spaces`). Public, with an optional access token
// (then linked to the user and their default space). Validated by the same schema as the browser's form
// (makeContactSaleSchema), stored in contact_requests, and in the same transaction the `contact-received` mail is
// enqueued to the sender and the `contact-sale-notification` (Vietnamese, the sales team's language) to the sales
// inbox (SALES_INBOX), with a link to the request in the staff console. Rate-limited per IP and per sender e-mail
// (rule `contactSale`) after the body is checked and before anything is stored.
import type { RouteModule } from '../context';
import { optionalUser } from '../auth/authenticate';
import { insertContactRequest } from '../db/repos/contact-requests';
import { findDefaultSpaceOfUser } from '../db/repos/spaces';
import { formBody } from '../form-body';
import { requestLocale, translate } from '../i18n';
import { enqueueMail } from '../mail/outbox';
import { enforceRateLimit } from '../rate-limit/enforce';
import { makePhoneRule } from '../../domain/phone';
import { makeContactSaleSchema } from '../../domain/validation';

const contactRoutes: RouteModule = (app, ctx) => {
  const { api, db, mail, config, rateLimiter } = ctx;
  const contactBody = formBody(makeContactSaleSchema(makePhoneRule()));

  api.route(
    app,
    'post',
    '/spaces/sent-contact-sale',
    async (request, reply) => {
      const locale = requestLocale(request);
      const form = request.body;
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'contactSale', { email: form.email }))) {
        return reply;
      }
      const user = request.caller?.user ?? null;
      const space = user ? await findDefaultSpaceOfUser(db, user.id) : null;
      const stored = await db.transaction(async (tx) => {
        const created = await insertContactRequest(tx, {
          ...form,
          locale,
          userId: user?.id ?? null,
          spaceId: space?.id ?? null,
        });
        await enqueueMail(tx, {
          to: form.email,
          locale,
          template: 'contact-received',
          payload: { firstName: form.firstName },
        });
        await enqueueMail(tx, {
          to: config.salesInbox,
          locale: 'vi',
          template: 'contact-sale-notification',
          payload: {
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            phone: form.phone,
            companyName: form.companyName,
            career: form.career,
            companySize: form.companySize,
            requirement: form.requirement,
            locale,
            link: `${config.siteUrl}/staff/contact-requests/${created.id}`,
          },
        });
        return created;
      });
      mail.wake();
      reply.code(201);
      return {
        data: {
          id: stored.id,
          message: translate(locale, { group: 'success', key: 'contactReceived' }),
          createdAt: stored.createdAt.toISOString(),
        },
      };
    },
    { preHandler: optionalUser(ctx), body: contactBody },
  );
};

export default contactRoutes;
