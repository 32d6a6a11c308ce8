// The phone rule for the Vietnamese market (spec section 5) and the phone limits of section 9.
//
// Bundle weight: this is the only module that imports libphonenumber-js. It uses the `core` build with a VN-only
// slice of the library's precise ("max") metadata, embedded below (~0.8 KB of JSON instead of the ~29 KB gzip default
// build). Even so, import it only from screens that have a phone field (sign-up, profile, contact, certificate
// request) or lazily through `loadPhoneRule()` in ./validation; never from an always-loaded module. The schemas in
// ./validation take the rule as an argument (`makeSignUpSchema(phoneRule)`), so they stay free of this import.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';

/**
 * The known Vietnamese mobile prefixes, as the first two digits of the national number (without the trunk 0),
 * exactly the spec's list. Known, documented difference from reality (ghg-reference.md section 5, libphonenumber
 * 9.0.35): the real prefixes 55 (Reddi/Wintel), 30 and 51 (MobiFone) are missing from the spec's list, so numbers
 * such as 0559 123 456 or 0301 234 567 are refused although libphonenumber calls them valid mobiles.
 */
// prettier-ignore
export const VN_MOBILE_PREFIXES = [
  '86', '96', '97', '98', '32', '33', '34', '35', '36', '37', '38', '39', // Viettel
  '89', '90', '93', '70', '79', '77', '76', '78', // MobiFone
  '88', '91', '94', '83', '84', '85', '81', '82', // VinaPhone
  '92', '56', '58', '52', // Vietnamobile
  '99', '59', // Gmobile
  '87', // Itelecom
] as const;

export type VnMobilePrefix = (typeof VN_MOBILE_PREFIXES)[number];

/** Spec section 9: the phone text is at most 250 characters (libphonenumber's own input limit). */
export const PHONE_TEXT_MAX_LENGTH = 250;
/** Spec section 9: a national (significant) number has 2 to 17 digits (libphonenumber's own bounds). */
export const NATIONAL_NUMBER_MIN_DIGITS = 2;
export const NATIONAL_NUMBER_MAX_DIGITS = 17;

/** The market whose numbers are checked; every other market passes with no check (spec section 5). */
export const CHECKED_MARKET = 'VN';

/**
 * VN-only slice of `libphonenumber-js/metadata.max.json` (libphonenumber-js 1.13.16): the country entry with its
 * per-type patterns, so `isValid()` is the precise check (e.g. only 0896-0899 exist in the 089 block).
 * `phone.test.ts` compares it with the installed package, so an update of the library flags a stale copy.
 */
export const VN_PHONE_METADATA = {
  version: 4,
  country_calling_codes: { '84': ['VN'] },
  countries: {
    VN: [
      '84',
      '00',
      '[12]\\d{9}|[135-9]\\d{8}|[16]\\d{6,7}|7\\d{6}',
      [7, 8, 9, 10],
      [
        ['(\\d{4})(\\d{4,6})', '$1 $2', ['1(?:2[02]|[89])'], 0, 1],
        ['(\\d{2})(\\d{3})(\\d{2})(\\d{2})', '$1 $2 $3 $4', ['1[26]|6'], '0$1', 1],
        ['(\\d{3})(\\d{3})(\\d{3})', '$1 $2 $3', ['[1357-9]'], '0$1', 1],
        ['(\\d{2})(\\d{4})(\\d{4})', '$1 $2 $3', ['2[48]'], '0$1', 1],
        ['(\\d{3})(\\d{4})(\\d{3})', '$1 $2 $3', ['2'], '0$1', 1],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [
        ['2(?:0[3-9]|1[0-689]|2[0-25-9]|[38][2-9]|4[2-8]|5[124-9]|6[0-39]|7[0-7]|9[0-4679])\\d{7}', [10]],
        [
          '121[0-3]\\d{5}|(?:1[46]0|(?:3\\d|7[06-9])\\d|5(?:[1689]\\d|2[238]|59)|8(?:[1-8]\\d|9[6-9])|9(?:[0-8]\\d|9[013-9]))\\d{6}',
          [9],
        ],
        ['1800\\d{4,6}|12(?:0[13]|28)\\d{4}', [8, 9, 10]],
        ['1900\\d{4,6}', [8, 9, 10]],
        0,
        0,
        ['[17]99\\d{4}|69\\d{5,6}', [7, 8]],
        0,
        ['672\\d{6}', [9]],
      ],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;

/**
 * What a phone check says. `phoneRequired` / `invalidPhone` name the catalogue keys `validation.phoneRequired` and
 * `validation.invalidPhone` that the schemas in ./validation attach to the field.
 */
export type PhoneVerdict =
  /** `e164`: the E.164 form (+84...) of a checked number, to store; null when the market is not checked. */
  { ok: true; e164: string | null } | { ok: false; reason: 'phoneRequired' | 'invalidPhone' };

/** A phone rule bound to a market, as the schemas take it. */
export type PhoneRule = (text: string) => PhoneVerdict;

// What a person may type: digits, spaces and the usual separators. libphonenumber's parser would otherwise skip
// letters after the number and read extensions ("0912345678abc", "0912345678 ext 12" parse as valid).
const PHONE_CHARACTERS = /^[0-9+\-().\s]+$/;

/**
 * The VN phone rule: the number, parsed with country VN, must be a valid Vietnamese number whose first two national
 * digits are a known mobile prefix. An empty number fails (`phoneRequired`). Any market other than VN passes with no
 * check at all (spec section 5); field length limits for those are the schema's business.
 */
export function checkPhone(text: string, market: string = CHECKED_MARKET): PhoneVerdict {
  if (market !== CHECKED_MARKET) return { ok: true, e164: null };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'phoneRequired' };
  if (trimmed.length > PHONE_TEXT_MAX_LENGTH || !PHONE_CHARACTERS.test(trimmed)) {
    return { ok: false, reason: 'invalidPhone' };
  }
  const phone = parsePhoneNumberFromString(trimmed, CHECKED_MARKET, VN_PHONE_METADATA);
  if (!phone || phone.country !== CHECKED_MARKET || !phone.isValid())
    return { ok: false, reason: 'invalidPhone' };
  const national = String(phone.nationalNumber);
  if (national.length < NATIONAL_NUMBER_MIN_DIGITS || national.length > NATIONAL_NUMBER_MAX_DIGITS) {
    return { ok: false, reason: 'invalidPhone' };
  }
  if (!isVnMobilePrefix(national.slice(0, 2))) return { ok: false, reason: 'invalidPhone' };
  return { ok: true, e164: String(phone.number) };
}

export function isValidPhone(text: string, market: string = CHECKED_MARKET): boolean {
  return checkPhone(text, market).ok;
}

/** The rule for one market, in the shape the schema factories of ./validation take. */
export function makePhoneRule(market: string = CHECKED_MARKET): PhoneRule {
  return (text) => checkPhone(text, market);
}

function isVnMobilePrefix(prefix: string): prefix is VnMobilePrefix {
  return (VN_MOBILE_PREFIXES as readonly string[]).includes(prefix);
}
