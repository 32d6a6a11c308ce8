// The registration wiring with the real API client over a fake fetch: what each actor sends, how failures reach the
// machines (network, 409 on the e-mail, link problems), and the code step entered without a second e-mail.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectActivationView } from '../../../machines/auth/activation.machine';
import { selectPasswordResetView } from '../../../machines/auth/password-reset.machine';
import { selectSignUpView } from '../../../machines/auth/sign-up.machine';
import { ApiError, createApiClient } from '../../api/client';
import { NETWORK_ERROR, readFailure } from '../../../domain/failures';
import {
  createActivationLogic,
  createPasswordResetLogic,
  createSignUpLogic,
  toMachineError,
} from './registration';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function fakeApi(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const notified: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://app.test/api',
    getLocale: () => 'en',
    notify: (message) => notified.push(message),
    fetch: async (request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : null,
      };
      sent.push(call);
      return answer(call);
    },
  });
  return { api, sent, notified };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const signUpValues = {
  firstName: 'Lan',
  lastName: 'Nguyễn',
  email: 'lan@example.com',
  password: 'Xanh@2026ghg',
  confirmPassword: 'Xanh@2026ghg',
  phone: '0912345678',
  organizationName: 'Thép Xanh',
  locale: 'vi' as const,
};

describe('toMachineError', () => {
  it('turns the client network failure into ERR_NETWORK (the machines show "Network Error")', () => {
    const failure = readFailure(
      toMachineError(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'Network Error' })),
    );
    expect(failure.kind).toBe('network');
  });

  it('puts a 409 without details on the e-mail field when asked', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'taken' });
    expect(readFailure(toMachineError(error, { conflictField: 'email' })).fieldErrors).toEqual({
      email: { key: 'errors.validationFailed', text: 'taken' },
    });
    expect(readFailure(toMachineError(error)).fieldErrors).toEqual({});
  });

  it('passes other errors through unchanged', () => {
    const error = new Error('bug');
    expect(toMachineError(error)).toBe(error);
  });
});

describe('sign-up', () => {
  it('posts the values and goes to the thank-you page with the e-mail in the history state', async () => {
    const { api, sent } = fakeApi(() =>
      json(201, { data: { message: 'Registered', activationRequired: true } }),
    );
    const went: Array<[string, unknown]> = [];
    const actor = createActor(
      createSignUpLogic(api, (to, options) => went.push([to, options?.state])),
      { input: {} },
    ).start();
    actor.send({ type: 'user.submit', values: signUpValues });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ method: 'POST', path: '/api/auth/sign-up', body: signUpValues }]);
    expect(went).toEqual([['/auth/thank-you', { email: 'lan@example.com' }]]);
  });

  it('shows the API field error on the e-mail (409) and keeps the form', async () => {
    const { api } = fakeApi(() =>
      json(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This email is already registered',
        details: [{ field: 'email', message: 'This email is already registered' }],
      }),
    );
    const actor = createActor(
      createSignUpLogic(api, () => undefined),
      { input: {} },
    ).start();
    actor.send({ type: 'user.submit', values: signUpValues });
    await waitFor(actor, (s) => s.hasTag('error'));
    const view = selectSignUpView(actor.getSnapshot());
    expect(view).toMatchObject({
      kind: 'form',
      fieldErrors: { email: { text: 'This email is already registered' } },
    });
  });

  it('shows the network notice when fetch fails, after the client notified "Network Error"', async () => {
    const { api, notified } = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const actor = createActor(
      createSignUpLogic(api, () => undefined),
      { input: {} },
    ).start();
    actor.send({ type: 'user.submit', values: signUpValues });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(selectSignUpView(actor.getSnapshot())).toMatchObject({
      kind: 'form',
      error: { key: 'errors.networkError' },
    });
    expect(notified).toEqual(['Network Error']);
  });
});

describe('activation', () => {
  it('calls GET /auth/activate with the token and reads ACTIVATION_TOKEN_USED as a used link', async () => {
    const { api, sent } = fakeApi(() =>
      json(410, { statusCode: 410, code: 'ACTIVATION_TOKEN_USED', message: 'used' }),
    );
    const actor = createActor(createActivationLogic(api), { input: { token: 'abc_DEF-123' } }).start();
    await waitFor(actor, (s) => s.matches('used'));
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/auth/activate?token=abc_DEF-123' });
    expect(selectActivationView(actor.getSnapshot())).toMatchObject({ kind: 'linkProblem', problem: 'used' });

    actor.send({ type: 'user.requestNewLink', email: 'lan@example.com' });
    await waitFor(actor, (s) => s.status === 'done' || s.matches('resendRejected'));
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/api/auth/resend-activation',
      body: { email: 'lan@example.com' },
    });
  });
});

describe('password reset', () => {
  const ok = () => json(200, { data: { message: 'ok' } });

  it('enters the code step without a second e-mail, then resends for real', async () => {
    const { api, sent } = fakeApi(ok);
    const actor = createActor(createPasswordResetLogic(api, { codeAlreadySent: true }), {
      input: { email: 'lan@example.com' },
    }).start();
    actor.send({ type: 'user.submitEmail', email: 'lan@example.com' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(sent).toEqual([]);
    expect(selectPasswordResetView(actor.getSnapshot())).toMatchObject({
      kind: 'newPasswordForm',
      proof: 'code',
    });

    actor.send({ type: 'user.resend' });
    await waitFor(actor, (s) => s.matches({ codeSent: 'editing' }) && s.context.resent);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/forgot-password-request', body: { email: 'lan@example.com' } },
    ]);

    actor.send({
      type: 'user.submitReset',
      code: '123456',
      password: 'Moi#2026Pass',
      confirmPassword: 'Moi#2026Pass',
    });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: {
        email: 'lan@example.com',
        code: '123456',
        password: 'Moi#2026Pass',
        confirmPassword: 'Moi#2026Pass',
      },
    });
  });

  it('asks for the e-mail for real without codeAlreadySent', async () => {
    const { api, sent } = fakeApi(ok);
    const actor = createActor(createPasswordResetLogic(api), { input: {} }).start();
    actor.send({ type: 'user.submitEmail', email: 'lan@example.com' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    expect(sent).toHaveLength(1);
  });

  it('resets by the link token', async () => {
    const { api, sent } = fakeApi(ok);
    const actor = createActor(createPasswordResetLogic(api), {
      input: { token: 'tok_0123456789abcdef', email: 'lan@example.com' },
    }).start();
    actor.send({ type: 'user.submitReset', password: 'Moi#2026Pass', confirmPassword: 'Moi#2026Pass' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[0].body).toEqual({
      token: 'tok_0123456789abcdef',
      email: 'lan@example.com',
      password: 'Moi#2026Pass',
      confirmPassword: 'Moi#2026Pass',
    });
  });
});
