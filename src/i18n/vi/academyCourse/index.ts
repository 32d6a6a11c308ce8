// Texts of a course's detail page only (its facts, contents and completion policy), vi (the base language): a namespace of its
// own, so that the lesson and quiz pages do not load them. The join area and the table of contents, which those
// pages show too, read ../academy.
const academyCourse = {
  language: 'Ngôn ngữ của khoá học',
  overview: 'Tổng quan',
  audience: 'Dành cho',
  duration: 'Thời lượng bài học',
  estimated: 'Thời gian học ước tính',
  updated: 'Cập nhật',
  size: 'Quy mô',
  sizeValue: '{chapters} chương, {lessons} bài học',
  facts: 'Thông tin khoá học',
  contents: 'Nội dung khoá học',
  policyTitle: 'Điều kiện hoàn thành',
  policyAllLessons: 'Học xong tất cả các bài học.',
  policyMarkedLessons: 'Học xong các bài học bắt buộc.',
  policyQuiz: 'Đạt ít nhất {percent}% ở mỗi bài kiểm tra cuối chương.',
  policyAttempts:
    'Mỗi bài kiểm tra được làm {count} lần liên tiếp; hết lượt mà chưa đạt thì chờ {hours} giờ để làm lại. Điểm cao nhất được tính.',
  policyUnlimited: 'Bài kiểm tra được làm lại không giới hạn; điểm cao nhất được tính.',
  policyServer: 'Máy chủ kiểm tra các điều kiện này; khi đủ, bạn gửi yêu cầu và nhận chứng chỉ ngay.',
};

export default academyCourse;
