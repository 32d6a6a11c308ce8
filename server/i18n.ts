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
    notReady: 'Dịch vụ tạm thời chưa sẵn sàng, vui lòng thử lại sau',
    checkDown: 'Không phản hồi',
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
    notReady: 'The service is not ready yet, please try again later',
    checkDown: 'Not answering',
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
