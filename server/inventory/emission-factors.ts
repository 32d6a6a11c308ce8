// The emission-factor library as a workspace sees it (issue 15, slice 2): the built-in factors and the workspace's
// own, filtered and paged, and a new workspace factor, checked by the domain's rules (400 with per-field details), its
// code unique in the workspace (409), stored with its audit event in one transaction.
import { categoryOf } from '../../domain/inventory/activity-categories';
import { FACTOR_LIBRARY } from '../../domain/inventory/factors/library';
import { workspaceFactor } from '../../domain/inventory/factors/workspace-factor';
import type { Db } from '../db/client';
import { insertAuditEvent } from '../db/repos/inventory';
import { factorCodeTaken, insertWorkspaceFactor, workspaceFactors } from '../db/repos/inventory-activity';
import { ApiError, validationFailed } from '../errors';
import type { SpaceAccess } from '../spaces/access';
import type { components } from '../../openapi/schema';
import { factorView, workspaceFactorDetails, type EmissionFactorView } from './activity-mapping';
import type { Actor } from './activity';

export const factorCodeTakenError = () => new ApiError(409, 'FACTOR_CODE_TAKEN', 'factorCodeTaken');

export interface FactorFilter {
  category?: string;
  group?: string;
  activity?: string;
  q?: string;
}

export async function pageEmissionFactors(
  db: Db,
  spaceId: string,
  filter: FactorFilter,
  page: number,
  take: number,
): Promise<{ data: EmissionFactorView[]; meta: components['schemas']['PageMeta'] }> {
  const own = await workspaceFactors(db, spaceId);
  const groups = filter.category
    ? new Set((categoryOf(filter.category)?.inputs ?? []).flatMap((r) => r.factorGroups))
    : null;
  const q = filter.q?.trim().toLowerCase();
  const all = [...FACTOR_LIBRARY, ...own].filter(
    (f) =>
      (!groups || groups.has(f.group)) &&
      (!filter.group || f.group === filter.group) &&
      (!filter.activity || f.activity === filter.activity) &&
      (!q ||
        f.id.toLowerCase().includes(q) ||
        f.activity.toLowerCase().includes(q) ||
        f.source.document.toLowerCase().includes(q)),
  );
  const start = (page - 1) * take;
  return {
    data: all.slice(start, start + take).map(factorView),
    meta: { page, take, total: all.length, pageCount: Math.ceil(all.length / take) },
  };
}

export async function createEmissionFactor(
  db: Db,
  access: SpaceAccess,
  actor: Actor,
  input: components['schemas']['WorkspaceFactorInput'],
): Promise<EmissionFactorView> {
  const spaceId = access.space.id;
  const made = workspaceFactor({
    workspaceId: spaceId,
    code: input.code,
    value: input.value,
    perUnit: input.perUnit,
    gas: input.gas,
    group: input.group,
    document: input.document,
    table: input.table,
    row: input.row,
    year: input.year,
    evidence: input.evidence,
    region: input.region,
    validFrom: input.validFrom,
    validTo: input.validTo ?? null,
  });
  if (!made.ok) throw validationFailed(workspaceFactorDetails(made.issues));
  return db.transaction(async (tx) => {
    if (await factorCodeTaken(tx, spaceId, input.code.trim())) throw factorCodeTakenError();
    const { id, factor } = await insertWorkspaceFactor(tx, spaceId, input.code.trim(), made.factor, actor.id);
    await insertAuditEvent(tx, {
      spaceId,
      inventoryId: null,
      entity: 'FACTOR',
      entityId: id,
      action: 'FACTOR_CREATED',
      actor,
      before: null,
      after: factor,
    });
    return factorView(factor);
  });
}
