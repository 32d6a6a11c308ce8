// A GHG report as the API answers it (a steel exporter), shared by the machine tests, the registry and the
// result view's render test.
import type { GhgAssessmentInput, GhgReport } from './risk-assessment.types';

export const REPORT_ID = '3f6c2a1e-9b7d-4c1a-8e2f-5d4b3a2c1f00';

export const steelInput: GhgAssessmentInput = {
  companyName: 'Công ty TNHH Thép Xanh',
  taxCode: '0101234567',
  sector: 'IRON_STEEL',
  countryCode: 'VN',
  gwpSet: 'AR5',
  fuels: { dieselLitres: 50000, anthraciteTonnes: 800 },
  electricityKwh: 2000000,
  employees: 320,
  revenueVnd: 250000000000,
  previousInventory: false,
  exportMarkets: ['EU'],
  cbamExports: [{ goodsGroup: 'IRON_STEEL', cnCode: '7208', quantity: 1000, verifiedData: false }],
};

const scenarios = [
  {
    scenario: 'Y2026' as const,
    year: 2026,
    markup: 0.1,
    cbamFactor: 0.975,
    see: 2.31,
    faa: 1.37,
    certificates: 940,
    costEur: 70838.4,
  },
  {
    scenario: 'Y2030' as const,
    year: 2030,
    markup: 0.3,
    cbamFactor: 0.515,
    see: 2.73,
    faa: 0.72,
    certificates: 2010,
    costEur: 151473.6,
  },
  {
    scenario: 'FULL_EXPOSURE' as const,
    year: 2034,
    markup: 0.3,
    cbamFactor: 0,
    see: 2.73,
    faa: 0,
    certificates: 2730,
    costEur: 205732.8,
  },
];

export const steelReport: GhgReport = {
  id: REPORT_ID,
  createdAt: '2026-03-01T08:00:00.000Z',
  input: steelInput,
  factors: {
    gwpSet: 'AR5',
    gridFactor: 0.6592,
    gridFactorYear: 2023,
    gridSensitivityFactor: 0.6811,
    gridFactorSource: 'Bộ Nông nghiệp và Môi trường (DCC), hệ số phát thải lưới điện 2023',
    electricityToePerKwh: 0.0001543,
    fuels: [
      {
        fuel: 'DIESEL',
        unit: 'L',
        tco2ePerUnit: 0.002676,
        toePerUnit: 0.00088,
        source: 'IPCC 2006, tập 2, chương 2',
      },
      {
        fuel: 'ANTHRACITE',
        unit: 't',
        tco2ePerUnit: 2.6247,
        toePerUnit: 0.6,
        source: 'IPCC 2006, tập 2, chương 2',
      },
    ],
    cbamPriceEur: 75.36,
    cbamPriceBandEur: { low: 70, high: 90 },
    eurVndRate: 27500,
  },
  emissions: {
    scope1Tco2e: 2233.56,
    scope1ByFuel: [
      { fuel: 'DIESEL', tco2e: 133.8, toe: 44 },
      { fuel: 'ANTHRACITE', tco2e: 2099.76, toe: 480 },
    ],
    scope2Tco2e: 1318.4,
    scope2SensitivityTco2e: 1362.2,
    totalTco2e: 3551.96,
    toe: 832.6,
    intensity: 14.21,
  },
  inventory: { status: 'LIKELY_REQUIRED', ratio: 1.18, m1: true, m2: false, m3: false, etsQuotaSector: true },
  cbam: {
    applicable: true,
    exempt: false,
    goods: [
      {
        goodsGroup: 'IRON_STEEL',
        cnCode: '7208',
        quantity: 1000,
        unit: 't',
        verifiedData: false,
        defaultSee: 2.1,
        benchmark: 1.4,
        scenarios,
      },
    ],
    totals: scenarios.map(({ see: _see, faa: _faa, ...total }) => total),
    cost2030ToRevenuePercent: 1.67,
  },
  score: 78,
  level: 'VERY_HIGH',
  scoreFactors: [
    { factor: 'REGULATION', points: 30, reason: 'Phát thải 3.552 tCO2e, vượt ngưỡng 3.000 tCO2e (M1).' },
    {
      factor: 'CBAM',
      points: 20,
      reason: 'Xuất khẩu thép sang EU: chi phí CBAM 2030 khoảng 1,67% doanh thu.',
    },
    { factor: 'INTENSITY', points: 12, reason: 'Cường độ 14,21 tCO2e/tỷ đồng doanh thu.' },
    { factor: 'MARKET_PRESSURE', points: 8, reason: 'Xuất khẩu sang EU.' },
    { factor: 'DATA_READINESS', points: 8, reason: 'Chưa từng kiểm kê khí nhà kính.' },
  ],
  nextSteps: [
    {
      code: 'FULL_INVENTORY',
      title: 'Kiểm kê khí nhà kính đầy đủ',
      description: 'Lập báo cáo kiểm kê cấp cơ sở theo Nghị định 06.',
      link: '/solutions/ghg-service',
    },
    {
      code: 'CBAM_DATA',
      title: 'Chuẩn bị dữ liệu CBAM',
      description: 'Tính phát thải thực tế của sản phẩm cho nhà nhập khẩu EU.',
      link: '/solutions/dich-vu-bao-cao-cbam',
    },
    {
      code: 'PRICING',
      title: 'Xem bảng giá',
      description: 'Chọn gói phù hợp với doanh nghiệp.',
      link: '/solutions/pricing',
    },
  ],
};

export const ghgNotFound = {
  statusCode: 404,
  code: 'NOT_FOUND',
  message: 'Không tìm thấy dữ liệu',
};
export const ghgOffline = { code: 'ERR_NETWORK', message: 'Network Error' };
export const ghgServerFault = { statusCode: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' };
export const ghgRateLimited = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
};
export const ghgInvalid = (field: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Dữ liệu không hợp lệ',
  details: [{ field, message: 'Dữ liệu không hợp lệ' }],
});
