import { describe, expect, it } from 'vitest';
import { parseIdentityConfig } from './identity-config';

const valid = {
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_LocalDev01',
  clientId: '7k1nd3vl0ca1c1i3nt0000000a',
  endpoint: 'http://127.0.0.1:9329',
  hostedUiDomain: 'auth.ghg.example',
};

describe('parseIdentityConfig', () => {
  it('accepts the local config as it is', () => {
    expect(parseIdentityConfig(valid)).toEqual({ ok: true, config: valid });
  });

  it('reads missing, null or blank optional fields as null and derives the region from the pool id', () => {
    expect(
      parseIdentityConfig({
        userPoolId: ' ap-southeast-1_AbC123 ',
        clientId: 'c',
        endpoint: '',
        hostedUiDomain: null,
      }),
    ).toEqual({
      ok: true,
      config: {
        region: 'ap-southeast-1',
        userPoolId: 'ap-southeast-1_AbC123',
        clientId: 'c',
        endpoint: null,
        hostedUiDomain: null,
      },
    });
  });

  it('requires the pool id and the client id', () => {
    expect(parseIdentityConfig({})).toEqual({
      ok: false,
      issues: ['userPoolId is required', 'clientId is required'],
    });
    expect(parseIdentityConfig({ userPoolId: '  ', clientId: '' })).toEqual({
      ok: false,
      issues: ['userPoolId is required', 'clientId is required'],
    });
  });

  it('limits the pool id to 55 characters', () => {
    const tooLong = `ap-southeast-1_${'a'.repeat(41)}`;
    expect(tooLong).toHaveLength(56);
    expect(parseIdentityConfig({ ...valid, userPoolId: tooLong })).toEqual({
      ok: false,
      issues: ['userPoolId must be at most 55 characters'],
    });
    expect(parseIdentityConfig({ ...valid, userPoolId: tooLong.slice(0, 55) }).ok).toBe(true);
  });

  it.each(['LocalDev01', 'ap-southeast-1_', '_abc', 'ap-southeast-1_Local-Dev', 'ap southeast_1abc'])(
    'rejects the malformed pool id %j',
    (userPoolId) => {
      expect(parseIdentityConfig({ ...valid, userPoolId })).toEqual({
        ok: false,
        issues: ['userPoolId must have the form <region>_<suffix> (for example ap-southeast-1_AbC123)'],
      });
    },
  );

  it('rejects an endpoint that is not an http(s) URL, and non-string fields', () => {
    expect(parseIdentityConfig({ ...valid, endpoint: 'ftp://x' })).toEqual({
      ok: false,
      issues: ['endpoint must be an http(s) URL'],
    });
    expect(parseIdentityConfig({ ...valid, clientId: 42 })).toEqual({
      ok: false,
      issues: ['clientId must be a string'],
    });
  });

  it('rejects anything that is not an object', () => {
    for (const raw of [null, undefined, 'ap-southeast-1_X', 42, []]) {
      expect(parseIdentityConfig(raw)).toEqual({
        ok: false,
        issues: ['the identity configuration must be an object'],
      });
    }
  });
});
