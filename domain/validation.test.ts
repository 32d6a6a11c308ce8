import { describe, expect, it } from 'vitest';
import { boundarySchema, makeCreateInventorySchema, makeFacilitySchema } from './inventory/forms';
import { deadlineBoundsFrom, makeContactExpertSchema } from './experts/contact-rules';
import * as v from 'valibot';
import { formatMessage, locales, messages, type Locale } from './messages';
import { makePhoneRule } from './phone';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  FORM_FIELD,
  isComplexPassword,
  loadPhoneRule,
  makeContactSaleSchema,
  makeProfileUpdateSchema,
  makeSignUpSchema,
  resetPasswordSchema,
  signInSchema,
  toErrorDetails,
  validate,
} from './validation';
import { articleInputSchema, storyInputSchema } from './content/content-rules';
import { emptyExpertForm, makeExpertApplicationSchema } from './experts/application-rules';

const vnPhone = makePhoneRule('VN');
const signUpSchema = makeSignUpSchema(vnPhone);
const profileSchema = makeProfileUpdateSchema(vnPhone);
const contactSchema = makeContactSaleSchema(vnPhone);

const validSignUp = {
  firstName: 'Ánh',
  lastName: 'Nguyễn Thị',
  email: 'anh.nguyen@example.vn',
  password: 'GhgDemo@2026',
  confirmPassword: 'GhgDemo@2026',
  phone: '0912345678',
  organizationName: 'Công ty TNHH Thép Xanh',
};

const validContact = {
  firstName: 'Ánh',
  lastName: 'Nguyễn Thị',
  email: 'anh.nguyen@example.vn',
  phone: '0912345678',
  companyName: 'Công ty TNHH Thép Xanh',
  career: 'Sản xuất thép',
  companySize: '50-200',
  requirement: 'Kiểm kê khí nhà kính phạm vi 1 và 2',
  agreePrivacy: true,
};

const validArticle = {
  slug: 'nghi-dinh-06-han-kiem-ke',
  category: 'news',
  coverImageUrl: null,
  authorName: 'Ban biên tập',
  vi: { title: 'Nghị định 06', excerpt: 'Tóm tắt', tags: ['CBAM'], markdown: '# Tiêu đề' },
  en: null,
};

const validStory = {
  slug: 'thep-xanh',
  companyName: 'Công ty TNHH Thép Xanh',
  sectorCode: null,
  coverImageUrl: null,
  logoUrl: null,
  illustrative: true,
  vi: {
    title: 'Thép Xanh giảm 12% phát thải',
    summary: 'Tóm tắt',
    quote: '',
    quoteAuthor: '',
    quoteRole: '',
    metrics: [],
    markdown: 'Nội dung',
  },
  en: null,
};

/** A contact request to an expert, checked against fixed bounds (June 2026 to May 2028). */
const contactExpertSchema = makeContactExpertSchema(deadlineBoundsFrom('2026-06-01'));
const validContactExpert = {
  spaceId: '3f0c1c8e-6a51-4f0e-9d0c-5d1f2a6b1c01',
  sectorId: 1,
  scopes: ['SCOPE_1'],
  deadline: '2026-09-30',
  message: 'Chúng tôi cần kiểm kê khí nhà kính năm 2025.',
};
const expertSchema = makeExpertApplicationSchema(vnPhone, '2026-11-24');
const expertCredential = (changes: Record<string, string>) => ({
  ...emptyExpertForm,
  credentials: [
    {
      title: 'ISO 14064-3',
      issuer: 'Bureau Veritas',
      issuedOn: '2024-05-01',
      expiresOn: '',
      evidenceUrl: '',
      ...changes,
    },
  ],
});

type ValidationKey = keyof (typeof messages)['en']['validation'];

/** For every validation message of the catalogue: a schema, an input and the field that must show it. */
const messageCases: Record<
  ValidationKey,
  { schema: v.GenericSchema; input: Record<string, unknown>; field: string; params?: Record<string, number> }
