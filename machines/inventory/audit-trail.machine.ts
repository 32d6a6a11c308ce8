// /work-space/inventories/{id}/audit (issue 15): the inventory's append-only audit trail, newest first, one page at a
// time, optionally of one kind of thing (the inventory, its boundary, its activity rows, ...). Turning the page or
// changing the kind loads that page from the server (the filter is the server's, so the page count is right); a
// failed load keeps what was shown and offers a retry.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/schema';
import { notProvided } from '../kit/actors';
import { outputOf } from '../kit/failures';
import type { Refusal, SpaceInput } from './inventory.types';
import { refusalOf } from './refusal';

export type AuditEvent = components['schemas']['InventoryAuditEvent'];
export type AuditEntity = AuditEvent['entity'];
export type PageMeta = components['schemas']['PageMeta'];

/** The kinds the screen filters by, in the order it offers them (facility and factor events belong to the
 * workspace, not to one inventory, so an inventory's trail has none). */
export const AUDIT_ENTITIES: readonly AuditEntity[] = ['INVENTORY', 'BOUNDARY', 'ACTIVITY_ROW', 'COMMENT'];

/** The screen's page size. */
export const AUDIT_PAGE_SIZE = 20;

export type AuditTrailInput = SpaceInput & { inventoryId: string };
export type LoadAuditInput = AuditTrailInput & { page: number; take: number; entity: AuditEntity | null };
export type LoadAuditOutput = { data: AuditEvent[]; meta: PageMeta };

export interface AuditTrailContext {
  spaceId: string | null;
  inventoryId: string;
  page: number;
  entity: AuditEntity | null;
  events: AuditEvent[];
  meta: PageMeta | null;
  error: Refusal | null;
}

export type AuditTrailEvent =
  | { type: 'user.page'; page: number }
  | { type: 'user.filter'; entity: AuditEntity | null }
  | { type: 'user.retry' };

export const auditTrailMachine = setup({
  types: {} as { context: AuditTrailContext; events: AuditTrailEvent; input: AuditTrailInput },
  actors: {
    /** GET /inventories/{id}/audit-events?page&take&entity */
    loadAuditEvents: fromPromise<LoadAuditOutput, LoadAuditInput>(
      notProvided('auditTrail', 'loadAuditEvents'),
    ),
  },
  guards: {
    /** A page that exists and is not the one shown. */
    isOtherPage: ({ context, event }) =>
      event.type === 'user.page' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.page &&
      event.page <= Math.max(1, context.meta?.pageCount ?? 1),
    isOtherKind: ({ context, event }) => event.type === 'user.filter' && event.entity !== context.entity,
  },
  actions: {
    choosePage: assign(({ event }) => (event.type === 'user.page' ? { page: event.page } : {})),
    chooseKind: assign(({ event }) =>
      event.type === 'user.filter' ? { entity: event.entity, page: 1 } : {},
    ),
    rememberPage: assign(({ event }) => {
      const output = outputOf(event) as LoadAuditOutput;
      return { events: output.data, meta: output.meta, error: null };
    }),
    rememberFailure: assign(({ event }) => ({ error: refusalOf(event) })),
  },
}).createMachine({
  id: 'auditTrail',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    inventoryId: input.inventoryId,
    page: 1,
    entity: null,
    events: [],
    meta: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAuditEvents',
        src: 'loadAuditEvents',
        input: ({ context }) => ({
          spaceId: context.spaceId,
          inventoryId: context.inventoryId,
          page: context.page,
          take: AUDIT_PAGE_SIZE,
          entity: context.entity,
        }),
        onDone: { target: 'ready', actions: 'rememberPage' },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    ready: {
      on: {
        'user.page': { guard: 'isOtherPage', target: 'loading', actions: 'choosePage' },
        'user.filter': { guard: 'isOtherKind', target: 'loading', actions: 'chooseKind' },
      },
    },
    failed: {
      on: {
        'user.retry': 'loading',
        'user.filter': { guard: 'isOtherKind', target: 'loading', actions: 'chooseKind' },
      },
    },
  },
});

export type AuditTrailSnapshot = SnapshotFrom<typeof auditTrailMachine>;
