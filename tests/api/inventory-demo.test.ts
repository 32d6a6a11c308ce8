// The demo workspace's GHG inventory (server/inventory/seed.ts through `seedDemo`): two illustrative facilities
// with real addresses of the location lists and a DRAFT 2025 inventory including both, seeded once however often
// the stack starts, and read by the demo owner through the API.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../server/stack/demo';
import { LOCAL_POOL_ID } from '../../server/stack/cognito-local';
import { ENGINES } from './harness';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';

const stack = useCognitoLocal();

describe.each(ENGINES)('demo inventory on %s', (engine) => {
  const { suite, call } = useSessionSuite(engine, stack);

  it('seeds two illustrative facilities and a draft 2025 inventory, once', async () => {
    const seed = () =>
      seedDemo({ db: suite.handle.db, cognito: stack.cognito.sdk, userPoolId: LOCAL_POOL_ID });
    await seed();
    await seed();
    const { accessToken } = await stack.cognito.signIn('owner@ghg-demo.vn', DEMO_PASSWORD);
    const facilities = await call({ method: 'GET', url: '/api/facilities', token: accessToken });
    expect(facilities.statusCode).toBe(200);
    const list = facilities.json().data;
    expect(list).toHaveLength(2);
    for (const facility of list) {
      expect(facility.illustrative).toBe(true);
      expect(facility.address.countryName).toBe('Việt Nam');
      expect(facility.address.wardName).toMatch(/^Phường /);
    }
    expect(list.map((f: { address: { wardName: string } }) => f.address.wardName).sort()).toEqual([
      'Phường Mỹ Xuân',
      'Phường Sở Dầu',
    ]);
    const inventories = await call({ method: 'GET', url: '/api/inventories', token: accessToken });
    expect(inventories.json().data).toEqual([
      expect.objectContaining({
        reportingYear: 2025,
        status: 'DRAFT',
        isBaseYear: true,
        consolidationApproach: 'OPERATIONAL_CONTROL',
        facilities: expect.arrayContaining([expect.objectContaining({ facilityId: list[0].id })]),
      }),
    ]);
    const { rows } = await suite.handle.db.query(`SELECT count(*)::int AS n FROM inventory_audit_events`);
    expect(rows[0].n).toBe(4);
  });
});
