import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../domain/messages';
import {
  answers,
  cognitoError,
  errors,
  malformedConfig,
  rawConfig,
  tokens,
} from '../../tests/fixtures/sign-in';
import { otpauthUri } from '../../domain/totp';
import { signInMachine, type SignInSnapshot } from './sign-in.machine';
import { selectSignInView } from './sign-in.selectors';
import type { AuthAnswer } from './sign-in.types';

type Step = (input: any) => Promise<unknown>;

/** A sign-in actor with fake actors; each can be overridden. Every call is recorded. */
function startSignIn(overrides: Partial<Record<string, Step>> = {}) {
  const fakes: Record<string, ReturnType<typeof vi.fn<Step>>> = {};
  const defaults: Record<string, Step> = {
    loadConfig: async () => rawConfig,
    initiateAuth: async () => answers.signedIn,
    completeNewPassword: async () => answers.signedIn,
    sendMfaCode: async () => answers.signedIn,
    selectMfaType: async () => answers.totp,
    associateSoftwareToken: async () => ({ secretCode: 'JBSWY3DPEHPK3PXP' }),
    verifySoftwareToken: async () => answers.signedIn,
    sendCustomChallengeAnswer: async () => answers.signedIn,
    storeSession: async () => undefined,
    checkUserActivation: async () => ({ message: null }),
  };
  const actors = Object.fromEntries(
    Object.entries({ ...defaults, ...overrides }).map(([name, implementation]) => {
      fakes[name] = vi.fn<Step>(implementation as Step);
      return [name, fromPromise(({ input }) => fakes[name](input))];
    }),
  );
  const notifySignedIn = vi.fn();
  const actor = createActor(
    signInMachine.provide({
      actors: actors as never,
      actions: { notifySignedIn: (_, params) => notifySignedIn(params) },
    }),
  ).start();
  return { actor, fakes, notifySignedIn };
}

const settle = (actor: { getSnapshot(): SignInSnapshot }, predicate: (s: SignInSnapshot) => boolean) =>
  waitFor(actor as never, predicate as never, { timeout: 1000 }) as Promise<SignInSnapshot>;
const notBusy = (s: SignInSnapshot) => !s.hasTag('busy');
const submit = { type: 'user.submit', email: 'owner@ghg-demo.vn', password: 'GhgDemo@2026' } as const;

