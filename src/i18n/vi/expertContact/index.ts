// Texts of contacting an expert (issue 13): what the "contact this expert" panel of a public expert profile shows with
// the page (its heading, the privacy note, the visitor's sign-in offer), vi (base). The form, the scopes, statuses and
// the requests page /work-space/expert-requests are in ../expertContactLater (not in the profile's first load).
const expertContact = {
  panel: {
    title: 'Liên hệ chuyên gia',
    privacy:
      'Thông tin liên hệ của hai bên chỉ được chia sẻ sau khi chuyên gia chấp nhận yêu cầu. Trước đó, chuyên gia chỉ thấy nội dung yêu cầu và tên không gian làm việc.',
    signInLead: 'Đăng nhập bằng tài khoản doanh nghiệp để gửi yêu cầu tư vấn cho chuyên gia này.',
    signIn: 'Đăng nhập để liên hệ',
    loading: 'Đang tải biểu mẫu liên hệ…',
    illustrative:
      'Đây là hồ sơ minh hoạ, không gắn với tài khoản chuyên gia thật nên không thể nhận yêu cầu.',
    notContactable: 'Bạn không thể gửi yêu cầu tới hồ sơ này (ví dụ: đây là hồ sơ chuyên gia của chính bạn).',
  },
};

export default expertContact;
