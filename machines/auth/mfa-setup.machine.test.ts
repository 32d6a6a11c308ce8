// The authenticator-app set-up machine with fake actors: what each answer leads to and what the view shows.
// (Its generated model paths over every state and transition run in tests/paths/registry.test.ts.)
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { noticeText } from '../../domain/failures';
import { mfaSetupMachine, selectMfaSetupView } from './mfa-setup.machine';
import type { MfaStatus, TotpSecret } from './mfa-setup.types';

const OFF: MfaStatus = { totpEnabled: false, smsEnabled: false, preferred: null };
const ON: MfaStatus = { totpEnabled: true, smsEnabled: false, preferred: 'SOFTWARE_TOKEN_MFA' };
const SECRET: TotpSecret = {
  secretCode: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/GHG%20Platform%3Alan%40ghg.test?secret=JBSWY3DPEHPK3PXP&issuer=GHG+Platform',
};
const wrongCode = { statusCode: 400, code: 'MFA_CODE_INVALID', message: 'The code is incorrect, ...' };
const offline = { code: 'ERR_NETWORK', message: 'Network Error' };

function start(initial: MfaStatus | Error = OFF) {
  const calls: string[] = [];
  let status = initial;
  const actor = createActor(
    mfaSetupMachine.provide({
      actors: {
        loadMfaStatus: fromPromise(async () => {
          calls.push('load');
          if (status instanceof Error) throw status;
          return status;
        }),
        associateTotp: fromPromise(async () => {
          calls.push('associate');
          return SECRET;
        }),
        verifyTotp: fromPromise<MfaStatus, { code: string }>(async ({ input }) => {
          calls.push(`verify ${input.code}`);
          if (input.code === '000000') throw wrongCode;
          if (input.code === '999999') throw offline;
          return ON;
        }),
        disableTotp: fromPromise(async () => {
          calls.push('disable');
          return OFF;
        }),
      },
    }),
  ).start();
  return {
    actor,
    calls,
    heal: () => {
      status = OFF;
    },
  };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const view = (actor: Actor) => selectMfaSetupView(actor.getSnapshot());

describe('mfa-setup machine', () => {
  it('sets up the app: off -> secret shown -> wrong code on its field, same secret -> right code -> on', async () => {
    const { actor, calls } = start();
    expect(view(actor)).toEqual({ kind: 'loading' });
    await settled(actor);
    expect(view(actor)).toEqual({ kind: 'off', busy: false, error: null, notice: null, smsEnabled: false });

    actor.send({ type: 'user.start' });
    await settled(actor);
    expect(view(actor)).toEqual({
      kind: 'scanning',
      busy: false,
      secretCode: SECRET.secretCode,
      otpauthUri: SECRET.otpauthUri,
      codeError: null,
      error: null,
    });

    actor.send({ type: 'user.submitCode', code: '000000' });
    expect(view(actor)).toMatchObject({ kind: 'scanning', busy: true });
    await settled(actor);
    const wrong = view(actor);
    expect(wrong).toMatchObject({ kind: 'scanning', secretCode: SECRET.secretCode, error: null });
    if (wrong.kind !== 'scanning' || !wrong.codeError) throw new Error('the wrong code is not shown');
    expect(noticeText({ ...wrong.codeError, text: null }, 'vi')).toBe(
      'Mã xác thực không đúng, vui lòng nhập mã mới từ ứng dụng xác thực',
    );
    actor.send({ type: 'user.editCode' });
    expect(view(actor)).toMatchObject({ kind: 'scanning', codeError: null });

    actor.send({ type: 'user.submitCode', code: '123456' });
    await settled(actor);
    const on = view(actor);
    expect(on).toEqual({
      kind: 'on',
      busy: false,
      error: null,
      notice: { key: 'success.totpEnabled', text: null },
    });
    if (on.kind === 'on' && on.notice) {
      expect(noticeText(on.notice, 'en')).toBe('Two-step verification with an authenticator app is on');
    }
    expect(actor.getSnapshot().context.secret).toBeNull();
    expect(calls).toEqual(['load', 'associate', 'verify 000000', 'verify 123456']);
  });

  it('a failure other than a wrong code keeps the secret and shows the failure above', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'user.start' });
    await settled(actor);
    actor.send({ type: 'user.submitCode', code: '999999' });
    await settled(actor);
    expect(view(actor)).toMatchObject({
      kind: 'scanning',
      codeError: null,
      error: { key: 'errors.networkError', text: null },
    });
    actor.send({ type: 'user.cancel' });
    expect(view(actor)).toMatchObject({ kind: 'off', error: null });
    expect(actor.getSnapshot().context.secret).toBeNull();
  });

  it('turns an app that is on off', async () => {
    const { actor, calls } = start(ON);
    await settled(actor);
    expect(view(actor)).toMatchObject({ kind: 'on', notice: null });
    actor.send({ type: 'user.start' }); // not offered while on
    actor.send({ type: 'user.disable' });
    expect(view(actor)).toMatchObject({ kind: 'on', busy: true });
    await settled(actor);
    expect(view(actor)).toMatchObject({ kind: 'off', notice: { key: 'success.totpDisabled', text: null } });
    expect(calls).toEqual(['load', 'disable']);
  });

  it('says when the settings cannot be loaded, and loads them again on retry', async () => {
    const { actor, heal } = start(Object.assign(new Error('down'), offline));
    await settled(actor);
    expect(view(actor)).toEqual({ kind: 'unavailable', error: { key: 'errors.networkError', text: null } });
    heal();
    actor.send({ type: 'user.retry' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ kind: 'off' });
  });
});
