// The GHG report PDF, read back as text (tests/api/support/pdf-text.ts follows the embedded font's ToUnicode map):
// in each language it carries the company name with its Vietnamese letters, the total written the language's way,
// the breakdown's chart and table labels, the factors with their sources and the disclaimer, and nothing of the
// other language's labels.
import { describe, expect, it } from 'vitest';
import { assessGhgRisk, type GhgAssessmentInput } from '../../domain/ghg-risk';
import { renderGhgReport } from '../../domain/ghg-report-text';
import { ghgChartLabels } from '../../domain/ghg-chart-labels';
import { ghgPdfLabels } from '../../domain/ghg-report-labels';
import { pdfText } from '../../tests/api/support/pdf-text';
import { renderGhgReportPdf, reportPdfFileName } from './report-pdf';

const input: GhgAssessmentInput = {
  companyName: 'Công ty TNHH Thép Xanh Đồng Nai',
  sector: 'IRON_STEEL',
  countryCode: 'VN',
  fuels: { dieselLitres: 50_000, anthraciteTonnes: 800 },
  electricityKwh: 2_000_000,
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
  exportMarkets: ['EU'],
  employees: 320,
  revenueVnd: 250_000_000_000,
  previousInventory: false,
};

function reportIn(locale: 'vi' | 'en') {
  const result = assessGhgRisk(input);
  if (!result.ok) throw new Error('the model refused the example');
  return renderGhgReport(result.assessment, locale, {
    id: '3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00',
    createdAt: '2026-11-24T08:00:00.000Z',
  });
}

/** The text with line breaks and runs of spaces made single spaces (a table cell may wrap). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GHG report PDF', () => {
  for (const locale of ['vi', 'en'] as const) {
    const other = locale === 'vi' ? 'en' : 'vi';
    it(`holds the company, the total in ${locale} format, the chart and table labels and the sources (${locale})`, async () => {
      const report = reportIn(locale);
      const pdf = await renderGhgReportPdf(report, locale);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      const oneLine = flat(text);
      const t = ghgPdfLabels[locale];
      const c = ghgChartLabels[locale];

      expect(text).toContain('Công ty TNHH Thép Xanh Đồng Nai');
      expect(text).toContain(t.title);
      // The total as the language writes it: 1.234,5 in Vietnamese, 1,234.5 in English.
      const total = report.emissions.totalTco2e;
      expect(total).toBeGreaterThan(1000);
      const written = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
        maximumFractionDigits: 2,
      }).format(total);
      expect(written).toMatch(locale === 'vi' ? /^\d{1,3}(\.\d{3})+(,\d+)?$/ : /^\d{1,3}(,\d{3})+(\.\d+)?$/);
      expect(text).toContain(`${written} tCO₂e`);
      expect(text).toContain(t.total);
      expect(text).toContain(t.scope1);
      expect(text).toContain(t.scope2);
      // Score and level.
      expect(text).toContain(`${report.score}/100`);
      expect(text).toContain(t.levels[report.level]);
      // The chart: its title, one bar label per factor with points/maximum; the table: its columns.
      expect(text).toContain(c.chartTitle);
      for (const f of report.scoreFactors) expect(text).toContain(t.factorNames[f.factor]);
      const regulation = report.scoreFactors.find((f) => f.factor === 'REGULATION')!;
      expect(text).toContain(`${regulation.points}/30`);
      for (const column of [c.factor, c.points, c.maximum, c.total]) expect(text).toContain(column);
      // Reasons, next steps, factors with their source and year, the disclaimer.
      expect(oneLine).toContain(flat(report.scoreFactors[0].reason).slice(0, 40));
      expect(oneLine).toContain(flat(report.nextSteps[0].title));
      expect(text).toContain(t.factorsUsedHeading);
      expect(oneLine).toContain(flat(report.factors.gridFactorSource).slice(0, 30));
      expect(text).toContain(String(report.factors.gridFactorYear));
      expect(text).toContain(t.fuelNames.ANTHRACITE);
      // The CBAM factors as the page lists them: the default value's row, the benchmark, with their sources.
      const defaultRow = report.factors.cbamFactors?.find((row) => row.kind === 'DEFAULT_VALUE');
      expect(defaultRow).toBeDefined();
      expect(oneLine).toContain(flat(t.cbamFactorDefault.replace('{n}', '1').replace('{cn}', '7208')));
      expect(oneLine).toContain(flat(defaultRow!.source).slice(0, 30));
      expect(oneLine).toContain(flat(c.disclaimer).slice(0, 50));
      // No label of the other language.
      expect(text).not.toContain(ghgPdfLabels[other].title);
      expect(text).not.toContain(ghgChartLabels[other].chartTitle);
      expect(text).not.toContain(ghgPdfLabels[other].scope1);
    });
  }

  it('draws the bars as vector shapes, one filled rectangle per factor at least', async () => {
    const pdf = await renderGhgReportPdf(reportIn('en'), 'en');
    // pdfkit writes compressed content streams; the extractor's inflate is reused through the text, so check the
    // drawing operators on the inflated streams directly.
    const { inflateSync } = await import('node:zlib');
    const raw = pdf.toString('latin1');
    let rectangles = 0;
    for (const match of raw.matchAll(/stream\r?\n/g)) {
      const start = match.index! + match[0].length;
      const end = raw.indexOf('endstream', start);
      try {
        const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
        rectangles += (content.match(/\bre\b/g) ?? []).length;
      } catch {
        // not a deflated stream (fonts are, images none): skip
      }
    }
    // 5 tracks + up to 5 bars + the level box and table shading.
    expect(rectangles).toBeGreaterThanOrEqual(10);
  });

  it('offers a file name with the date and the id', () => {
    const report = reportIn('vi');
    expect(reportPdfFileName('vi', report)).toBe('danh-gia-rui-ro-ghg-2026-11-24-3f6c2a1e.pdf');
    expect(reportPdfFileName('en', report)).toBe('ghg-risk-assessment-2026-11-24-3f6c2a1e.pdf');
  });

  it('prints a small company abroad with its own grid factor, no fuels and no revenue', async () => {
    const result = assessGhgRisk({
      sector: 'SERVICES',
      countryCode: 'LA',
      ownGridFactor: 0.5,
      fuels: {},
      electricityKwh: 1_000_000,
      employees: 12,
      revenueVnd: 0,
      previousInventory: true,
    });
    if (!result.ok) throw new Error('the model refused the example');
    const report = renderGhgReport(result.assessment, 'vi', {
      id: '3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00',
      createdAt: '2026-11-24T08:00:00.000Z',
    });
    const text = flat(pdfText(await renderGhgReportPdf(report, 'vi')));
    expect(text).toContain('Lào');
    // Table cells wrap: compare with the lines joined.
    expect(text).toContain(ghgPdfLabels.vi.gridFactorOwn);
    expect(text).toContain('0,5 tCO₂/MWh, hệ số của bạn');
    expect(text).toContain('500 tCO₂e');
    expect(text).toContain(`${report.score}/100`);
  });

  it('names a report without a company name as such', async () => {
    const report = { ...reportIn('en'), input: { ...reportIn('en').input, companyName: undefined } };
    const text = pdfText(await renderGhgReportPdf(report, 'en'));
    expect(text).toContain(ghgPdfLabels.en.noCompany);
  });
});
