import { describe, expect, it } from 'vitest';
import { readRenderPayload } from './render-payload';

const doc = (text: string | null) => ({
  getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)),
});

describe('readRenderPayload', () => {
  it('reads what the server wrote', () => {
    const payload = {
      locale: 'en',
      sessionHint: 'signedOut',
      preloaded: { 'en /articles/x': { kind: 'missing' } },
      origin: 'https://ghg.example.vn',
    };
    expect(readRenderPayload(doc(JSON.stringify(payload)))).toEqual(payload);
  });

  it('keeps only an http(s) origin (else the browser uses its own)', () => {
    const read = (origin: unknown) =>
      readRenderPayload(
        doc(JSON.stringify({ locale: 'vi', sessionHint: 'signedOut', preloaded: {}, origin })),
      )?.origin;
    expect(read('http://localhost:8080')).toBe('http://localhost:8080');
    expect(read(undefined)).toBe('');
    expect(read('javascript:alert(1)')).toBe('');
    expect(read('https://ghg.example.vn/path')).toBe('');
    expect(read(42)).toBe('');
  });

  it('ignores a page the server did not render and a malformed payload', () => {
    expect(readRenderPayload(doc(null))).toBeNull();
    expect(readRenderPayload(doc('{not json'))).toBeNull();
    expect(
      readRenderPayload(doc(JSON.stringify({ locale: 'fr', sessionHint: 'signedOut', preloaded: {} }))),
    ).toBeNull();
    expect(
      readRenderPayload(doc(JSON.stringify({ locale: 'vi', sessionHint: 'admin', preloaded: {} }))),
    ).toBeNull();
  });
});
