// The score breakdown's, disclaimer's and PDF link's texts, vi: a file apart from the English (./ghg-chart-labels.en.ts)
// so that the Vietnamese result page loads only its own (see ./ghg-chart-labels.ts).
export const ghgChartLabelsVi = {
  /** Heading of the breakdown (chart and table). */
  heading: 'Điểm theo từng yếu tố',
  chartTitle: 'Biểu đồ điểm rủi ro theo từng yếu tố',
  /** The chart's text alternative: one sentence per factor. */
  chartSummary: 'Tổng {score}/100 điểm. {parts}',
  chartPart: '{factor}: {points} trên tối đa {max} điểm.',
  barValue: '{points}/{max}',
  tableCaption: 'Bảng điểm theo từng yếu tố',
  factor: 'Yếu tố',
  points: 'Điểm',
  maximum: 'Tối đa',
  reason: 'Lý do',
  total: 'Tổng điểm',
  downloadPdf: 'Tải kết quả (PDF)',
  downloadFailed: 'Không tải được tệp PDF. Vui lòng thử lại.',
  disclaimer:
    'Kết quả mang tính sàng lọc, chỉ để tham khảo: được ước tính từ số liệu bạn khai và các hệ số mặc định có nguồn nêu trong báo cáo. Đây không phải là kết quả kiểm kê khí nhà kính, không phải báo cáo CBAM đã kiểm chứng và không thay thế ý kiến của cơ quan có thẩm quyền.',
} as const;
