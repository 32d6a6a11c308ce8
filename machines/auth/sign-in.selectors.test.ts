// The sign-in page renders selectFirstSignInPage before its machine has loaded (src/app/lazy-actor.ts), and the
// server renders it too: it must be exactly what the machine's first snapshot selects, for every kind of input.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { rawConfig } from '../../tests/fixtures/sign-in';
import { signInMachine } from './sign-in.machine';
import { selectFirstSignInPage, selectSignInPage } from './sign-in.selectors';
import type { SignInInput } from './sign-in.types';

const inputs: { name: string; input: SignInInput | undefined }[] = [
  { name: 'no input (a page opened in the app)', input: undefined },
  { name: 'a valid preloaded config', input: { config: rawConfig } },
  {
    name: 'a valid preloaded config with a Hosted UI',
    input: { config: { ...rawConfig, hostedUiDomain: 'auth.example.com' } },
  },
  { name: 'an invalid preloaded config', input: { config: { ...rawConfig, userPoolId: 'not a pool id' } } },
  { name: 'no config in the input', input: { otpIssuer: 'GHG' } },
];

describe('selectFirstSignInPage', () => {
  for (const { name, input } of inputs) {
    it(`is the machine's first view for ${name}`, () => {
      const actor = createActor(signInMachine, { input });
      // The snapshot of an actor not started yet: its first state, where starting it begins.
      expect(selectFirstSignInPage(input)).toEqual(selectSignInPage(actor.getSnapshot()));
    });
  }

  it('offers the social sign-in only with a Hosted UI domain', () => {
    expect(selectFirstSignInPage({ config: rawConfig }).social).toBeNull();
    const withHostedUi = { ...rawConfig, hostedUiDomain: 'auth.example.com' };
    expect(selectFirstSignInPage({ config: withHostedUi }).social).toMatchObject({
      hostedUiDomain: 'auth.example.com',
    });
  });
});
