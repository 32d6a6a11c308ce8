// What a fuzz run needs around the fuzzer (tests/robust/fuzz-core.ts): the app on a seeded database of one engine,
// pointed at a real cognito-local, with an activated user who owns a workspace and a staff user, both signed in
// through the pool as the browser does, and the academy's fixture courses. Shared by the short form
// (tests/api/fuzz.test.ts) and `npm run fuzz`.
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { seedAcademy } from '../../server/academy/seed';
import { buildApp } from '../../server/app';
import { createSpace } from '../../server/db/repos/spaces';
import { addCognitoUserToGroup, ensureCognitoGroup, LOCAL_POOL_ID } from '../../server/stack/cognito-local';
import { STAFF_GROUP } from '../../domain/staff-permissions';
import { openSeededDb, testConfig, type Engine } from '../api/harness';
import type { CognitoLocal } from '../api/support/cognito-local';
import { countAllRows, type FuzzResponse } from './fuzz-core';
import type { FuzzRequest, Identities } from './fuzz-requests';

const PASSWORD = 'GhgFuzz@2026';

export interface FuzzTarget {
  app: FastifyInstance;
  ids: Identities;
  send(request: FuzzRequest): Promise<FuzzResponse>;
  countRows(): Promise<Record<string, number>>;
  /** A normal signed-in read and the health check, after the run: both must answer 200. */
  healthy(): Promise<{ health: number; me: number }>;
  close(): Promise<void>;
}

export async function openFuzzTarget(
  engine: Engine,
  cognito: CognitoLocal,
  tag: string,
): Promise<FuzzTarget> {
  const handle = await openSeededDb(engine);
  // Rate limits raised so that the hostile requests reach the handlers instead of stopping at 429.
  const app = await buildApp({
    db: handle.db,
    config: testConfig({ cognito: cognito.config, rateLimitScale: 1000 }),
  });
  await app.ready();

  const signIn = async (email: string, staff: boolean) => {
    await cognito.createUser({ email, password: PASSWORD, givenName: 'Fuzz', familyName: 'Tester' });
    if (staff) {
      await ensureCognitoGroup(cognito.sdk, LOCAL_POOL_ID, { name: STAFF_GROUP, description: 'Staff' });
      await addCognitoUserToGroup(cognito.sdk, LOCAL_POOL_ID, email, STAFF_GROUP);
    }
    const { accessToken } = await cognito.signIn(email, PASSWORD);
    // The first signed-in call provisions the user in the database.
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (me.statusCode !== 200) throw new Error(`GET /auth/me answered ${me.statusCode}: ${me.body}`);
    return { token: accessToken, userId: me.json().data.id as string };
  };
  const user = await signIn(`fuzz-owner-${tag}@ghg.test`, false);
  const staff = await signIn(`fuzz-staff-${tag}@ghg.test`, true);
  const space = await createSpace(handle.db, { name: 'Công ty Fuzz', ownerUserId: user.userId });
  // The academy's fixture courses (ids 1..4, with chapters and lessons from 1), so that fuzzed course, chapter
  // and lesson ids reach the lesson, progress and quiz handlers and not only their 404.
  const academy = await seedAcademy(handle.db, {
    dir: fileURLToPath(new URL('../fixtures/academy/', import.meta.url)),
  });
  if (academy.problems.length > 0) throw new Error(`academy fixtures: ${academy.problems.join('; ')}`);
  const ids: Identities = { user: user.token, staff: staff.token, spaceId: space.id };

  return {
    app,
    ids,
    async send(request) {
      const response = await app.inject({
        method: request.method as any,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    },
    countRows: () => countAllRows(handle.db),
    async healthy() {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${user.token}` },
      });
      return { health: health.statusCode, me: me.statusCode };
    },
    async close() {
      await app.close();
      await handle.dispose();
    },
  };
}
