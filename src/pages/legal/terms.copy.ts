// Copy of /legal/terms: plain terms of use for the platform (accounts, workspaces, your data, the limits of the
// calculations, academy certificates, acceptable use, Vietnamese law).
import { paths } from '../../app/paths';
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const termsCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'Pháp lý',
    title: 'Điều khoản sử dụng',
    lead: 'Các điều khoản này áp dụng khi bạn dùng trang web, nền tảng và học viện của GHG Platform. Khi tạo tài khoản hoặc sử dụng dịch vụ, bạn đồng ý với các điều khoản này.',
    sections: [
      {
        id: 'account',
        title: 'Tài khoản',
        blocks: [
          {
            list: [
              'Cung cấp thông tin chính xác khi đăng ký và cập nhật khi có thay đổi.',
              'Giữ bí mật mật khẩu; bạn chịu trách nhiệm về các hoạt động dưới tài khoản của mình.',
              'Báo ngay cho chúng tôi nếu nghi ngờ tài khoản bị truy cập trái phép.',
              'Tài khoản cần được kích hoạt qua liên kết gửi đến email trước khi đăng nhập.',
            ],
          },
        ],
      },
      {
        id: 'workspaces',
        title: 'Không gian làm việc',
        blocks: [
          'Chủ sở hữu không gian làm việc quyết định mời ai, giao vai trò nào và có thể tạm ngưng hoặc xoá thành viên. Thành viên cùng không gian làm việc thấy tên, email, vai trò của nhau và các số liệu mà vai trò của họ cho phép.',
        ],
      },
      {
        id: 'data',
        title: 'Số liệu của bạn',
        blocks: [
          {
            list: [
              'Số liệu doanh nghiệp nhập vào thuộc về doanh nghiệp. Chúng tôi chỉ xử lý số liệu đó để cung cấp dịch vụ, theo Chính sách quyền riêng tư.',
              'Bạn chịu trách nhiệm về tính chính xác của số liệu nhập vào và của báo cáo nộp cho cơ quan quản lý hoặc gửi cho khách hàng.',
              'Kết quả tính toán dựa trên phương pháp và hệ số đã công bố, có ghi nguồn. Kết quả đó không thay thế việc thẩm định của cơ quan có thẩm quyền hay thẩm tra của tổ chức độc lập.',
              'Các nội dung về quy định trên trang nhằm cung cấp thông tin, không phải ý kiến pháp lý cho trường hợp cụ thể của bạn.',
            ],
          },
        ],
      },
      {
        id: 'academy',
        title: 'Học viện và chứng chỉ',
        blocks: [
          'Chứng chỉ hoàn thành khoá học xác nhận bạn đã hoàn thành khoá học trên nền tảng. Chứng chỉ không phải văn bằng, chứng chỉ hành nghề hay chứng nhận của cơ quan nhà nước. Nội dung khoá học chỉ dùng cho mục đích học tập của bạn và tổ chức của bạn.',
        ],
      },
      {
        id: 'use',
        title: 'Sử dụng đúng mục đích',
        blocks: [
          'Bạn không được:',
          {
            list: [
              'dùng dịch vụ cho mục đích trái pháp luật hoặc để cung cấp thông tin sai lệch;',
              'truy cập trái phép tài khoản, không gian làm việc hay hệ thống của người khác;',
              'gây quá tải, dò quét hoặc thu thập dữ liệu hàng loạt từ dịch vụ bằng công cụ tự động;',
              'sao chép, bán lại nội dung của nền tảng và học viện khi chưa được đồng ý.',
            ],
          },
          'Chúng tôi có thể tạm ngưng tài khoản vi phạm các điều khoản này, sau khi thông báo cho bạn khi có thể.',
        ],
      },
      {
        id: 'service',
        title: 'Dịch vụ và phí',
        blocks: [
          'Chúng tôi cố gắng duy trì dịch vụ ổn định nhưng không bảo đảm dịch vụ không bao giờ gián đoạn. Chúng tôi có thể thay đổi, bổ sung tính năng; thay đổi ảnh hưởng đến bạn sẽ được thông báo trước. Các gói trả phí và dịch vụ tư vấn được thực hiện theo báo giá hoặc hợp đồng riêng.',
        ],
      },
      {
        id: 'liability',
        title: 'Giới hạn trách nhiệm',
        blocks: [
          'Trong phạm vi pháp luật Việt Nam cho phép, chúng tôi không chịu trách nhiệm về thiệt hại gián tiếp phát sinh từ việc sử dụng kết quả tính toán hoặc nội dung thông tin trên nền tảng. Điều này không hạn chế các quyền của bạn theo pháp luật về bảo vệ quyền lợi người tiêu dùng.',
        ],
      },
      {
        id: 'law',
        title: 'Luật áp dụng và giải quyết tranh chấp',
        blocks: [
          'Các điều khoản này được điều chỉnh bởi pháp luật Việt Nam. Tranh chấp trước hết được giải quyết bằng thương lượng; nếu không thành, tranh chấp được đưa ra toà án có thẩm quyền tại Việt Nam.',
        ],
      },
      {
        id: 'contact',
        title: 'Thay đổi điều khoản và liên hệ',
        blocks: [
          'Khi điều khoản thay đổi, chúng tôi cập nhật trang này và thông báo các thay đổi quan trọng trước khi áp dụng. Mọi câu hỏi, vui lòng gửi qua trang liên hệ.',
          {
            links: [
              { href: paths.legalPrivacy, label: 'Chính sách quyền riêng tư' },
              { href: paths.legalCookies, label: 'Chính sách cookie' },
              { href: paths.contact, label: 'Liên hệ với chúng tôi' },
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Legal',
    title: 'Terms of use',
    lead: "These terms apply when you use GHG Platform's website, platform and academy. By creating an account or using the service, you agree to them.",
    sections: [
      {
        id: 'account',
        title: 'Your account',
        blocks: [
          {
            list: [
              'Give accurate information when you sign up, and keep it up to date.',
              'Keep your password secret; you are responsible for what happens under your account.',
              'Tell us at once if you suspect someone has accessed your account without permission.',
              'An account must be activated through the link sent to its email before you can sign in.',
            ],
          },
        ],
      },
      {
        id: 'workspaces',
        title: 'Workspaces',
        blocks: [
          "A workspace's owner decides whom to invite and which role to give, and can suspend or remove members. Members of the same workspace see each other's names, emails and roles, and the data their roles allow.",
        ],
      },
      {
        id: 'data',
        title: 'Your data',
        blocks: [
          {
            list: [
              'The data a company enters belongs to that company. We process it only to provide the service, as described in the privacy policy.',
              'You are responsible for the accuracy of the data you enter and of the reports you submit to the authorities or send to customers.',
              'Calculations rely on published methods and factors, with their sources. They do not replace appraisal by the competent authorities or verification by an independent body.',
              'What the site says about regulations is information, not legal advice on your specific case.',
            ],
          },
        ],
      },
      {
        id: 'academy',
        title: 'Academy and certificates',
        blocks: [
          'A certificate of completion confirms that you completed a course on the platform. It is not a degree, a professional licence or a certificate from a state authority. Course content is for the learning of you and your organisation only.',
        ],
      },
      {
        id: 'use',
        title: 'Acceptable use',
        blocks: [
          'You must not:',
          {
            list: [
              'use the service for unlawful purposes or to provide false information;',
              "access other people's accounts, workspaces or systems without permission;",
              'overload, probe or bulk-harvest data from the service with automated tools;',
              'copy or resell content of the platform and the academy without permission.',
            ],
          },
          'We may suspend accounts that breach these terms, after telling you where possible.',
        ],
      },
      {
        id: 'service',
        title: 'The service and fees',
        blocks: [
          'We work to keep the service stable but cannot promise it will never be interrupted. We may change or add features; changes that affect you will be announced in advance. Paid plans and consulting services follow a separate quotation or contract.',
        ],
      },
      {
        id: 'liability',
        title: 'Limitation of liability',
        blocks: [
          'To the extent Vietnamese law allows, we are not liable for indirect losses arising from the use of calculation results or information on the platform. This does not limit your rights under consumer-protection law.',
        ],
      },
      {
        id: 'law',
        title: 'Governing law and disputes',
        blocks: [
          'These terms are governed by the laws of Vietnam. Disputes are first settled by negotiation; failing that, they go to a competent court in Vietnam.',
        ],
      },
      {
        id: 'contact',
        title: 'Changes to the terms and contact',
        blocks: [
          'When the terms change, we update this page and announce important changes before they apply. For any question, write to us through the contact page.',
          {
            links: [
              { href: paths.legalPrivacy, label: 'Privacy policy' },
              { href: paths.legalCookies, label: 'Cookie policy' },
              { href: paths.contact, label: 'Contact us' },
            ],
          },
        ],
      },
    ],
  },
};
