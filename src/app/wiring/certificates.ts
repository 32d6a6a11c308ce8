// The real actors of the academy's certificate machines (machines/academy/certificate-request, credential-check)
// and of the staff console's certificate list (machines/staff/certificates), through the app's one API client.
// Downloads need the bearer token, so the file is fetched with the client and handed to the browser as a
// temporary object URL (an <a download> click), never as a plain link.
import { fromPromise } from 'xstate';
import { certificateRequestMachine } from '../../../machines/academy/certificate-request.machine';
import type {
  Certificate,
  CertificatePrefill,
  CertificateStanding,
  DownloadCertificateInput,
  LoadCertificateInput,
  LoadCertificateOutput,
  RequestCertificateInput,
} from '../../../machines/academy/certificate-request.types';
import {
  credentialCheckMachine,
  type CertificateVerification,
} from '../../../machines/academy/credential-check.machine';
import {
  staffCertificatesMachine,
  type StaffCertificate,
  type StaffCertificatesPage,
  type StaffCertificatesQuery,
} from '../../../machines/staff/certificates.machine';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';
import { notifySuccess } from '../notify';
import { currentLocale } from '../locale';
import { message } from '../../../domain/messages';
import { saveFile } from '../save-file';

const STAFF_PAGE_SIZE = 20;

function prefillOf(profile: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  organizationName?: string | null;
}): CertificatePrefill {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    organizationName: profile.organizationName ?? '',
  };
}

export function createCertificateActors(api: ApiClient) {
  return {
    loadCertificate: fromPromise<LoadCertificateOutput, LoadCertificateInput>(async ({ input }) => {
      const course = await unwrap(
        api.GET('/academy/courses/{id}', { params: { path: { id: input.courseId } } }),
      );
      const summary = { id: course.id, slug: course.slug, title: course.title };
      const enrolment = course.enrolment;
      let standing: CertificateStanding;
      if (!enrolment) standing = { kind: 'notJoined' };
      else if (enrolment.certificateId) {
        const mine = await unwrap(api.GET('/academy/certificates'));
        const certificate = mine.find((item) => item.id === enrolment.certificateId);
        if (!certificate) throw new Error('the enrolment names a certificate the list does not have');
        standing = { kind: 'issued', certificate };
      } else if (!enrolment.complete) {
        standing = { kind: 'incomplete', progressPercent: enrolment.progressPercent };
      } else {
        const profile = await unwrap(api.GET('/users/profile'));
        standing = { kind: 'ready', prefill: prefillOf(profile) };
      }
      return { course: summary, standing };
    }),
    requestCertificate: fromPromise<Certificate, RequestCertificateInput>(({ input }) =>
      unwrap(
        api.POST('/academy/courses/{id}/certificate', {
          params: { path: { id: input.courseId } },
          body: input.values,
        }),
      ),
    ),
    downloadCertificate: fromPromise<void, DownloadCertificateInput>(async ({ input }) => {
      const { certificate, kind } = input;
      const params = { params: { path: { id: certificate.id } }, parseAs: 'blob' as const };
      const blob =
        kind === 'pdf'
          ? await unwrapPage(api.GET('/academy/certificates/{id}/pdf', params))
          : await unwrapPage(api.GET('/academy/certificates/{id}/credential', params));
      saveFile(blob as Blob, `certificate-${certificate.code}.${kind === 'pdf' ? 'pdf' : 'jwt'}`);
    }),
  };
}

/** The certificate request page's machine with its real actors and the success toast. */
export function createCertificateRequestLogic(api: ApiClient = appApi) {
  return certificateRequestMachine.provide({
    actors: createCertificateActors(api),
    actions: {
      certificateIssued: () => notifySuccess(message(currentLocale(), 'success', 'certificateIssued')),
    },
  });
}

/** The verification page's credential-file check. */
export function createCredentialCheckLogic(api: ApiClient = appApi) {
  return credentialCheckMachine.provide({
    actors: {
      checkCredential: fromPromise<CertificateVerification, { credential: string }>(({ input }) =>
        unwrap(api.POST('/academy/credentials/verify', { body: { credential: input.credential } })),
      ),
    },
  });
}

/** GET /academy/verify/{code}: the public verification of a printed code. */
export function verifyCertificateCode(
  code: string,
  api: ApiClient = appApi,
): Promise<CertificateVerification> {
  return unwrap(api.GET('/academy/verify/{code}', { params: { path: { code } } }));
}

export function createStaffCertificatesLogic(api: ApiClient = appApi) {
  return staffCertificatesMachine.provide({
    actors: {
      loadCertificates: fromPromise<StaffCertificatesPage, StaffCertificatesQuery>(async ({ input }) => {
        const page = await unwrapPage(
          api.GET('/staff/certificates', {
            params: {
              query: {
                ...(input.q ? { q: input.q } : {}),
                ...(input.status ? { status: input.status } : {}),
                take: STAFF_PAGE_SIZE,
                page: input.page,
              },
            },
          }),
        );
        return { items: page.data, meta: page.meta };
      }),
      revokeCertificate: fromPromise<StaffCertificate, { id: string; reason: string }>(({ input }) =>
        unwrap(
          api.POST('/staff/certificates/{id}/revoke', {
            params: { path: { id: input.id } },
            body: { reason: input.reason },
          }),
        ),
      ),
    },
  });
}
