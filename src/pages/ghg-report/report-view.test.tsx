// The GHG risk report as the result pages render it (a fixture report of a steel exporter), in vi and en: level,
// score and each factor's reason, the emission figures formatted for the locale, the Decree 06 status and its
// explanation, the CBAM table, the factors with their sources and the next-step links. Plus the first step of the
// two-minute assessment: its progress indicator and labelled fields.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { REPORT_ID, steelReport } from '../../../tests/fixtures/ghg';
import { assessGhgRisk } from '../../../domain/ghg-risk';
import { renderGhgReport } from '../../../domain/ghg-report-text';
import { findRoute } from '../../app/routes';
import { ghgReportResultPath as resultPath } from '../../app/paths';
import { currentReportId } from '../../app/wiring/ghg';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import AssessmentPage from './assessment-page';
import { amountText, fieldPath, parseAmount } from './assessment-fields';
import { ReportView } from './report-view';
import { loadNumberReading } from '../../components/form/number-reading';

loadAllLocales();
// The number reader loads once a number field is live (src/components/form/number-reading.ts); these tests read with it.
beforeAll(() => loadNumberReading().then(() => undefined));

function render(node: React.ReactNode, locale: 'vi' | 'en', path = '/ghg-report/count-down'): string {
  return renderToStaticMarkup(
    <TypesafeI18n locale={locale}>
      <Router ssrPath={path}>{node}</Router>
    </TypesafeI18n>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('GHG report view', () => {
  it('shows the level, the score and every factor with its reason (vi)', () => {
    const html = text(render(<ReportView report={steelReport} />, 'vi'));
    expect(html).toContain('Rất cao');
    expect(html).toContain('Điểm rủi ro: 78/100');
    for (const factor of steelReport.scoreFactors) expect(html).toContain(factor.reason);
    expect(html).toContain('Quy định (Nghị định 06) 30 30');
  });

  it('formats the figures for the locale', () => {
    const vi = text(render(<ReportView report={steelReport} />, 'vi'));
    expect(vi).toContain('2.233,56 tCO₂e');
    expect(vi).toContain('1.318,4 tCO₂e');
    expect(vi).toContain('3.551,96 tCO₂e');
    expect(vi).toContain('832,6 TOE');
    expect(vi).toContain('14,21 tCO₂e/tỷ đồng doanh thu');
    const en = text(render(<ReportView report={steelReport} />, 'en'));
    expect(en).toContain('2,233.56 tCO₂e');
    expect(en).toContain('3,551.96 tCO₂e');
    expect(en).toContain('14.21 tCO₂e per VND billion of revenue');
    expect(en).toContain('Very high');
  });

  it('explains the Decree 06 status', () => {
    const html = text(render(<ReportView report={steelReport} />, 'vi'));
    expect(html).toContain('Nhiều khả năng phải kiểm kê');
    expect(html).toContain('có thể được bổ sung vào danh mục');
    expect(html).toContain('M1: phát thải từ 3.000 tCO₂e');
  });

  it('says the verdict was not checked against the Decision 13/2024 list while that list is not loaded', () => {
    const vi = text(render(<ReportView report={steelReport} />, 'vi'));
    expect(vi).toContain('Chưa đối chiếu với danh mục 2.166 cơ sở của Quyết định 13/2024/QĐ-TTg');
    const en = text(render(<ReportView report={steelReport} />, 'en'));
    expect(en).toContain('Not checked against the 2,166 facilities listed by Decision 13/2024/QD-TTg');
  });

  it('does not promise a check of the tax code against Decision 13/2024 on the form (vi and en)', () => {
    const { route, params } = findRoute('/ghg-report/count-down');
    for (const locale of ['vi', 'en'] as const) {
      const html = text(render(<AssessmentPage screen={route.screen} params={params} />, locale));
      expect(html).toContain(locale === 'vi' ? 'Mã số thuế' : 'Tax code');
      expect(html).not.toMatch(/13\/2024/);
    }
  });

  it('shows the CBAM table: 2026, 2030 and full exposure in EUR, certificates per tonne', () => {
    const html = render(<ReportView report={steelReport} />, 'en');
    expect(html).toContain('<table');
    const plain = text(html);
    expect(plain).toContain('Iron and steel, CN code 7208, 1,000 tonnes a year');
    expect(plain).toMatch(/2026 940 0\.94 €70,838/);
    expect(plain).toMatch(/2030 2,010 2\.01 €151,474/);
    expect(plain).toMatch(/Full exposure \(2034\) 2,730 2\.73 €205,733/);
    expect(plain).toContain('The 2030 CBAM cost equals 1.67% of revenue.');
    const vi = text(render(<ReportView report={steelReport} />, 'vi'));
    expect(vi).toMatch(/Năm 2026 940 0,94 70\.838\s?€/);
  });

  it('leaves the CBAM table out when no CBAM goods were given', () => {
    const report = {
      ...steelReport,
      cbam: { ...steelReport.cbam, applicable: false, goods: [], totals: [], cost2030ToRevenuePercent: null },
    };
    const html = text(render(<ReportView report={report} />, 'en'));
    expect(html).not.toContain('CBAM exposure');
    expect(html).not.toContain('Certificates');
  });

  it('lists the factors used with their sources, and the next steps with their links', () => {
    const html = render(<ReportView report={steelReport} />, 'vi');
    const plain = text(html);
    expect(plain).toContain(steelReport.factors.gridFactorSource);
    expect(plain).toContain('0,6592 tCO₂/MWh');
    expect(plain).toContain('IPCC 2006, tập 2, chương 2');
    for (const href of [
      '/solutions/ghg-service',
      '/solutions/dich-vu-bao-cao-cbam',
      '/solutions/pricing',
      '/contact',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const step of steelReport.nextSteps) expect(plain).toContain(step.title);
  });
});

describe('CBAM factors and unknown goods on the report', () => {
  // Rendered from the model, so the rows are what the API answers (domain/ghg-report-text.ts).
  const input = {
    sector: 'CEMENT' as const,
    fuels: {},
    electricityKwh: 0,
    employees: 50,
    revenueVnd: 100_000_000_000,
    previousInventory: true,
    cbamExports: [
      { goodsGroup: 'IRON_STEEL' as const, cnCode: '7208', quantity: 1000, verifiedData: false },
      { goodsGroup: 'CEMENT' as const, quantity: 5000, verifiedData: false },
    ],
  };
  const reportIn = (locale: 'vi' | 'en') => {
    const result = assessGhgRisk(input);
    if (!result.ok) throw new Error('refused');
    return renderGhgReport(result.assessment, locale, {
      id: REPORT_ID,
      createdAt: '2026-03-01T08:00:00.000Z',
    });
  };

  it('lists default value, benchmark, mark-up and CBAM factor with value, unit, year and source (vi and en)', () => {
    const en = text(render(<ReportView report={reportIn('en')} />, 'en'));
    expect(en).toContain('CBAM default value, good 1 (7208) 2.35 tCO₂e/t 2026');
    expect(en).toContain('CBAM benchmark, good 1 (7208) 1.37 tCO₂e/t 2026');
    expect(en).toContain('Mark-up on default values, Iron and steel, 2030 30 % 2030');
    expect(en).toContain('CBAM factor (free allocation still granted), 2030 0.515 2030');
    expect(en).toContain('table &quot;Viet Nam&quot;, row CN 7208; direct emissions only');
    const vi = text(render(<ReportView report={reportIn('vi')} />, 'vi'));
    expect(vi).toContain('Giá trị mặc định CBAM, mặt hàng 1 (7208) 2,35 tCO₂e/t 2026');
    expect(vi).toContain('Quy định thực thi (EU) 2025/2620, Phụ lục, cột B');
    expect(vi).toContain('Hệ số CBAM (tỷ lệ hạn ngạch miễn phí còn được cấp), năm 2030 0,515 2030');
  });

  it('says a good could not be costed, never €0 (vi and en)', () => {
    const en = text(render(<ReportView report={reportIn('en')} />, 'en'));
    expect(en).toContain('Not costed: the CN code is needed to pick the default value');
    expect(en).toContain('Goods that could be costed (the others are unknown)');
    expect(en).toContain('CBAM default value, good 2 (no CN code) not known');
    expect(en).toContain('CBAM benchmark, good 2 (no CN code) not known – the CN code is needed');
    const vi = text(render(<ReportView report={reportIn('vi')} />, 'vi'));
    expect(vi).toContain('Chưa tính được: cần mã CN để chọn giá trị mặc định');
    expect(vi).not.toContain('€0 ');
  });
});

describe('two-minute assessment page', () => {
  it('shows the progress of the four steps and labels every field of the first', () => {
    const { route, params } = findRoute('/ghg-report/count-down');
    expect(route.status).toBe('real');
    const html = render(<AssessmentPage screen={route.screen} params={params} />, 'vi');
    expect(html).toContain('aria-current="step"');
    const plain = text(html);
    expect(plain).toContain('Đánh giá nhanh rủi ro phát thải khí nhà kính trong 2 phút');
    expect(plain).toContain('Bước 1 / 4: Doanh nghiệp và ngành');
    for (const step of ['Năng lượng sử dụng', 'Xuất khẩu hàng CBAM', 'Xem lại'])
      expect(plain).toContain(step);
    const ids = [...html.matchAll(/<(?:input|select)[^>]*id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThanOrEqual(9);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });

  it('reads typed amounts and server field paths', () => {
    const rules = { min: 0, max: 1e12 };
    expect(parseAmount('2 000 000', 'vi', rules)).toEqual({ ok: true, value: 2000000 });
    expect(parseAmount('12,5', 'vi', rules)).toEqual({ ok: true, value: 12.5 });
    expect(parseAmount('120.000', 'vi', rules)).toEqual({ ok: true, value: 120_000 });
    expect(parseAmount('120,000', 'en', rules)).toEqual({ ok: true, value: 120_000 });
    expect(parseAmount('', 'vi', rules, 0)).toEqual({ ok: true, value: 0 });
    expect(parseAmount('', 'en', rules)).toEqual({ ok: false, issue: 'required' });
    expect(parseAmount('-3', 'vi', rules)).toMatchObject({ ok: false, issue: { problem: 'belowMin' } });
    expect(parseAmount('2,5', 'vi', { integer: true })).toMatchObject({
      ok: false,
      issue: { problem: 'notInteger' },
    });
    expect(parseAmount('120,000', 'vi', rules)).toMatchObject({ ok: false, issue: { problem: 'ambiguous' } });
    expect(amountText(1_234_567.5, 'vi')).toBe('1.234.567,5');
    expect(amountText(1_234_567.5, 'en')).toBe('1,234,567.5');
    expect(amountText(0, 'en')).toBe('');
    expect(amountText(0, 'en', false)).toBe('0');
    expect(fieldPath('/cbamExports/0/quantity')).toBe('cbamExports.0.quantity');
    expect(fieldPath('cbamExports[1].cnCode')).toBe('cbamExports.1.cnCode');
  });

  it('finds the report to show in ?id= first, else in the idReport cookie', () => {
    expect(currentReportId('?id=abc', { cookie: 'idReport=xyz' })).toBe('abc');
    expect(currentReportId('', { cookie: 'locale=vi; idReport=xyz' })).toBe('xyz');
    expect(currentReportId('', { cookie: '' })).toBeNull();
    expect(resultPath('abc')).toBe('/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh?id=abc');
  });
});
