// Texts of the academy's catalogue pages (/academy and the course list), vi (the base language): a namespace of its own, so that a
// course, lesson or quiz page does not load them. The texts they share with those pages are in ../academy.
const academyCatalog = {
  home: {
    eyebrow: 'Học viện GHG Platform',
    title: 'Học kiểm kê và báo cáo khí nhà kính, từng bước một',
    lead: 'Các khoá học ngắn, theo chương và bài, giúp doanh nghiệp tự kiểm kê khí nhà kính, lập báo cáo theo Nghị định 06, chuẩn bị số liệu CBAM và báo cáo ESG. Học xong, bạn nhận chứng chỉ mà bất kỳ ai cũng kiểm tra được.',
    browse: 'Xem các khoá học',
    whatTitle: 'Học viện dạy gì',
    inventoryTitle: 'Kiểm kê',
    inventoryBody:
      'Phạm vi 1, 2, 3 theo GHG Protocol và ISO 14064-1, số liệu hoạt động, hệ số phát thải và cách tính, với ví dụ có số liệu thật.',
    reportTitle: 'Báo cáo',
    reportBody:
      'Nghĩa vụ theo Nghị định 06 và Quyết định 13/2024, Mẫu 06, phát thải nội hàm CBAM cho hàng xuất khẩu và phần môi trường của báo cáo ESG.',
    certificateTitle: 'Chứng chỉ kiểm tra được',
    certificateBody:
      'Hoàn thành khoá học theo điều kiện của nó, gửi yêu cầu và nhận chứng chỉ ngay. Chứng chỉ được ký số theo chuẩn Open Badges 3.0 và có trang kiểm tra công khai theo mã.',
    featuredTitle: 'Khoá học nổi bật',
    noFeatured: 'Chưa có khoá học nổi bật.',
    allCourses: 'Xem tất cả khoá học',
    howTitle: 'Cách học',
    stepChoose: 'Chọn khoá học và đọc thử bài đầu tiên, không cần đăng nhập.',
    stepJoin: 'Đăng nhập và bấm “Bắt đầu học”: khoá học được tính vào gói của không gian làm việc.',
    stepLearn: 'Học từng bài, làm bài kiểm tra cuối mỗi chương; tiến độ được lưu để bạn học tiếp đúng chỗ.',
    stepCertify: 'Hoàn thành khoá học và nhận chứng chỉ ngay.',
  },
  list: {
    lead: 'Các khoá học về kiểm kê khí nhà kính, Nghị định 06, CBAM và báo cáo ESG, viết từ văn bản gốc và kèm nguồn của từng con số.',
    filters: 'Lọc khoá học',
    topic: 'Chủ đề',
    allTopics: 'Tất cả chủ đề',
    language: 'Ngôn ngữ của khoá học',
    allLanguages: 'Mọi ngôn ngữ',
    empty: 'Không có khoá học nào khớp bộ lọc này.',
    clearFilters: 'Bỏ lọc',
    pagination: 'Phân trang',
    previousPage: 'Trang trước',
    nextPage: 'Trang sau',
    pageOf: 'Trang {page} / {pages}',
  },
};

export default academyCatalog;
