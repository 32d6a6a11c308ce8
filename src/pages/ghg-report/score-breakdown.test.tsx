// The score breakdown on the result page, in vi and en: an SVG chart that is one named image with a text
// alternative (a sentence per factor: points of the maximum), a bar per factor on one scale with its label and
// "points/maximum", the same figures in a table with the total; and the disclaimer and the PDF link's address.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { steelReport } from '../../../tests/fixtures/ghg';
import { ghgReportPdfHref } from './pdf-link';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { ghgChartLabels } from '../../../domain/ghg-chart-labels';
import { ReportView } from './report-view';
import { ScoreBreakdown } from './score-breakdown';

loadAllLocales();

function render(node: React.ReactNode, locale: 'vi' | 'en'): string {
  return renderToStaticMarkup(
    <TypesafeI18n locale={locale}>
      <Router ssrPath="/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh">{node}</Router>
    </TypesafeI18n>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const report = {
  ...steelReport,
  score: 55,
  scoreFactors: [
    { factor: 'REGULATION' as const, points: 30, reason: 'R' },
    { factor: 'CBAM' as const, points: 0, reason: 'C' },
    { factor: 'INTENSITY' as const, points: 5, reason: 'I' },
    { factor: 'MARKET_PRESSURE' as const, points: 10, reason: 'M' },
    { factor: 'DATA_READINESS' as const, points: 5, reason: 'D' },
  ],
};

describe('score breakdown', () => {
  it('is an image named by its title and described factor by factor (vi)', () => {
    const html = render(<ScoreBreakdown report={report} />, 'vi');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="ghg-chart-title"/);
    expect(html).toContain(
      '<figcaption id="ghg-chart-title">Biểu đồ điểm rủi ro theo từng yếu tố</figcaption>',
    );
    expect(html).toContain(
      '<desc id="ghg-chart-desc">Tổng 55/100 điểm. Quy định (Nghị định 06): 30 trên tối đa 30 điểm. CBAM: 0 trên tối đa 35 điểm.',
    );
    // Each bar's label and value are drawn as text.
    expect(html).toContain('>Cường độ phát thải</text>');
    expect(html).toContain('>5/15</text>');
  });

  it('draws each bar on one scale: the largest maximum (CBAM, 35) is the full width', () => {
    const html = render(<ScoreBreakdown report={report} />, 'en');
    const widths = [...html.matchAll(/<rect[^>]*width="([\d.]+)"[^>]*class="ghg-chart-(track|bar)"/g)].map(
      (m) => ({ width: Number(m[1]), kind: m[2] }),
    );
    const tracks = widths.filter((w) => w.kind === 'track').map((w) => w.width);
    const bars = widths.filter((w) => w.kind === 'bar').map((w) => w.width);
    expect(tracks).toHaveLength(5);
    expect(Math.max(...tracks)).toBeCloseTo(276); // CBAM's track: the whole bar area
    expect(tracks[0]).toBeCloseTo((276 * 30) / 35); // regulation's maximum, 30
    // No bar for 0 points; the full regulation bar fills its track.
    expect(bars).toHaveLength(4);
    expect(bars[0]).toBeCloseTo(tracks[0]);
    expect(bars[1]).toBeCloseTo((276 * 5) / 35);
  });

  it('gives the same figures in a table with the reasons and the total (en)', () => {
    const page = text(render(<ScoreBreakdown report={report} />, 'en'));
    expect(page).toContain('Table of points per factor Factor Points Maximum Reason');
    expect(page).toContain('Regulation (Decree 06) 30 30 R');
    expect(page).toContain('CBAM 0 35 C');
    expect(page).toContain('Total score 55 100');
  });

  it('the result shows the disclaimer in the reader language', () => {
    for (const locale of ['vi', 'en'] as const) {
      const page = text(render(<ReportView report={steelReport} />, locale));
      expect(page).toContain(ghgChartLabels[locale].disclaimer);
      expect(page).not.toContain(ghgChartLabels[locale === 'vi' ? 'en' : 'vi'].disclaimer);
    }
  });

  it('links the PDF in the page language', () => {
    expect(ghgReportPdfHref(steelReport.id, 'en')).toBe(`/api/ghg-reports/${steelReport.id}/pdf?lang=en`);
  });
});
