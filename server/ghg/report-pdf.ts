// A GHG emission-risk report as a PDF (GET /ghg-reports/{id}/pdf): A4 portrait in the reader's language, from the
// report as the API renders it (domain/ghg-report-text.ts renderGhgReport: nothing is computed again here). It
// holds the title, company, facility country and date; Scope 1, Scope 2 and the total in tCO₂e; the risk score and
// level; the score's breakdown as a bar chart (pdfkit vector shapes) and as a table with each factor's maximum; the
// reasons and next steps; every factor used with its value and unit, year and source (as the result page's table);
// and the disclaimer the result page shows. Numbers are written the language's way (domain/numbers.ts).
//
// Fonts and text extraction as for the certificates (server/academy/pdf.ts): DejaVu Sans, embedded as a subset
// with a ToUnicode map, so Vietnamese letters render and the text can be searched and read back
// (tests/api/support/pdf-text.ts).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { GhgReport } from '../../domain/ghg-risk';
import { ghgChartLabels } from '../../domain/ghg-chart-labels';
import { ghgPdfLabels } from '../../domain/ghg-report-labels';
import { SCORE_FACTOR_MAX_POINTS, SCORE_SCALE_MAX } from '../../domain/ghg-score-scale';
import { countryName } from '../../domain/ghg-country-names';
import { formatMessage, type Locale } from '../../domain/messages';
import { formatNumber, intlLocale } from '../../domain/numbers';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const BRAND = '#1b7f4c';
const INK = '#1f2933';
const MUTED = '#52606d';
const TRACK = '#e4e7eb';
const RULE = '#cbd2d9';
const LEVEL_COLOURS: Record<GhgReport['level'], string> = {
  LOW: '#1b7f4c',
  MEDIUM: '#b7791f',
  HIGH: '#c05621',
  VERY_HIGH: '#c62828',
};

const MARGIN = 50;

type Doc = InstanceType<typeof PDFDocument>;

/** The report's date as printed: 24/11/2026 (vi) or 24 November 2026 (en), in Vietnam's time zone. */
export function printedReportDate(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: locale === 'vi' ? '2-digit' : 'numeric',
    month: locale === 'vi' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(date);
}

/** The file name offered for the download: the report's date and the start of its id. */
export function reportPdfFileName(locale: Locale, report: Pick<GhgReport, 'id' | 'createdAt'>): string {
  const day = report.createdAt.slice(0, 10);
  const stem = locale === 'vi' ? 'danh-gia-rui-ro-ghg' : 'ghg-risk-assessment';
  return `${stem}-${day}-${report.id.slice(0, 8)}.pdf`;
}

