// `npm start`'s demo staff account (server/stack/demo.ts) against a real cognito-local: the `staff` group is created
// when missing, staff@ghg-demo.vn is in it (its token carries the group), and seeding again keeps the group's
// members (cognito-local's CreateGroup of an existing name would drop them, so it must not be called twice).
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STAFF_ACCOUNT, seedDemo } from '../../server/stack/demo';
import { LOCAL_POOL_ID } from '../../server/stack/cognito-local';
import { ENGINES } from './harness';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';

const stack = useCognitoLocal();

describe.each(ENGINES)('demo staff account on %s', (engine) => {
  const { suite, call } = useSessionSuite(engine, stack);

  it('is seeded in the staff group, idempotently, and reaches the staff calls', async () => {
    const seed = () =>
      seedDemo({ db: suite.handle.db, cognito: stack.cognito.sdk, userPoolId: LOCAL_POOL_ID });
    await seed();
    await seed();
    const { accessToken } = await stack.cognito.signIn(DEMO_STAFF_ACCOUNT.email, DEMO_PASSWORD);
    const me = await call({ method: 'GET', url: '/api/auth/me', token: accessToken });
    expect(me.json().data).toMatchObject({ email: DEMO_STAFF_ACCOUNT.email, roles: ['staff'] });
    const members = await call({ method: 'GET', url: '/api/staff/members', token: accessToken });
    expect(members.statusCode).toBe(200);
    expect(members.json().data).toContainEqual({
      userId: me.json().data.id,
      email: DEMO_STAFF_ACCOUNT.email,
      firstName: DEMO_STAFF_ACCOUNT.firstName,
      lastName: DEMO_STAFF_ACCOUNT.lastName,
    });
    const owner = await stack.cognito.signIn('owner@ghg-demo.vn', DEMO_PASSWORD);
    const forbidden = await call({ method: 'GET', url: '/api/staff/members', token: owner.accessToken });
    expect(forbidden.statusCode).toBe(403);
  });
});
