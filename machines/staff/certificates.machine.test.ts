// The staff certificate list: the query (search, status, page) goes to the server as typed; a revocation reloads
// the list and names the certificate revoked; a refused revocation keeps the list with the message; a visitor who
// is not staff gets "no access" rather than an error.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectStaffCertificatesView,
  staffCertificatesMachine,
  type StaffCertificate,
  type StaffCertificatesPage,
  type StaffCertificatesQuery,
} from './certificates.machine';

const ITEM: StaffCertificate = {
  id: '5f0c8a52-7d4e-4c1b-9a3e-2b7d9c1e4f60',
  code: 'GHG-2026-7K4Q9X',
  courseId: 3,
  courseTitle: 'Kiểm kê khí nhà kính cơ bản',
  firstName: 'Hằng',
  lastName: 'Nguyễn Thị',
  email: 'hang@thepxanh.vn',
  organizationName: 'Công ty TNHH Thép Xanh',
  issuedAt: '2026-11-24T08:00:00.000Z',
  status: 'VALID',
  revokedAt: null,
  revocationReason: null,
};
const page = (items: StaffCertificate[]): StaffCertificatesPage => ({
  items,
  meta: { page: 1, take: 20, total: items.length, pageCount: 1 },
});

function start(
  load: (query: StaffCertificatesQuery) => Promise<StaffCertificatesPage>,
  revoke: (input: { id: string; reason: string }) => Promise<StaffCertificate>,
) {
  const queries: StaffCertificatesQuery[] = [];
  const actor = createActor(
    staffCertificatesMachine.provide({
      actors: {
        loadCertificates: fromPromise<StaffCertificatesPage, StaffCertificatesQuery>(({ input }) => {
          queries.push(input);
          return load(input);
        }),
        revokeCertificate: fromPromise<StaffCertificate, { id: string; reason: string }>(({ input }) =>
          revoke(input),
        ),
      },
    }),
  ).start();
  return { actor, queries, view: () => selectStaffCertificatesView(actor.getSnapshot()) };
}

describe('staff certificates machine', () => {
  it('sends the search, the status filter and the page as typed (a new search starts at page 1)', async () => {
    const { actor, queries } = start(
      async () => page([ITEM]),
      () => Promise.reject(new Error('no')),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'user.page', page: 3 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'user.search', q: '  GHG-2026  ' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'user.filterStatus', status: 'REVOKED' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(queries).toEqual([
      { q: '', status: null, page: 1 },
      { q: '', status: null, page: 3 },
      { q: 'GHG-2026', status: null, page: 1 },
      { q: 'GHG-2026', status: 'REVOKED', page: 1 },
    ]);
  });

  it('reloads the list after a revocation and names the certificate revoked', async () => {
    const revoked = {
      ...ITEM,
      status: 'REVOKED' as const,
      revokedAt: '2026-11-24T09:00:00.000Z',
      revocationReason: 'Cấp nhầm',
    };
    let current = [ITEM];
    const asked: { id: string; reason: string }[] = [];
    const { actor, view } = start(
      async () => page(current),
      async (input) => {
        asked.push(input);
        current = [revoked];
        return revoked;
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'user.revoke', id: ITEM.id, reason: 'Cấp nhầm' });
    expect(view()).toMatchObject({ kind: 'list', revoking: true });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('ready') && snapshot.context.page?.items[0].status === 'REVOKED',
    );
    expect(asked).toEqual([{ id: ITEM.id, reason: 'Cấp nhầm' }]);
    expect(view()).toMatchObject({ kind: 'list', revoking: false, revoked: { code: ITEM.code } });
  });

  it('keeps the list with the message when the revocation is refused', async () => {
    const { actor, view } = start(
      async () => page([ITEM]),
      () => Promise.reject({ statusCode: 409, code: 'CONFLICT', message: 'Chứng chỉ đã bị thu hồi' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'user.revoke', id: ITEM.id, reason: 'Cấp nhầm' });
    await waitFor(actor, (snapshot) => snapshot.context.revokeError !== null);
    expect(view()).toMatchObject({
      kind: 'list',
      revoking: false,
      revokeError: { text: 'Chứng chỉ đã bị thu hồi' },
    });
  });

  it('tells a visitor who is not staff that they have no access', async () => {
    const { actor, view } = start(
      () => Promise.reject({ statusCode: 403, code: 'FORBIDDEN', message: 'Bạn không có quyền truy cập' }),
      () => Promise.reject(new Error('no')),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('forbidden'));
    expect(view()).toMatchObject({ kind: 'forbidden', error: { text: 'Bạn không có quyền truy cập' } });
  });
});