> = {
  reportingYearRange: {
    schema: makeCreateInventorySchema(new Date('2026-11-24T00:00:00Z')),
    input: { reportingYear: 2027 },
    field: 'reportingYear',
    params: { min: 1990, max: 2026 },
  },
  facilityRepeated: {
    schema: boundarySchema,
    input: {
      version: 1,
      consolidationApproach: 'OPERATIONAL_CONTROL',
      facilities: [{ facilityId: 'f1' }, { facilityId: 'f1' }],
    },
    field: 'facilities.1.facilityId',
  },
  equityShareRequired: {
    schema: boundarySchema,
    input: { version: 1, consolidationApproach: 'EQUITY_SHARE', facilities: [{ facilityId: 'f1' }] },
    field: 'facilities.0.equitySharePercent',
  },
  equityShareRange: {
    schema: boundarySchema,
    input: {
      version: 1,
      consolidationApproach: 'EQUITY_SHARE',
      facilities: [{ facilityId: 'f1', equitySharePercent: 100.5 }],
    },
    field: 'facilities.0.equitySharePercent',
  },
  equityShareNotApplicable: {
    schema: boundarySchema,
    input: {
      version: 1,
      consolidationApproach: 'FINANCIAL_CONTROL',
      facilities: [{ facilityId: 'f1', equitySharePercent: 40 }],
    },
    field: 'facilities.0.equitySharePercent',
  },
  locationMismatch: {
    schema: makeFacilitySchema({
      countryExists: () => true,
      cityCountry: () => 1,
      districtCity: () => 7,
      wardDistrict: () => undefined,
    }),
    input: { name: 'Nhà máy', countryId: 1, cityId: 2, districtId: 3 },
    field: 'districtId',
  },
  invalidCharacters: {
    schema: signUpSchema,
    input: { ...validSignUp, firstName: '<script>' },
    field: 'firstName',
  },
  invalidCode: {
    schema: resetPasswordSchema,
    input: { email: 'a@b.vn', code: '12345', password: 'GhgDemo@2026', confirmPassword: 'GhgDemo@2026' },
    field: 'code',
  },
  firstNameRequired: {
    schema: signUpSchema,
    input: { ...validSignUp, firstName: '   ' },
    field: 'firstName',
  },
  lastNameRequired: { schema: signUpSchema, input: { ...validSignUp, lastName: '' }, field: 'lastName' },
  emailRequired: { schema: signInSchema, input: { email: '', password: 'x' }, field: 'email' },
  invalidEmail: { schema: signUpSchema, input: { ...validSignUp, email: 'anh@' }, field: 'email' },
  contactInvalidEmail: { schema: contactSchema, input: { ...validContact, email: 'anh@' }, field: 'email' },
  passwordRequired: { schema: signInSchema, input: { email: 'a@b.vn', password: '' }, field: 'password' },
  confirmPasswordRequired: {
    schema: signUpSchema,
    input: { ...validSignUp, confirmPassword: '' },
    field: 'confirmPassword',
  },
  confirmPasswordMismatch: {
    schema: signUpSchema,
    input: { ...validSignUp, confirmPassword: 'GhgDemo@2027' },
    field: 'confirmPassword',
  },
  invalidSlug: {
    schema: articleInputSchema,
    input: { ...validArticle, slug: 'Nghị định 06' },
    field: 'slug',
  },
  reservedSlug: {
    schema: articleInputSchema,
    input: { ...validArticle, slug: 'blog' },
    field: 'slug',
  },
  tooManyItems: {
    schema: storyInputSchema,
    input: {
      ...validStory,
      vi: { ...validStory.vi, metrics: Array.from({ length: 11 }, () => ({ label: 'CO2', value: '-12%' })) },
    },
    field: 'vi.metrics',
    params: { max: 10 },
  },
  tagTooLong: {
    schema: articleInputSchema,
    input: { ...validArticle, vi: { ...validArticle.vi, tags: ['x'.repeat(51)] } },
    field: 'vi.tags',
    params: { max: 50 },
  },
  minLength: {
    schema: signUpSchema,
    input: { ...validSignUp, password: 'Ab1!', confirmPassword: 'Ab1!' },
    field: 'password',
    params: { min: 8 },
  },
  maxLength: {
    schema: signUpSchema,
    input: { ...validSignUp, firstName: 'A'.repeat(51) },
    field: 'firstName',
    params: { max: 50 },
  },
  passwordComplexity: {
    schema: signUpSchema,
    input: { ...validSignUp, password: 'ghgdemo2026', confirmPassword: 'ghgdemo2026' },
    field: 'password',
  },
  phoneRequired: { schema: signUpSchema, input: { ...validSignUp, phone: '' }, field: 'phone' },
  invalidPhone: { schema: signUpSchema, input: { ...validSignUp, phone: '0123' }, field: 'phone' },
  organizationNameRequired: {
    schema: signUpSchema,
    input: { ...validSignUp, organizationName: ' ' },
    field: 'organizationName',
  },
  fieldRequired: { schema: contactSchema, input: { ...validContact, companyName: '' }, field: 'companyName' },
  // Contacting an expert (domain/experts/contact-rules.ts).
  invalidDate: {
    schema: contactExpertSchema,
    input: { ...validContactExpert, deadline: '2026-02-30' },
    field: 'deadline',
  },
  deadlineInPast: {
    schema: contactExpertSchema,
    input: { ...validContactExpert, deadline: '2026-05-31' },
    field: 'deadline',
  },
  deadlineTooFar: {
    schema: contactExpertSchema,
    input: { ...validContactExpert, deadline: '2028-06-01' },
    field: 'deadline',
    params: { days: 730 },
  },
  scopesRequired: {
    schema: contactExpertSchema,
    input: { ...validContactExpert, scopes: [] },
    field: 'scopes',
  },
  workspaceRequired: {
    schema: contactExpertSchema,
    input: { ...validContactExpert, spaceId: '' },
    field: 'spaceId',
  },
  sectorRequired: {
    schema: contactExpertSchema,
    input: { ...validContactExpert, sectorId: 0 },
    field: 'sectorId',
  },
  // The expert application's (./experts/application-rules.ts).
  chooseAtLeast: {
    schema: expertSchema,
    input: { ...emptyExpertForm },
    field: 'services',
    params: { min: 1 },
  },
  numberBetween: {
    schema: expertSchema,
    input: { ...emptyExpertForm, yearsOfExperience: '71' },
    field: 'yearsOfExperience',
    params: { min: 0, max: 70 },
  },
  invalidUrl: {
    schema: expertSchema,
    input: { ...emptyExpertForm, profileUrl: 'ftp://x' },
    field: 'profileUrl',
  },
  dateInFuture: {
    schema: expertSchema,
    input: expertCredential({ issuedOn: '2099-01-01' }),
    field: 'credentials.0.issuedOn',
  },
  expiresBeforeIssued: {
    schema: expertSchema,
    input: expertCredential({ expiresOn: '2020-01-01' }),
    field: 'credentials.0.expiresOn',
  },
};

