// An issued certificate as its owner sees it: who, which course, code, date and status; the PDF and the signed
// credential (downloaded by the machine's actor, with the bearer token), the public verification page and an
// "Add to LinkedIn" link (LinkedIn's add-certification URL, prefilled with the course, the issuer, the date,
// the code and the verification URL).
import { Link } from 'wouter';
import type {
  Certificate,
  CertificateDownloadKind,
} from '../../../machines/academy/certificate-request.types';
import { noticeText, type Notice } from '../../../domain/failures';
import { verifyPath } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { formatDay } from '../../components/content/format-day';

export interface IssuedCertificateProps {
  certificate: Certificate;
  courseHref: string;
  downloading: CertificateDownloadKind | null;
  downloadError: Notice | null;
  onDownload: (kind: CertificateDownloadKind) => void;
}

/** LinkedIn's "add a licence or certification" link. */
export function linkedInAddUrl(certificate: Certificate, issuerName: string): string {
  const issued = new Date(certificate.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: issuerName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}

export function IssuedCertificate({
  certificate,
  courseHref,
  downloading,
  downloadError,
  onDownload,
}: IssuedCertificateProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.certificates.issued;
  const issuer = LL.app.name();
  return (
    <div className="certificate-issued">
      <h2>{t.title()}</h2>
      <p className="lead">{t.lead()}</p>
      <dl className="certificate-facts">
        <dt>{t.recipient()}</dt>
        <dd>
          {certificate.firstName} {certificate.lastName}
        </dd>
        <dt>{t.course()}</dt>
        <dd>{certificate.courseTitle}</dd>
        <dt>{t.organization()}</dt>
        <dd>{certificate.organizationName}</dd>
        <dt>{t.code()}</dt>
        <dd>
          <code>{certificate.code}</code>
        </dd>
        <dt>{t.issuedAt()}</dt>
        <dd>{formatDay(certificate.issuedAt, locale)}</dd>
        <dt>{t.status()}</dt>
        <dd>
          <span className={`certificate-badge certificate-badge-${certificate.status.toLowerCase()}`}>
            {LL.certificates.status[certificate.status]()}
          </span>
        </dd>
      </dl>
      <div className="certificate-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={downloading !== null}
          onClick={() => onDownload('pdf')}
        >
          {downloading === 'pdf' ? t.downloading() : t.downloadPdf()}
        </button>
        <button
          type="button"
          className="button"
          disabled={downloading !== null}
          onClick={() => onDownload('credential')}
        >
          {downloading === 'credential' ? t.downloading() : t.downloadCredential()}
        </button>
      </div>
      <p className="field-hint">{t.credentialHint()}</p>
      <p role="alert" className="form-error">
        {downloadError ? noticeText(downloadError, locale) : null}
      </p>
      <ul className="certificate-links">
        <li>
          <Link href={verifyPath(certificate.code)}>{t.verifyLink()}</Link>
        </li>
        <li>
          <a href={linkedInAddUrl(certificate, issuer)} target="_blank" rel="noopener noreferrer">
            {t.addToLinkedIn()}
          </a>
        </li>
        <li>
          <Link href={courseHref}>{LL.certificates.request.backToCourse()}</Link>
        </li>
      </ul>
    </div>
  );
}
