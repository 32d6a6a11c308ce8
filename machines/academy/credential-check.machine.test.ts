// The credential-file check: the server's verdict is shown as it is (valid, revoked, invalid with its reason); a
// refused request or a network failure brings the form back with the message; another file can be checked after.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  credentialCheckMachine,
  selectCredentialCheckView,
  type CertificateVerification,
} from './credential-check.machine';

const INVALID: CertificateVerification = {
  state: 'INVALID',
  problem: 'Chữ ký không khớp với khoá công khai',
  code: null,
  recipientName: null,
  courseTitle: null,
  issuerName: null,
  issuedAt: null,
  revokedAt: null,
  reason: null,
  kid: null,
};

function start(answer: (credential: string) => Promise<CertificateVerification>) {
  const sent: string[] = [];
  const actor = createActor(
    credentialCheckMachine.provide({
      actors: {
        checkCredential: fromPromise<CertificateVerification, { credential: string }>(({ input }) => {
          sent.push(input.credential);
          return answer(input.credential);
        }),
      },
    }),
  ).start();
  return { actor, sent, view: () => selectCredentialCheckView(actor.getSnapshot()) };
}

describe('credential check machine', () => {
  it('shows the verdict of the server, then lets another credential be checked', async () => {
    const { actor, sent, view } = start(async () => INVALID);
    expect(view()).toEqual({ kind: 'idle', busy: false, error: null });
    actor.send({ type: 'user.check', credential: 'a.b.c' });
    expect(view()).toMatchObject({ kind: 'idle', busy: true });
    await waitFor(actor, (snapshot) => snapshot.matches('checked'));
    expect(view()).toEqual({ kind: 'checked', result: INVALID });
    actor.send({ type: 'user.reset' });
    expect(view()).toEqual({ kind: 'idle', busy: false, error: null });
    expect(sent).toEqual(['a.b.c']);
  });

  it('brings the form back with the message when the request is refused', async () => {
    const { actor, view } = start(() =>
      Promise.reject({ statusCode: 429, code: 'RATE_LIMITED', message: 'Bạn thao tác quá nhiều lần' }),
    );
    actor.send({ type: 'user.check', credential: 'a.b.c' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.error !== null);
    expect(view()).toMatchObject({ kind: 'idle', busy: false, error: { key: 'errors.rateLimited' } });
  });
});
