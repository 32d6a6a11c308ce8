// Texts of the sign-in screens (the form, every Cognito challenge, the Hosted UI callback), vi (base). The spec's
// catalogue texts (incorrect credentials, activate before sign-in) come from domain/messages.ts (`errors`).
const signIn = {
  lead: 'Đăng nhập để quản lý kiểm kê khí nhà kính và báo cáo của tổ chức bạn.',
  loading: 'Đang chuẩn bị đăng nhập…',
  email: 'Email',
  password: 'Mật khẩu',
  submit: 'Đăng nhập',
  submitting: 'Đang đăng nhập…',
  forgotPassword: 'Quên mật khẩu?',
  noAccount: 'Chưa có tài khoản?',
  signUp: 'Đăng ký',
  social: 'Hoặc đăng nhập với',
  google: 'Đăng nhập với Google',
  facebook: 'Đăng nhập với Facebook',
  cancel: 'Hủy và quay lại đăng nhập',
  continue: 'Tiếp tục',
  signedIn: 'Đăng nhập thành công, đang chuyển trang…',
  configError: {
    title: 'Chưa thể đăng nhập',
    explanation:
      'Cấu hình đăng nhập của hệ thống đang thiếu hoặc không hợp lệ, nên chưa thể đăng nhập. Vui lòng báo cho quản trị viên các lỗi dưới đây.',
    issues: 'Các lỗi cấu hình',
    retry: 'Thử lại',
  },
  newPassword: {
    title: 'Đặt mật khẩu mới',
    explanation: 'Đây là lần đăng nhập đầu tiên của bạn. Vui lòng đặt mật khẩu mới để tiếp tục.',
    account: 'Thông tin tài khoản',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu mới',
    passwordHint: 'Từ {min} đến {max} ký tự, gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt.',
    submit: 'Lưu mật khẩu và đăng nhập',
  },
  attributes: {
    email: 'Email',
    given_name: 'Tên',
    family_name: 'Họ',
    name: 'Họ và tên',
    phone_number: 'Số điện thoại',
    locale: 'Ngôn ngữ',
  },
  code: {
    label: 'Mã xác thực',
    hint: 'Mã gồm 6 chữ số.',
    submit: 'Xác nhận',
  },
  sms: {
    title: 'Nhập mã xác thực SMS',
    sentTo: 'Chúng tôi đã gửi mã xác thực qua SMS đến {destination}.',
    sent: 'Chúng tôi đã gửi mã xác thực qua SMS đến số điện thoại của bạn.',
  },
  totp: {
    title: 'Nhập mã từ ứng dụng xác thực',
    explanation:
      'Mở ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, …) và nhập mã 6 chữ số đang hiển thị.',
  },
  selectMfa: {
    title: 'Chọn cách xác thực',
    explanation: 'Tài khoản của bạn bật nhiều cách xác thực hai lớp. Bạn muốn dùng cách nào lần này?',
    options: 'Cách xác thực',
    SMS_MFA: 'Mã gửi qua SMS',
    SOFTWARE_TOKEN_MFA: 'Mã từ ứng dụng xác thực',
  },
  mfaSetup: {
    title: 'Thiết lập xác thực hai lớp',
    explanation:
      'Tài khoản của bạn cần xác thực hai lớp. Quét mã QR bằng ứng dụng xác thực, rồi nhập mã 6 chữ số mà ứng dụng hiển thị.',
    preparing: 'Đang tạo khóa bí mật…',
    qrAlt: 'Mã QR để thêm tài khoản vào ứng dụng xác thực',
    manual: 'Không quét được mã? Nhập khóa bí mật này vào ứng dụng:',
    secret: 'Khóa bí mật',
    submit: 'Xác minh và đăng nhập',
  },
  customChallenge: {
    title: 'Xác minh bổ sung',
    explanation: 'Hệ thống cần thêm một bước xác minh. Vui lòng nhập câu trả lời để tiếp tục.',
    answer: 'Câu trả lời',
  },
  unsupported: {
    title: 'Chưa thể hoàn tất đăng nhập',
    deviceVerification:
      'Tài khoản của bạn yêu cầu xác minh thiết bị đã ghi nhớ, nhưng nền tảng không ghi nhớ thiết bị. Vui lòng liên hệ quản trị viên để tắt yêu cầu này cho tài khoản của bạn.',
    unknownChallenge:
      'Hệ thống xác thực yêu cầu một bước mà nền tảng chưa hỗ trợ ({challenge}). Vui lòng liên hệ bộ phận hỗ trợ và gửi kèm tên bước này.',
    unnamedChallenge: 'không rõ tên',
    back: 'Quay lại đăng nhập',
  },
  callback: {
    working: 'Đang hoàn tất đăng nhập…',
    failedTitle: 'Không thể hoàn tất đăng nhập',
    providerError: 'Nhà cung cấp đăng nhập từ chối yêu cầu: {error}',
    stateMismatch:
      'Phiên đăng nhập không khớp hoặc đã hết hạn (có thể bạn đã mở liên kết ở một thẻ khác). Vui lòng đăng nhập lại.',
    missingCode: 'Địa chỉ trả về không có mã xác thực. Vui lòng đăng nhập lại.',
    notConfigured: 'Đăng nhập bằng Google hoặc Facebook chưa được bật cho hệ thống này.',
    exchangeFailed: 'Không đổi được mã xác thực lấy phiên đăng nhập: {message}',
    back: 'Quay lại đăng nhập',
  },
};

export default signIn;
