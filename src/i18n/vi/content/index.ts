// Texts shared by the content pages (solutions, about us, legal), vi (base). The long-form copy of each page lives
// in the page's own module as per-locale objects (src/pages/{solutions,about,legal}/*.copy.ts), so it loads with
// the page's chunk and the dictionary stays small.
const content = {
  breadcrumb: 'Vị trí trang',
  onThisPage: 'Nội dung trên trang này',
  sourcePrefix: 'Nguồn:',
  updated: 'Cập nhật lần cuối: {date}',
  signUp: 'Tạo tài khoản',
  contact: 'Liên hệ tư vấn',
  sectors: 'Kiểm kê khí nhà kính theo ngành',
  closing: {
    title: 'Trao đổi với chuyên gia về trường hợp của doanh nghiệp bạn',
    body: 'Tạo tài khoản để mở không gian làm việc, hoặc để lại thông tin để chuyên gia của chúng tôi liên hệ.',
  },
};

export default content;
