// The contact-sales form: POST /spaces/sent-contact-sale (tag `spaces`). Public, with an optional access token
// (then linked to the user and their default space). Validated by the same schema as the browser's form
// (makeContactSaleSchema), stored in contact_requests, and the `contact-received` mail is enqueued to the sender
// in the same transaction.
import type { RouteModule } from '../context';
import { optionalUser } from '../auth/authenticate';
import { findDefaultSpaceOfUser } from '../db/repos/spaces';
import { ApiError, type ErrorDetail } from '../errors';
import type { Text } from '../i18n';
import { translate } from '../i18n';
import { enqueueMail } from '../mail/outbox';
import { makePhoneRule } from '../../domain/phone';
import { makeContactSaleSchema, validate } from '../../domain/validation';
import { localeOf } from './spaces';

const contactRoutes: RouteModule = (app, ctx) => {
  const { api, db, mail } = ctx;
  const schema = makeContactSaleSchema(makePhoneRule());

  api.route(
    app,
    'post',
    '/spaces/sent-contact-sale',
    async (request, reply) => {
      const locale = localeOf(request);
      const result = validate(schema, request.body, locale);
      if (!result.ok) {
        const details: ErrorDetail[] = [];
        const seen = new Set<string>();
        for (const issue of result.issues) {
          if (seen.has(issue.field)) continue;
          seen.add(issue.field);
          const [group, key] = issue.key.split('.');
          details.push({ field: issue.field, message: { group, key, params: issue.params } as Text });
        }
        throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', details);
      }
      const form = result.value;
      const user = request.caller?.user ?? null;
      const space = user ? await findDefaultSpaceOfUser(db, user.id) : null;
      const stored = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; created_at: Date }>(
          `INSERT INTO contact_requests (first_name, last_name, email, phone, company_name, career, company_size,
             requirement, locale, user_id, space_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           RETURNING id, created_at`,
          [
            form.firstName,
            form.lastName,
            form.email,
            form.phone,
            form.companyName,
            form.career,
            form.companySize,
            form.requirement,
            locale,
            user?.id ?? null,
            space?.id ?? null,
          ],
        );
        await enqueueMail(tx, {
          to: form.email,
          locale,
          template: 'contact-received',
          payload: { firstName: form.firstName },
        });
        return rows[0];
      });
      mail.wake();
      reply.code(201);
      return {
        data: {
          id: stored.id,
          message: translate(locale, { group: 'success', key: 'contactReceived' }),
          createdAt: stored.created_at.toISOString(),
        },
      };
    },
    { preHandler: optionalUser(ctx) },
  );
};

export default contactRoutes;
