// `npm start`'s demo expert (server/stack/demo.ts) against a real cognito-local: expert@ghg-demo.vn is in the
// `experts` group (its token carries it), its published illustrative profile is linked to its user, so a demo
// company can contact it and the expert cannot contact themself; seeding again changes nothing.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { EXPERT_GROUP } from '../../domain/experts/vocabulary';
import { LOCAL_POOL_ID } from '../../server/stack/cognito-local';
import { DEMO_EXPERT_ACCOUNT, DEMO_PASSWORD, seedDemo } from '../../server/stack/demo';
import { ENGINES } from './harness';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';

const stack = useCognitoLocal();

describe.each(ENGINES)('demo expert account on %s', (engine) => {
  const { suite, call } = useSessionSuite(engine, stack);

  it('is seeded in the experts group with its linked profile, idempotently, and is contactable by a company', async () => {
    const seed = () =>
      seedDemo({ db: suite.handle.db, cognito: stack.cognito.sdk, userPoolId: LOCAL_POOL_ID });
    await seed();
    const snapshot = async () =>
      (await suite.handle.db.query(`SELECT * FROM expert_profiles ORDER BY id`)).rows;
    const before = await snapshot();
    await seed();
    expect(await snapshot()).toEqual(before);

    const { accessToken } = await stack.cognito.signIn(DEMO_EXPERT_ACCOUNT.email, DEMO_PASSWORD);
    expect(decodeJwt(accessToken)['cognito:groups']).toContain(EXPERT_GROUP);
    const me = await call({ method: 'GET', url: '/api/auth/me', token: accessToken });
    const { rows } = await suite.handle.db.query<{
      user_id: string;
      illustrative: boolean;
      published: boolean;
    }>(`SELECT user_id, illustrative, published FROM expert_profiles WHERE slug = $1`, [
      DEMO_EXPERT_ACCOUNT.profileSlug,
    ]);
    expect(rows).toEqual([{ user_id: me.json().data.id, illustrative: true, published: true }]);

    const url = `/api/experts/profiles/${DEMO_EXPERT_ACCOUNT.profileSlug}`;
    const own = await call({ method: 'GET', url, token: accessToken });
    expect(own.json().data).toMatchObject({ illustrative: true, contactable: false });
    const owner = await stack.cognito.signIn('owner@ghg-demo.vn', DEMO_PASSWORD);
    const company = await call({ method: 'GET', url, token: owner.accessToken });
    expect(company.json().data.contactable).toBe(true);
    expect(JSON.stringify(company.json())).not.toContain('@');
  });
});
