// Texts of the experts' landing page /expert, vi (base): its own namespace, so that the directory's list and
// profile pages do not load them. What the expert pages share is in ../experts.
const expertsHome = {
  eyebrow: 'Danh bạ chuyên gia',
  title: 'Tìm chuyên gia khí nhà kính đáng tin cậy cho doanh nghiệp của bạn',
  lead: 'Chuyên gia kiểm kê, thẩm tra, báo cáo CBAM và ESG đã được đội ngũ GHG Platform xét duyệt, lọc theo ngành, dịch vụ, tiêu chuẩn, khu vực và ngôn ngữ, với chứng chỉ của học viện ai cũng kiểm tra được.',
  browse: 'Xem danh sách chuyên gia',
  whatTitle: 'Danh bạ mang lại gì',
  vettedTitle: 'Chuyên gia được xét duyệt',
  vettedBody:
    'Mỗi hồ sơ được đội ngũ của chúng tôi xem xét kinh nghiệm và bằng chứng chứng chỉ trước khi xuất hiện trong danh bạ.',
  filtersTitle: 'Đúng người cho đúng việc',
  filtersBody:
    'Lọc theo ngành của Nghị định 06 và nhóm hàng CBAM, theo dịch vụ, tiêu chuẩn (ISO 14064, GHG Protocol, ISO 14067, ISO 14068-1), tỉnh thành và ngôn ngữ làm việc.',
  certificatesTitle: 'Chứng chỉ kiểm tra được',
  certificatesBody:
    'Chứng chỉ của Học viện GHG Platform hiện tự động trên hồ sơ, đã xác minh, với đường dẫn đến trang kiểm tra công khai.',
  featuredTitle: 'Một số chuyên gia',
  noFeatured: 'Chưa có chuyên gia nào trong danh bạ.',
  allExperts: 'Xem tất cả chuyên gia',
  joinTitle: 'Trở thành chuyên gia',
  joinLead:
    'Bạn là chuyên gia tư vấn hoặc thẩm tra khí nhà kính? Tham gia danh bạ để doanh nghiệp tìm thấy bạn.',
  joinStepApply: 'Đăng nhập và điền hồ sơ: lĩnh vực, dịch vụ, tiêu chuẩn, khu vực, ngôn ngữ và chứng chỉ.',
  joinStepReview: 'Đội ngũ của chúng tôi xét duyệt hồ sơ và có thể đề nghị bạn bổ sung.',
  joinStepPublish: 'Khi được duyệt, hồ sơ của bạn được công bố và doanh nghiệp có thể gửi yêu cầu tư vấn.',
  apply: 'Đăng ký trở thành chuyên gia',
};

export default expertsHome;
