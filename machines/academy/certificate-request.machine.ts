// The certificate request (/academy/course/{id}/certificate): load where the learner stands with the course (the
// course, their enrolment and any certificate) -> not joined | not complete yet | the form | issued. The form's
// values stay in the view (checked with the shared schema, the spec's messages); the server checks completion
// again and issues the certificate at once (201, or 200 with the one already issued). Once issued, the PDF and
// the signed credential are downloaded through named actors (the calls need the bearer token, so no plain link).
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureNotice } from '../../domain/failures';
import { notProvided } from '../kit/actors';
import { failureOf, outputOf } from '../kit/failures';
import type {
  Certificate,
  CertificateRequestTypes,
  CertificateRequestView,
  DownloadCertificateInput,
  LoadCertificateInput,
  LoadCertificateOutput,
  RequestCertificateInput,
} from './certificate-request.types';

export const certificateRequestMachine = setup({
  types: {} as CertificateRequestTypes,
  actors: {
    /** GET /academy/courses/{id} (+ GET /academy/certificates when one is issued) and the profile for the form. */
    loadCertificate: fromPromise<LoadCertificateOutput, LoadCertificateInput>(
      notProvided('certificateRequest', 'loadCertificate'),
    ),
    /** POST /academy/courses/{id}/certificate; rejects with the API error body. */
    requestCertificate: fromPromise<Certificate, RequestCertificateInput>(
      notProvided('certificateRequest', 'requestCertificate'),
    ),
    /** GET /academy/certificates/{id}/pdf or /credential, saved as a file by the browser. */
    downloadCertificate: fromPromise<void, DownloadCertificateInput>(
      notProvided('certificateRequest', 'downloadCertificate'),
    ),
  },
  guards: {
    isMissing: ({ event }) => [400, 404].includes(failureOf(event).status ?? 0),
    isNotJoined: ({ context }) => context.standing?.kind === 'notJoined',
    isIncomplete: ({ context }) => context.standing?.kind === 'incomplete',
    isIssued: ({ context }) => context.standing?.kind === 'issued',
    isValidationFailure: ({ event }) => failureOf(event).kind === 'validation',
    /** 409: the server does not find the course complete (progress changed elsewhere). */
    isNotComplete: ({ event }) => failureOf(event).status === 409,
    /** 403: not (or no longer) joined. */
    isForbidden: ({ event }) => failureOf(event).status === 403,
  },
  actions: {
    /** Injected by the app: the success toast. */
    certificateIssued: (_, _params: { certificate: Certificate }) => {},
    rememberLoaded: assign(({ event }) => {
      const output = outputOf(event) as LoadCertificateOutput | undefined;
      if (!output) throw new Error('certificateRequest: loadCertificate answered nothing');
      return { course: output.course, standing: output.standing, loadError: null };
    }),
    rememberLoadFailure: assign(({ event }) => ({ loadError: failureNotice(failureOf(event)) })),
    rememberIssued: assign(({ event }) => {
      const certificate = outputOf(event) as Certificate | undefined;
      if (!certificate) throw new Error('certificateRequest: requestCertificate answered nothing');
      return { standing: { kind: 'issued' as const, certificate }, fieldErrors: {}, error: null };
    }),
    startSubmission: assign({ fieldErrors: {}, error: null }),
    forgetFieldError: assign(({ context, event }) => {
      assertEvent(event, 'user.editField');
      const { [event.field]: _edited, ...fieldErrors } = context.fieldErrors;
      return { fieldErrors };
    }),
    showFieldErrors: assign(({ event }) => {
      const failure = failureOf(event);
      return { fieldErrors: failure.fieldErrors, error: failureNotice(failure) };
    }),
    showFailure: assign(({ event }) => ({ fieldErrors: {}, error: failureNotice(failureOf(event)) })),
    startDownload: assign(({ event }) => {
      assertEvent(event, 'user.download');
      return { downloadError: null, downloading: event.kind };
    }),
    showDownloadFailure: assign(({ event }) => ({ downloadError: failureNotice(failureOf(event)) })),
  },
}).createMachine({
  id: 'certificateRequest',
  context: ({ input }) => ({
    courseId: input.courseId,
    course: null,
    standing: null,
    loadError: null,
    fieldErrors: {},
    error: null,
    downloadError: null,
    downloading: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCertificate',
        src: 'loadCertificate',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'routing', actions: 'rememberLoaded' },
        onError: [
          { guard: 'isMissing', target: 'missing', actions: 'rememberLoadFailure' },
          { target: 'failed', actions: 'rememberLoadFailure' },
        ],
      },
    },
    routing: {
      always: [
        { guard: 'isNotJoined', target: 'notJoined' },
        { guard: 'isIncomplete', target: 'incomplete' },
        { guard: 'isIssued', target: 'issued' },
        { target: 'editing' },
      ],
    },
    failed: { on: { 'user.retry': 'loading' } },
    missing: {},
    notJoined: { on: { 'user.retry': 'loading' } },
    incomplete: { on: { 'user.retry': 'loading' } },
    editing: {
      on: {
        'user.submit': { target: 'submitting', actions: 'startSubmission' },
        'user.editField': { actions: 'forgetFieldError' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'requestCertificate',
        src: 'requestCertificate',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return { courseId: context.courseId, values: event.values };
        },
        onDone: {
          target: 'issued',
          actions: [
            'rememberIssued',
            {
              type: 'certificateIssued',
              params: ({ event }) => ({ certificate: event.output }),
            },
          ],
        },
        onError: [
          { guard: 'isValidationFailure', target: 'editing', actions: 'showFieldErrors' },
          { guard: 'isNotComplete', target: 'loading', actions: 'showFailure' },
          { guard: 'isForbidden', target: 'loading', actions: 'showFailure' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    issued: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.download': { target: 'downloading', actions: 'startDownload' } },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            id: 'downloadCertificate',
            src: 'downloadCertificate',
            input: ({ context, event }) => {
              assertEvent(event, 'user.download');
              if (context.standing?.kind !== 'issued') throw new Error('certificateRequest: nothing issued');
              return { certificate: context.standing.certificate, kind: event.kind };
            },
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: 'showDownloadFailure' },
          },
        },
      },
    },
  },
});

export type CertificateRequestSnapshot = SnapshotFrom<typeof certificateRequestMachine>;

/** What the certificate request page shows. */
export function selectCertificateRequestView(snapshot: CertificateRequestSnapshot): CertificateRequestView {
  const { context } = snapshot;
  const course = context.course;
  if (snapshot.matches('missing')) return { kind: 'missing' };
  if (snapshot.matches('failed')) {
    return { kind: 'failed', error: context.loadError ?? { key: 'errors.generic', text: null } };
  }
  if (!course || !context.standing || snapshot.matches('loading') || snapshot.matches('routing')) {
    return { kind: 'loading' };
  }
  const standing = context.standing;
  if (snapshot.matches('issued') && standing.kind === 'issued') {
    const downloading = snapshot.matches({ issued: 'downloading' }) ? context.downloading : null;
    return {
      kind: 'issued',
      course,
      certificate: standing.certificate,
      downloading,
      downloadError: context.downloadError,
    };
  }
  if (standing.kind === 'notJoined') return { kind: 'notJoined', course };
  if (standing.kind === 'incomplete') {
    return { kind: 'incomplete', course, progressPercent: standing.progressPercent };
  }
  return {
    kind: 'form',
    course,
    prefill: standing.kind === 'ready' ? standing.prefill : emptyPrefill,
    busy: snapshot.hasTag('busy'),
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}

const emptyPrefill = { firstName: '', lastName: '', email: '', phone: '', organizationName: '' };
