// The staff console's certificates (OpenAPI tag `staff`): the list of issued certificates and revocation. Every
// route has `onRequest: requireStaff(ctx)` (401 signed out, 403 outside the `staff` group, before anything else);
// a revocation stores its audit row in the same transaction. The revoked certificate's bit is then set in the
// published status list (built from the rows on each request, server/academy/status-list.ts).
import { requireStaff } from '../auth/require-staff';
import { currentCaller } from '../auth/authenticate';
import type { RouteModule } from '../context';
import { insertAuditEntry } from '../db/repos/audit-log';
import {
  listCertificatesForStaff,
  lockCertificate,
  revokeCertificate,
} from '../db/repos/academy-certificates';
import { conflict, notFound } from '../errors';
import { staffCertificateView } from '../academy/certificates';
import { formBody } from '../form-body';
import * as v from 'valibot';
import { requiredFreeText } from '../../domain/validation';

/** The revocation's reason: shown on the public verification page (1-500 characters, trimmed). */
const revokeSchema = v.object({ reason: requiredFreeText(500, 'validation.fieldRequired') });

/** The audit log's name for a certificate. */
const ENTITY = 'academyCertificate';

const staffCertificateRoutes: RouteModule = (app, ctx) => {
  const { api, db } = ctx;
  const onRequest = requireStaff(ctx);

  api.route(
    app,
    'get',
    '/staff/certificates',
    async (request) => {
      const { q, status, take = 20, page = 1 } = request.query;
      const { rows, total } = await listCertificatesForStaff(db, {
        q: (q ?? '').trim(),
        status: status ?? null,
        take,
        page,
      });
      return {
        data: rows.map(staffCertificateView),
        meta: { page, take, total, pageCount: Math.ceil(total / take) },
      };
    },
    { onRequest },
  );

  api.route(
    app,
    'post',
    '/staff/certificates/{id}/revoke',
    async (request) => {
      const { user } = currentCaller(request);
      const { id } = request.params;
      const revoked = await db.transaction(async (tx) => {
        const current = await lockCertificate(tx, id);
        if (!current) throw notFound();
        if (current.revokedAt) throw conflict();
        const updated = await revokeCertificate(tx, id, user.id, request.body.reason);
        await insertAuditEntry(tx, {
          actorUserId: user.id,
          actorEmail: user.email,
          action: `${ENTITY}.revoke`,
          entityType: ENTITY,
          entityId: id,
          before: { status: 'VALID' },
          after: { status: 'REVOKED', reason: updated.revocationReason },
        });
        return updated;
      });
      return { data: staffCertificateView(revoked) };
    },
    { onRequest, body: formBody(revokeSchema) },
  );
};

export default staffCertificateRoutes;
