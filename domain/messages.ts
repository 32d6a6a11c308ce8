// The product's message catalogue (spec sections 5 and 8), shared by the browser dictionaries (src/i18n) and the
// server's error answers. The spec's wordings are kept exactly; where the spec gives only one language, the other
// is our translation. Placeholders use typesafe-i18n syntax: {min}, {max}.
export const locales = ['vi', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'vi';

export function toLocale(value: string | null | undefined): Locale {
  const tag = (value ?? '').trim().toLowerCase();
  if (tag.startsWith('en')) return 'en';
  return 'vi';
}

/** Picks the first supported language of an Accept-Language header (vi by default). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('vi')) return 'vi';
    if (tag.startsWith('en')) return 'en';
  }
  return defaultLocale;
}

export const messages = {
  vi: {
    errors: {
      incorrectCredentials: 'Username hoặc password không chính xác. Vui lòng thử lại !',
      activateBeforeSignIn: 'Vui lòng xác thực tài khoản trước khi đăng nhập !',
      accountNotActivated: 'Tài khoản chưa được kích hoạt, vui lòng kiểm tra email',
      generic: 'Đã có lỗi xảy ra!',
      pageNotFound: 'Xin lỗi, trang bạn tìm kiếm không tồn tại.',
      networkError: 'Lỗi kết nối mạng (Network Error)',
      notAuthenticated: 'Người dùng chưa được xác thực',
      refreshFailed: 'Lỗi khi làm mới session',
      validationFailed: 'Dữ liệu không hợp lệ',
      notFound: 'Không tìm thấy dữ liệu',
      routeNotFound: 'Không tìm thấy đường dẫn API',
      unauthorized: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn',
      forbidden: 'Bạn không có quyền thực hiện thao tác này',
      payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
      malformedJson: 'Nội dung JSON không hợp lệ',
      unsupportedMediaType: 'Định dạng nội dung không được hỗ trợ',
      imageUnreadable: 'Không đọc được ảnh này, vui lòng chọn một ảnh PNG, JPEG hoặc WebP khác',
      rateLimited: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
      conflict: 'Dữ liệu bị xung đột với trạng thái hiện tại',
      incorrectPreviousPassword: 'Mật khẩu hiện tại không chính xác',
      activationLinkExpired: 'Liên kết kích hoạt đã hết hạn',
      activationLinkUsed: 'Liên kết kích hoạt đã được sử dụng',
      activationLinkInvalid: 'Liên kết kích hoạt không hợp lệ',
      resetCodeInvalid: 'Mã xác nhận không chính xác',
      resetCodeExpired: 'Mã xác nhận đã hết hạn, vui lòng yêu cầu mã mới',
      resetLinkInvalid:
        'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn, vui lòng yêu cầu liên kết mới',
      inviteNotFound: 'Không tìm thấy lời mời',
      inviteExpired: 'Lời mời đã hết hạn, vui lòng đề nghị gửi lại lời mời',
      inviteAccepted: 'Lời mời đã được chấp nhận',
      inviteDeleted: 'Lời mời đã bị thu hồi',
      lastOwner: 'Không gian làm việc phải luôn có một chủ sở hữu',
      planLimitReached: 'Gói dịch vụ hiện tại đã đạt giới hạn, vui lòng nâng cấp gói',
      emailAlreadyRegistered: 'Email này đã được đăng ký, vui lòng đăng nhập hoặc đặt lại mật khẩu',
      inviteEmailMismatch:
        'Email không trùng với email được mời, vui lòng đăng ký bằng email đã nhận lời mời',
      mfaCodeInvalid: 'Mã xác thực không đúng, vui lòng nhập mã mới từ ứng dụng xác thực',
      slugTaken: 'Đường dẫn (slug) này đã được dùng, vui lòng chọn đường dẫn khác',
      quizRetryLater: 'Bạn đã dùng hết số lần làm bài kiểm tra này, vui lòng thử lại sau',
    },
    validation: {
      firstNameRequired: 'Tên là bắt buộc',
      lastNameRequired: 'Họ là bắt buộc',
      emailRequired: 'Email là bắt buộc',
      invalidEmail: 'Email không hợp lệ',
      contactInvalidEmail: 'Email không hợp lệ',
      passwordRequired: 'Mật khẩu là bắt buộc',
      confirmPasswordRequired: 'Xác nhận mật khẩu là bắt buộc',
      confirmPasswordMismatch: 'Mật khẩu xác nhận không khớp',
      minLength: 'Tối thiểu {min} ký tự',
      maxLength: 'Tối đa {max} ký tự',
      passwordComplexity: 'Mật khẩu phải bao gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt',
      phoneRequired: 'Số điện thoại là bắt buộc',
      invalidPhone: 'Số điện thoại không hợp lệ',
      organizationNameRequired: 'Tên tổ chức là bắt buộc',
      fieldRequired: 'Trường này là bắt buộc',
      invalidCharacters: 'Không được chứa ký tự < > hoặc ký tự điều khiển',
      invalidCode: 'Mã xác nhận gồm 6 chữ số',
      invalidSlug: 'Chỉ dùng chữ thường không dấu, chữ số và dấu gạch nối, ví dụ: nghi-dinh-06',
      reservedSlug: 'Đường dẫn này được dành riêng, vui lòng chọn đường dẫn khác',
      tooManyItems: 'Tối đa {max} mục',
      tagTooLong: 'Mỗi thẻ tối đa {max} ký tự',
    },
    success: {
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
    },
  },
  en: {
    errors: {
      incorrectCredentials: 'Username or password is incorrect',
      activateBeforeSignIn: 'Please verify your account before signing in!',
      accountNotActivated: 'Account has not been activated, please check your email',
      generic: 'Something went wrong!',
      pageNotFound: "Sorry, the page you are looking for doesn't exist.",
      networkError: 'Network Error',
      notAuthenticated: 'User is not authenticated',
      refreshFailed: 'Lỗi khi làm mới session',
      validationFailed: 'Invalid data',
      notFound: 'Not found',
      routeNotFound: 'API route not found',
      unauthorized: 'The session is invalid or has expired',
      forbidden: 'You are not allowed to do this',
      payloadTooLarge: 'The request body is too large',
      malformedJson: 'The JSON body is malformed',
      unsupportedMediaType: 'Unsupported content type',
      imageUnreadable: 'This image could not be read, please choose another PNG, JPEG or WebP image',
      rateLimited: 'Too many attempts, please try again later',
      conflict: 'This conflicts with the current state',
      incorrectPreviousPassword: 'Current password is incorrect',
      activationLinkExpired: 'This activation link has expired',
      activationLinkUsed: 'This activation link has already been used',
      activationLinkInvalid: 'This activation link is invalid',
      resetCodeInvalid: 'The verification code is incorrect',
      resetCodeExpired: 'The verification code has expired, please request a new one',
      resetLinkInvalid: 'This password reset link is invalid or has expired, please request a new one',
      inviteNotFound: 'Invitation not found',
      inviteExpired: 'This invitation has expired, please ask for a new one',
      inviteAccepted: 'This invitation has already been accepted',
      inviteDeleted: 'This invitation has been withdrawn',
      lastOwner: 'A workspace must always keep an owner',
      planLimitReached: 'The current plan has reached its limit, please upgrade',
      emailAlreadyRegistered: 'This email is already registered, please sign in or reset your password',
      inviteEmailMismatch:
        'This is not the invited email, please sign up with the email that received the invitation',
      mfaCodeInvalid: 'The code is incorrect, please enter a new code from your authenticator app',
      slugTaken: 'This URL name (slug) is already in use, please choose another one',
      quizRetryLater: 'You have used all your attempts at this quiz, please try again later',
    },
    validation: {
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      invalidEmail: 'Invalid email',
      contactInvalidEmail: 'Email invalidate',
      passwordRequired: 'Password is required',
      confirmPasswordRequired: 'Confirm password is required',
      confirmPasswordMismatch: 'Confirm passwords do not match',
      minLength: 'Minimum of {min} characters',
      maxLength: 'Maximum of {max} characters',
      passwordComplexity:
        'Password must include uppercase letters, lowercase letters, numbers and special characters',
      phoneRequired: 'Phone number is required',
      invalidPhone: 'Invalid phone number',
      organizationNameRequired: 'Organization name is required',
      fieldRequired: 'Field is required',
      invalidCharacters: 'Must not contain < > or control characters',
      invalidCode: 'The code must be 6 digits',
      invalidSlug: 'Use only lower-case letters without accents, digits and hyphens, e.g. decree-06',
      reservedSlug: 'This slug is reserved, please choose another one',
      tooManyItems: 'At most {max} items',
      tagTooLong: 'Each tag at most {max} characters',
    },
    success: {
      registered: 'Registered successfully, please check your email',
      activated: 'Your account has been successfully activated, please log in',
      passwordReset: 'Password reset successful, please log in again',
      joined: 'Joined successfully',
      profileUpdated: 'Profile updated successfully',
      contactReceived: 'We have received your contact!',
      activationLinkSent: 'A new activation link has been sent, please check your email',
      resetCodeSent: 'If an account exists for this email, we have sent instructions to reset the password',
      passwordChanged: 'Password changed successfully',
      memberRemoved: 'The member has been removed from the workspace',
      inviteWithdrawn: 'The invitation has been withdrawn',
      signedOut: 'Signed out successfully',
      totpEnabled: 'Two-step verification with an authenticator app is on',
      totpDisabled: 'Two-step verification is off',
      certificateIssued: 'Your certificate has been issued',
      certificateRevoked: 'The certificate has been revoked',
    },
  },
} as const;

export type MessageGroup = keyof (typeof messages)['vi'];
export type MessageKey<G extends MessageGroup> = keyof (typeof messages)['vi'][G];

/** Fills {name} placeholders. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function message<G extends MessageGroup>(
  locale: Locale,
  group: G,
  key: MessageKey<G>,
  params?: Record<string, string | number>,
): string {
  const table = messages[locale][group] as Record<string, string>;
  return formatMessage(table[key as string], params);
}
