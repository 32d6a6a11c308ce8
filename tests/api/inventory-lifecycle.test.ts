// The GHG inventory's lifecycle and review (issue 15 item 5) on PGlite and PostgreSQL: an auditor asks for a change
// on a row, a member fixes it, the auditor approves, the owner locks it, the audit trail shows each step; a member
// cannot approve and an auditor cannot edit; every event is refused to every role the lifecycle's table does not
// name; reopening a locked inventory makes the next version, a copy whose figures are the locked ones; bad input
// answers 4xx, never 5xx. Every call x every role is tests/api/spaces-permissions.test.ts.
import { describe, expect, it } from 'vitest';
import { ENGINES } from './harness';
import { useSpacesSuite } from './support/spaces';
import {
  DIESEL,
  ELECTRICITY,
  lifecycleSetUp,
  type LifecycleCaller as Caller,
} from './support/inventory-lifecycle';
import {
  LIFECYCLE_EVENTS,
  LIFECYCLE_TRANSITIONS,
  INVENTORY_STATUSES,
  mayRoleSend,
  type InventoryStatus,
} from '../../domain/inventory/lifecycle';
import type { SpaceRole } from '../../domain/membership-lifecycle';

describe.each(ENGINES)('GHG inventory lifecycle on %s', (engine) => {
  const spaces = useSpacesSuite(engine);
  const { suite } = spaces;
  const { setUp, step } = lifecycleSetUp(spaces);

  it('walks the review: changes requested on a row, fixed, approved, locked; the trail shows each step', async () => {
    const { base, plant, owner, member, auditor, admin } = await setUp();
    const electricity = await member.post(`${base}/activity-rows`, ELECTRICITY(plant.id));
    const diesel = await member.post(`${base}/activity-rows`, DIESEL(plant.id, 1000));
    expect(diesel.status, JSON.stringify(diesel.body)).toBe(201);

    const submitted = await step(member, base, 'SUBMIT', { reason: 'Số liệu năm 2025 đã đủ' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.status).toBe('SUBMITTED');
    // While submitted, nobody edits data.
    const frozen = await member.post(`${base}/activity-rows`, ELECTRICITY(plant.id));
    expect(frozen.status).toBe(409);
    expect(frozen.body.code).toBe('INVENTORY_NOT_EDITABLE');

    expect((await step(member, base, 'START_REVIEW')).status).toBe(403);
    const reviewing = await step(auditor, base, 'START_REVIEW');
    expect(reviewing.body.data.status).toBe('UNDER_REVIEW');

    // A member cannot approve; a request for changes needs a reason.
    const memberApproves = await step(member, base, 'APPROVE');
    expect(memberApproves.status).toBe(403);
    expect(memberApproves.body.code).toBe('FORBIDDEN');
    const noReason = await step(auditor, base, 'REQUEST_CHANGES');
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([{ field: 'reason', message: expect.any(String) }]);

    const requested = await step(auditor, base, 'REQUEST_CHANGES', {
      reason: 'Số dầu diesel tháng 1 không khớp hoá đơn',
      rowComments: [{ rowId: diesel.body.data.id, body: 'Hoá đơn ghi 1.200 lít, không phải 1.000 lít.' }],
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.data.status).toBe('CHANGES_REQUESTED');
    const open = await member.get(`${base}/comments?state=OPEN`);
    expect(open.body.data).toEqual([
      expect.objectContaining({
        rowId: diesel.body.data.id,
        body: 'Hoá đơn ghi 1.200 lít, không phải 1.000 lít.',
        requestedChanges: true,
        resolved: false,
        author: expect.objectContaining({ role: 'AUDITOR' }),
      }),
    ]);
    const commentId = open.body.data[0].id;

    // An auditor cannot edit: rows, boundary, denominators, settings.
    const dieselUrl = `${base}/activity-rows/${diesel.body.data.id}`;
    expect((await auditor.put(dieselUrl, { ...DIESEL(plant.id, 1200), version: 1 })).status).toBe(403);
    expect((await auditor.post(`${base}/activity-rows`, ELECTRICITY(plant.id))).status).toBe(403);
    expect((await auditor.del(`${dieselUrl}?version=1`)).status).toBe(403);
    const denominators = { version: 1, denominators: { revenue: null, productTonnes: null, employees: 10 } };
    expect((await auditor.put(`${base}/denominators`, denominators)).status).toBe(403);
    expect((await auditor.put(base, { version: 1, gwpSet: 'AR6' })).status).toBe(403);

    // The member fixes the row, answers and resolves the comment, and submits again.
    const fixed = await member.put(dieselUrl, { ...DIESEL(plant.id, 1200), version: 1 });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const answer = await member.post(`${dieselUrl}/comments`, { body: 'Đã sửa theo hoá đơn: 1.200 lít.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ requestedChanges: false, author: { role: 'MEMBER' } });
    const resolved = await member.post(`${dieselUrl}/comments/${commentId}/resolve`);
    expect(resolved.body.data).toMatchObject({ resolved: true, resolvedBy: { role: 'MEMBER' } });
    expect((await member.post(`${dieselUrl}/comments/${commentId}/resolve`)).body.data.resolvedAt).toBe(
      resolved.body.data.resolvedAt,
    );
    expect((await member.get(`${dieselUrl}/comments`)).body.data).toHaveLength(2);
    expect((await step(member, base, 'SUBMIT')).body.data.status).toBe('SUBMITTED');

    expect((await step(auditor, base, 'START_REVIEW')).body.data.status).toBe('UNDER_REVIEW');
    const approved = await step(auditor, base, 'APPROVE', { reason: 'Đạt' });
    expect(approved.body.data.status).toBe('APPROVED');
    // Approved: no data edits (owner included), no lock by the auditor.
    const ownerEdit = await owner.put(`${base}/boundary`, {
      version: approved.body.data.version,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: plant.id }],
    });
    expect(ownerEdit.body.code).toBe('INVENTORY_NOT_EDITABLE');
    expect((await step(auditor, base, 'LOCK')).status).toBe(403);
    const locked = await step(owner, base, 'LOCK');
    expect(locked.body.data.status).toBe('LOCKED');
    // A locked version is read-only: no comment, no step but REOPEN.
    const lateComment = await auditor.post(`${dieselUrl}/comments`, { body: 'Thêm một ghi chú' });
    expect(lateComment.status).toBe(409);
    expect(lateComment.body.code).toBe('INVENTORY_LOCKED');
    const notAllowed = await step(admin, base, 'SUBMIT');
    expect(notAllowed.status).toBe(409);
    expect(notAllowed.body.code).toBe('INVENTORY_TRANSITION_NOT_ALLOWED');

    const trail = (await auditor.get(`${base}/audit-events?take=200`)).body.data
      .map((e: { action: string; entity: string; after: { status?: string; reason?: string } | null }) => [
        e.action,
        e.entity,
        e.after?.status ?? null,
      ])
      .reverse();
    expect(trail).toEqual([
      ['ACTIVITY_ROW_CREATED', 'ACTIVITY_ROW', null],
      ['ACTIVITY_ROW_CREATED', 'ACTIVITY_ROW', null],
      ['INVENTORY_SUBMITTED', 'INVENTORY', 'SUBMITTED'],
      ['INVENTORY_REVIEW_STARTED', 'INVENTORY', 'UNDER_REVIEW'],
      ['INVENTORY_CHANGES_REQUESTED', 'INVENTORY', 'CHANGES_REQUESTED'],
      ['COMMENT_CREATED', 'COMMENT', null],
      ['ACTIVITY_ROW_UPDATED', 'ACTIVITY_ROW', null],
      ['COMMENT_CREATED', 'COMMENT', null],
      ['COMMENT_RESOLVED', 'COMMENT', null],
      ['INVENTORY_SUBMITTED', 'INVENTORY', 'SUBMITTED'],
      ['INVENTORY_REVIEW_STARTED', 'INVENTORY', 'UNDER_REVIEW'],
      ['INVENTORY_APPROVED', 'INVENTORY', 'APPROVED'],
      ['INVENTORY_LOCKED', 'INVENTORY', 'LOCKED'],
    ]);
    const events = (await owner.get(`${base}/audit-events?take=200`)).body.data;
    const changes = events.find((e: { action: string }) => e.action === 'INVENTORY_CHANGES_REQUESTED');
    expect(changes.before).toMatchObject({ status: 'UNDER_REVIEW' });
    expect(changes.after).toMatchObject({
      status: 'CHANGES_REQUESTED',
      reason: 'Số dầu diesel tháng 1 không khớp hoá đơn',
    });
    expect(electricity.status).toBe(201);
  });

  it('reopens a locked inventory into the next version, a copy with the same figures; the locked one stays', async () => {
    const { base, plant, owner, member, auditor, inventoryId, ws } = await setUp();
    await member.post(`${base}/activity-rows`, ELECTRICITY(plant.id));
    await member.post(`${base}/activity-rows`, DIESEL(plant.id, 500));
    const set = await owner.put(`${base}/denominators`, {
      version: (await owner.get(base)).body.data.version,
      denominators: { revenue: null, productTonnes: null, employees: 150 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    for (const [who, event] of [
      [member, 'SUBMIT'],
      [auditor, 'START_REVIEW'],
      [auditor, 'APPROVE'],
      [owner, 'LOCK'],
    ] as const)
      expect((await step(who, base, event)).status).toBe(200);
    const lockedResults = (await auditor.get(`${base}/results`)).body.data;

    expect((await step(member, base, 'REOPEN')).status).toBe(403);
    expect((await step(auditor, base, 'REOPEN')).status).toBe(403);
    const reopened = await step(owner, base, 'REOPEN', { reason: 'Bổ sung số liệu phạm vi 3' });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(201);
    const v2 = reopened.body.data;
    expect(v2).toMatchObject({
      reportingYear: 2025,
      versionNo: 2,
      status: 'DRAFT',
      isBaseYear: true,
      previousVersionId: inventoryId,
      facilities: [expect.objectContaining({ facilityId: plant.id })],
    });
    const v1 = (await owner.get(base)).body.data;
    expect(v1).toMatchObject({ status: 'LOCKED', isBaseYear: false, versionNo: 1 });
    const v2Results = (await owner.get(`/inventories/${v2.id}/results`)).body.data;
    expect(v2Results.totals).toEqual(lockedResults.totals);
    expect((await owner.get(`/inventories/${v2.id}/denominators`)).body.data.denominators).toMatchObject({
      employees: 150,
    });
    const versions = (await auditor.get(`${base}/versions`)).body.data;
    expect(versions.map((v: { versionNo: number; status: string }) => [v.versionNo, v.status])).toEqual([
      [1, 'LOCKED'],
      [2, 'DRAFT'],
    ]);
    // Only the latest version may be reopened; the new one takes edits, the locked one never does.
    const again = await step(owner, base, 'REOPEN');
    expect(again.body.code).toBe('INVENTORY_NOT_LATEST_VERSION');
    expect((await member.post(`/inventories/${v2.id}/activity-rows`, DIESEL(plant.id, 10))).status).toBe(201);
    expect((await member.post(`${base}/activity-rows`, DIESEL(plant.id, 10))).body.code).toBe(
      'INVENTORY_NOT_EDITABLE',
    );
    expect((await auditor.get(`${base}/results`)).body.data.totals).toEqual(lockedResults.totals);
    const v1Trail = (await owner.get(`${base}/audit-events`)).body.data;
    expect(v1Trail[0]).toMatchObject({
      action: 'INVENTORY_REOPENED',
      after: { newVersionId: v2.id, newVersionNo: 2, reason: 'Bổ sung số liệu phạm vi 3' },
    });
    const v2Trail = (await owner.get(`/inventories/${v2.id}/audit-events`)).body.data;
    expect(v2Trail.map((e: { action: string }) => e.action)).toContain('INVENTORY_VERSION_CREATED');
    expect(ws.space.id).toBeTruthy();
  });

  it('refuses every event to every role the lifecycle does not name, from the status that allows it', async () => {
    const { base, inventoryId, owner, admin, member, auditor } = await setUp();
    const callers: Record<Exclude<SpaceRole, never>, Caller> = {
      OWNER: owner,
      ADMIN: admin,
      MEMBER: member,
      AUDITOR: auditor,
    };
    for (const event of LIFECYCLE_EVENTS) {
      const from = INVENTORY_STATUSES.find((s) => LIFECYCLE_TRANSITIONS[s][event]) as InventoryStatus;
      for (const role of Object.keys(callers) as SpaceRole[]) {
        await suite.db.query(`UPDATE inventories SET status = $2 WHERE id = $1`, [inventoryId, from]);
        const response = await step(callers[role], base, event, { reason: 'Lý do' });
        const expected = mayRoleSend(role, event) ? (event === 'REOPEN' ? 201 : 200) : 403;
        expect(response.status, `${event} by ${role}: ${JSON.stringify(response.body)}`).toBe(expected);
        if (event === 'REOPEN' && expected === 201)
          await suite.db.query(`DELETE FROM inventories WHERE previous_version_id = $1`, [inventoryId]);
      }
    }
  });

  it('answers 4xx to bad input and stale versions, never 5xx', async () => {
    const { base, plant, member, auditor, suspended } = await setUp();
    const row = (await member.post(`${base}/activity-rows`, ELECTRICITY(plant.id))).body.data;
    const rowUrl = `${base}/activity-rows/${row.id}`;
    const version = (await member.get(base)).body.data.version;
    const cases: [Caller, string, unknown, number][] = [
      [member, `${base}/transitions`, { event: 'PUBLISH', version }, 400],
      [member, `${base}/transitions`, { event: 'SUBMIT' }, 400],
      [member, `${base}/transitions`, { event: 'SUBMIT', version: 'one' }, 400],
      [member, `${base}/transitions`, { event: 'SUBMIT', version, reason: '<script>x</script>' }, 400],
      [member, `${base}/transitions`, { event: 'SUBMIT', version, reason: 'x'.repeat(2001) }, 400],
      [
        member,
        `${base}/transitions`,
        { event: 'SUBMIT', version, rowComments: [{ rowId: row.id, body: 'x' }] },
        400,
      ],
      [member, `${base}/transitions`, { event: 'SUBMIT', version: version + 5 }, 409],
      [member, '/inventories/not-a-uuid/transitions', { event: 'SUBMIT', version }, 400],
      [
        member,
        '/inventories/00000000-0000-4000-8000-000000000000/transitions',
        { event: 'SUBMIT', version },
        404,
      ],
      [member, `${rowUrl}/comments`, { body: '' }, 400],
      [member, `${rowUrl}/comments`, { body: '   ' }, 400],
      [member, `${rowUrl}/comments`, { body: 'Xem <b>đây</b>' }, 400],
      [member, `${rowUrl}/comments`, { body: 'x'.repeat(2001) }, 400],
      [member, `${rowUrl}/comments`, { text: 'thiếu body' }, 400],
      [
        member,
        `${base}/activity-rows/00000000-0000-4000-8000-000000000000/comments`,
        { body: 'Không có dòng' },
        404,
      ],
      [member, `${rowUrl}/comments/00000000-0000-4000-8000-000000000000/resolve`, undefined, 404],
      [suspended, `${rowUrl}/comments`, { body: 'Bị tạm ngưng' }, 403],
    ];
    for (const [who, url, payload, status] of cases) {
      const response = await who.post(url, payload);
      expect(response.status, `${url} ${JSON.stringify(payload)}: ${JSON.stringify(response.body)}`).toBe(
        status,
      );
    }
    const stale = await member.post(`${base}/transitions`, { event: 'SUBMIT', version: version + 5 });
    expect(stale.body.code).toBe('STALE_VERSION');
    // A REQUEST_CHANGES naming a row of another inventory is refused with the field.
    await member.post(`${base}/transitions`, { event: 'SUBMIT', version });
    await step(auditor, base, 'START_REVIEW');
    const unknownRow = await step(auditor, base, 'REQUEST_CHANGES', {
      reason: 'Xem lại',
      rowComments: [{ rowId: '00000000-0000-4000-8000-000000000000', body: 'Dòng nào?' }],
    });
    expect(unknownRow.status).toBe(400);
    expect(unknownRow.body.details).toEqual([{ field: 'rowComments.0.rowId', message: expect.any(String) }]);
    expect((await auditor.get(`${base}/comments?state=ALL`)).status).toBe(400);
  });
});