describe('sign-in machine', () => {
  it('loads and validates the identity config, then shows the form', async () => {
    const { actor } = startSignIn();
    expect(selectSignInView(actor.getSnapshot())).toEqual({ kind: 'loading' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settle(actor, notBusy);
    expect(snapshot.value).toBe('idle');
    expect(snapshot.hasTag('form')).toBe(true);
    expect(snapshot.context.config).toEqual(rawConfig);
    expect(selectSignInView(snapshot)).toEqual({ kind: 'form', email: null, busy: false, error: null });
  });

  it('an invalid config stops in configError with the issues; the user may retry', async () => {
    let raw: unknown = malformedConfig;
    const { actor, fakes } = startSignIn({ loadConfig: async () => raw });
    const snapshot = await settle(actor, notBusy);
    expect(snapshot.value).toBe('configError');
    expect(selectSignInView(snapshot)).toEqual({
      kind: 'configError',
      issues: [
        'userPoolId must have the form <region>_<suffix> (for example ap-southeast-1_AbC123)',
        'clientId is required',
      ],
    });
    raw = rawConfig;
    actor.send({ type: 'user.retry' });
    expect((await settle(actor, notBusy)).value).toBe('idle');
    expect(fakes.loadConfig).toHaveBeenCalledTimes(2);
  });

  it('a config that cannot be loaded is a configError too', async () => {
    const { actor } = startSignIn({ loadConfig: async () => Promise.reject(new Error('HTTP 503')) });
    const snapshot = await settle(actor, notBusy);
    expect(selectSignInView(snapshot)).toEqual({
      kind: 'configError',
      issues: ['the identity configuration could not be loaded: HTTP 503'],
    });
  });

  it('signs in: stores the session, notifies the parent, outputs the tokens; the password never enters context', async () => {
    const { actor, fakes, notifySignedIn } = startSignIn();
    await settle(actor, notBusy);
    actor.send(submit);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectSignInView(actor.getSnapshot())).toMatchObject({ kind: 'form', busy: true });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('GhgDemo@2026');
    const snapshot = await settle(actor, (s) => s.status === 'done');
    expect(fakes.initiateAuth).toHaveBeenCalledWith({
      config: rawConfig,
      email: 'owner@ghg-demo.vn',
      password: 'GhgDemo@2026',
    });
    expect(fakes.storeSession).toHaveBeenCalledWith({ tokens });
    expect(notifySignedIn).toHaveBeenCalledExactlyOnceWith({ tokens });
    expect(snapshot.output).toEqual({ tokens });
    expect(selectSignInView(snapshot)).toEqual({ kind: 'signedIn' });
  });

  it('NotAuthorizedException: back on the form with incorrectCredentials', async () => {
    const { actor } = startSignIn({ initiateAuth: async () => Promise.reject(errors.notAuthorized) });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, notBusy);
    expect(snapshot.value).toBe('idle');
    const view = selectSignInView(snapshot);
    expect(view).toEqual({
      kind: 'form',
      email: 'owner@ghg-demo.vn',
      busy: false,
      error: { kind: 'key', key: 'incorrectCredentials' },
    });
    expect(messages.vi.errors.incorrectCredentials).toBe(
      'Username hoặc password không chính xác. Vui lòng thử lại !',
    );
  });

  it('UserNotConfirmedException: asks the backend and shows its message', async () => {
    const { actor, fakes } = startSignIn({
      initiateAuth: async () => Promise.reject(errors.userNotConfirmed),
      checkUserActivation: async () => ({
        message: 'Tài khoản chưa được kích hoạt, vui lòng kiểm tra email',
      }),
    });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(fakes.checkUserActivation).toHaveBeenCalledWith({ email: 'owner@ghg-demo.vn' });
    expect(snapshot.context.error).toEqual({
      kind: 'message',
      message: 'Tài khoản chưa được kích hoạt, vui lòng kiểm tra email',
      code: 'UserNotConfirmedException',
    });
  });

  it.each([
    ['answers no message', async () => ({})],
    ['answers a blank message', async () => ({ message: '  ' })],
    ['fails', async () => Promise.reject(new Error('HTTP 500'))],
  ])('UserNotConfirmedException when the activation check %s: activateBeforeSignIn', async (_, check) => {
    const { actor } = startSignIn({
      initiateAuth: async () => Promise.reject(errors.userNotConfirmed),
      checkUserActivation: check,
    });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({ kind: 'key', key: 'activateBeforeSignIn' });
  });

  it('other errors pass through unchanged', async () => {
    const { actor } = startSignIn({
      initiateAuth: async () =>
        Promise.reject(cognitoError('PasswordResetRequiredException', 'Password reset required')),
    });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({
      kind: 'message',
      message: 'Password reset required',
      code: 'PasswordResetRequiredException',
    });
  });

  it('NEW_PASSWORD_REQUIRED: carries the attributes and newPasswordRequired, then completes', async () => {
    const { actor, fakes } = startSignIn({ initiateAuth: async () => answers.newPassword });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, (s) => s.matches({ newPassword: 'waiting' }));
    expect(snapshot.hasTag('challenge')).toBe(true);
    expect(snapshot.context.newPasswordRequired).toBe(true);
    expect(selectSignInView(snapshot)).toEqual({
      kind: 'newPassword',
      newPasswordRequired: true,
      userAttributes: { email: 'new@ghg-demo.vn', email_verified: 'true' },
      requiredAttributes: ['given_name'],
      busy: false,
      error: null,
    });
    actor.send({
      type: 'user.submitNewPassword',
      newPassword: 'N3w@Passw0rd',
      attributes: { given_name: 'Lan' },
    });
    expect((await settle(actor, (s) => s.status === 'done')).output).toEqual({ tokens });
    expect(fakes.completeNewPassword).toHaveBeenCalledWith({
      config: rawConfig,
      newPassword: 'N3w@Passw0rd',
      attributes: { given_name: 'Lan' },
    });
  });

  it('a rejected challenge answer stays on the challenge with the error, and may be retried', async () => {
    const sendMfaCode = vi
      .fn<Step>()
      .mockRejectedValueOnce(errors.codeMismatch)
      .mockResolvedValueOnce(answers.signedIn);
    const { actor } = startSignIn({ initiateAuth: async () => answers.totp, sendMfaCode });
    await settle(actor, notBusy);
    actor.send(submit);
    await settle(actor, (s) => s.matches({ mfa: { totp: 'waiting' } }));
    actor.send({ type: 'user.submitCode', code: '000000' });
    const failed = await settle(
      actor,
      (s) => s.matches({ mfa: { totp: 'waiting' } }) && s.context.error !== null,
    );
    expect(selectSignInView(failed)).toEqual({
      kind: 'totpCode',
      busy: false,
      error: { kind: 'message', message: 'Invalid code received for user', code: 'CodeMismatchException' },
    });
    actor.send({ type: 'user.submitCode', code: '123456' });
    await settle(actor, (s) => s.status === 'done');
    expect(sendMfaCode).toHaveBeenLastCalledWith({
      config: rawConfig,
      code: '123456',
      mfaType: 'SOFTWARE_TOKEN_MFA',
    });
  });

  it('every challenge answer goes through the same guard table: TOTP -> custom challenge -> signed in', async () => {
    const { actor, fakes } = startSignIn({
      initiateAuth: async () => answers.sms,
      sendMfaCode: async () => answers.custom,
    });
    await settle(actor, notBusy);
    actor.send(submit);
    const sms = await settle(actor, (s) => s.matches({ mfa: { sms: 'waiting' } }));
    expect(selectSignInView(sms)).toMatchObject({ kind: 'smsCode', destination: '+84*******89' });
    actor.send({ type: 'user.submitCode', code: '424242' });
    const custom = await settle(actor, (s) => s.matches({ customChallenge: 'waiting' }));
    expect(fakes.sendMfaCode).toHaveBeenCalledWith({ config: rawConfig, code: '424242', mfaType: 'SMS_MFA' });
    expect(selectSignInView(custom)).toMatchObject({
      kind: 'customChallenge',
      parameters: { question: 'What is 6 x 7?' },
    });
    actor.send({ type: 'user.submitChallengeAnswer', answer: '42' });
    await settle(actor, (s) => s.status === 'done');
    expect(fakes.sendCustomChallengeAnswer).toHaveBeenCalledWith({ config: rawConfig, answer: '42' });
  });

  it('SELECT_MFA_TYPE offers the pool’s choices and continues with the chosen type', async () => {
    const { actor, fakes } = startSignIn({ initiateAuth: async () => answers.selectMfa });
    await settle(actor, notBusy);
    actor.send(submit);
    const select = await settle(actor, (s) => s.matches({ mfa: { select: 'waiting' } }));
    expect(selectSignInView(select)).toMatchObject({
      kind: 'selectMfa',
      options: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'],
    });
    actor.send({ type: 'user.selectMfa', mfaType: 'SOFTWARE_TOKEN_MFA' });
    await settle(actor, (s) => s.matches({ mfa: { totp: 'waiting' } }));
    expect(fakes.selectMfaType).toHaveBeenCalledWith({ config: rawConfig, mfaType: 'SOFTWARE_TOKEN_MFA' });
  });

  it('MFA_SETUP: associates, exposes the otpauth:// URI for the QR code, verifies, signs in', async () => {
    const { actor, fakes } = startSignIn({ initiateAuth: async () => answers.mfaSetup });
    await settle(actor, notBusy);
    actor.send(submit);
    const verifying = await settle(actor, (s) => s.matches({ mfaSetup: { verifying: 'waiting' } }));
    const uri =
      'otpauth://totp/GHG%20Platform:owner%40ghg-demo.vn?secret=JBSWY3DPEHPK3PXP&issuer=GHG%20Platform';
    expect(selectSignInView(verifying)).toEqual({
      kind: 'mfaSetup',
      secretCode: 'JBSWY3DPEHPK3PXP',
      otpauthUri: uri,
      busy: false,
      error: null,
    });
    actor.send({ type: 'user.submitCode', code: '123456' });
    await settle(actor, (s) => s.status === 'done');
    expect(fakes.verifySoftwareToken).toHaveBeenCalledWith({ config: rawConfig, code: '123456' });
  });

  it('MFA_SETUP whose association fails ends on the form with the error', async () => {
    const { actor } = startSignIn({
      initiateAuth: async () => answers.mfaSetup,
      associateSoftwareToken: async () => Promise.reject(errors.network),
    });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({
      kind: 'message',
      message: 'Network Error',
      code: 'NetworkError',
    });
    expect(snapshot.context.challenge).toBeNull();
  });

  it.each([
    ['DEVICE_SRP_AUTH', answers.deviceSrp, 'DEVICE_SRP_AUTH'],
    ['DEVICE_PASSWORD_VERIFIER', answers.devicePasswordVerifier, 'DEVICE_PASSWORD_VERIFIER'],
    ['device confirmation', answers.deviceConfirmation, null],
  ] as Array<[string, AuthAnswer, string | null]>)(
    '%s lands in the explicit deviceVerification state',
    async (_, answer, challengeName) => {
      const { actor, fakes } = startSignIn({ initiateAuth: async () => answer });
      await settle(actor, notBusy);
      actor.send(submit);
      const snapshot = await settle(actor, (s) => s.matches('deviceVerification'));
      expect(selectSignInView(snapshot)).toEqual({
        kind: 'unsupported',
        reason: 'deviceVerification',
        challengeName,
      });
      expect(fakes.storeSession).not.toHaveBeenCalled();
    },
  );

  it('an unknown challenge lands in unsupportedChallenge, never back on the form; cancel returns', async () => {
    const { actor } = startSignIn({ initiateAuth: async () => answers.unknown });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, (s) => s.matches('unsupportedChallenge'));
    expect(selectSignInView(snapshot)).toEqual({
      kind: 'unsupported',
      reason: 'unknownChallenge',
      challengeName: 'EMAIL_OTP',
    });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.unsupported).toBeNull();
  });

  it('user.cancel leaves any challenge, even while an answer is being sent', async () => {
    let release!: () => void;
    const { actor } = startSignIn({
      initiateAuth: async () => answers.custom,
      sendCustomChallengeAnswer: () => new Promise((resolve) => (release = () => resolve(answers.signedIn))),
    });
    await settle(actor, notBusy);
    actor.send(submit);
    await settle(actor, (s) => s.matches({ customChallenge: 'waiting' }));
    actor.send({ type: 'user.submitChallengeAnswer', answer: '41' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'user.cancel' });
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toMatchObject({
      challenge: null,
      tokens: null,
      error: null,
      email: 'owner@ghg-demo.vn',
    });
  });

  it('a session that cannot be stored is an error on the form, not a sign-in', async () => {
    const { actor, notifySignedIn } = startSignIn({
      storeSession: async () => Promise.reject(new Error('cookies blocked')),
    });
    await settle(actor, notBusy);
    actor.send(submit);
    const snapshot = await settle(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({ kind: 'message', message: 'cookies blocked', code: null });
    expect(snapshot.context.tokens).toBeNull();
    expect(notifySignedIn).not.toHaveBeenCalled();
  });

  it('rejects loudly when an actor is not provided', async () => {
    const actor = createActor(
      signInMachine.provide({ actors: { loadConfig: fromPromise<unknown>(async () => rawConfig) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send(submit);
    const snapshot = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.error).toMatchObject({
      kind: 'message',
      message: expect.stringMatching(/"initiateAuth" is not provided/),
    });
  });

  it('builds otpauth URIs with an encoded label and issuer', () => {
    expect(otpauthUri('GHG Platform', 'a+b@x.vn', 'ABC')).toBe(
      'otpauth://totp/GHG%20Platform:a%2Bb%40x.vn?secret=ABC&issuer=GHG%20Platform',
    );
  });
});
