// Texts of the experts' directory list /expert/list-expert (its filters, results and paging), vi (base): its own
// namespace, so that the profile pages do not load them. What the expert pages share is in ../experts.
const expertsList = {
  lead: 'Chuyên gia kiểm kê, thẩm tra và báo cáo khí nhà kính. Lọc theo nhu cầu của doanh nghiệp bạn.',
  filters: 'Lọc chuyên gia',
  name: 'Tên chuyên gia',
  namePlaceholder: 'Ví dụ: Nguyễn Văn',
  sector: 'Ngành',
  service: 'Dịch vụ',
  standard: 'Tiêu chuẩn',
  country: 'Quốc gia',
  city: 'Tỉnh / thành phố',
  language: 'Ngôn ngữ',
  any: 'Tất cả',
  apply: 'Lọc',
  clear: 'Xoá bộ lọc',
  results: '{count:number} chuyên gia',
  empty: 'Không có chuyên gia nào phù hợp với bộ lọc.',
  pagination: 'Phân trang',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  pageOf: 'Trang {page:number} / {pages:number}',
};

export default expertsList;
