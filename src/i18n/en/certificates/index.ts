// Texts of the academy's certificate screens: the certificate request (/academy/course/{id}/certificate) and the
// public verification page (/verify, /verify/{code}), en. Same keys as vi.
import type { NamespaceCertificatesTranslation } from '../../i18n-types';

const certificates = {
  request: {
    lead: 'You have completed the course “{course}”. Check the details to be printed on the certificate, then send the request: the certificate is issued at once.',
    firstName: 'First name',
    lastName: 'Last name',
    nameHint: 'Your name is printed on the certificate exactly as typed, accents included.',
    email: 'Email',
    emailHint: 'The digital credential keeps only a hash of this email, not the email itself.',
    phone: 'Phone number',
    phoneHint: 'A Vietnamese mobile number, e.g. 0912 345 678.',
    organizationName: 'Organization name',
    submit: 'Get my certificate',
    submitting: 'Issuing the certificate…',
    loading: 'Loading the course…',
    retry: 'Try again',
    notJoined:
      'You have not joined the course “{course}”. Join it and complete it to receive the certificate.',
    incomplete:
      'You have completed {percent}% of the course “{course}”. The certificate is issued once every required lesson is done and every chapter quiz is passed.',
    openCourse: 'Open the course',
    backToCourse: 'Back to course',
    missing: 'This course could not be found.',
  },
  issued: {
    title: 'Your certificate',
    lead: 'Your certificate has been issued and digitally signed. Anyone can verify it with the certificate code or the QR code on the PDF.',
    recipient: 'Recipient',
    course: 'Course',
    organization: 'Organization',
    code: 'Certificate code',
    issuedAt: 'Issued on',
    status: 'Status',
    downloadPdf: 'Download the certificate (PDF)',
    downloadCredential: 'Download the digital credential (.jwt)',
    downloading: 'Downloading…',
    credentialHint:
      'An Open Badges 3.0 digital credential signed with our key: wallets and employers can check it themselves with the public key.',
    verifyLink: 'Open the verification page',
    addToLinkedIn: 'Add to LinkedIn profile',
  },
  status: {
    VALID: 'Valid',
    REVOKED: 'Revoked',
  },
  verify: {
    lead: 'Check a course certificate issued by the Academy: enter the code printed on the certificate, or open the digital credential file.',
    codeLabel: 'Certificate code',
    codeHint: 'For example GHG-2026-7K4Q9X.',
    codeInvalid: 'A certificate code has only letters, digits and hyphens',
    lookup: 'Verify',
    checking: 'Checking…',
    resultTitle: 'Verification result',
    states: {
      VALID: 'Valid',
      REVOKED: 'Revoked',
      INVALID: 'Not valid',
      UNKNOWN: 'Unknown',
    },
    explain: {
      VALID:
        'The digital signature matches the issuer’s public key and the certificate has not been revoked.',
      REVOKED: 'The digital signature matches, but the issuer has revoked the certificate.',
      INVALID: 'The certificate failed the check: {problem}',
      UNKNOWN: 'No certificate has the code {code}. Please check the code.',
    },
    recipient: 'Recipient',
    course: 'Course',
    issuer: 'Issuer',
    issuedAt: 'Issued on',
    revokedAt: 'Revoked on',
    reason: 'Reason for revocation',
    key: 'Signing key',
    privacy:
      'This page never shows the recipient’s email: the digital credential holds only a salted hash of it.',
    fileTitle: 'Check a digital credential file',
    fileLead: 'Open the downloaded .jwt file, or paste its content.',
    fileLabel: 'Digital credential file',
    pasteLabel: 'Digital credential content',
    fileEmpty: 'Choose a file or paste the digital credential',
    fileUnreadable: 'This file could not be read',
    check: 'Check the digital credential',
    checkAnother: 'Check another credential',
    retry: 'Try again',
  },
} satisfies NamespaceCertificatesTranslation;

export default certificates;
