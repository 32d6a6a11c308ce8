// The README's permission and plan tables, rendered from the one permission table (domain/workspace-permissions.ts)
// and the plans (./plans); server/spaces/permissions.test.ts checks that the README holds exactly these.
import {
  callerMayCall,
  PERMISSIONS,
  type Audience,
  type CallerKind,
  type Permission,
  type PermissionKey,
  CALLERS,
} from '../../domain/workspace-permissions';
import { PLANS, subscriptionResources } from './plans';

const CALLER_TITLES: Record<CallerKind, string> = {
  OWNER: 'OWNER',
  ADMIN: 'ADMIN',
  MEMBER: 'MEMBER',
  AUDITOR: 'AUDITOR',
  SUSPENDED: 'suspended member',
  NON_MEMBER: 'non-member',
  SIGNED_OUT: 'signed out',
};

function cell(key: PermissionKey, caller: CallerKind): string {
  if (!callerMayCall(key, caller)) return '—';
  const audience: Audience = PERMISSIONS[key].audience;
  if (
    audience.kind !== 'space' ||
    caller === 'SUSPENDED' ||
    caller === 'NON_MEMBER' ||
    caller === 'SIGNED_OUT'
  )
    return '✓';
  const scopes = audience.roles[caller] ?? [];
  if (scopes.includes('any')) return '✓';
  const parts: string[] = [];
  if (scopes.includes('memberTargets')) parts.push('MEMBERs');
  if (scopes.includes('self')) parts.push('self');
  return `${parts.join(' and ')} only`;
}

/** The README's permission table (markdown), rendered from PERMISSIONS. */
export function renderPermissionTable(): string {
  const header = ['call', ...CALLERS.map((c) => CALLER_TITLES[c]), 'note'];
  const rows = (Object.keys(PERMISSIONS) as PermissionKey[]).map((key) => {
    const p: Permission = PERMISSIONS[key];
    return [`\`${p.method.toUpperCase()} ${p.path}\``, ...CALLERS.map((c) => cell(key, c)), p.note];
  });
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(3, ...table.map((row) => [...row[i]].length)));
  const line = (row: string[]) =>
    `| ${row.map((text, i) => text + ' '.repeat(widths[i] - [...text].length)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The README's plan table (markdown), rendered from PLANS. */
export function renderPlanTable(): string {
  const resources = subscriptionResources;
  const header = ['plan', 'price (VND)', ...resources, 'sales'];
  const rows = PLANS.map((plan) => [
    plan.code,
    plan.priceVnd === null
      ? 'by agreement'
      : `${plan.priceVnd.toLocaleString('en-US')} / ${plan.billingPeriod.toLowerCase()}`,
    ...resources.map((resource) => {
      const limit = plan.limits[resource];
      return limit === null ? 'unlimited' : String(limit);
    }),
    plan.contactSales ? 'contact sales' : '',
  ]);
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(3, ...table.map((row) => [...row[i]].length)));
  const line = (row: string[]) =>
    `| ${row.map((text, i) => text + ' '.repeat(widths[i] - [...text].length)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
