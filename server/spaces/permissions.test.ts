import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../openapi';
import { CALLERS, PERMISSIONS, callerMayCall, type PermissionKey } from '../../domain/workspace-permissions';
import { renderPermissionTable, renderPlanTable } from './permissions';
import { PLANS, decideAccess, findPlan } from './plans';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The cells of a markdown table, whitespace-insensitive (prettier may re-pad the columns). */
function cells(markdown: string): string[][] {
  return markdown
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

function block(name: string): string {
  const match = new RegExp(`<!-- ${name}:start -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(README);
  if (!match) throw new Error(`README has no ${name} block`);
  return match[1];
}

describe('the permission table', () => {
  it('is the same in the README as in the data', () => {
    expect(cells(block('permissions'))).toHaveLength(Object.keys(PERMISSIONS).length + 1);
    expect(cells(block('permissions'))).toEqual(cells(renderPermissionTable()));
    expect(cells(block('plans'))).toEqual(cells(renderPlanTable()));
  });

  it('names exactly the operations of the spaces, tenant, subscription and ghg-reports and inventory tags of the contract', () => {
    const doc = loadOpenApi();
    const operations: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, { tags?: string[] }>)) {
        if (
          operation.tags?.some((tag) =>
            ['spaces', 'tenant', 'subscription', 'ghg-reports', 'inventory'].includes(tag),
          )
        )
          operations.push(`${method} ${path}`);
      }
    }
    const table = Object.values(PERMISSIONS).map((p) => `${p.method} ${p.path}`);
    expect([...table].sort()).toEqual(operations.sort());
  });

  it('never lets a signed-out caller into a protected call, nor a suspended member or an outsider into a space', () => {
    for (const key of Object.keys(PERMISSIONS) as PermissionKey[]) {
      const audience = PERMISSIONS[key].audience;
      expect(callerMayCall(key, 'SIGNED_OUT')).toBe(audience.kind === 'public');
      if (audience.kind === 'space') {
        expect(callerMayCall(key, 'SUSPENDED')).toBe(false);
        expect(callerMayCall(key, 'NON_MEMBER')).toBe(false);
        expect(callerMayCall(key, 'OWNER')).toBe(true);
      }
    }
    expect(CALLERS).toHaveLength(7);
  });
});

describe('the plans', () => {
  it('decides access from the limit: unlimited, not in the plan, used up', () => {
    const free = findPlan('FREE');
    expect(decideAccess(free, 'MEMBER_SEAT', 2, 1)).toEqual({
      allowed: true,
      limit: 3,
      used: 2,
      plan: 'FREE',
    });
    expect(decideAccess(free, 'MEMBER_SEAT', 3, 1)).toMatchObject({
      allowed: false,
      reason: 'PLAN_LIMIT_REACHED',
    });
    expect(decideAccess(free, 'CBAM_REPORT', 0, 1)).toMatchObject({ allowed: false, reason: 'NOT_IN_PLAN' });
    expect(decideAccess(findPlan('ENTERPRISE'), 'CBAM_REPORT', 10_000, 5)).toMatchObject({
      allowed: true,
      limit: null,
    });
    expect(findPlan('UNKNOWN').code).toBe('FREE');
  });

  it('grow from plan to plan: no limit of a higher plan is below the lower one', () => {
    for (let i = 1; i < PLANS.length; i++) {
      for (const [resource, limit] of Object.entries(PLANS[i].limits)) {
        const lower = PLANS[i - 1].limits[resource as keyof (typeof PLANS)[number]['limits']];
        if (limit !== null && lower !== null) expect(limit).toBeGreaterThanOrEqual(lower);
        if (lower === null) expect(limit).toBeNull();
      }
    }
  });
});
