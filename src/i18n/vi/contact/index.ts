// Texts of the contact-sales screens (/contact, /contact/thank-you) and the pricing page (/solutions/pricing), vi
// (base). The form's messages ("Field is required", "Email invalidate") and "We have received your contact!" come
// from the spec's catalogue (domain/messages.ts) and are not repeated here.
const contact = {
  form: {
    lead: 'Để lại thông tin, chuyên gia của chúng tôi sẽ liên hệ để tư vấn kiểm kê khí nhà kính, báo cáo CBAM và ESG cho doanh nghiệp của bạn.',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    phone: 'Số điện thoại',
    phoneHint: 'Số di động Việt Nam, ví dụ 0912 345 678.',
    companyName: 'Tên công ty',
    career: 'Ngành nghề',
    careerHint: 'Ví dụ: sản xuất thép, dệt may, chế biến thực phẩm.',
    companySize: 'Quy mô công ty',
    companySizeChoose: 'Chọn số nhân viên',
    companySizes: {
      upTo50: '1–50 nhân viên',
      upTo200: '51–200 nhân viên',
      upTo500: '201–500 nhân viên',
      upTo1000: '501–1.000 nhân viên',
      over1000: 'Trên 1.000 nhân viên',
    },
    requirement: 'Nhu cầu kiểm kê',
    requirementHint:
      'Cơ sở và lĩnh vực cần kiểm kê, loại báo cáo (Nghị định 06, CBAM, ESG) và thời hạn bạn cần hoàn thành.',
    agreeBefore: 'Tôi đồng ý với ',
    privacyPolicy: 'chính sách quyền riêng tư',
    agreeAfter: '.',
    submit: 'Gửi thông tin',
    submitting: 'Đang gửi…',
  },
  thankYou: {
    greeting: 'Cảm ơn {firstName}!',
    lead: 'Chuyên gia tư vấn sẽ liên hệ lại với bạn trong thời gian sớm nhất. Chúng tôi cũng đã gửi email xác nhận đến hộp thư của bạn.',
    linksLabel: 'Tiếp theo',
    home: 'Về trang chủ',
    solutions: 'Xem các giải pháp',
  },
  pricing: {
    lead: 'Bắt đầu miễn phí, nâng cấp khi doanh nghiệp cần kiểm kê thường xuyên và báo cáo CBAM. Giá tính bằng đồng Việt Nam.',
    loading: 'Đang tải bảng giá…',
    retry: 'Thử lại',
    plansLabel: 'Các gói dịch vụ',
    perMonth: 'mỗi tháng',
    perYear: 'mỗi năm',
    priceOnRequest: 'Báo giá theo nhu cầu',
    recommended: 'Được đề xuất',
    signUp: 'Đăng ký miễn phí',
    contactSales: 'Liên hệ tư vấn',
    compareTitle: 'So sánh giới hạn của các gói',
    resource: 'Hạng mục',
    resources: {
      MEMBER_SEAT: 'Thành viên',
      COURSE: 'Khóa học',
      GHG_REPORT: 'Báo cáo kiểm kê khí nhà kính',
      CBAM_REPORT: 'Báo cáo CBAM',
      RISK_ASSESSMENT: 'Đánh giá rủi ro phát thải',
    },
    unlimited: 'Không giới hạn',
    notIncluded: 'Không bao gồm',
  },
};

export default contact;
