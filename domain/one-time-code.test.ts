import { describe, expect, it } from 'vitest';
import { readOneTimeCode } from './validation';

describe('readOneTimeCode', () => {
  it('takes six digits, with the spaces people type or paste removed', () => {
    expect(readOneTimeCode('123456')).toBe('123456');
    expect(readOneTimeCode(' 123 456 ')).toBe('123456');
    expect(readOneTimeCode('12\t34\n56')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const text of ['', '12345', '1234567', '12345a', '١٢٣٤٥٦', '12-456']) {
      expect(readOneTimeCode(text), text).toBeNull();
    }
  });
});
