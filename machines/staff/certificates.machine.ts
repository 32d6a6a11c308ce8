// The staff console's certificates (/staff/certificates): the list of issued certificates, searched (code, names,
// e-mail, organization), filtered by status and paged through the query; revoking one asks for a reason, then the
// server sets its bit in the revocation status list and the list is loaded again. Calls are named actors
// (src/app/wiring/staff-certificates.ts).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice, type Notice } from '../../domain/failures';
import type { components } from '../../openapi/schema';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';

export type StaffCertificate = components['schemas']['StaffCertificate'];
export type CertificateStatus = components['schemas']['CertificateStatus'];
type PageMeta = components['schemas']['PageMeta'];

export interface StaffCertificatesQuery {
  q: string;
  status: CertificateStatus | null;
  page: number;
}

export interface StaffCertificatesPage {
  items: StaffCertificate[];
  meta: PageMeta;
}

export interface StaffCertificatesContext {
  query: StaffCertificatesQuery;
  page: StaffCertificatesPage | null;
  loadError: Notice | null;
  revokeError: Notice | null;
  /** The certificate just revoked (the page announces it). */
  revoked: StaffCertificate | null;
}

export type StaffCertificatesEvent =
  | { type: 'user.search'; q: string }
  | { type: 'user.filterStatus'; status: CertificateStatus | null }
  | { type: 'user.page'; page: number }
  | { type: 'user.revoke'; id: string; reason: string }
  | { type: 'user.retry' };

export type StaffCertificatesView =
  | { kind: 'loading'; query: StaffCertificatesQuery }
  | { kind: 'failed'; query: StaffCertificatesQuery; error: Notice }
  /** Signed in, but not staff (403). */
  | { kind: 'forbidden'; error: Notice }
  | {
      kind: 'list';
      query: StaffCertificatesQuery;
      page: StaffCertificatesPage;
      revoking: boolean;
      revokeError: Notice | null;
      revoked: StaffCertificate | null;
    };

export const staffCertificatesMachine = setup({
  types: {} as {
    context: StaffCertificatesContext;
    events: StaffCertificatesEvent;
    tags: 'busy';
  },
  actors: {
    /** GET /staff/certificates with the query. */
    loadCertificates: fromPromise<StaffCertificatesPage, StaffCertificatesQuery>(
      notProvided('staffCertificates', 'loadCertificates'),
    ),
    /** POST /staff/certificates/{id}/revoke. */
    revokeCertificate: fromPromise<StaffCertificate, { id: string; reason: string }>(
      notProvided('staffCertificates', 'revokeCertificate'),
    ),
  },
  guards: {
    isForbidden: ({ event }) => failureOf(event).status === 403,
  },
  actions: {
    search: assign(({ context, event }) => {
      assertEvent(event, 'user.search');
      return { query: { ...context.query, q: event.q.trim(), page: 1 } };
    }),
    filterStatus: assign(({ context, event }) => {
      assertEvent(event, 'user.filterStatus');
      return { query: { ...context.query, status: event.status, page: 1 } };
    }),
    turnPage: assign(({ context, event }) => {
      assertEvent(event, 'user.page');
      return { query: { ...context.query, page: Math.max(1, Math.floor(event.page)) } };
    }),
    rememberPage: assign(({ event }) => {
      const page = outputOf(event) as StaffCertificatesPage | undefined;
      if (!page) throw new Error('staffCertificates: loadCertificates answered nothing');
      return { page, loadError: null };
    }),
    rememberLoadFailure: assign(({ event }) => ({ loadError: failureNotice(failureOf(event)) })),
    startRevoke: assign({ revokeError: null, revoked: null }),
    rememberRevoked: assign(({ event }) => ({
      revoked: (outputOf(event) as StaffCertificate | undefined) ?? null,
    })),
    showRevokeFailure: assign(({ event }) => ({ revokeError: failureNotice(failureOf(event)) })),
  },
}).createMachine({
  id: 'staffCertificates',
  context: {
    query: { q: '', status: null, page: 1 },
    page: null,
    loadError: null,
    revokeError: null,
    revoked: null,
  },
  initial: 'loading',
  on: {
    'user.search': { target: '.loading', actions: 'search' },
    'user.filterStatus': { target: '.loading', actions: 'filterStatus' },
    'user.page': { target: '.loading', actions: 'turnPage' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCertificates',
        src: 'loadCertificates',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: 'rememberPage' },
        onError: [
          { guard: 'isForbidden', target: 'forbidden', actions: 'rememberLoadFailure' },
          { target: 'failed', actions: 'rememberLoadFailure' },
        ],
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    forbidden: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.revoke': { target: 'revoking', actions: 'startRevoke' } },
        },
        revoking: {
          tags: ['busy'],
          invoke: {
            id: 'revokeCertificate',
            src: 'revokeCertificate',
            input: ({ event }) => {
              assertEvent(event, 'user.revoke');
              return { id: event.id, reason: event.reason };
            },
            onDone: { target: '#staffCertificates.loading', actions: 'rememberRevoked' },
            onError: { target: 'idle', actions: 'showRevokeFailure' },
          },
        },
      },
    },
  },
});

export type StaffCertificatesSnapshot = SnapshotFrom<typeof staffCertificatesMachine>;

export function selectStaffCertificatesView(snapshot: StaffCertificatesSnapshot): StaffCertificatesView {
  const { context } = snapshot;
  const error = context.loadError ?? { key: 'errors.generic' as const, text: null };
  if (snapshot.matches('forbidden')) return { kind: 'forbidden', error };
  if (snapshot.matches('failed')) {
    return { kind: 'failed', query: context.query, error };
  }
  if (!context.page) return { kind: 'loading', query: context.query };
  return {
    kind: 'list',
    query: context.query,
    page: context.page,
    revoking: snapshot.matches({ ready: 'revoking' }),
    revokeError: context.revokeError,
    revoked: context.revoked,
  };
}
