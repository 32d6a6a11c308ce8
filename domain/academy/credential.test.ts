// The certificate as a credential (domain/academy/credential.ts): printed codes, the status list's bits, the
// OpenBadgeCredential's shape and the checks a verifier makes on its content.
import { describe, expect, it } from 'vitest';
import {
  bitAt,
  buildCredential,
  buildStatusListCredential,
  certificateCode,
  checkCredential,
  CODE_ALPHABET,
  emptyBitstring,
  isCertificateCode,
  issuerId,
  normalizeCode,
  setBit,
  statusListOf,
  statusListUrl,
  STATUS_LIST_BITS,
} from './credential';

const URLS = { site: 'https://ghg.example.vn' };
const ISSUER = issuerId(URLS);
const NOW = new Date('2026-11-24T08:00:00.000Z');

const credential = () =>
  buildCredential(URLS, {
    certificateId: '0b6f3c1e-2d4a-4c8e-9f10-1a2b3c4d5e6f',
    issuedAt: '2026-11-24T07:59:00.000Z',
    recipientName: 'Nguyễn Thị Hằng',
    identityHash: 'sha256$' + 'ab'.repeat(32),
    salt: 'c0ffee',
    courseId: 7,
    courseTitle: 'Kiểm kê khí nhà kính cơ bản',
    courseSummary: 'Phạm vi 1, 2, 3',
    criteria: 'Hoàn thành mọi bài học',
    locale: 'vi',
    statusListId: 1,
    statusIndex: 4242,
  });

describe('printed codes', () => {
  it('are GHG-<year>-<6 letters of the alphabet without look-alikes>', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01ILOU]/);
    const code = certificateCode(2026, new Uint8Array([0, 1, 2, 3, 4, 29]));
    expect(code).toBe('GHG-2026-23456Z');
    expect(isCertificateCode(code!)).toBe(true);
    expect(isCertificateCode('GHG-2026-7K4Q9O')).toBe(false);
  });

  it('skip bytes that would make some letters likelier, and say when the bytes ran out', () => {
    // 240..255 are skipped (256 = 8 × 30 + 16), so each of the 30 letters has 8 bytes.
    expect(certificateCode(2026, new Uint8Array([255, 240, 0, 30, 60, 90, 120, 150]))).toBe(
      'GHG-2026-222222',
    );
    expect(certificateCode(2026, new Uint8Array([250, 0, 1]))).toBeNull();
  });

  it('are read in any case, with stray spaces', () => {
    expect(normalizeCode(' ghg-2026-7k4q9x ')).toBe('GHG-2026-7K4Q9X');
  });
});

describe('the status list bits', () => {
  it('hold 131,072 bits, bit 0 being the first byte’s highest bit', () => {
    const bits = emptyBitstring();
    expect(bits.length * 8).toBe(STATUS_LIST_BITS);
    setBit(bits, 0);
    setBit(bits, 9);
    expect(bits[0]).toBe(0x80);
    expect(bits[1]).toBe(0x40);
    expect([bitAt(bits, 0), bitAt(bits, 1), bitAt(bits, 9)]).toEqual([true, false, true]);
    expect(() => bitAt(bits, STATUS_LIST_BITS)).toThrow(RangeError);
  });

  it('are published in a BitstringStatusListCredential that statusListOf reads back', () => {
    const url = statusListUrl(URLS, 1);
    const list = buildStatusListCredential(URLS, 1, 'uH4sI', NOW.toISOString());
    expect(list).toMatchObject({
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    expect(statusListOf(list, ISSUER, url)).toBe('uH4sI');
    expect(statusListOf(list, 'https://other.example/issuer', url)).toBeNull();
    expect(statusListOf(list, ISSUER, statusListUrl(URLS, 2))).toBeNull();
  });
});

describe('checkCredential', () => {
  it('accepts the credential it builds and reads what the verification page shows', () => {
    const result = checkCredential(credential(), ISSUER, NOW);
    expect(result).toEqual({
      ok: true,
      summary: {
        certificateId: '0b6f3c1e-2d4a-4c8e-9f10-1a2b3c4d5e6f',
        recipientName: 'Nguyễn Thị Hằng',
        courseTitle: 'Kiểm kê khí nhà kính cơ bản',
        issuerName: 'GHG Platform Academy',
        validFrom: '2026-11-24T07:59:00.000Z',
        statusListCredential: 'https://ghg.example.vn/api/academy/status-lists/1',
        statusListIndex: 4242,
      },
    });
  });

  it.each([
    ['not an object', () => 'text', 'malformed'],
    [
      'another context',
      (c: any) => ({ ...c, '@context': ['https://www.w3.org/2018/credentials/v1'] }),
      'wrongType',
    ],
    ['not an OpenBadgeCredential', (c: any) => ({ ...c, type: ['VerifiableCredential'] }), 'wrongType'],
    [
      'another issuer',
      (c: any) => ({ ...c, issuer: { ...c.issuer, id: 'https://evil.example/issuer' } }),
      'wrongIssuer',
    ],
    ['valid from tomorrow', (c: any) => ({ ...c, validFrom: '2026-11-25T08:00:00.000Z' }), 'notYetValid'],
    ['expired', (c: any) => ({ ...c, validUntil: '2026-11-01T00:00:00.000Z' }), 'expired'],
    ['no date', (c: any) => ({ ...c, validFrom: 'soon' }), 'malformed'],
    [
      'not a course',
      (c: any) => ({
        ...c,
        credentialSubject: {
          ...c.credentialSubject,
          achievement: { ...c.credentialSubject.achievement, achievementType: 'Badge' },
        },
      }),
      'wrongType',
    ],
    [
      'a status index that is not digits',
      (c: any) => ({ ...c, credentialStatus: { ...c.credentialStatus, statusListIndex: '-1' } }),
      'malformed',
    ],
    ['no status', (c: any) => ({ ...c, credentialStatus: undefined }), 'malformed'],
  ] as const)('refuses %s', (_name, change, problem) => {
    expect(checkCredential(change(credential() as any), ISSUER, NOW)).toEqual({ ok: false, problem });
  });
});