function errorsOf(schema: v.GenericSchema, input: unknown, locale: Locale = 'en'): Record<string, string> {
  const result = validate(schema, input, locale);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.fieldErrors;
}

describe('validation messages', () => {
  it('has a case for every validation message of the catalogue', () => {
    expect(Object.keys(messageCases).sort()).toEqual(Object.keys(messages.en.validation).sort());
  });

  for (const locale of locales) {
    it.each(Object.entries(messageCases))(
      `shows %s exactly in ${locale}`,
      (key, { schema, input, field, params }) => {
        const expected = formatMessage(messages[locale].validation[key as ValidationKey], params);
        expect(errorsOf(schema, input, locale)[field]).toBe(expected);
      },
    );
  }

  it("keeps the spec's English wordings, bounds filled in", () => {
    const en = (key: ValidationKey) =>
      errorsOf(messageCases[key].schema, messageCases[key].input, 'en')[messageCases[key].field];
    expect(en('minLength')).toBe('Minimum of 8 characters');
    expect(en('maxLength')).toBe('Maximum of 50 characters');
    expect(en('contactInvalidEmail')).toBe('Email invalidate');
    expect(en('fieldRequired')).toBe('Field is required');
    expect(en('confirmPasswordMismatch')).toBe('Confirm passwords do not match');
    expect(en('passwordComplexity')).toBe(
      'Password must include uppercase letters, lowercase letters, numbers and special characters',
    );
    const vi = errorsOf(messageCases.minLength.schema, messageCases.minLength.input, 'vi').password;
    expect(vi).toBe('Tối thiểu 8 ký tự');
  });

  it('reports a missing field with its "required" message, not a type error', () => {
    const { firstName: _firstName, phone: _phone, ...rest } = validSignUp;
    const errors = errorsOf(signUpSchema, rest);
    expect(errors.firstName).toBe('First name is required');
    expect(errors.phone).toBe('Phone number is required');
  });

  it('reports a body that is not an object on the form', () => {
    expect(errorsOf(signInSchema, 'email=a@b.vn', 'vi')).toEqual({ [FORM_FIELD]: 'Dữ liệu không hợp lệ' });
  });

  it('gives one text per field (its first problem) and every issue as a key with parameters', () => {
    const result = validate(signUpSchema, { ...validSignUp, password: 'abc', confirmPassword: 'abc' }, 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ password: 'Minimum of 8 characters' });
    expect(result.issues).toEqual([
      { field: 'password', key: 'validation.minLength', params: { min: 8 } },
      { field: 'password', key: 'validation.passwordComplexity' },
    ]);
    expect(toErrorDetails(result.fieldErrors)).toEqual([
      { field: 'password', message: 'Minimum of 8 characters' },
    ]);
  });
});

