// Checking a downloaded credential on the verification page: the learner or an employer pastes or opens the
// `.jwt` file, the server checks its signature against the published keys, its issuer, dates and revocation bit
// (POST /academy/credentials/verify) and answers VALID, REVOKED or INVALID with the reason. The file is read by
// the view; the machine only holds the text sent and the answer.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice, type Notice } from '../../domain/failures';
import type { components } from '../../openapi/schema';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';

export type CertificateVerification = components['schemas']['CertificateVerification'];

export interface CredentialCheckContext {
  result: CertificateVerification | null;
  error: Notice | null;
}

export type CredentialCheckEvent =
  /** The credential's text (a compact JWS), already trimmed by the view. */
  { type: 'user.check'; credential: string } | { type: 'user.reset' };

export type CredentialCheckView =
  | { kind: 'idle'; busy: boolean; error: Notice | null }
  | { kind: 'checked'; result: CertificateVerification };

export const credentialCheckMachine = setup({
  types: {} as {
    context: CredentialCheckContext;
    events: CredentialCheckEvent;
    tags: 'busy';
  },
  actors: {
    /** POST /academy/credentials/verify; rejects with the API error body. */
    checkCredential: fromPromise<CertificateVerification, { credential: string }>(
      notProvided('credentialCheck', 'checkCredential'),
    ),
  },
  actions: {
    rememberResult: assign(({ event }) => {
      const result = outputOf(event) as CertificateVerification | undefined;
      if (!result) throw new Error('credentialCheck: checkCredential answered nothing');
      return { result, error: null };
    }),
    showFailure: assign(({ event }) => ({ error: failureNotice(failureOf(event)) })),
    forget: assign({ result: null, error: null }),
  },
}).createMachine({
  id: 'credentialCheck',
  context: { result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.check': { target: 'checking', actions: 'forget' } },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkCredential',
        src: 'checkCredential',
        input: ({ event }) => {
          assertEvent(event, 'user.check');
          return { credential: event.credential };
        },
        onDone: { target: 'checked', actions: 'rememberResult' },
        onError: { target: 'idle', actions: 'showFailure' },
      },
    },
    checked: {
      on: {
        'user.reset': { target: 'idle', actions: 'forget' },
        'user.check': { target: 'checking', actions: 'forget' },
      },
    },
  },
});

export type CredentialCheckSnapshot = SnapshotFrom<typeof credentialCheckMachine>;

export function selectCredentialCheckView(snapshot: CredentialCheckSnapshot): CredentialCheckView {
  const { context } = snapshot;
  if (snapshot.matches('checked') && context.result) return { kind: 'checked', result: context.result };
  return { kind: 'idle', busy: snapshot.hasTag('busy'), error: context.error };
}
