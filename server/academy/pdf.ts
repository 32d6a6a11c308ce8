// The certificate as a PDF: A4 landscape, in the certificate's language, with the recipient's name, the course,
// the issue date, the code, the issuer and a QR code to the public verification page.
//
// Text is set in DejaVu Sans (dejavu-fonts-ttf), which has every Vietnamese letter (precomposed ễ, ằ, ự...):
// pdfkit embeds a subset of the font with a ToUnicode map, so the text can be selected, searched and extracted
// (tests/api/support/pdf-text.ts reads it back). The QR code is drawn as vector squares (qrcode's module matrix),
// so it stays sharp at any print size.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { ISSUER_NAME } from '../../domain/academy/credential';
import type { Locale } from '../../domain/messages';
import { pdfTexts, printedDate } from './texts';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_SERIF_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf');

const BRAND = '#1b7f4c';
const INK = '#1f2933';
const MUTED = '#52606d';

export interface CertificatePdfInput {
  locale: Locale;
  recipientName: string;
  courseTitle: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
  revoked: boolean;
}

export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const t = pdfTexts[input.locale];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: input.locale,
    info: {
      Title: `${t.title} – ${input.code}`,
      Author: ISSUER_NAME,
      Subject: input.courseTitle,
      CreationDate: input.issuedAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.registerFont('display', FONT_SERIF_BOLD);

  const { width, height } = doc.page; // 841.89 × 595.28 points
  // Frame: an outer brand line and a thin inner one.
  doc
    .lineWidth(6)
    .rect(18, 18, width - 36, height - 36)
    .stroke(BRAND);
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke(BRAND);

  const column = { x: 70, width: width - 140 };
  const centred = (text: string, y: number, font: string, size: number, color: string) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, column.x, y, { width: column.width, align: 'center' });
  };
  centred(t.subtitle, 62, 'bold', 14, BRAND);
  centred(t.title, 96, 'display', 30, INK);
  centred(t.presentedTo, 160, 'regular', 14, MUTED);
  // The name stays on one line: long names (up to 50 + 50 characters) are set smaller, down to 14 points.
  const nameSize = fittingSize(doc, input.recipientName, 'display', 34, 14, column.width);
  centred(input.recipientName, 186 + (34 - nameSize) / 2, 'display', nameSize, BRAND);
  centred(t.forCompleting, 250, 'regular', 14, MUTED);
  // The course title takes at most three lines (titles run to 300 characters): smaller until it does.
  const titleWidth = column.width - 80;
  let titleSize = 20;
  doc.font('bold');
  while (
    titleSize > 10 &&
    doc.fontSize(titleSize).heightOfString(input.courseTitle, { width: titleWidth }) > titleSize * 3.6
  ) {
    titleSize -= 1;
  }
  const titleHeight = doc.heightOfString(input.courseTitle, { width: titleWidth });
  doc.fillColor(INK).text(input.courseTitle, column.x + 40, 276, { width: titleWidth, align: 'center' });

  // Bottom row: date and code on the left, issuer in the middle, QR code on the right.
  const bottom = Math.max(400, 276 + titleHeight + 40);
  doc.font('regular').fontSize(11).fillColor(MUTED).text(t.issuedOn, 80, bottom);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(printedDate(input.locale, input.issuedAt), 80, bottom + 16);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text(t.code, 80, bottom + 46);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(input.code, 80, bottom + 62);

  doc
    .lineWidth(0.8)
    .moveTo(width / 2 - 110, bottom + 40)
    .lineTo(width / 2 + 110, bottom + 40)
    .stroke(MUTED);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text(t.signature, width / 2 - 110, bottom + 46, {
      width: 220,
      align: 'center',
    });
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(ISSUER_NAME, width / 2 - 110, bottom + 62, {
      width: 220,
      align: 'center',
    });

  const qrSize = 104;
  const qrX = width - 80 - qrSize;
  drawQrCode(doc, input.verifyUrl, qrX, bottom - 12, qrSize);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${t.verifyAt}: ${input.verifyUrl}`, qrX - 96, bottom + qrSize - 4, {
      width: qrSize + 96,
      align: 'right',
    });

  if (input.revoked) {
    doc.font('display').fontSize(28).fillColor('#c62828').text(t.revoked, column.x, 40, {
      width: column.width,
      align: 'right',
    });
  }
  doc.end();
  return done;
}

/** The largest size from `max` down to `min` at which `text` fits on one line of `width`. */
function fittingSize(
  doc: InstanceType<typeof PDFDocument>,
  text: string,
  font: string,
  max: number,
  min: number,
  width: number,
): number {
  let size = max;
  doc.font(font);
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

function drawQrCode(
  doc: InstanceType<typeof PDFDocument>,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill(INK);
}
