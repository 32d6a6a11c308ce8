// Copy of /legal/cookies: exactly what the product keeps in the browser (src/app/cookies.ts, src/identity/cookies.ts,
// src/app/locale.ts): the session cookies (30 days), idReport, the locale cookie (1 year) and localStorage `locale`.
// No analytics, advertising or third-party cookies.
import { paths } from '../../app/paths';
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const cookiesCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'Pháp lý',
    title: 'Chính sách cookie',
    lead: 'Chúng tôi chỉ dùng những cookie cần thiết để bạn đăng nhập và để trang hiển thị đúng ngôn ngữ bạn chọn. Chúng tôi không dùng cookie theo dõi, quảng cáo hay phân tích, và không để bên thứ ba đặt cookie trên trang.',
    sections: [
      {
        id: 'what',
        title: 'Cookie là gì',
        blocks: [
          'Cookie là một tệp nhỏ mà trang web lưu trong trình duyệt của bạn và đọc lại ở những lần truy cập sau. Bộ nhớ cục bộ (localStorage) là một nơi lưu trữ tương tự trong trình duyệt, không được gửi lên máy chủ.',
        ],
      },
      {
        id: 'list',
        title: 'Những gì chúng tôi lưu trong trình duyệt của bạn',
        blocks: [
          {
            table: {
              caption: 'Cookie và bộ nhớ cục bộ',
              head: ['Tên', 'Mục đích', 'Thời hạn'],
              rows: [
                [
                  'accessToken',
                  'Mã truy cập của phiên đăng nhập, gửi kèm các yêu cầu tới máy chủ để xác nhận đó là bạn.',
                  'Tối đa 30 ngày; xoá khi đăng xuất',
                ],
                [
                  'refreshToken',
                  'Dùng để gia hạn phiên đăng nhập khi mã truy cập hết hạn.',
                  'Tối đa 30 ngày; xoá khi đăng xuất',
                ],
                [
                  'sessionToken',
                  'Mã định danh (ID token) do dịch vụ xác thực cấp khi bạn đăng nhập.',
                  'Tối đa 30 ngày; xoá khi đăng xuất',
                ],
                [
                  'userName',
                  'Tên đăng nhập (email) của bạn, cần cho việc gia hạn phiên.',
                  'Tối đa 30 ngày; xoá khi đăng xuất',
                ],
                [
                  'idReport',
                  'Mã của kết quả đánh giá rủi ro phát thải khí nhà kính gần nhất của bạn, để bạn mở lại kết quả đó.',
                  'Tối đa 30 ngày; xoá khi đăng xuất',
                ],
                ['locale (cookie)', 'Ngôn ngữ bạn chọn: vi hoặc en.', '1 năm'],
                [
                  'locale (localStorage)',
                  'Ngôn ngữ bạn chọn, đọc khi mở trang.',
                  'Đến khi bạn xoá dữ liệu trang',
                ],
              ],
            },
          },
          'Tất cả đều là cookie của chính trang này (first-party), dùng thuộc tính SameSite=Lax và Secure khi trang chạy qua HTTPS.',
        ],
      },
      {
        id: 'consent',
        title: 'Vì sao không có hộp thoại đồng ý cookie',
        blocks: [
          'Các cookie trên là cần thiết để dịch vụ hoạt động theo yêu cầu của bạn (đăng nhập, ghi nhớ ngôn ngữ). Chúng không dùng để theo dõi bạn trên các trang khác hay để quảng cáo. Nếu sau này chúng tôi cần dùng cookie cho mục đích khác, chúng tôi sẽ cập nhật trang này và xin sự đồng ý của bạn trước.',
        ],
      },
      {
        id: 'control',
        title: 'Cách kiểm soát cookie',
        blocks: [
          'Bạn có thể xem và xoá cookie, bộ nhớ cục bộ trong phần cài đặt của trình duyệt. Xoá các cookie phiên sẽ đăng xuất bạn; xoá cookie và bộ nhớ ngôn ngữ sẽ đưa giao diện về tiếng Việt mặc định. Nếu chặn hoàn toàn cookie, bạn sẽ không đăng nhập được.',
          {
            links: [
              { href: paths.legalPrivacy, label: 'Chính sách quyền riêng tư' },
              { href: paths.legalTerms, label: 'Điều khoản sử dụng' },
              { href: paths.contact, label: 'Liên hệ với chúng tôi' },
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Legal',
    title: 'Cookie policy',
    lead: 'We only use the cookies needed for you to sign in and for the site to show the language you chose. We use no tracking, advertising or analytics cookies, and we let no third party set cookies on the site.',
    sections: [
      {
        id: 'what',
        title: 'What cookies are',
        blocks: [
          'A cookie is a small file a website stores in your browser and reads again on later visits. Local storage (localStorage) is a similar store in the browser that is not sent to the server.',
        ],
      },
      {
        id: 'list',
        title: 'What we keep in your browser',
        blocks: [
          {
            table: {
              caption: 'Cookies and local storage',
              head: ['Name', 'Purpose', 'Lifetime'],
              rows: [
                [
                  'accessToken',
                  'The access token of your session, sent with requests to the server to show that it is you.',
                  'Up to 30 days; removed when you sign out',
                ],
                [
                  'refreshToken',
                  'Used to renew your session when the access token expires.',
                  'Up to 30 days; removed when you sign out',
                ],
                [
                  'sessionToken',
                  'The identity (ID) token issued by the sign-in service when you sign in.',
                  'Up to 30 days; removed when you sign out',
                ],
                [
                  'userName',
                  'Your sign-in name (email), needed to renew the session.',
                  'Up to 30 days; removed when you sign out',
                ],
                [
                  'idReport',
                  'The id of your latest greenhouse-gas emission-risk assessment, so you can open that result again.',
                  'Up to 30 days; removed when you sign out',
                ],
                ['locale (cookie)', 'The language you chose: vi or en.', '1 year'],
                [
                  'locale (localStorage)',
                  'The language you chose, read when the page opens.',
                  'Until you clear site data',
                ],
              ],
            },
          },
          'All of them are first-party cookies of this site, set with SameSite=Lax, and Secure when the site runs over HTTPS.',
        ],
      },
      {
        id: 'consent',
        title: 'Why there is no cookie consent banner',
        blocks: [
          'The cookies above are needed for the service you ask for (signing in, remembering your language). They are not used to follow you on other sites or for advertising. If we ever need cookies for another purpose, we will update this page and ask for your consent first.',
        ],
      },
      {
        id: 'control',
        title: 'How to control cookies',
        blocks: [
          "You can see and delete cookies and local storage in your browser's settings. Deleting the session cookies signs you out; deleting the language cookie and storage brings the interface back to Vietnamese, the default. If you block cookies entirely, you will not be able to sign in.",
          {
            links: [
              { href: paths.legalPrivacy, label: 'Privacy policy' },
              { href: paths.legalTerms, label: 'Terms of use' },
              { href: paths.contact, label: 'Contact us' },
            ],
          },
        ],
      },
    ],
  },
};
