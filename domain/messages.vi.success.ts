// The catalogue's success texts in Vietnamese (./messages.vi.ts): the spec's wordings, exactly. A module per group, so
// that a page showing only some of them (src/i18n/vi/success) loads only those.
export const successVi = {
  registered: 'Đăng ký thành công, vui lòng kiểm tra email',
  activated: 'Tài khoản của bạn đã được kích hoạt thành công, vui lòng đăng nhập',
  passwordReset: 'Đặt lại mật khẩu thành công, vui lòng đăng nhập lại',
  joined: 'Tham gia thành công',
  profileUpdated: 'Cập nhật hồ sơ thành công',
  contactReceived: 'Chúng tôi đã nhận được thông tin liên hệ của bạn!',
  activationLinkSent: 'Đã gửi liên kết kích hoạt mới, vui lòng kiểm tra email',
  resetCodeSent: 'Nếu email này đã đăng ký tài khoản, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu',
  passwordChanged: 'Đổi mật khẩu thành công',
  memberRemoved: 'Đã xóa thành viên khỏi không gian làm việc',
  inviteWithdrawn: 'Đã thu hồi lời mời',
  signedOut: 'Đăng xuất thành công',
  totpEnabled: 'Đã bật xác thực hai bước bằng ứng dụng xác thực',
  totpDisabled: 'Đã tắt xác thực hai bước',
  certificateIssued: 'Chứng chỉ của bạn đã được cấp',
  certificateRevoked: 'Đã thu hồi chứng chỉ',
  assessmentClaimed: 'Đánh giá rủi ro phát thải của bạn đã được lưu vào không gian “{space}”',
} as const;