describe('sign-up schema', () => {
  it('accepts a valid form and trims, lower-cases the e-mail and normalizes names', () => {
    const decomposed = 'Nguyê\u0303n Thi\u0323'; // "Nguyễn Thị" typed with combining marks
    const result = validate(
      signUpSchema,
      {
        ...validSignUp,
        firstName: '  Ánh ',
        lastName: decomposed,
        email: ' Anh.Nguyen@Example.VN ',
        locale: 'vi',
      },
      'vi',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...validSignUp,
        firstName: 'Ánh',
        lastName: 'Nguyễn Thị',
        email: 'anh.nguyen@example.vn',
        locale: 'vi',
      },
    });
  });

  it.each(['Nguyễn Thị Ánh', 'Đặng Văn Lâm', "O'Brien-Smith", '李小龙', 'Trần Thị Thu Hà'])(
    'accepts the name %j',
    (name) => {
      expect(validate(signUpSchema, { ...validSignUp, firstName: name }, 'en').ok).toBe(true);
    },
  );

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an image tag', 'Ánh<img src=x onerror=alert(1)>'],
    ['a control character', 'Ánh\u0000'],
    ['a line break', 'Ánh\nNguyễn'],
    ['a bidirectional override', 'Ánh\u202Egnp.exe'],
  ])('refuses a name with %s', (_label, name) => {
    expect(errorsOf(signUpSchema, { ...validSignUp, firstName: name }, 'en').firstName).toBe(
      messages.en.validation.invalidCharacters,
    );
    expect(errorsOf(signUpSchema, { ...validSignUp, lastName: name }, 'vi').lastName).toBe(
      messages.vi.validation.invalidCharacters,
    );
  });

  it('refuses 10 KB fields with the field bound, without echoing them', () => {
    const big = 'x'.repeat(10 * 1024);
    const errors = errorsOf(signUpSchema, {
      firstName: big,
      lastName: big,
      email: `${big}@example.vn`,
      password: `Aa1!${big}`,
      confirmPassword: `Aa1!${big}`,
      phone: `0912${big}`,
      organizationName: big,
    });
    expect(errors).toEqual({
      firstName: 'Maximum of 50 characters',
      lastName: 'Maximum of 50 characters',
      email: 'Maximum of 254 characters',
      password: 'Maximum of 64 characters',
      phone: 'Maximum of 250 characters',
      organizationName: 'Maximum of 200 characters',
    });
  });

  it('keeps the boundaries: names 1 and 50, password 8 and 64, organization 2 and 200', () => {
    const password64 = `Aa1!${'x'.repeat(60)}`;
    const atBounds = {
      ...validSignUp,
      firstName: 'A',
      lastName: 'B'.repeat(50),
      password: 'Aa1!xxxx',
      confirmPassword: 'Aa1!xxxx',
      organizationName: 'AB',
    };
    expect(validate(signUpSchema, atBounds, 'en').ok).toBe(true);
    expect(
      validate(signUpSchema, { ...atBounds, password: password64, confirmPassword: password64 }, 'en').ok,
    ).toBe(true);
    expect(validate(signUpSchema, { ...atBounds, organizationName: 'O'.repeat(200) }, 'en').ok).toBe(true);
    expect(errorsOf(signUpSchema, { ...atBounds, organizationName: 'A' }).organizationName).toBe(
      'Minimum of 2 characters',
    );
    expect(
      errorsOf(signUpSchema, { ...atBounds, password: 'Aa1!xxx', confirmPassword: 'Aa1!xxx' }).password,
    ).toBe('Minimum of 8 characters');
    expect(
      errorsOf(signUpSchema, { ...atBounds, password: `${password64}x`, confirmPassword: 'x' }).password,
    ).toBe('Maximum of 64 characters');
  });

  it.each(['0123', '+84 12 345 6789', 'abcdefghij', '09123abc45', '0559123456'])(
    'refuses the phone %j',
    (phone) => {
      expect(errorsOf(signUpSchema, { ...validSignUp, phone }).phone).toBe('Invalid phone number');
      expect(errorsOf(signUpSchema, { ...validSignUp, phone }, 'vi').phone).toBe(
        'Số điện thoại không hợp lệ',
      );
    },
  );

  it.each(['0912345678', '+84 912 345 678', '0381234567'])('accepts the phone %j', (phone) => {
    expect(validate(signUpSchema, { ...validSignUp, phone }, 'en')).toMatchObject({
      ok: true,
      value: { phone },
    });
  });

  it('lets a foreign number pass when the market is not VN, but still requires one', () => {
    const usSchema = makeSignUpSchema(makePhoneRule('US'));
    expect(validate(usSchema, { ...validSignUp, phone: '+1 212 555 0123' }, 'en').ok).toBe(true);
    expect(errorsOf(usSchema, { ...validSignUp, phone: '' }).phone).toBe('Phone number is required');
    expect(errorsOf(signUpSchema, { ...validSignUp, phone: '+1 212 555 0123' }).phone).toBe(
      'Invalid phone number',
    );
  });

  it('accepts passwords with each kind of special character and refuses each missing class', () => {
    for (const special of '^$*.[]{}()?-"!@#%&/\\,><\':;|_~`+=') {
      expect(isComplexPassword(`Abcdef1${special}`)).toBe(true);
    }
    expect(isComplexPassword('ABCDEFG1!')).toBe(false);
    expect(isComplexPassword('abcdefg1!')).toBe(false);
    expect(isComplexPassword('Abcdefgh!')).toBe(false);
    expect(isComplexPassword('Abcdefgh1')).toBe(false);
    expect(isComplexPassword('Abcdefgh1€')).toBe(false);
  });

  it('never trims passwords', () => {
    const result = validate(
      signUpSchema,
      { ...validSignUp, password: ' Ab1!xxxx ', confirmPassword: ' Ab1!xxxx ' },
      'en',
    );
    expect(result).toMatchObject({ ok: true, value: { password: ' Ab1!xxxx ' } });
    expect(
      errorsOf(signUpSchema, { ...validSignUp, password: ' Ab1!xxxx ', confirmPassword: 'Ab1!xxxx' }),
    ).toEqual({
      confirmPassword: 'Confirm passwords do not match',
    });
  });

  it('takes an invitation parameter and a locale, and refuses a strange one', () => {
    expect(validate(signUpSchema, { ...validSignUp, inviteParam: 'aBc123-_.~', locale: 'en' }, 'en').ok).toBe(
      true,
    );
    expect(errorsOf(signUpSchema, { ...validSignUp, inviteParam: 'a b<c>' }).inviteParam).toBe(
      'Invalid data',
    );
    expect(errorsOf(signUpSchema, { ...validSignUp, locale: 'fr' }).locale).toBe('Invalid data');
  });

  it('drops unknown keys', () => {
    const result = validate(signUpSchema, { ...validSignUp, role: 'OWNER' }, 'en');
    expect(result.ok && 'role' in result.value).toBe(false);
  });
});

