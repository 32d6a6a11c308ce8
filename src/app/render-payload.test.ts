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
    };
    expect(readRenderPayload(doc(JSON.stringify(payload)))).toEqual(payload);
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
