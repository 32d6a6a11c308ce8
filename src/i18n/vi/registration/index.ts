// Texts of the registration screens (sign-up, thank-you, activation, password reset), vi (base). The messages of
// the spec's catalogue (validation, errors, success) are not repeated here: they come from domain/messages.ts.
const registration = {
  form: {
    signInLink: 'Đến trang đăng nhập',
    emailLabel: 'Email',
  },
  signUp: {
    lead: 'Tạo tài khoản để mở không gian làm việc cho tổ chức của bạn.',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    password: 'Mật khẩu',
    confirmPassword: 'Xác nhận mật khẩu',
    phone: 'Số điện thoại',
    organizationName: 'Tên tổ chức',
    passwordHint:
      'Từ {min} đến {max} ký tự, gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt (ví dụ: ! @ # $ %).',
    phoneHint: 'Số di động Việt Nam, ví dụ 0912 345 678.',
    submit: 'Đăng ký',
    submitting: 'Đang đăng ký…',
    haveAccount: 'Đã có tài khoản?',
    signIn: 'Đăng nhập',
  },
  thankYou: {
    sentTo: 'Chúng tôi đã gửi liên kết kích hoạt đến {email}. Liên kết có hiệu lực trong 24 giờ.',
    sentNoEmail:
      'Chúng tôi đã gửi liên kết kích hoạt đến email bạn đã đăng ký. Liên kết có hiệu lực trong 24 giờ.',
    notReceived: 'Không nhận được email? Hãy kiểm tra thư mục thư rác, hoặc gửi lại email kích hoạt.',
    resend: 'Gửi lại email kích hoạt',
    resending: 'Đang gửi…',
  },
  activate: {
    activating: 'Đang kích hoạt tài khoản của bạn…',
    signIn: 'Đăng nhập',
    usedHint: 'Nếu tài khoản của bạn đã được kích hoạt, bạn có thể đăng nhập ngay.',
    newLinkTitle: 'Nhận liên kết kích hoạt mới',
    newLinkLead: 'Nhập email bạn đã dùng để đăng ký, chúng tôi sẽ gửi một liên kết kích hoạt mới.',
    send: 'Gửi liên kết mới',
    sending: 'Đang gửi…',
    retry: 'Thử lại',
  },
  passwordReset: {
    requestLead: 'Nhập email của tài khoản. Chúng tôi sẽ gửi mã xác nhận và liên kết để đặt lại mật khẩu.',
    sendCode: 'Gửi mã xác nhận',
    sending: 'Đang gửi…',
    codeLead: 'Nhập mã 6 chữ số trong email đã gửi đến {email} và chọn mật khẩu mới.',
    linkLead: 'Chọn mật khẩu mới cho tài khoản của bạn.',
    code: 'Mã xác nhận',
    codeHint: 'Mã gồm 6 chữ số, có hiệu lực trong 60 phút.',
    newPassword: 'Mật khẩu mới',
    confirmNewPassword: 'Xác nhận mật khẩu mới',
    submit: 'Đặt lại mật khẩu',
    submitting: 'Đang đặt lại…',
    resend: 'Gửi lại mã',
    resent: 'Đã gửi mã mới đến {email}.',
    startOver: 'Dùng email khác',
    requestNewLink: 'Yêu cầu liên kết mới',
    signIn: 'Đăng nhập',
    backToSignIn: 'Quay lại đăng nhập',
  },
};

export default registration;
