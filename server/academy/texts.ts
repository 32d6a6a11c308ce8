// The certificates' own texts, in Vietnamese and English: why a credential does not verify (the verification
// answer's `problem`), the PDF's labels and the credential's criteria narrative.
import type { CredentialProblem } from '../../domain/academy/credential';
import type { Locale } from '../../domain/messages';

export const problemTexts: Record<Locale, Record<CredentialProblem, string>> = {
  vi: {
    malformed: 'Tệp chứng nhận không đúng định dạng (không phải chứng nhận VC-JWT của học viện)',
    unknownKey: 'Chứng nhận được ký bằng một khóa không thuộc đơn vị cấp',
    badSignature: 'Chữ ký không hợp lệ: chứng nhận đã bị sửa đổi hoặc không do đơn vị cấp phát hành',
    wrongType: 'Đây không phải là chứng nhận hoàn thành khóa học (OpenBadgeCredential)',
    wrongIssuer: 'Chứng nhận không do học viện của chúng tôi cấp',
    notYetValid: 'Chứng nhận chưa có hiệu lực',
    expired: 'Chứng nhận đã hết hiệu lực',
    statusUnavailable: 'Không kiểm tra được trạng thái thu hồi của chứng nhận',
  },
  en: {
    malformed: 'The file is not a certificate of the academy (not a VC-JWT credential)',
    unknownKey: "The certificate is signed with a key that is not one of the issuer's",
    badSignature: 'The signature does not match: the certificate was altered or not issued by us',
    wrongType: 'This is not a course completion certificate (OpenBadgeCredential)',
    wrongIssuer: 'The certificate was not issued by our academy',
    notYetValid: 'The certificate is not valid yet',
    expired: 'The certificate has expired',
    statusUnavailable: 'The revocation status of the certificate could not be checked',
  },
};

export const pdfTexts: Record<
  Locale,
  {
    title: string;
    subtitle: string;
    presentedTo: string;
    forCompleting: string;
    issuedOn: string;
    code: string;
    verifyAt: string;
    revoked: string;
    signature: string;
  }
> = {
  vi: {
    title: 'CHỨNG NHẬN HOÀN THÀNH',
    subtitle: 'Học viện GHG Platform',
    presentedTo: 'Chứng nhận',
    forCompleting: 'đã hoàn thành khóa học',
    issuedOn: 'Ngày cấp',
    code: 'Mã chứng nhận',
    verifyAt: 'Xác minh tại',
    revoked: 'ĐÃ THU HỒI',
    signature: 'Đơn vị cấp',
  },
  en: {
    title: 'CERTIFICATE OF COMPLETION',
    subtitle: 'GHG Platform Academy',
    presentedTo: 'This certifies that',
    forCompleting: 'has completed the course',
    issuedOn: 'Issued on',
    code: 'Certificate code',
    verifyAt: 'Verify at',
    revoked: 'REVOKED',
    signature: 'Issuer',
  },
};

/** The credential's `criteria.narrative`: what the server checked before issuing. */
export function criteriaNarrative(locale: Locale, passPercent: number): string {
  return locale === 'vi'
    ? `Hoàn thành mọi bài học bắt buộc của khóa học và đạt ít nhất ${passPercent}% ở bài kiểm tra cuối mỗi chương.`
    : `Completed every required lesson of the course and scored at least ${passPercent}% in each chapter quiz.`;
}

/** The issue date as printed: 24/11/2026 (vi) or 24 November 2026 (en), in Vietnam's time zone. */
export function printedDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    day: locale === 'vi' ? '2-digit' : 'numeric',
    month: locale === 'vi' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(date);
}

/** The name as printed: family name first in Vietnamese, given name first in English. */
export function printedName(locale: Locale, firstName: string, lastName: string): string {
  return locale === 'vi' ? `${lastName} ${firstName}` : `${firstName} ${lastName}`;
}
