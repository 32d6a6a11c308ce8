// Copy of /legal/privacy under Decree 13/2023/ND-CP on personal data protection. States what the product stores
// (server/db/migrations: users, user_avatars, space_members, space_invites, space_usage_events, contact_requests,
// mail_outbox, activation and password-reset tokens as hashes; passwords only at the identity service, Amazon
// Cognito, region ap-southeast-1) and what the browser keeps (see the cookie policy).
import { paths } from '../../app/paths';
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const privacyCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'Pháp lý',
    title: 'Chính sách quyền riêng tư',
    lead: 'Chính sách này cho biết chúng tôi thu thập dữ liệu cá nhân nào, dùng để làm gì, lưu ở đâu và trong bao lâu, và bạn có những quyền gì theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
    sections: [
      {
        id: 'controller',
        title: 'Ai xử lý dữ liệu của bạn',
        blocks: [
          'Đơn vị vận hành GHG Platform (“chúng tôi”) là bên kiểm soát và xử lý dữ liệu cá nhân mà bạn cung cấp khi dùng trang web và nền tảng. Với số liệu mà doanh nghiệp nhập vào không gian làm việc của mình, chúng tôi xử lý theo yêu cầu của doanh nghiệp đó.',
        ],
      },
      {
        id: 'data',
        title: 'Dữ liệu chúng tôi lưu',
        blocks: [
          {
            terms: [
              [
                'Tài khoản',
                'Email, họ và tên, ngôn ngữ bạn chọn, ngày tạo tài khoản. Mật khẩu do dịch vụ xác thực quản lý; cơ sở dữ liệu của chúng tôi không lưu mật khẩu.',
              ],
              [
                'Hồ sơ (nếu bạn điền)',
                'Số điện thoại, giới thiệu, địa điểm, nghề nghiệp, tên tổ chức và ảnh đại diện.',
              ],
              [
                'Không gian làm việc',
                'Bạn thuộc không gian làm việc nào và với vai trò gì; lời mời (email người được mời, tên người mời); nhật ký sử dụng trong không gian làm việc (ai thực hiện thao tác nào, khi nào).',
              ],
              [
                'Yêu cầu liên hệ',
                'Họ và tên, email, số điện thoại, tên công ty, ngành nghề, quy mô công ty và nhu cầu bạn gửi qua biểu mẫu liên hệ.',
              ],
              [
                'Email gửi cho bạn',
                'Các email kích hoạt tài khoản, đặt lại mật khẩu và lời mời, cùng trạng thái gửi.',
              ],
              [
                'Mã bảo mật',
                'Mã kích hoạt và mã đặt lại mật khẩu chỉ được lưu dưới dạng băm (hash) và có thời hạn; mã đặt lại mật khẩu hết hạn sau 1 giờ.',
              ],
              [
                'Địa chỉ IP',
                'Dùng tạm thời để giới hạn số lần thử đăng nhập, đăng ký và gửi biểu mẫu, nhằm chống lạm dụng.',
              ],
            ],
          },
          'Chúng tôi không yêu cầu dữ liệu cá nhân nhạy cảm. Cookie và bộ nhớ cục bộ trong trình duyệt được mô tả trong Chính sách cookie.',
        ],
      },
      {
        id: 'purposes',
        title: 'Chúng tôi dùng dữ liệu để làm gì',
        blocks: [
          {
            list: [
              'Tạo và bảo vệ tài khoản, cho phép bạn đăng nhập.',
              'Vận hành không gian làm việc: mời đồng nghiệp, phân vai trò, ghi nhận ai đã làm gì.',
              'Gửi các email cần thiết cho dịch vụ: kích hoạt tài khoản, đặt lại mật khẩu, lời mời.',
              'Trả lời yêu cầu liên hệ và tư vấn mà bạn gửi.',
              'Chống lạm dụng và bảo đảm an toàn hệ thống.',
            ],
          },
          'Chúng tôi không bán dữ liệu cá nhân, không dùng dữ liệu để quảng cáo và không gửi email tiếp thị khi chưa có sự đồng ý của bạn.',
        ],
      },
      {
        id: 'basis',
        title: 'Căn cứ xử lý',
        blocks: [
          'Chúng tôi xử lý dữ liệu trên cơ sở sự đồng ý của bạn, thể hiện khi bạn đăng ký tài khoản hoặc gửi biểu mẫu liên hệ sau khi đọc chính sách này, và trong các trường hợp pháp luật cho phép xử lý không cần sự đồng ý theo Nghị định 13/2023/NĐ-CP. Bạn có thể rút lại sự đồng ý bất cứ lúc nào; việc rút lại không ảnh hưởng đến việc xử lý đã thực hiện trước đó.',
        ],
        source: 'Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
      },
      {
        id: 'sharing',
        title: 'Ai có thể thấy dữ liệu của bạn',
        blocks: [
          {
            list: [
              'Thành viên cùng không gian làm việc thấy tên, email và vai trò của bạn trong không gian đó.',
              'Nhà cung cấp dịch vụ xử lý dữ liệu thay mặt chúng tôi: hạ tầng máy chủ, dịch vụ xác thực (Amazon Cognito) và dịch vụ gửi email. Họ chỉ được dùng dữ liệu để cung cấp dịch vụ cho chúng tôi.',
              'Cơ quan nhà nước có thẩm quyền, khi pháp luật yêu cầu.',
            ],
          },
          'Dịch vụ xác thực có thể đặt tại khu vực châu Á – Thái Bình Dương ngoài Việt Nam (Singapore). Khi chuyển dữ liệu cá nhân ra nước ngoài, chúng tôi thực hiện các nghĩa vụ theo Điều 25 Nghị định 13/2023/NĐ-CP.',
        ],
      },
      {
        id: 'retention',
        title: 'Lưu trữ trong bao lâu',
        blocks: [
          'Dữ liệu tài khoản và hồ sơ được lưu khi tài khoản còn hoạt động. Khi bạn yêu cầu xoá tài khoản, chúng tôi xoá dữ liệu cá nhân của bạn, trừ phần pháp luật buộc phải lưu giữ; trong nhật ký không gian làm việc, tên của bạn có thể được giữ lại để các thành viên khác biết ai đã thực hiện thao tác. Yêu cầu liên hệ được lưu trong thời gian cần thiết để trả lời và theo dõi yêu cầu đó.',
        ],
      },
      {
        id: 'rights',
        title: 'Quyền của bạn',
        blocks: [
          'Theo Nghị định 13/2023/NĐ-CP, bạn có quyền:',
          {
            list: [
              'được biết về việc xử lý dữ liệu cá nhân của mình;',
              'đồng ý hoặc không đồng ý, và rút lại sự đồng ý;',
              'truy cập, xem và yêu cầu chỉnh sửa dữ liệu;',
              'yêu cầu xoá dữ liệu, hạn chế xử lý dữ liệu;',
              'yêu cầu cung cấp dữ liệu cá nhân của mình;',
              'phản đối việc xử lý dữ liệu;',
              'khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy định của pháp luật;',
              'tự bảo vệ dữ liệu cá nhân của mình.',
            ],
          },
          'Bạn có thể tự xem và sửa hồ sơ trong trang hồ sơ người dùng. Với các yêu cầu khác, hãy gửi qua trang liên hệ; chúng tôi sẽ xác minh danh tính của bạn và trả lời trong thời hạn Nghị định 13/2023/NĐ-CP quy định.',
          {
            links: [
              { href: paths.profile, label: 'Hồ sơ người dùng' },
              { href: paths.contact, label: 'Gửi yêu cầu' },
            ],
          },
        ],
        source: 'Nghị định 13/2023/NĐ-CP, Điều 9.',
      },
      {
        id: 'security',
        title: 'Bảo mật',
        blocks: [
          'Kết nối được mã hoá bằng HTTPS; mật khẩu không được lưu trong cơ sở dữ liệu của chúng tôi; mã kích hoạt và mã đặt lại mật khẩu được lưu dưới dạng băm; quyền truy cập dữ liệu trong không gian làm việc theo vai trò. Nếu xảy ra vi phạm quy định bảo vệ dữ liệu cá nhân, chúng tôi sẽ thông báo cho cơ quan có thẩm quyền theo Điều 23 Nghị định 13/2023/NĐ-CP.',
        ],
      },
      {
        id: 'children',
        title: 'Trẻ em',
        blocks: [
          'Dịch vụ dành cho doanh nghiệp và người lao động. Chúng tôi không chủ đích thu thập dữ liệu của trẻ em.',
        ],
      },
      {
        id: 'changes',
        title: 'Thay đổi chính sách',
        blocks: [
          'Khi chính sách thay đổi, chúng tôi cập nhật trang này; với thay đổi quan trọng, chúng tôi thông báo qua email hoặc trên nền tảng trước khi áp dụng.',
          { links: [{ href: paths.legalCookies, label: 'Chính sách cookie' }] },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead: 'This policy explains which personal data we collect, what we use it for, where and how long we keep it, and your rights under Decree 13/2023/ND-CP on personal data protection.',
    sections: [
      {
        id: 'controller',
        title: 'Who processes your data',
        blocks: [
          'The operator of GHG Platform ("we") controls and processes the personal data you give when using the website and the platform. The data a company enters in its workspace we process on that company\'s instructions.',
        ],
      },
      {
        id: 'data',
        title: 'The data we store',
        blocks: [
          {
            terms: [
              [
                'Account',
                'Email, first and last name, your chosen language, the date the account was created. Passwords are managed by the sign-in service; our database does not store them.',
              ],
              [
                'Profile (if you fill it in)',
                'Phone number, bio, location, profession, organisation name and profile picture.',
              ],
              [
                'Workspaces',
                "Which workspaces you belong to and your role; invitations (the invitee's email, the inviter's name); the workspace usage log (who did what, and when).",
              ],
              [
                'Contact requests',
                'Name, email, phone number, company name, line of business, company size and the need you describe in the contact form.',
              ],
              [
                'Emails sent to you',
                'Account activation, password reset and invitation emails, with their delivery status.',
              ],
              [
                'Security codes',
                'Activation and password-reset codes are stored only as hashes and expire; a password-reset code expires after 1 hour.',
              ],
              [
                'IP address',
                'Used briefly to limit attempts at signing in, signing up and sending forms, to prevent abuse.',
              ],
            ],
          },
          'We do not ask for sensitive personal data. The cookies and local storage in your browser are described in the cookie policy.',
        ],
      },
      {
        id: 'purposes',
        title: 'What we use the data for',
        blocks: [
          {
            list: [
              'Creating and protecting your account, and letting you sign in.',
              'Running workspaces: inviting colleagues, assigning roles, recording who did what.',
              'Sending the emails the service needs: account activation, password reset, invitations.',
              'Answering the contact and consulting requests you send.',
              'Preventing abuse and keeping the system secure.',
            ],
          },
          'We do not sell personal data, do not use it for advertising, and do not send marketing email without your consent.',
        ],
      },
      {
        id: 'basis',
        title: 'Legal basis',
        blocks: [
          'We process data on the basis of your consent, given when you create an account or send the contact form after reading this policy, and in the cases where Decree 13/2023/ND-CP allows processing without consent. You can withdraw your consent at any time; this does not affect processing carried out before.',
        ],
        source: 'Decree 13/2023/ND-CP on personal data protection.',
      },
      {
        id: 'sharing',
        title: 'Who can see your data',
        blocks: [
          {
            list: [
              'Members of the same workspace see your name, email and role in that workspace.',
              'Service providers that process data on our behalf: server hosting, the sign-in service (Amazon Cognito) and the email service. They may use the data only to provide their service to us.',
              'Competent state authorities, when the law requires it.',
            ],
          },
          'The sign-in service may be located in the Asia Pacific region outside Vietnam (Singapore). When personal data is transferred abroad, we meet the obligations of Article 25 of Decree 13/2023/ND-CP.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep data',
        blocks: [
          'Account and profile data is kept while the account is active. When you ask us to delete your account, we delete your personal data, except what the law requires us to keep; in workspace usage logs your name may be kept so other members know who did what. Contact requests are kept as long as needed to answer and follow them up.',
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        blocks: [
          'Under Decree 13/2023/ND-CP, you have the right to:',
          {
            list: [
              'be informed about the processing of your personal data;',
              'give or refuse consent, and withdraw it;',
              'access and view your data and ask for it to be corrected;',
              'ask for your data to be deleted, or its processing restricted;',
              'ask for a copy of your personal data;',
              'object to the processing of your data;',
              'complain, denounce, sue and claim compensation as provided by law;',
              'protect your own personal data.',
            ],
          },
          'You can view and edit your profile yourself on the user profile page. For other requests, write to us through the contact page; we will verify your identity and answer within the time limits set by Decree 13/2023/ND-CP.',
          {
            links: [
              { href: paths.profile, label: 'User profile' },
              { href: paths.contact, label: 'Send a request' },
            ],
          },
        ],
        source: 'Decree 13/2023/ND-CP, Article 9.',
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          'Connections are encrypted with HTTPS; passwords are not stored in our database; activation and password-reset codes are stored as hashes; access to workspace data depends on your role. If a breach of personal data protection rules occurs, we will notify the competent authority under Article 23 of Decree 13/2023/ND-CP.',
        ],
      },
      {
        id: 'children',
        title: 'Children',
        blocks: [
          'The service is meant for companies and their staff. We do not knowingly collect data about children.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        blocks: [
          'When the policy changes, we update this page; for important changes we tell you by email or on the platform before they apply.',
          { links: [{ href: paths.legalCookies, label: 'Cookie policy' }] },
        ],
      },
    ],
  },
};
