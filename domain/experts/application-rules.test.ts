import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { makePhoneRule } from '../phone';
import {
  draftValues,
  emptyExpertForm,
  formValuesOf,
  makeExpertApplicationDraftSchema,
  makeExpertApplicationSchema,
  makeExpertProfileSchema,
  submitValues,
  type ExpertFormValues,
} from './application-rules';

const phoneRule = makePhoneRule();
const TODAY = '2026-11-24';

const complete: ExpertFormValues = {
  ...emptyExpertForm,
  firstName: ' Lan ',
  lastName: 'Nguyễn',
  phone: '0912345678',
  headline: 'Chuyên gia kiểm kê khí nhà kính',
  description: 'Mười năm kiểm kê khí nhà kính cho ngành thép và xi măng, thẩm định theo ISO 14064-3.',
  sectorIds: [1, 2],
  services: ['GHG_INVENTORY'],
  countryId: '1',
  languages: ['vi', 'en'],
  availability: 'AVAILABLE',
  yearsOfExperience: '10',
  credentials: [
    {
      title: 'ISO 14064-3 Lead Verifier',
      issuer: 'Bureau Veritas',
      issuedOn: '2024-05-01',
      expiresOn: '',
      evidenceUrl: '',
    },
    { title: '', issuer: '', issuedOn: '', expiresOn: '', evidenceUrl: '' },
  ],
  agreePrivacy: true,
};

describe('expert application rules', () => {
  it('reads a complete form as the contract body (numbers, nulls, no empty rows)', () => {
    const result = validate(makeExpertApplicationSchema(phoneRule, TODAY), submitValues(complete), 'vi');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      firstName: 'Lan',
      countryId: 1,
      cityId: null,
      profession: null,
      yearsOfExperience: 10,
      profileUrl: null,
      agreePrivacy: true,
      credentials: [{ title: 'ISO 14064-3 Lead Verifier', expiresOn: null, evidenceUrl: null }],
    });
  });

  it('says what is wrong, field by field, in the reader language', () => {
    const bad: ExpertFormValues = {
      ...complete,
      headline: 'ngắn',
      services: [],
      yearsOfExperience: '99',
      profileUrl: 'linkedin',
      agreePrivacy: false,
      credentials: [
        {
          title: 'ISO',
          issuer: 'BV',
          issuedOn: '2030-01-01',
          expiresOn: '2020-01-01',
          evidenceUrl: 'ftp://x',
        },
      ],
    };
    const result = validate(makeExpertApplicationSchema(phoneRule, TODAY), bad, 'vi');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      headline: 'Tối thiểu 10 ký tự',
      services: 'Chọn ít nhất 1 mục',
      yearsOfExperience: 'Nhập một số nguyên từ 0 đến 70',
      profileUrl: 'Đường dẫn không hợp lệ, cần bắt đầu bằng http:// hoặc https://',
      agreePrivacy: 'Trường này là bắt buộc',
      'credentials.0.issuedOn': 'Ngày này không được ở tương lai',
      'credentials.0.evidenceUrl': 'Đường dẫn không hợp lệ, cần bắt đầu bằng http:// hoặc https://',
    });
    const en = validate(
      makeExpertApplicationSchema(phoneRule, TODAY),
      { ...bad, credentials: [{ ...bad.credentials[0], issuedOn: '2025-01-01' }] },
      'en',
    );
    expect(en.ok).toBe(false);
    if (en.ok) return;
    expect(en.fieldErrors['credentials.0.expiresOn']).toBe(
      'The expiry date must not be before the issue date',
    );
  });

  it('a draft needs nothing, but what is filled must be well-formed', () => {
    const draftSchema = makeExpertApplicationDraftSchema(phoneRule, TODAY);
    const empty = validate(draftSchema, draftValues(emptyExpertForm), 'vi');
    expect(empty).toEqual({ ok: true, value: { agreePrivacy: false } });
    const partial = validate(
      draftSchema,
      draftValues({ ...emptyExpertForm, headline: 'Chuyên gia ISO 14064', yearsOfExperience: 'x' }),
      'vi',
    );
    expect(partial.ok).toBe(false);
    if (partial.ok) return;
    expect(Object.keys(partial.fieldErrors)).toEqual(['yearsOfExperience']);
  });

  it('the own profile takes the published facts and the private phone', () => {
    const values = formValuesOf({
      headline: complete.headline,
      description: complete.description,
      sectorIds: [3],
      services: ['TRAINING'],
      standards: [],
      countryId: 1,
      cityId: 5,
      languages: ['vi'],
      availability: 'LIMITED',
      yearsOfExperience: 3,
      credentials: [],
    });
    const result = validate(
      makeExpertProfileSchema(phoneRule, TODAY),
      { ...values, contactPhone: '0912345678' },
      'vi',
    );
    expect(result).toMatchObject({
      ok: true,
      value: { cityId: 5, countryId: 1, contactPhone: '0912345678' },
    });
  });
});
