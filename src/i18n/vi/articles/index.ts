// Texts of the public article, blog and success-story pages, vi (the base language).

const articles = {
  newsLead:
    'Tin tức và hướng dẫn về kiểm kê khí nhà kính theo Nghị định 06, báo cáo CBAM và ESG cho doanh nghiệp Việt Nam, kèm nguồn của từng con số.',
  blogLead:
    'Giải thích chuyên sâu: phạm vi 1, 2, 3, hệ số phát thải, phát thải nội hàm CBAM và cách bắt đầu, viết bởi đội ngũ chuyên môn của chúng tôi.',
  storiesLead:
    'Doanh nghiệp kiểm kê khí nhà kính và chuẩn bị báo cáo CBAM như thế nào. Các câu chuyện dưới đây là ví dụ minh họa, không phải khách hàng thật.',
  sections: 'Mục nội dung',
  newsTab: 'Tin tức và hướng dẫn',
  blogTab: 'Blog',
  storiesTab: 'Câu chuyện thành công',
  categoryNews: 'Tin tức',
  categoryBlog: 'Blog',
  readingTime: '{minutes} phút đọc',
  publishedOn: 'Đăng ngày {date}',
  updatedOn: 'Cập nhật ngày {date}',
  byAuthor: 'Tác giả: {author}',
  sources: 'Nguồn tham khảo',
  tags: 'Thẻ',
  filteredByTag: 'Đang lọc theo thẻ “{tag}”',
  clearTag: 'Bỏ lọc',
  readMore: 'Đọc bài “{title}”',
  empty: 'Chưa có bài viết nào ở đây.',
  emptyTag: 'Chưa có bài viết nào gắn thẻ “{tag}”.',
  emptyStories: 'Chưa có câu chuyện nào.',
  pagination: 'Phân trang',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  pageOf: 'Trang {page} / {pages}',
  loading: 'Đang tải nội dung…',
  failed: 'Không tải được nội dung. Vui lòng thử lại.',
  retry: 'Thử lại',
  onlyInVietnamese: 'Bài viết này hiện chỉ có bằng tiếng Việt.',
  backToNews: 'Quay lại danh sách bài viết',
  backToBlog: 'Quay lại blog',
  backToStories: 'Quay lại các câu chuyện',
  illustrative: 'Ví dụ minh họa',
  illustrativeNote:
    'Đây là ví dụ minh họa do đội ngũ GHG Platform soạn để giải thích cách làm, không phải câu chuyện của một khách hàng thật.',
  results: 'Kết quả',
  readStory: 'Đọc câu chuyện “{title}”',
  closingTitle: 'Bắt đầu kiểm kê khí nhà kính cho doanh nghiệp của bạn',
  closingBody:
    'Tạo tài khoản để mở không gian làm việc, hoặc để lại thông tin để chuyên gia của chúng tôi liên hệ.',
  signUp: 'Tạo tài khoản',
  contact: 'Trao đổi với chuyên gia',
  feed: 'Nhận bài mới qua RSS',
};

export default articles;
