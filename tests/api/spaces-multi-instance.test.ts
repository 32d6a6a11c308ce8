// Two API processes against one PostgreSQL database see each other's changes at once: two apps built on two
// separate connection pools to the same fresh database (as two instances behind a load balancer would be). An
// invitation made through one is listed by the other; a suspension through one takes effect on the other's next
// call; nothing is kept per process.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { createPostgresDatabase, testConfig, type TestDatabase } from './harness';
import {
  createTestIdentity,
  makeWorkspace,
  recordingMail,
  SITE_URL,
  type TestUser,
  type Workspace,
} from './support/spaces';

describe('workspaces on two API instances sharing one PostgreSQL', () => {
  let database: TestDatabase;
  let pools: Db[] = [];
  let apps: FastifyInstance[] = [];
  let tokenOf: Awaited<ReturnType<typeof createTestIdentity>>['tokenOf'];
  let w: Workspace;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    pools = [await database.open(), await database.open()];
    await migrate(pools[0]);
    const config = testConfig({ siteUrl: SITE_URL });
    const identity = await createTestIdentity(config);
    tokenOf = identity.tokenOf;
    apps = await Promise.all(
      pools.map((db) => buildApp({ db, config, identity: identity.identity, mail: recordingMail() })),
    );
    w = await makeWorkspace(pools[0], 'multi');
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(pools.map((db) => db.close()));
    await database?.drop();
  });

  async function call(instance: 0 | 1, user: TestUser, request: InjectOptions) {
    const response = await apps[instance].inject({
      ...request,
      headers: { authorization: `Bearer ${await tokenOf(user)}`, 'x-space-id': w.space.id },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('an invitation made through one instance is listed by the other', async () => {
    const invited = await call(0, w.owner, {
      method: 'POST',
      url: '/api/spaces/invite-user',
      payload: { email: 'shared@ghg.test', role: 'MEMBER' },
    });
    expect(invited.status).toBe(201);
    const listed = await call(1, w.admin, { method: 'GET', url: '/api/spaces/user-invited-pending' });
    expect(listed.body.data.map((invite: { id: string }) => invite.id)).toEqual([invited.body.data.id]);
    // Withdrawn through the second, gone for the first.
    await call(1, w.owner, {
      method: 'DELETE',
      url: `/api/spaces/delete-pending-invite/${invited.body.data.id}`,
    });
    expect(
      (await call(0, w.owner, { method: 'GET', url: '/api/spaces/user-invited-pending' })).body.data,
    ).toEqual([]);
  });

  it('a suspension through one instance takes effect on the next call to the other', async () => {
    const asMember = (instance: 0 | 1) =>
      call(instance, w.member, { method: 'GET', url: '/api/tenant' }).then((answer) => answer.status);
    expect(await asMember(1)).toBe(200);
    const suspended = await call(0, w.owner, {
      method: 'PUT',
      url: '/api/spaces/change-user-status',
      payload: { userId: w.member.id, status: 'SUSPENDED' },
    });
    expect(suspended.status).toBe(200);
    expect(await asMember(1)).toBe(403);
    expect(await asMember(0)).toBe(403);
    await call(1, w.owner, {
      method: 'PUT',
      url: '/api/spaces/change-user-status',
      payload: { userId: w.member.id, status: 'ACTIVE' },
    });
    expect(await asMember(0)).toBe(200);
  });

  it('concurrent invitations through both instances never exceed the plan: the seats are counted under a lock', async () => {
    await pools[0].query(`UPDATE spaces SET plan = 'FREE' WHERE id = $1`, [w.space.id]);
    await pools[0].query(`DELETE FROM space_members WHERE space_id = $1 AND role = 'MEMBER'`, [w.space.id]);
    // OWNER + ADMIN: one seat left on FREE (3).
    const answers = await Promise.all(
      [0, 1, 0, 1].map((instance, i) =>
        call(instance as 0 | 1, w.owner, {
          method: 'POST',
          url: '/api/spaces/invite-user',
          payload: { email: `race${i}@ghg.test`, role: 'MEMBER' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403]);
  });
});