export function renderGhgReportPdf(report: GhgReport, locale: Locale): Promise<Buffer> {
  const t = ghgPdfLabels[locale];
  const c = ghgChartLabels[locale];
  const n = (value: number, digits = 2) => formatNumber(value, locale, digits);
  const fill = formatMessage;
  const company = report.input.companyName?.trim() || t.noCompany;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: locale,
    info: {
      Title: `${t.title} – ${company}`,
      Author: t.brand,
      Subject: t.title,
      CreationDate: new Date(report.createdAt),
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

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20; // room for the page number

  /** A new page unless `height` points fit below the cursor. */
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
    }
  };
  const heading = (text: string) => {
    ensureRoom(60);
    doc.moveDown(0.8);
    doc.font('bold').fontSize(13).fillColor(BRAND).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  const paragraph = (text: string, options: { size?: number; color?: string; font?: string } = {}) => {
    doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK);
    ensureRoom(doc.heightOfString(text, { width }));
    doc.text(text, left, doc.y, { width });
  };

  /** A table with wrapped cells; its header row is repeated on each new page. */
  const table = (columns: { title: string; width: number; align?: 'left' | 'right' }[], rows: string[][]) => {
    const padding = 4;
    const rowHeight = (cells: string[], font: string) => {
      doc.font(font).fontSize(9);
      return (
        Math.max(
          ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width - 2 * padding })),
        ) +
        2 * padding
      );
    };
    const drawRow = (cells: string[], font: string, shade: boolean) => {
      const height = rowHeight(cells, font);
      const y = doc.y;
      if (shade) doc.rect(left, y, width, height).fill('#f5f7fa');
      let x = left;
      doc.font(font).fontSize(9).fillColor(INK);
      cells.forEach((cell, i) => {
        doc.text(cell, x + padding, y + padding, {
          width: columns[i].width - 2 * padding,
          align: columns[i].align ?? 'left',
        });
        x += columns[i].width;
      });
      doc
        .lineWidth(0.5)
        .moveTo(left, y + height)
        .lineTo(left + width, y + height)
        .stroke(RULE);
      doc.y = y + height;
    };
    const header = columns.map((column) => column.title);
    ensureRoom(rowHeight(header, 'bold') + rowHeight(rows[0] ?? header, 'regular'));
    drawRow(header, 'bold', true);
    for (const row of rows) {
      if (doc.y + rowHeight(row, 'regular') > bottom()) {
        doc.addPage();
        doc.y = MARGIN;
        drawRow(header, 'bold', true);
      }
      drawRow(row, 'regular', false);
    }
    doc.x = left;
  };

  // Title and the report's identity.
  doc.font('bold').fontSize(10).fillColor(BRAND).text(t.brand, left, MARGIN, { width });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(18).fillColor(INK).text(t.title, left, doc.y, { width });
  doc.moveDown(0.6);
  const meta: [string, string][] = [
    [t.company, company],
    [t.facilityCountry, countryName(report.factors.countryCode, locale)],
    [t.assessedOn, printedReportDate(locale, report.createdAt)],
    [t.reportId, report.id],
  ];
  for (const [label, value] of meta) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(`${label}: `, left, doc.y, { continued: true });
    doc.font('bold').fillColor(INK).text(value);
  }
  // The disclaimer, before any figure.
  doc.moveDown(0.5);
  paragraph(c.disclaimer, { size: 8.5, color: MUTED });

  // Score and level.
  heading(t.levelHeading);
  const levelName = t.levels[report.level];
  const boxY = doc.y;
  doc.rect(left, boxY, width, 46).fill('#f5f7fa');
  doc.rect(left, boxY, 6, 46).fill(LEVEL_COLOURS[report.level]);
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(LEVEL_COLOURS[report.level])
    .text(fill(t.level, { level: levelName }), left + 18, boxY + 8, { width: width - 30 });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(INK)
    .text(fill(t.score, { score: report.score }), left + 18, boxY + 27, { width: width - 30 });
  doc.y = boxY + 56;

  // Emissions.
  heading(t.emissionsHeading);
  table(
    [
      { title: t.emissionsHeading, width: width * 0.6 },
      { title: 'tCO₂e', width: width * 0.4, align: 'right' },
    ],
    [
      [t.scope1, fill(t.tco2e, { value: n(report.emissions.scope1Tco2e) })],
      [t.scope2, fill(t.tco2e, { value: n(report.emissions.scope2Tco2e) })],
      [t.total, fill(t.tco2e, { value: n(report.emissions.totalTco2e) })],
    ],
  );

  // The breakdown: the chart, then the table.
  heading(c.heading);
  drawBreakdownChart(doc, report, locale, left, width, ensureRoom);
  doc.moveDown(0.6);
  table(
    [
      { title: c.factor, width: width * 0.5 },
      { title: c.points, width: width * 0.25, align: 'right' },
      { title: c.maximum, width: width * 0.25, align: 'right' },
    ],
    [
      ...report.scoreFactors.map((f) => [
        t.factorNames[f.factor],
        String(f.points),
        String(SCORE_FACTOR_MAX_POINTS[f.factor]),
      ]),
      [c.total, String(report.score), '100'],
    ],
  );

  // Reasons.
  heading(t.reasonsHeading);
  for (const f of report.scoreFactors) {
    const title = `${t.factorNames[f.factor]} (${fill(c.barValue, {
      points: f.points,
      max: SCORE_FACTOR_MAX_POINTS[f.factor],
    })})`;
    ensureRoom(40);
    doc.font('bold').fontSize(10).fillColor(INK).text(title, left, doc.y, { width });
    paragraph(f.reason);
    doc.moveDown(0.4);
  }

  // Next steps.
  heading(t.nextStepsHeading);
  for (const step of report.nextSteps) {
    ensureRoom(40);
    doc.font('bold').fontSize(10).fillColor(INK).text(step.title, left, doc.y, { width });
    paragraph(step.description);
    doc.moveDown(0.4);
  }

  // Factors used, with their sources.
  heading(t.factorsUsedHeading);
  table(
    [
      { title: t.factorColumn, width: width * 0.24 },
      { title: t.value, width: width * 0.24 },
      { title: t.year, width: width * 0.08 },
      { title: t.source, width: width * 0.44 },
    ],
    factorRows(report, locale),
  );

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(fill(t.page, { page: i + 1, pages: range.count }), left, doc.page.height - MARGIN + 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return done;
}

/** The breakdown as horizontal bars on one scale (the largest factor maximum), each with its grey maximum track. */
function drawBreakdownChart(
  doc: Doc,
  report: GhgReport,
  locale: Locale,
  left: number,
  width: number,
  ensureRoom: (height: number) => void,
): void {
  const t = ghgPdfLabels[locale];
  const c = ghgChartLabels[locale];
  const rowHeight = 22;
  const labelWidth = 160;
  const valueWidth = 50;
  const barArea = width - labelWidth - valueWidth - 10;
  ensureRoom(24 + rowHeight * report.scoreFactors.length);
  doc.font('bold').fontSize(10).fillColor(INK).text(c.chartTitle, left, doc.y, { width });
  doc.moveDown(0.4);
  let y = doc.y;
  for (const f of report.scoreFactors) {
    const max = SCORE_FACTOR_MAX_POINTS[f.factor];
    const trackWidth = (barArea * max) / SCORE_SCALE_MAX;
    const barWidth = (barArea * Math.min(f.points, max)) / SCORE_SCALE_MAX;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(t.factorNames[f.factor], left, y + 4, {
        width: labelWidth - 6,
        lineBreak: false,
        ellipsis: true,
      });
    doc.rect(left + labelWidth, y + 3, trackWidth, 12).fill(TRACK);
    if (barWidth > 0) doc.rect(left + labelWidth, y + 3, barWidth, 12).fill(BRAND);
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(formatMessage(c.barValue, { points: f.points, max }), left + labelWidth + barArea + 10, y + 4, {
        width: valueWidth,
        lineBreak: false,
      });
    y += rowHeight;
  }
  // The axis under the bars: 0 and the scale's end.
  doc
    .lineWidth(0.5)
    .moveTo(left + labelWidth, y)
    .lineTo(left + labelWidth + barArea, y)
    .stroke(RULE);
  doc.font('regular').fontSize(7).fillColor(MUTED);
  doc.text('0', left + labelWidth - 2, y + 2, { lineBreak: false });
  doc.text(String(SCORE_SCALE_MAX), left + labelWidth + barArea - 8, y + 2, { lineBreak: false });
  doc.x = left;
  doc.y = y + 14;
}

