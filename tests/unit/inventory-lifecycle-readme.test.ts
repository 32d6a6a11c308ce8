// The README's lifecycle table (section "GHG inventory: lifecycle and review") says what the one definition
// (domain/inventory/lifecycle.ts) says: for each event, who may send it and from which statuses to which.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  INVENTORY_STATUSES,
  LIFECYCLE_EVENT_ROLES,
  LIFECYCLE_EVENTS,
  LIFECYCLE_TRANSITIONS,
} from '../../domain/inventory/lifecycle';
import { spaceRoles } from '../../domain/membership-lifecycle';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README’s lifecycle table', () => {
  it.each(LIFECYCLE_EVENTS)('states the roles and moves of %s', (event) => {
    const line = README.split('\n').find((l) => new RegExp(`^\\| ${event} +\\|`).test(l));
    expect(line, `README has a row for ${event}`).toBeDefined();
    const [, who, moves] = line!
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    const named = spaceRoles.filter((role) => new RegExp(`\\b${role}\\b`).test(who));
    expect([...named].sort()).toEqual([...LIFECYCLE_EVENT_ROLES[event]].sort());
    const [from, to] = moves.split('→').map((part) => part.trim());
    const sources = INVENTORY_STATUSES.filter((status) => LIFECYCLE_TRANSITIONS[status][event]);
    expect(INVENTORY_STATUSES.filter((status) => new RegExp(`\\b${status}\\b`).test(from))).toEqual(sources);
    for (const status of sources) expect(to).toContain(LIFECYCLE_TRANSITIONS[status][event]);
  });
});
