// Message keys (domain/message-keys.ts): encoding a key with its parameters, reading it back, translating it.
import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, translateIssue, translateKey, translateMessage } from './message-keys';

describe('message encoding', () => {
  it('encodes a key with its parameters and reads it back', () => {
    expect(encodeMessage('validation.minLength', { min: 8 })).toBe('validation.minLength|{"min":8}');
    expect(encodeMessage('validation.invalidPhone')).toBe('validation.invalidPhone');
    expect(decodeMessage('validation.minLength|{"min":8}')).toEqual({
      key: 'validation.minLength',
      params: { min: 8 },
    });
    expect(decodeMessage('validation.invalidPhone')).toEqual({ key: 'validation.invalidPhone' });
    expect(decodeMessage('validation.invalidCode')).toEqual({ key: 'validation.invalidCode' });
  });

  it('refuses what it did not encode', () => {
    expect(decodeMessage('Invalid type: Expected string but received undefined')).toBeNull();
    expect(decodeMessage('validation.nope')).toBeNull();
    expect(decodeMessage('validation.toString')).toBeNull();
    expect(decodeMessage('__proto__.x')).toBeNull();
    expect(decodeMessage('validation.minLength|{oops')).toBeNull();
    expect(decodeMessage('validation.minLength|[8]')).toBeNull();
    expect(translateMessage('Invalid type', 'en')).toBe('Invalid data');
  });

  it('translates issues, keys and messages in both languages', () => {
    expect(translateIssue({ message: 'validation.maxLength|{"max":50}' }, 'vi')).toBe('Tối đa 50 ký tự');
    expect(translateIssue({ message: 'validation.maxLength|{"max":50}' }, 'en')).toBe(
      'Maximum of 50 characters',
    );
    expect(translateKey('success.registered', 'en')).toBe('Registered successfully, please check your email');
    expect(translateKey('errors.incorrectPreviousPassword', 'vi')).toBe('Mật khẩu hiện tại không chính xác');
  });
});
