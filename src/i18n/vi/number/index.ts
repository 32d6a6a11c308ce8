// Texts of the number field (src/components/form/number-field.tsx, number-text.ts), vi (base): the echo of what was
// read, and why a text is not read as a number (domain/numbers.ts). {example} is a number written the Vietnamese way.
// A namespace of its own: only the pages with a number field load it (not every form).
const number = {
  echo: '= {value}',
  echoWords: '= {value} ({words})',
  echoApproximate: '= {value} (khoảng {words})',
  notANumber: 'Nhập một số, ví dụ {example}',
  exponent: 'Viết số đầy đủ, không dùng dạng lũy thừa như 1e5: ví dụ {example}',
  malformed:
    'Số viết chưa đúng: dùng dấu chấm giữa các nhóm hàng nghìn và một dấu phẩy trước phần thập phân, ví dụ {example}',
  grouping:
    'Dấu chấm (hoặc khoảng trắng) ngăn hàng nghìn phải chia số thành từng nhóm 3 chữ số, ví dụ {example}',
  otherLocale:
    '“{typed}” viết theo kiểu tiếng Anh. Trong tiếng Việt dấu chấm ngăn hàng nghìn, dấu phẩy ngăn phần thập phân: hãy nhập {suggestion}',
  ambiguous:
    'Chưa rõ “{typed}” là {asDecimal} hay {asThousands}: trong tiếng Việt dấu phẩy ngăn phần thập phân, dấu chấm ngăn hàng nghìn. Hãy nhập {asThousands} hoặc {asDecimal}',
  tooPrecise: 'Quá nhiều chữ số: tối đa 15 chữ số có nghĩa',
  belowMin: 'Nhập một số từ {min} trở lên',
  aboveMax: 'Giá trị tối đa là {max}',
  notInteger: 'Nhập một số nguyên, không có phần thập phân',
};

export default number;
