// The GHG inventory's activity data (OpenAPI tag `inventory`, issue 15 slice 2): activity rows per facility and
// period, the emission-factor library with the workspace's own factors, the calculated results, the audit trail
// and the CSV export. Who may call what is the permission table (domain/workspace-permissions.ts), enforced on
// every call; the space is X-Space-Id. Row writes are rate-limited by `inventoryDataWrite`, a new workspace factor
// by `inventoryWrite` (per user and workspace), once the caller may make them.
import type { RouteModule } from '../context';
import { currentCaller, requireUser } from '../auth/authenticate';
import { requestLocale } from '../i18n';
import { spaceCallAccess } from '../spaces/access';
import {
  auditEventPage,
  createActivityRow,
  getDenominators,
  setDenominators,
  pageActivityRows,
  removeActivityRow,
  replaceActivityRow,
} from '../inventory/activity';
import { activityRowsCsv, importActivityRows } from '../inventory/activity-transfer';
import { createEmissionFactor, pageEmissionFactors } from '../inventory/emission-factors';
import { inventoryResults, traceRequestOf } from '../inventory/results';
import { inventoryDashboard } from '../inventory/dashboard';

const inventoryActivityRoutes: RouteModule = (app, ctx) => {
  const { api, db, rateLimiter } = ctx;
  const auth = { preHandler: requireUser(ctx) };
  // The CSV import's body: text, up to 5 MB (the app's JSON limit is 1 MB). Only the import declares text/csv;
  // any other route answers 415 to it (server/openapi.ts checks the declared media types).
  const CSV_LIMIT = 5 * 1024 * 1024;
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  const access = spaceCallAccess(db, rateLimiter);

  api.route(
    app,
    'get',
    '/emission-factors',
    async (request, reply) => {
      const granted = (await access(request, reply, 'listEmissionFactors', null))!;
      const { category, group, activity, q, page = 1, take = 100 } = request.query;
      return pageEmissionFactors(db, granted.space.id, { category, group, activity, q }, page, take);
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/emission-factors',
    async (request, reply) => {
      const granted = await access(request, reply, 'createEmissionFactor', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const data = await createEmissionFactor(db, granted, user, request.body);
      reply.code(201);
      return { data };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/activity-rows',
    async (request, reply) => {
      const granted = (await access(request, reply, 'listActivityRows', null))!;
      const { page = 1, take = 100, ...filter } = request.query;
      return pageActivityRows(db, granted.space.id, request.params.id, filter, page, take);
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/inventories/{id}/activity-rows',
    async (request, reply) => {
      const granted = await access(request, reply, 'createActivityRow', 'inventoryDataWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const data = await createActivityRow(
        db,
        granted,
        user,
        request.params.id,
        request.body,
        requestLocale(request),
      );
      reply.code(201);
      return { data };
    },
    auth,
  );

  api.route(
    app,
    'put',
    '/inventories/{id}/activity-rows/{rowId}',
    async (request, reply) => {
      const granted = await access(request, reply, 'updateActivityRow', 'inventoryDataWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const data = await replaceActivityRow(
        db,
        granted,
        user,
        request.params.id,
        request.params.rowId,
        request.body,
        requestLocale(request),
      );
      return { data };
    },
    auth,
  );

  api.route(
    app,
    'delete',
    '/inventories/{id}/activity-rows/{rowId}',
    async (request, reply) => {
      const granted = await access(request, reply, 'deleteActivityRow', 'inventoryDataWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      await removeActivityRow(
        db,
        granted,
        user,
        request.params.id,
        request.params.rowId,
        request.query.version,
      );
      return { data: { id: request.params.rowId, deleted: true } };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/results',
    async (request, reply) => {
      const granted = (await access(request, reply, 'getInventoryResults', null))!;
      const { revenue, revenueCurrency, productTonnes, employees, trace } = request.query;
      const data = await inventoryResults(
        db,
        granted.space.id,
        request.params.id,
        {
          ...(revenue !== undefined
            ? { revenue: { value: revenue, currency: revenueCurrency ?? 'VND' } }
            : {}),
          ...(productTonnes !== undefined ? { productTonnes } : {}),
          ...(employees !== undefined ? { employees } : {}),
        },
        traceRequestOf(trace),
      );
      return { data };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventory-summary',
    async (request, reply) => {
      const granted = (await access(request, reply, 'getInventorySummary', null))!;
      return { data: await inventoryDashboard(db, granted.space.id) };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/denominators',
    async (request, reply) => {
      const granted = (await access(request, reply, 'getInventoryDenominators', null))!;
      return { data: await getDenominators(db, granted.space.id, request.params.id) };
    },
    auth,
  );

  api.route(
    app,
    'put',
    '/inventories/{id}/denominators',
    async (request, reply) => {
      const granted = await access(request, reply, 'updateInventoryDenominators', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      return { data: await setDenominators(db, granted, user, request.params.id, request.body) };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/audit-events',
    async (request, reply) => {
      const granted = (await access(request, reply, 'listInventoryAuditEvents', null))!;
      const { page = 1, take = 50, entity } = request.query;
      return auditEventPage(db, granted.space.id, request.params.id, page, take, entity ?? null);
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/inventories/{id}/activity-rows.csv',
    async (request, reply) => {
      const granted = await access(request, reply, 'importActivityRowsCsv', 'inventoryDataWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const data = await importActivityRows(
        db,
        granted,
        user,
        request.params.id,
        request.body as string,
        requestLocale(request),
      );
      reply.code(201);
      return { data };
    },
    { ...auth, bodyLimit: CSV_LIMIT },
  );

  api.route(
    app,
    'get',
    '/inventories/{id}/activity-rows.csv',
    async (request, reply) => {
      const granted = (await access(request, reply, 'exportActivityRowsCsv', null))!;
      const { csv, fileName } = await activityRowsCsv(
        db,
        granted.space.id,
        request.params.id,
        requestLocale(request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
    auth,
  );
};

export default inventoryActivityRoutes;
