// Types of the certificate request machine (/academy/course/{id}/certificate): what it loads, the form's events,
// the contracts of its named actors and the view union.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';
import type { CertificateRequestData } from '../../domain/validation';

export type Certificate = components['schemas']['Certificate'];

/** The fields the form starts with: the signed-in user's profile (any may be empty). */
export interface CertificatePrefill {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organizationName: string;
}

/**
 * Where the learner stands with the course: not joined, joined but not complete (with the shared progress figure),
 * complete without a certificate (the form), or already certified.
 */
export type CertificateStanding =
  | { kind: 'notJoined' }
  | { kind: 'incomplete'; progressPercent: number }
  | { kind: 'ready'; prefill: CertificatePrefill }
  | { kind: 'issued'; certificate: Certificate };

export interface CertificateCourse {
  id: number;
  slug: string;
  title: string;
}

export interface LoadCertificateOutput {
  course: CertificateCourse;
  standing: CertificateStanding;
}

export interface LoadCertificateInput {
  courseId: number;
}

export interface RequestCertificateInput {
  courseId: number;
  values: CertificateRequestData;
}

export type CertificateDownloadKind = 'pdf' | 'credential';

export interface DownloadCertificateInput {
  certificate: Certificate;
  kind: CertificateDownloadKind;
}

export interface CertificateRequestInput {
  courseId: number;
}

export interface CertificateRequestContext {
  courseId: number;
  course: CertificateCourse | null;
  standing: CertificateStanding | null;
  loadError: Notice | null;
  fieldErrors: Record<string, Notice>;
  error: Notice | null;
  downloadError: Notice | null;
  /** What is being downloaded (while in `issued.downloading`). */
  downloading: CertificateDownloadKind | null;
}

export type CertificateRequestEvent =
  /** The form's values, already validated by the view with `makeCertificateRequestSchema`. */
  | { type: 'user.submit'; values: CertificateRequestData }
  /** The user changed a field: its server error no longer applies. */
  | { type: 'user.editField'; field: string }
  | { type: 'user.retry' }
  | { type: 'user.download'; kind: CertificateDownloadKind };

export type CertificateRequestTag = 'busy';

export type CertificateRequestView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: Notice }
  | { kind: 'missing' }
  | { kind: 'notJoined'; course: CertificateCourse }
  | { kind: 'incomplete'; course: CertificateCourse; progressPercent: number }
  | {
      kind: 'form';
      course: CertificateCourse;
      prefill: CertificatePrefill;
      busy: boolean;
      fieldErrors: Record<string, Notice>;
      error: Notice | null;
    }
  | {
      kind: 'issued';
      course: CertificateCourse;
      certificate: Certificate;
      downloading: CertificateDownloadKind | null;
      downloadError: Notice | null;
    };

export interface CertificateRequestTypes {
  context: CertificateRequestContext;
  input: CertificateRequestInput;
  events: CertificateRequestEvent;
  tags: CertificateRequestTag;
}
