import { describe, expect, it } from 'vitest';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import {
  VN_MOBILE_PREFIXES,
  VN_PHONE_METADATA,
  checkPhone,
  isValidPhone,
  makePhoneRule,
  PHONE_TEXT_MAX_LENGTH,
} from './phone';

describe('VN phone rule', () => {
  it.each([
    '0912345678',
    '+84 912 345 678',
    '0381234567',
    '091 234 5678',
    '(+84) 912-345-678',
    '84912345678',
  ])('accepts the Vietnamese mobile %j', (text) => {
    expect(checkPhone(text)).toEqual({ ok: true, e164: expect.stringMatching(/^\+84\d{9}$/) });
  });

  it('gives the E.164 form to store', () => {
    expect(checkPhone(' 0912 345 678 ')).toEqual({ ok: true, e164: '+84912345678' });
    expect(checkPhone('+84 381 234 567')).toEqual({ ok: true, e164: '+84381234567' });
  });

  it.each(['', '   '])('refuses an empty number %j as required', (text) => {
    expect(checkPhone(text)).toEqual({ ok: false, reason: 'phoneRequired' });
    expect(checkPhone(text, 'VN')).toEqual({ ok: false, reason: 'phoneRequired' });
  });

  it.each([
    ['too short', '0123'],
    ['unknown prefix 12', '+84 12 345 6789'],
    ['letters only', 'abcdefghij'],
    ['letters inside', '09123abc45'],
    ['letters after the number', '0912345678abc'],
    ['an extension', '0912345678 ext 12'],
    ['too long', '09123456789'],
    ['a landline (valid, but not a mobile prefix)', '024 3825 1234'],
    ['a foreign number under the VN market', '+1 212 555 0123'],
    ['an unallocated 089 block (precise metadata)', '0891234567'],
    ['full-width digits', '０９１２３４５６７８'],
  ])('refuses %s', (_label, text) => {
    expect(checkPhone(text)).toEqual({ ok: false, reason: 'invalidPhone' });
    expect(isValidPhone(text)).toBe(false);
  });

  it(`refuses a text longer than ${PHONE_TEXT_MAX_LENGTH} characters before parsing it`, () => {
    const spaced = (length: number) => `0${' '.repeat(length - 10)}912345678`;
    expect(spaced(PHONE_TEXT_MAX_LENGTH)).toHaveLength(PHONE_TEXT_MAX_LENGTH);
    expect(checkPhone(spaced(PHONE_TEXT_MAX_LENGTH))).toEqual({ ok: true, e164: '+84912345678' });
    expect(checkPhone(spaced(PHONE_TEXT_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'invalidPhone' });
    expect(checkPhone('9'.repeat(10_000))).toEqual({ ok: false, reason: 'invalidPhone' });
  });

  it('lets any other market pass with no check', () => {
    expect(checkPhone('+1 212 555 0123', 'US')).toEqual({ ok: true, e164: null });
    expect(checkPhone('0123', 'US')).toEqual({ ok: true, e164: null });
    expect(checkPhone('', 'US')).toEqual({ ok: true, e164: null });
    expect(makePhoneRule('US')('not a number')).toEqual({ ok: true, e164: null });
    expect(makePhoneRule()('0123')).toEqual({ ok: false, reason: 'invalidPhone' });
  });

  it('keeps exactly the spec list of mobile prefixes', () => {
    const spec =
      '86, 96, 97, 98, 32, 33, 34, 35, 36, 37, 38, 39, 89, 90, 93, 70, 79, 77, 76, 78, 88, 91, 94, 83, 84, 85, 81, 82, 92, 56, 58, 52, 99, 59, 87';
    expect([...VN_MOBILE_PREFIXES].sort()).toEqual(spec.split(', ').sort());
    expect(new Set(VN_MOBILE_PREFIXES).size).toBe(VN_MOBILE_PREFIXES.length);
  });

  it.each([
    ['86', '0861234567'],
    ['32', '0321234567'],
    ['39', '0391234567'],
    ['70', '0701234567'],
    ['81', '0811234567'],
    ['52', '0522123456'],
    ['56', '0561234567'],
    ['59', '0591234567'],
    ['87', '0871234567'],
    ['89', '0896123456'],
    ['99', '0993123456'],
  ])('accepts a valid number on prefix %s', (_prefix, text) => {
    expect(checkPhone(text).ok).toBe(true);
  });

  it.each([
    ['55', '0559123456'],
    ['30', '0301234567'],
    ['51', '0511234567'],
  ])('refuses prefix %s: real, but missing from the spec list (documented difference)', (_prefix, text) => {
    expect(checkPhone(text)).toEqual({ ok: false, reason: 'invalidPhone' });
  });

  it('embeds the VN slice of the installed precise metadata (a library update flags a stale copy)', () => {
    expect(VN_PHONE_METADATA).toEqual({
      version: maxMetadata.version,
      country_calling_codes: { '84': maxMetadata.country_calling_codes['84'] },
      countries: { VN: maxMetadata.countries.VN },
      nonGeographic: {},
    });
  });
});
