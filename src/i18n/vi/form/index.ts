// Texts of the shared form components (src/components/form), vi (base).
const form = {
  requiredMark: '(bắt buộc)',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  busy: 'Đang xử lý…',
  fixErrors: 'Vui lòng kiểm tra lại các trường được đánh dấu.',
  characterCount: '{count}/{max} ký tự',
};

export default form;