describe('other forms', () => {
  it('sign-in: e-mail and password, no policy on an existing password', () => {
    expect(validate(signInSchema, { email: 'Owner@Ghg-Demo.vn', password: 'old' }, 'en')).toEqual({
      ok: true,
      value: { email: 'owner@ghg-demo.vn', password: 'old' },
    });
    expect(errorsOf(signInSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(signInSchema, { email: 'a@b.vn', password: 'x'.repeat(257) }).password).toBe(
      'Maximum of 256 characters',
    );
  });

  it('forgot password: the e-mail', () => {
    expect(validate(forgotPasswordSchema, { email: ' a@b.vn ' }, 'en')).toEqual({
      ok: true,
      value: { email: 'a@b.vn' },
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' }, 'vi').email).toBe('Email không hợp lệ');
  });

  it('reset password with the e-mailed code', () => {
    const byCode = {
      email: 'a@b.vn',
      code: '123456',
      password: 'GhgDemo@2026',
      confirmPassword: 'GhgDemo@2026',
    };
    expect(validate(resetPasswordSchema, byCode, 'en')).toEqual({ ok: true, value: byCode });
    expect(errorsOf(resetPasswordSchema, { ...byCode, code: '12345' }).code).toBe(
      messages.en.validation.invalidCode,
    );
    expect(errorsOf(resetPasswordSchema, { ...byCode, code: '12a456' }, 'vi').code).toBe(
      messages.vi.validation.invalidCode,
    );
    expect(errorsOf(resetPasswordSchema, { ...byCode, code: '' }).code).toBe('Field is required');
    const { code: _code, ...withoutCode } = byCode;
    expect(errorsOf(resetPasswordSchema, withoutCode).code).toBe('Field is required');
    const { email: _email, ...withoutEmail } = byCode;
    expect(errorsOf(resetPasswordSchema, withoutEmail).email).toBe('Email is required');
    expect(errorsOf(resetPasswordSchema, { ...byCode, confirmPassword: 'other' }).confirmPassword).toBe(
      'Confirm passwords do not match',
    );
    expect(
      errorsOf(resetPasswordSchema, { ...byCode, password: 'weakpassword', confirmPassword: 'weakpassword' }),
    ).toEqual({
      password: 'Password must include uppercase letters, lowercase letters, numbers and special characters',
    });
  });

  it('reset password with the e-mailed link token', () => {
    const byToken = { token: 'eyJhbGciOi.J9-_~', password: 'GhgDemo@2026', confirmPassword: 'GhgDemo@2026' };
    expect(validate(resetPasswordSchema, byToken, 'en')).toEqual({ ok: true, value: byToken });
    expect(validate(resetPasswordSchema, { ...byToken, email: 'a@b.vn' }, 'en').ok).toBe(true);
    expect(errorsOf(resetPasswordSchema, { ...byToken, token: '' }).token).toBe('Field is required');
  });

  it('change password: previous, proposed, confirmation', () => {
    const form = {
      previousPassword: 'old',
      proposedPassword: 'GhgDemo@2026',
      confirmPassword: 'GhgDemo@2026',
    };
    expect(validate(changePasswordSchema, form, 'en')).toEqual({ ok: true, value: form });
    expect(errorsOf(changePasswordSchema, { ...form, confirmPassword: 'GhgDemo@2025' }, 'vi')).toEqual({
      confirmPassword: 'Mật khẩu xác nhận không khớp',
    });
    expect(errorsOf(changePasswordSchema, { ...form, previousPassword: '' })).toEqual({
      previousPassword: 'Password is required',
    });
    expect(
      errorsOf(changePasswordSchema, { ...form, proposedPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({
      proposedPassword: 'Minimum of 8 characters',
    });
  });

  it('profile update: names required, the rest optional with bounds', () => {
    expect(validate(profileSchema, { firstName: 'Ánh', lastName: 'Nguyễn Thị' }, 'en').ok).toBe(true);
    const cleared = {
      firstName: 'Ánh',
      lastName: 'Nguyễn',
      phone: '',
      bio: '',
      location: '',
      profession: '',
      organizationName: '',
    };
    expect(validate(profileSchema, cleared, 'en')).toEqual({ ok: true, value: cleared });
    const full = {
      ...cleared,
      phone: '+84 912 345 678',
      bio: 'Chuyên gia kiểm kê KNK.\nISO 14064-1 <3',
      location: 'Hà Nội',
      profession: 'Kỹ sư môi trường',
      organizationName: 'Công ty TNHH Thép Xanh',
    };
    expect(validate(profileSchema, full, 'en')).toEqual({ ok: true, value: full });
    expect(errorsOf(profileSchema, { ...full, firstName: '' }).firstName).toBe('First name is required');
    expect(errorsOf(profileSchema, { ...full, phone: '0123' }).phone).toBe('Invalid phone number');
    expect(errorsOf(profileSchema, { ...full, bio: 'b'.repeat(1001) }).bio).toBe(
      'Maximum of 1000 characters',
    );
    expect(errorsOf(profileSchema, { ...full, bio: 'ok\u0007' }).bio).toBe(
      messages.en.validation.invalidCharacters,
    );
    expect(errorsOf(profileSchema, { ...full, location: 'l'.repeat(201) }).location).toBe(
      'Maximum of 200 characters',
    );
    expect(errorsOf(profileSchema, { ...full, profession: 'p'.repeat(101) }).profession).toBe(
      'Maximum of 100 characters',
    );
    expect(errorsOf(profileSchema, { ...full, organizationName: 'X' }).organizationName).toBe(
      'Minimum of 2 characters',
    );
    expect(errorsOf(profileSchema, { ...full, location: '<b>Hà Nội</b>' }).location).toBe(
      messages.en.validation.invalidCharacters,
    );
  });

  it('contact sales: "Field is required", "Email invalidate", privacy agreement', () => {
    expect(validate(contactSchema, validContact, 'en')).toEqual({ ok: true, value: validContact });
    const errors = errorsOf(contactSchema, {});
    expect(errors).toEqual({
      firstName: 'Field is required',
      lastName: 'Field is required',
      email: 'Field is required',
      phone: 'Field is required',
      companyName: 'Field is required',
      career: 'Field is required',
      companySize: 'Field is required',
      requirement: 'Field is required',
      agreePrivacy: 'Field is required',
    });
    expect(errorsOf(contactSchema, { ...validContact, agreePrivacy: false }, 'vi')).toEqual({
      agreePrivacy: 'Trường này là bắt buộc',
    });
    expect(errorsOf(contactSchema, { ...validContact, email: 'x' }, 'vi').email).toBe('Email không hợp lệ');
    expect(errorsOf(contactSchema, { ...validContact, phone: '0123' }).phone).toBe('Invalid phone number');
    expect(errorsOf(contactSchema, { ...validContact, requirement: 'r'.repeat(2001) }).requirement).toBe(
      'Maximum of 2000 characters',
    );
  });

  it('loads the phone rule on demand', async () => {
    const rule = await loadPhoneRule('VN');
    expect(rule('0912345678')).toEqual({ ok: true, e164: '+84912345678' });
    expect((await loadPhoneRule('US'))('0123').ok).toBe(true);
  });
});
