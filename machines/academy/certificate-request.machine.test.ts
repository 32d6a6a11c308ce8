// The certificate request machine on a fake backend: where the learner stands decides the screen; the server's
// field errors come back next to their field; a course found incomplete by the server reloads the standing; the
// issued certificate's downloads report their failures without leaving the certificate.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { certificateRequestMachine, selectCertificateRequestView } from './certificate-request.machine';
import type {
  Certificate,
  CertificateStanding,
  DownloadCertificateInput,
  LoadCertificateOutput,
  RequestCertificateInput,
} from './certificate-request.types';
import { CERTIFICATE } from '../../tests/paths/registry/certificates';

const COURSE = { id: 3, slug: 'kiem-ke-khi-nha-kinh-co-ban', title: 'Kiểm kê khí nhà kính cơ bản' };
const VALUES = {
  firstName: 'Hằng',
  lastName: 'Nguyễn Thị',
  email: 'hang@thepxanh.vn',
  phone: '0912345678',
  organizationName: 'Công ty TNHH Thép Xanh',
};
const PREFILL = { ...VALUES, phone: '' };

function start(
  standings: CertificateStanding[],
  request: (input: RequestCertificateInput) => Promise<Certificate>,
  download: (input: DownloadCertificateInput) => Promise<void> = async () => {},
) {
  const loads: number[] = [];
  const actor = createActor(
    certificateRequestMachine.provide({
      actors: {
        loadCertificate: fromPromise<LoadCertificateOutput, { courseId: number }>(async ({ input }) => {
          loads.push(input.courseId);
          const standing = standings[Math.min(loads.length - 1, standings.length - 1)];
          return { course: COURSE, standing };
        }),
        requestCertificate: fromPromise<Certificate, RequestCertificateInput>(({ input }) => request(input)),
        downloadCertificate: fromPromise<void, DownloadCertificateInput>(({ input }) => download(input)),
      },
    }),
    { input: { courseId: COURSE.id } },
  ).start();
  return { actor, loads, view: () => selectCertificateRequestView(actor.getSnapshot()) };
}

describe('certificate request machine', () => {
  it('shows the form, prefilled, for a completed course; issues the certificate on submit', async () => {
    const sent: RequestCertificateInput[] = [];
    const { actor, view } = start([{ kind: 'ready', prefill: PREFILL }], async (input) => {
      sent.push(input);
      return CERTIFICATE;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(view()).toMatchObject({ kind: 'form', course: COURSE, prefill: PREFILL, busy: false });
    actor.send({ type: 'user.submit', values: VALUES });
    expect(view()).toMatchObject({ kind: 'form', busy: true });
    await waitFor(actor, (snapshot) => snapshot.matches('issued'));
    expect(sent).toEqual([{ courseId: COURSE.id, values: VALUES }]);
    expect(view()).toMatchObject({ kind: 'issued', certificate: CERTIFICATE, downloading: null });
  });

  it.each([
    [{ kind: 'notJoined' } as const, { kind: 'notJoined' }],
    [{ kind: 'incomplete', progressPercent: 60 } as const, { kind: 'incomplete', progressPercent: 60 }],
    [{ kind: 'issued', certificate: CERTIFICATE } as const, { kind: 'issued', certificate: CERTIFICATE }],
  ])('a learner who is %o sees that screen', async (standing, expected) => {
    const { actor, view } = start([standing], () => Promise.reject(new Error('not called')));
    await waitFor(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('routing'));
    expect(view()).toMatchObject(expected);
  });

  it('keeps the server field errors next to their field until the field is edited', async () => {
    const { actor, view } = start([{ kind: 'ready', prefill: PREFILL }], () =>
      Promise.reject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Dữ liệu không hợp lệ',
        details: [{ field: 'phone', message: 'Số điện thoại không hợp lệ' }],
      }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'user.submit', values: VALUES });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && Boolean(snapshot.context.error));
    expect(view()).toMatchObject({
      kind: 'form',
      fieldErrors: { phone: { text: 'Số điện thoại không hợp lệ' } },
    });
    actor.send({ type: 'user.editField', field: 'phone' });
    expect(view()).toMatchObject({ kind: 'form', fieldErrors: {} });
  });

  it('reloads the standing when the server finds the course incomplete (409)', async () => {
    const { actor, view, loads } = start(
      [
        { kind: 'ready', prefill: PREFILL },
        { kind: 'incomplete', progressPercent: 90 },
      ],
      () => Promise.reject({ statusCode: 409, code: 'CONFLICT', message: 'Khoá học chưa hoàn thành' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'user.submit', values: VALUES });
    await waitFor(actor, (snapshot) => snapshot.matches('incomplete'));
    expect(loads).toHaveLength(2);
    expect(view()).toMatchObject({ kind: 'incomplete', progressPercent: 90 });
  });

  it('says a download failed and keeps the certificate', async () => {
    const asked: DownloadCertificateInput[] = [];
    const { actor, view } = start(
      [{ kind: 'issued', certificate: CERTIFICATE }],
      () => Promise.reject(new Error('not called')),
      async (input) => {
        asked.push(input);
        throw { code: 'ERR_NETWORK', message: 'Network Error' };
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('issued'));
    actor.send({ type: 'user.download', kind: 'pdf' });
    expect(view()).toMatchObject({ kind: 'issued', downloading: 'pdf' });
    await waitFor(actor, (snapshot) => snapshot.matches({ issued: 'idle' }));
    expect(asked).toEqual([{ certificate: CERTIFICATE, kind: 'pdf' }]);
    expect(view()).toMatchObject({
      kind: 'issued',
      downloading: null,
      downloadError: { key: 'errors.networkError' },
    });
  });

  it('says an unknown course is missing and a failed load can be retried', async () => {
    let calls = 0;
    const actor = createActor(
      certificateRequestMachine.provide({
        actors: {
          loadCertificate: fromPromise<LoadCertificateOutput, { courseId: number }>(async () => {
            calls += 1;
            if (calls === 1) throw { code: 'ERR_NETWORK', message: 'Network Error' };
            throw { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' };
          }),
        },
      }),
      { input: { courseId: 999 } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectCertificateRequestView(actor.getSnapshot()).kind).toBe('failed');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('missing'));
    expect(selectCertificateRequestView(actor.getSnapshot())).toEqual({ kind: 'missing' });
  });
});
