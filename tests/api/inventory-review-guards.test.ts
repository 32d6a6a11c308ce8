// The inventory review's guards around the lifecycle (issue 15 item 5) on PGlite and PostgreSQL: the audit trail
// stays append-only in the database, OWNER and ADMIN invite AUDITORs (an AUDITOR invites nobody), and comments and
// lifecycle steps are rate-limited (rules inventoryComment and inventoryReview).
import { describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { buildSpacesApp, useSpacesSuite } from './support/spaces';
import { ELECTRICITY, lifecycleSetUp, type LifecycleCaller as Caller } from './support/inventory-lifecycle';
import { createRateLimiter } from '../../server/rate-limit';

describe.each(ENGINES)('GHG inventory review guards on %s', (engine) => {
  const spaces = useSpacesSuite(engine);
  const { suite } = spaces;
  const { setUp, step } = lifecycleSetUp(spaces);

  it('keeps the audit trail append-only and lets OWNER and ADMIN invite an AUDITOR, not an AUDITOR invite', async () => {
    const { base, inventoryId, member, owner, admin, auditor } = await setUp();
    await step(member, base, 'SUBMIT');
    await expect(
      suite.db.query(`UPDATE inventory_audit_events SET action = 'X' WHERE inventory_id = $1`, [inventoryId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      suite.db.query('DELETE FROM inventory_audit_events WHERE inventory_id = $1', [inventoryId]),
    ).rejects.toThrow(/append-only/);
    const invite = (who: Caller, email: string) =>
      who.post('/spaces/invite-user', { email, role: 'AUDITOR' });
    expect((await invite(owner, 'kiemtoan1@ghg.test')).status).toBe(201);
    expect((await invite(admin, 'kiemtoan2@ghg.test')).status).toBe(201);
    expect((await invite(auditor, 'kiemtoan3@ghg.test')).status).toBe(403);
    const members = (await admin.get('/spaces/management')).body;
    expect(JSON.stringify(members)).toContain('AUDITOR');
  });

  it('rate-limits comments (rule inventoryComment) and steps (rule inventoryReview), storing nothing past the limit', async () => {
    const { ws, base, plant, member } = await setUp();
    const row = (await member.post(`${base}/activity-rows`, ELECTRICITY(plant.id))).body.data;
    // The rules scaled down: 600 × 0.002 = 1 comment, 120 × 0.01 = 1 step an hour per user, in apps of their own.
    for (const [scale, count] of [
      [0.002, 'comments'],
      [0.01, 'steps'],
    ] as const) {
      const limited = await buildSpacesApp(suite.db, undefined, createRateLimiter({ limitScale: scale }));
      try {
        const headers = {
          authorization: `Bearer ${await limited.tokenOf(ws.member)}`,
          'x-space-id': ws.space.id,
        };
        const send = async () => {
          const version = (await member.get(base)).body.data.version;
          return count === 'comments'
            ? limited.app.inject({
                method: 'POST',
                url: `/api${base}/activity-rows/${row.id}/comments`,
                headers,
                payload: { body: 'Kiểm tra lại' },
              })
            : limited.app.inject({
                method: 'POST',
                url: `/api${base}/transitions`,
                headers,
                payload: {
                  event: (await member.get(base)).body.data.status === 'DRAFT' ? 'SUBMIT' : 'WITHDRAW',
                  version,
                },
              });
        };
        expect((await send()).statusCode).toBeLessThan(300);
        const refused = await send();
        expect(refused.statusCode, count).toBe(429);
        expect(refused.json().code).toBe('RATE_LIMITED');
      } finally {
        await limited.app.close();
      }
    }
    expect((await member.get(`${base}/comments`)).body.data).toHaveLength(1);
    expect((await member.get(base)).body.data.status).toBe('SUBMITTED');
  });
});
