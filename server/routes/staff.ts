// The staff console's calls (OpenAPI tag `staff`): the contact-request pipeline and the staff members. Every route
// here is registered through `staffRoute`, which adds `onRequest: requireStaff(ctx)` (server/auth/require-staff.ts):
// 401 signed out, 403 outside the `staff` group, before anything else is looked at. Every write stores its audit
// row (server/db/repos/audit-log.ts) in the same transaction as the change.
import type { FastifyInstance } from 'fastify';
import {
  contactRequestNoteSchema,
  contactRequestSearchSchema,
  NO_OWNER,
  PIPELINE_PAGE_SIZE,
} from '../../domain/contact-pipeline';
import { requireStaff } from '../auth/require-staff';
import { currentCaller } from '../auth/authenticate';
import type { RouteModule } from '../context';
import { insertAuditEntry, listAuditEntries, type AuditJson } from '../db/repos/audit-log';
import {
  findContactRequest,
  insertContactRequestNote,
  listContactRequests,
  lockPipelineFields,
  setPipelineFields,
  type PipelineFields,
} from '../db/repos/contact-pipeline';
import type { Db } from '../db/client';
import { notFound, validationFailed } from '../errors';
import { formBody } from '../form-body';
import type { ApiPath, ContractBody, MethodOf, OperationHandler, OperationOptions } from '../openapi';
import { isStaffMember, listStaffMembers } from '../staff/members';

/** The audit log's name for a contact request. */
const ENTITY = 'contactRequest';

async function detailOf(db: Pick<Db, 'query'>, id: string) {
  const record = await findContactRequest(db, id);
  if (!record) throw notFound();
  return { ...record, history: await listAuditEntries(db, ENTITY, id) };
}

/** The fields that change, as the audit row's before and after (null when nothing changes). */
function changes(
  current: PipelineFields,
  next: PipelineFields,
): { before: AuditJson; after: AuditJson; next: PipelineFields } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ['status', 'ownerId'] as const) {
    if (current[key] === next[key]) continue;
    before[key] = current[key];
    after[key] = next[key];
  }
  return Object.keys(after).length === 0 ? null : { before, after, next };
}

const staffRoutes: RouteModule = (app, ctx) => {
  const { api, db } = ctx;
  const guard = requireStaff(ctx);

  /** `api.route` with the staff rule: the only way this file registers a route. */
  function staffRoute<P extends ApiPath, M extends MethodOf<P>, B = ContractBody<P, M>>(
    target: FastifyInstance,
    method: M,
    path: P,
    handler: OperationHandler<P, M, B>,
    options: OperationOptions<B> = {},
  ) {
    api.route(target, method, path, handler, { ...options, onRequest: guard });
  }

  // The search text is checked by the same shared schema as the browser's search box.
  const search = formBody(contactRequestSearchSchema, {
    input: (request) => ({ q: (request.query as { q?: string }).q ?? '' }),
  });

  staffRoute(app, 'get', '/staff/contact-requests', async (request) => {
    const { q } = search.check(request);
    const { status, owner, take = PIPELINE_PAGE_SIZE, page = 1 } = request.query;
    const { rows, total } = await listContactRequests(db, {
      q,
      status: status ?? null,
      owner: owner === undefined ? null : owner === NO_OWNER ? NO_OWNER : owner.toLowerCase(),
      take,
      page,
    });
    return { data: rows, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  });

  staffRoute(app, 'get', '/staff/contact-requests/{id}', async (request) => ({
    data: await detailOf(db, request.params.id),
  }));

  staffRoute(app, 'patch', '/staff/contact-requests/{id}', async (request) => {
    const { user } = currentCaller(request);
    const { id } = request.params;
    const body = request.body;
    if (!(await findContactRequest(db, id))) throw notFound();
    if (typeof body.ownerId === 'string' && !(await isStaffMember(ctx, body.ownerId.toLowerCase()))) {
      throw validationFailed([{ field: 'ownerId', message: { group: 'field', key: 'notStaffMember' } }]);
    }
    await db.transaction(async (tx) => {
      const current = await lockPipelineFields(tx, id);
      if (!current) throw notFound();
      const change = changes(current, {
        status: body.status ?? current.status,
        ownerId: body.ownerId === undefined ? current.ownerId : (body.ownerId?.toLowerCase() ?? null),
      });
      if (!change) return; // the same values again: nothing changes, nothing to record
      await setPipelineFields(tx, id, change.next);
      await insertAuditEntry(tx, {
        actorUserId: user.id,
        actorEmail: user.email,
        action: `${ENTITY}.update`,
        entityType: ENTITY,
        entityId: id,
        before: change.before,
        after: change.after,
      });
    });
    return { data: await detailOf(db, id) };
  });

  staffRoute(
    app,
    'post',
    '/staff/contact-requests/{id}/notes',
    async (request, reply) => {
      const { user } = currentCaller(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        if (!(await lockPipelineFields(tx, id))) throw notFound();
        const noteId = await insertContactRequestNote(tx, {
          requestId: id,
          authorUserId: user.id,
          text: request.body.text,
        });
        await insertAuditEntry(tx, {
          actorUserId: user.id,
          actorEmail: user.email,
          action: `${ENTITY}.note`,
          entityType: ENTITY,
          entityId: id,
          before: null,
          after: { noteId },
        });
      });
      reply.code(201);
      return { data: await detailOf(db, id) };
    },
    { body: formBody(contactRequestNoteSchema) },
  );

  staffRoute(app, 'get', '/staff/members', async () => ({ data: await listStaffMembers(ctx) }));
};

export default staffRoutes;