/** The rows of "factors used": the same rows, values and sources as the result page's table. */
function factorRows(report: GhgReport, locale: Locale): string[][] {
  const t = ghgPdfLabels[locale];
  const n = (value: number, digits = 2) => formatNumber(value, locale, digits);
  const fill = formatMessage;
  const f = report.factors;
  const year = (value: number | null) => (value === null ? t.noYear : String(value));
  const rows: string[][] = [];
  rows.push([
    f.gridFactorOrigin === 'OWN'
      ? t.gridFactorOwn
      : f.gridFactorOrigin === 'NONE'
        ? t.gridFactorNone
        : fill(t.gridFactor, { year: year(f.gridFactorYear) }),
    f.gridFactor === null
      ? t.gridFactorNoneValue
      : f.gridFactorOrigin === 'OWN'
        ? fill(t.gridFactorOwnValue, { value: n(f.gridFactor, 4) })
        : fill(t.gridFactorValue, { value: n(f.gridFactor, 4) }),
    year(f.gridFactorYear),
    f.gridFactorSource,
  ]);
  if (f.gridSensitivityFactor !== null) {
    rows.push([
      fill(t.gridSensitivity, { year: year(f.gridSensitivityYear) }),
      fill(t.gridFactorValue, { value: n(f.gridSensitivityFactor, 4) }),
      year(f.gridSensitivityYear),
      f.gridSensitivitySource ?? t.noYear,
    ]);
  }
  for (const fuel of f.fuels) {
    rows.push([
      t.fuelNames[fuel.fuel] ?? fuel.fuel,
      fill(t.fuelFactorValue, { co2: n(fuel.tco2ePerUnit, 6), toe: n(fuel.toePerUnit, 6), unit: fuel.unit }),
      year(fuel.year),
      fuel.source,
    ]);
  }
  rows.push([
    t.electricityToe,
    fill(t.electricityToeValue, { value: n(f.electricityToePerKwh, 7) }),
    year(f.electricityToeYear),
    f.electricityToeSource,
  ]);
  rows.push([
    t.gwpSet,
    fill(t.gwpValue, { set: f.gwpSet, ch4: n(f.gwp.ch4, 1), n2o: n(f.gwp.n2o, 0) }),
    year(f.gwp.year),
    f.gwp.source,
  ]);
  rows.push([
    t.cbamPrice,
    fill(t.cbamPriceValue, {
      price: n(f.cbamPriceEur),
      low: n(f.cbamPriceBandEur.low),
      high: n(f.cbamPriceBandEur.high),
    }),
    year(f.cbamPriceYear),
    f.cbamPriceSource,
  ]);
  rows.push([
    t.eurVnd,
    fill(t.eurVndValue, { value: n(f.eurVndRate, 0) }),
    year(f.eurVndRateYear),
    f.eurVndRateSource,
  ]);
  // The CBAM factors (default values, benchmarks, mark-ups, phase-in), as the page's rows.
  for (const row of f.cbamFactors ?? []) {
    const good = row.good === null ? null : report.cbam.goods[row.good];
    const cn = good?.cnCode ?? t.cbamFactorNoCn;
    const number = String((row.good ?? 0) + 1);
    const label =
      row.kind === 'DEFAULT_VALUE'
        ? fill(t.cbamFactorDefault, { n: number, cn })
        : row.kind === 'BENCHMARK'
          ? fill(t.cbamFactorBenchmark, { n: number, cn })
          : row.kind === 'MARKUP'
            ? fill(t.cbamFactorMarkup, {
                goods: row.goodsGroup ? (t.goods[row.goodsGroup] ?? row.goodsGroup) : '',
                year: year(row.year),
              })
            : fill(t.cbamFactorPhaseIn, { year: year(row.year) });
    const digits = row.kind === 'MARKUP' ? 0 : 3;
    const unit = row.unit ? ` ${row.unit === '%' ? '%' : row.unit.replace('CO2e', 'CO₂e')}` : '';
    rows.push([
      label,
      row.value === null ? t.cbamFactorUnknown : `${n(row.value, digits)}${unit}`,
      year(row.year),
      row.source,
    ]);
  }
  return rows;
}
