// Server-side texts, vi (default) and en. The product's catalogue (domain/messages.ts) is the first source;
// this file adds only the per-field validation texts the catalogue does not have (what a JSON Schema check says).
import {
  formatMessage,
  localeFromAcceptLanguage,
  message,
  type Locale,
  type MessageGroup,
  type MessageKey,
} from '../domain/messages';

export type { Locale };

/** The language of a request (its Accept-Language; Vietnamese by default): the one place the server works it out. */
export function requestLocale(request: { headers: { 'accept-language'?: string } }): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

const fieldTexts = {
  vi: {
    mustBeInteger: 'Phải là số nguyên',
    mustBeNumber: 'Phải là số',
    mustBeFinite: 'Phải là một số hữu hạn',
    mustBeText: 'Phải là chuỗi ký tự',
    mustBeBoolean: 'Phải là true hoặc false',
    wrongType: 'Sai kiểu dữ liệu',
    minimum: 'Giá trị tối thiểu là {min}',
    maximum: 'Giá trị tối đa là {max}',
    oneOf: 'Phải là một trong các giá trị: {values}',
    minItems: 'Tối thiểu {min} phần tử',
    maxItems: 'Tối đa {max} phần tử',
    unknownField: 'Trường không được hỗ trợ',
    invalidValue: 'Giá trị không hợp lệ',
    bodyRequired: 'Thiếu nội dung yêu cầu',
    notStaffMember: 'Người dùng này không phải là nhân viên',
    unknownSector: 'Mã ngành không tồn tại',
    unknownCountry: 'Quốc gia không tồn tại',
    cityNotInCountry: 'Tỉnh/thành phố không thuộc quốc gia đã chọn',
    issuedInFuture: 'Ngày cấp không được sau ngày hôm nay',
    expiresBeforeIssued: 'Ngày hết hạn không được trước ngày cấp',
    gridFactorNeeded:
      'Chưa có hệ số phát thải lưới điện có nguồn cho quốc gia này: hãy nhập hệ số của chính doanh nghiệp (tCO2/MWh)',
    verifiedSeeNeeded:
      'Có dữ liệu đã kiểm chứng thì cần nhập lượng phát thải nội hàm đã kiểm chứng (tCO2e mỗi tấn)',
    notReady: 'Dịch vụ tạm thời chưa sẵn sàng, vui lòng thử lại sau',
    checkDown: 'Không phản hồi',
    // Activity rows and workspace factors of the GHG inventory (server/inventory/activity-mapping.ts).
    inputKindNotAllowed: 'Danh mục này không nhận kiểu dữ liệu đã chọn',
    unitNotAllowed: 'Danh mục này không nhận đơn vị {unit}',
    invalidPeriod: 'Kỳ không hợp lệ: chọn tháng (1-12), quý (1-4) hoặc cả năm',
    factorNotAllowed: 'Hệ số phát thải này không dùng được cho danh mục và kiểu dữ liệu đã chọn',
    mixedFactors: 'Các hệ số của một dòng phải cùng một hoạt động',
    duplicateGas: 'Hai hệ số cho cùng một khí {gas}: khí đó sẽ bị tính hai lần',
    unitNotConvertible: 'Không đổi được đơn vị này sang đơn vị của hệ số (thiếu tính chất có nguồn)',
    exchangeRateRequired: 'Cần tỷ giá (kèm năm và nguồn) để quy đổi số tiền này',
    refrigerantRequired: 'Chọn loại môi chất lạnh và phương pháp (nạp bổ sung hoặc cân bằng khối lượng)',
    negativeMassBalance: 'Cân bằng khối lượng ra số âm: kiểm tra lại tồn đầu, tồn cuối, mua và bán',
    instrumentsExceedQuantity: 'Tổng lượng điện của các công cụ vượt quá lượng điện của dòng',
    evidenceRequired: 'Cần bằng chứng (số chứng nhận, số hợp đồng hoặc tài liệu)',
    instrumentsElectricityOnly: 'Công cụ theo thị trường chỉ dùng cho dòng điện năng',
    facilityNotInBoundary: 'Cơ sở này không thuộc ranh giới của kỳ kiểm kê',
    unknownFactor: 'Không có hệ số phát thải với mã này',
    textMismatch: 'Số đã nhập không khớp với giá trị gửi lên',
    mustBePositive: 'Phải là một số dương',
    invalidYear: 'Năm không hợp lệ',
    unknownUnit: 'Đơn vị không được hỗ trợ',
    requiredField: 'Trường bắt buộc',
    ambiguousNumber: '"{typed}" đọc được hai cách (số thập phân hoặc hàng nghìn): hãy viết rõ',
    notANumberText: '"{typed}" không phải là một số',
    unknownFacility: 'Không có cơ sở với tên này trong ranh giới của kỳ kiểm kê',
    csvColumns: 'Dòng thiếu cột: cần ít nhất {min} cột',
    csvMalformed: 'Tệp CSV không đọc được (dấu ngoặc kép chưa đóng, hoặc không có dòng dữ liệu)',
    tooManyLines: 'Tối đa {max} dòng mỗi tệp',
    timestamp: '{value}',
  },
  en: {
    mustBeInteger: 'Must be an integer',
    mustBeNumber: 'Must be a number',
    mustBeFinite: 'Must be a finite number',
    mustBeText: 'Must be text',
    mustBeBoolean: 'Must be true or false',
    wrongType: 'Wrong type of value',
    minimum: 'Must be at least {min}',
    maximum: 'Must be at most {max}',
    oneOf: 'Must be one of: {values}',
    minItems: 'At least {min} items',
    maxItems: 'At most {max} items',
    unknownField: 'Unknown field',
    invalidValue: 'Invalid value',
    bodyRequired: 'The request body is missing',
    notStaffMember: 'This user is not a staff member',
    unknownSector: 'Unknown sector code',
    unknownCountry: 'Unknown country',
    cityNotInCountry: 'This city is not in the selected country',
    issuedInFuture: 'The issue date cannot be later than today',
    expiresBeforeIssued: 'The expiry date cannot be before the issue date',
    gridFactorNeeded:
      'There is no sourced grid emission factor for this country: enter your own factor (tCO2/MWh)',
    verifiedSeeNeeded: 'With verified data, enter the verified embedded emissions (tCO2e per tonne)',
    notReady: 'The service is not ready yet, please try again later',
    checkDown: 'Not answering',
    // Activity rows and workspace factors of the GHG inventory (server/inventory/activity-mapping.ts).
    inputKindNotAllowed: 'This category does not take the chosen kind of data',
    unitNotAllowed: 'This category does not take the unit {unit}',
    invalidPeriod: 'Invalid period: choose a month (1-12), a quarter (1-4) or the whole year',
    factorNotAllowed: 'This emission factor cannot be used for the chosen category and kind of data',
    mixedFactors: 'The factors of one row must all be of one activity',
    duplicateGas: 'Two factors for the same gas {gas}: it would be counted twice',
    unitNotConvertible: 'This unit cannot be converted to the factor’s unit (a sourced property is missing)',
    exchangeRateRequired: 'An exchange rate (with its year and source) is needed to convert this amount',
    refrigerantRequired: 'Choose the refrigerant gas and the method (top-up or mass balance)',
    negativeMassBalance: 'The mass balance is negative: check the stocks, purchases and sales',
    instrumentsExceedQuantity: 'The instruments cover more electricity than the row’s quantity',
    evidenceRequired: 'Evidence is required (certificate number, contract or document)',
    instrumentsElectricityOnly: 'Market-based instruments apply to electricity rows only',
    facilityNotInBoundary: 'This facility is not in the inventory’s boundary',
    unknownFactor: 'There is no emission factor with this id',
    textMismatch: 'The number typed does not match the value sent',
    mustBePositive: 'Must be a positive number',
    invalidYear: 'Invalid year',
    unknownUnit: 'Unsupported unit',
    requiredField: 'This field is required',
    ambiguousNumber: '"{typed}" reads two ways (a decimal or thousands): write it unambiguously',
    notANumberText: '"{typed}" is not a number',
    unknownFacility: 'There is no facility of this name in the inventory’s boundary',
    csvColumns: 'The line lacks columns: at least {min} are needed',
    csvMalformed: 'The CSV file cannot be read (an unclosed quote, or no data line)',
    tooManyLines: 'At most {max} lines per file',
    timestamp: '{value}',
  },
} as const;

export type FieldTextKey = keyof (typeof fieldTexts)['vi'];

/** A text to be translated when the answer is written: a catalogue entry or a server field text. */
export type Text =
  | {
      [G in MessageGroup]: { group: G; key: MessageKey<G>; params?: Record<string, string | number> };
    }[MessageGroup]
  | { group: 'field'; key: FieldTextKey; params?: Record<string, string | number> };

export function translate(locale: Locale, text: Text): string {
  if (text.group === 'field') return formatMessage(fieldTexts[locale][text.key], text.params);
  return message(locale, text.group, text.key as never, text.params);
}
