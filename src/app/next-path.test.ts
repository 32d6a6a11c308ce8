import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';
import { signInPathFor } from './paths';

describe('safeNextPath', () => {
  it.each([
    ['/user/profile/edit', '/user/profile/edit'],
    ['/work-space?tab=members#x', '/work-space?tab=members#x'],
    ['/a/../user/profile', '/user/profile'],
  ])('keeps same-origin paths (%s)', (next, expected) => expect(safeNextPath(next)).toBe(expected));

  it.each([
    null,
    '',
    'user/profile',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth/sign-in?next=/x',
    '/auth/sign-in/callback',
    '/\u0000x',
  ])('refuses %j', (next) => expect(safeNextPath(next)).toBeNull());

  it('builds the sign-in URL that comes back', () => {
    expect(signInPathFor('/user/profile/edit')).toBe('/auth/sign-in?next=%2Fuser%2Fprofile%2Fedit');
    expect(
      safeNextPath(new URLSearchParams(signInPathFor('/user/profile?x=1').split('?')[1]).get('next')),
    ).toBe('/user/profile?x=1');
  });
});
