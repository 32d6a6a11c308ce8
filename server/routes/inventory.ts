// The GHG inventory (OpenAPI tag `inventory`, issue 15 slice 1: the boundary): the workspace's facilities, an
// inventory per reporting year and the facilities it includes. Who may call what is the permission table
// (domain/workspace-permissions.ts), enforced on every call; the space is X-Space-Id (else the caller's default
// space). Every write is rate-limited (`inventoryWrite`, per user and workspace) once the caller may make it, and
// is audited in its own transaction (server/inventory/boundary.ts).
import * as v from 'valibot';
import type { RouteModule } from '../context';
import { currentCaller, requireUser } from '../auth/authenticate';
import { listFacilities, listInventories, findFacility, findInventory } from '../db/repos/inventory';
import { notFound } from '../errors';
import { requestLocale } from '../i18n';
import { spaceCallAccess } from '../spaces/access';
import { formBody } from '../form-body';
import { boundarySchema, makeCreateInventorySchema, makeFacilitySchema } from '../../domain/inventory/forms';
import {
  archiveFacility,
  createFacility,
  createInventory,
  editFacility,
  facilityView,
  inventoryView,
  setBoundary,
  updateInventory,
} from '../inventory/boundary';

const inventoryRoutes: RouteModule = (app, ctx) => {
  const { api, db, rateLimiter, reference } = ctx;
  const auth = { preHandler: requireUser(ctx) };
  // The forms' own rules (the same schemas as the browser's), so a refusal says what the form says.
  const facilityBody = formBody(
    makeFacilitySchema({
      countryExists: (id) => reference.country(id) !== undefined,
      cityCountry: (id) => reference.city(id)?.countryId,
      districtCity: (id) => reference.district(id)?.cityId,
      wardDistrict: (id) => reference.ward(id)?.districtId,
    }),
  );
  const createInventoryBody = formBody(v.lazy(() => makeCreateInventorySchema(new Date())));
  const boundaryBody = formBody(boundarySchema);

  const access = spaceCallAccess(db, rateLimiter);

  api.route(
    app,
    'get',
    '/facilities',
    async (request, reply) => {
      const granted = await access(request, reply, 'listFacilities', null);
      const locale = requestLocale(request);
      const records = await listFacilities(db, granted!.space.id);
      return { data: records.map((r) => facilityView(r, reference, locale)) };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/facilities',
    async (request, reply) => {
      const granted = await access(request, reply, 'createFacility', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const record = await createFacility(db, reference, granted, user, request.body);
      reply.code(201);
      return { data: facilityView(record, reference, requestLocale(request)) };
    },
    { ...auth, body: facilityBody },
  );

  api.route(
    app,
    'get',
    '/facilities/{id}',
    async (request, reply) => {
      const granted = await access(request, reply, 'getFacility', null);
      const record = await findFacility(db, granted!.space.id, request.params.id);
      if (!record) throw notFound();
      return { data: facilityView(record, reference, requestLocale(request)) };
    },
    auth,
  );

  api.route(
    app,
    'put',
    '/facilities/{id}',
    async (request, reply) => {
      const granted = await access(request, reply, 'updateFacility', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const record = await editFacility(db, reference, granted, user, request.params.id, request.body);
      return { data: facilityView(record, reference, requestLocale(request)) };
    },
    { ...auth, body: facilityBody },
  );

  api.route(
    app,
    'post',
    '/facilities/{id}/archive',
    async (request, reply) => {
      const granted = await access(request, reply, 'archiveFacility', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const record = await archiveFacility(db, granted, user, request.params.id, request.body.version);
      return { data: facilityView(record, reference, requestLocale(request)) };
    },
    auth,
  );

  api.route(
    app,
    'get',
    '/inventories',
    async (request, reply) => {
      const granted = await access(request, reply, 'listInventories', null);
      return { data: (await listInventories(db, granted!.space.id)).map(inventoryView) };
    },
    auth,
  );

  api.route(
    app,
    'post',
    '/inventories',
    async (request, reply) => {
      const granted = await access(request, reply, 'createInventory', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const record = await createInventory(db, granted, user, request.body);
      reply.code(201);
      return { data: inventoryView(record) };
    },
    { ...auth, body: createInventoryBody },
  );

  api.route(
    app,
    'get',
    '/inventories/{id}',
    async (request, reply) => {
      const granted = await access(request, reply, 'getInventory', null);
      const record = await findInventory(db, granted!.space.id, request.params.id);
      if (!record) throw notFound();
      return { data: inventoryView(record) };
    },
    auth,
  );

  api.route(
    app,
    'put',
    '/inventories/{id}',
    async (request, reply) => {
      const granted = await access(request, reply, 'updateInventory', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const record = await updateInventory(db, granted, user, request.params.id, request.body);
      return { data: inventoryView(record) };
    },
    auth,
  );

  api.route(
    app,
    'put',
    '/inventories/{id}/boundary',
    async (request, reply) => {
      const granted = await access(request, reply, 'replaceInventoryBoundary', 'inventoryWrite');
      if (!granted) return reply;
      const { user } = currentCaller(request);
      const record = await setBoundary(db, granted, user, request.params.id, request.body);
      return { data: inventoryView(record) };
    },
    { ...auth, body: boundaryBody },
  );
};

export default inventoryRoutes;
