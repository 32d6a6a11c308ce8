// Registry entries of the sign-in, sign-up, activation, password-reset and Hosted UI callback machines.
import type { SignUpData } from '../../../domain/validation';
import type { ActivationEvent } from '../../../machines/auth/activation.types';
import type {
  HostedUiCallbackEvent,
  HostedUiCallbackInput,
} from '../../../machines/auth/hosted-ui-callback.types';
import type { PasswordResetEvent } from '../../../machines/auth/password-reset.types';
import type { SignInEvent } from '../../../machines/auth/sign-in.types';
import type { SignUpEvent } from '../../../machines/auth/sign-up.types';
import { activationMachine } from '../../../machines/auth/activation.machine';
import { hostedUiCallbackMachine } from '../../../machines/auth/hosted-ui-callback.machine';
import { passwordResetMachine } from '../../../machines/auth/password-reset.machine';
import { answers, errors, malformedConfig, rawConfig, tokens } from '../../fixtures/sign-in';
import { signInMachine } from '../../../machines/auth/sign-in.machine';
import { signUpMachine } from '../../../machines/auth/sign-up.machine';
import {
  typed,
  done,
  failed,
  ok,
  fail,
  apiError,
  rateLimited,
  offline,
  serverFault,
  PASSWORD,
  type MachineEntry,
  type Outcome,
} from './entry';

// ---- sign-in: every identity answer through the one guard table ---------------------------------------------------

const answering = [
  'initiateAuth',
  'completeNewPassword',
  'sendMfaCode',
  'selectMfaType',
  'verifySoftwareToken',
  'sendCustomChallengeAnswer',
] as const;

export const signIn: MachineEntry = {
  id: 'sign-in',
  file: 'machines/auth/sign-in.machine.ts',
  purpose: {
    en: 'Signs a user in: identity config, e-mail and password, every Cognito challenge (new password, MFA), then stores the session.',
    vi: 'Đăng nhập: cấu hình định danh, email và mật khẩu, mọi bước xác thực của Cognito (mật khẩu mới, MFA), rồi lưu phiên.',
  },
  machine: signInMachine,
  starts: [
    { label: 'opened in the app (the identity config is loaded)', input: undefined },
    { label: 'server-rendered page (the identity config preloaded)', input: { config: rawConfig } },
  ],
  events: typed<SignInEvent>([
    { type: 'user.submit', email: 'owner@ghg-demo.vn', password: PASSWORD },
    { type: 'user.submitNewPassword', newPassword: 'N3w@Passw0rd', attributes: { given_name: 'Lan' } },
    { type: 'user.submitCode', code: '123456' },
    { type: 'user.selectMfa', mfaType: 'SOFTWARE_TOKEN_MFA' },
    { type: 'user.submitChallengeAnswer', answer: '42' },
    { type: 'user.cancel' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadConfig', rawConfig),
      done('loadConfig', malformedConfig),
      failed('loadConfig', new Error('HTTP 503')),
      ...answering.flatMap((id) => Object.values(answers).map((answer) => done(id, answer))),
      ...answering.map((id) => failed(id, errors.codeMismatch)),
      failed('initiateAuth', errors.notAuthorized),
      failed('initiateAuth', errors.userNotConfirmed),
      done('checkUserActivation', { message: 'Tài khoản chưa được kích hoạt' }),
      done('checkUserActivation', {}),
      failed('checkUserActivation', new Error('HTTP 500')),
      done('associateSoftwareToken', { secretCode: 'JBSWY3DPEHPK3PXP' }),
      failed('associateSoftwareToken', errors.network),
      done('storeSession'),
      failed('storeSession', new Error('cookies blocked')),
    ],
  },
  // The state value only: the context of a challenge is what the answer put there, and keying on it would
  // multiply every state by every answer without adding a transition.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

// ---- sign-up ------------------------------------------------------------------------------------------------------

const signUpValues = (email: string): SignUpData => ({
  firstName: 'Ánh',
  lastName: 'Nguyễn Thị',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  phone: '0912345678',
  organizationName: 'Công ty TNHH Thép Xanh',
});

const signUpAnswers: Record<string, Outcome> = {
  'taken@x.vn': fail(
    apiError(409, 'EMAIL_TAKEN', 'Email đã được đăng ký', [
      { field: 'email', message: 'Email đã được đăng ký' },
    ]),
  ),
  'badphone@x.vn': fail(
    apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
      { field: 'phone', message: 'Số điện thoại không hợp lệ' },
    ]),
  ),
  'limited@x.vn': fail(rateLimited),
  'offline@x.vn': fail(offline),
  'broken@x.vn': fail(serverFault),
};

export const signUp: MachineEntry = {
  id: 'sign-up',
  file: 'machines/auth/sign-up.machine.ts',
  purpose: {
    en: 'Registration (also by invitation): the form is sent to POST /auth/sign-up; field errors, rate limit or failure go back to the form.',
    vi: 'Đăng ký tài khoản (cả khi được mời): gửi biểu mẫu tới POST /auth/sign-up; lỗi trường, giới hạn tần suất hay lỗi khác quay lại biểu mẫu.',
  },
  machine: signUpMachine,
  starts: [
    { label: 'sign-up page', input: {} },
    {
      label: 'invitation link (invited e-mail already registered)',
      input: { invitation: { param: 'inv-1', email: 'taken@x.vn', spaceName: 'Thép Xanh' } },
    },
  ],
  events: typed<SignUpEvent>([
    ...['new@x.vn', ...Object.keys(signUpAnswers)].map((email): SignUpEvent => ({
      type: 'user.submit',
      values: signUpValues(email),
    })),
    { type: 'user.editField', field: 'email' },
    { type: 'user.editField', field: 'phone' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      signUp: (request: SignUpData) =>
        signUpAnswers[request.email] ?? ok({ id: 'u-1', email: request.email }),
    },
  },
};

// ---- activation ---------------------------------------------------------------------------------------------------

const activationAnswers: Record<string, Outcome> = {
  't-expired': fail(apiError(410, 'ACTIVATION_TOKEN_EXPIRED', 'Liên kết kích hoạt đã hết hạn')),
  't-used': fail(apiError(409, 'ACTIVATION_TOKEN_USED', 'Liên kết kích hoạt đã được sử dụng')),
  't-invalid': fail(apiError(400, 'ACTIVATION_TOKEN_INVALID', 'Liên kết kích hoạt không hợp lệ')),
  't-offline': fail(offline),
  't-broken': fail(serverFault),
};

export const activation: MachineEntry = {
  id: 'activation',
  file: 'machines/auth/activation.machine.ts',
  purpose: {
    en: 'Account activation from the e-mailed link: activated, or an expired / used / invalid link from which a new link can be asked.',
    vi: 'Kích hoạt tài khoản từ liên kết trong email: thành công, hoặc liên kết hết hạn / đã dùng / không hợp lệ và có thể yêu cầu liên kết mới.',
  },
  machine: activationMachine,
  starts: [undefined, 't-ok', ...Object.keys(activationAnswers)].map((token) => ({
    label: token ? `/auth/activate?token=${token}` : '/auth/activate (no token)',
    input: { token },
  })),
  events: typed<ActivationEvent>([
    { type: 'user.requestNewLink', email: 'anh@x.vn' },
    { type: 'user.requestNewLink', email: 'limited@x.vn' },
    { type: 'user.requestNewLink', email: 'offline@x.vn' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      activate: ({ token }: { token: string }) => activationAnswers[token] ?? ok({ activated: true }),
      resendActivation: ({ email }: { email: string }) =>
        email === 'limited@x.vn' ? fail(rateLimited) : email === 'offline@x.vn' ? fail(offline) : ok(),
    },
  },
};

// ---- password reset -----------------------------------------------------------------------------------------------

const requestReset = ({ email }: { email: string }): Outcome => {
  if (email === 'limited@x.vn') return fail(rateLimited);
  if (email === 'offline@x.vn') return fail(offline);
  if (!email.includes('.'))
    return fail(
      apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
        { field: 'email', message: 'Email không hợp lệ' },
      ]),
    );
  return ok();
};

const submitReset = (code: string, password = PASSWORD): PasswordResetEvent => ({
  type: 'user.submitReset',
  code,
  password,
  confirmPassword: password,
});

export const passwordReset: MachineEntry = {
  id: 'password-reset',
  file: 'machines/auth/password-reset.machine.ts',
  purpose: {
    en: 'Forgotten password: e-mail form, then the new password with the e-mailed code (or straight from the e-mailed link), then done.',
    vi: 'Quên mật khẩu: nhập email, rồi đặt mật khẩu mới bằng mã trong email (hoặc ngay từ liên kết trong email), rồi hoàn tất.',
  },
  machine: passwordResetMachine,
  starts: [
    { label: '/auth/forgot-password-request', input: {} },
    { label: '/auth/reset-password?token=t-ok&email=anh@x.vn', input: { token: 't-ok', email: 'anh@x.vn' } },
    { label: '/auth/reset-password?token=t-expired', input: { token: 't-expired' } },
    {
      label: '/auth/reset-password?token=t-expired&email=limited@x.vn',
      input: { token: 't-expired', email: 'limited@x.vn' },
    },
  ],
  events: typed<PasswordResetEvent>([
    { type: 'user.submitEmail', email: 'anh@x.vn' },
    { type: 'user.submitEmail', email: 'limited@x.vn' },
    { type: 'user.submitEmail', email: 'bad@x' },
    submitReset('123456'),
    submitReset('000000'),
    submitReset('111111'),
    submitReset('123456', 'weak'),
    { type: 'user.submitReset', password: PASSWORD, confirmPassword: PASSWORD },
    { type: 'user.resend' },
    { type: 'user.startOver' },
    { type: 'user.editField', field: 'password' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      requestReset,
      resendCode: requestReset,
      resetPassword: (request: { token?: string; code?: string; password: string }) => {
        if (request.password === 'weak')
          return fail(
            apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
              {
                field: 'password',
                message: 'Mật khẩu phải bao gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt',
              },
            ]),
          );
        if (request.token === 't-expired')
          return fail(
            apiError(400, 'RESET_TOKEN_EXPIRED', 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn'),
          );
        if (request.token === undefined && request.code !== '123456') {
          return fail(
            request.code === '111111'
              ? apiError(400, 'RESET_CODE_EXPIRED', 'Mã xác nhận đã hết hạn, vui lòng yêu cầu mã mới')
              : apiError(400, 'RESET_CODE_INVALID', 'Mã xác nhận không chính xác'),
          );
        }
        return ok();
      },
    },
  },
};

// ---- Hosted UI callback -------------------------------------------------------------------------------------------

const callbackQuery = (query: Partial<HostedUiCallbackInput>): HostedUiCallbackInput => ({
  code: 'c0de',
  state: 's1',
  error: null,
  errorDescription: null,
  ...query,
});

export const hostedUiCallback: MachineEntry = {
  id: 'hosted-ui-callback',
  file: 'machines/auth/hosted-ui-callback.machine.ts',
  purpose: {
    en: 'Google / Facebook sign-in callback: checks code and state, exchanges the code with the PKCE verifier stored for that state, stores the session.',
    vi: 'Trang quay về sau khi đăng nhập Google / Facebook: kiểm tra code và state, đổi code lấy token bằng PKCE verifier đã lưu cho state đó, lưu phiên.',
  },
  machine: hostedUiCallbackMachine,
  starts: [
    { label: '/auth/sign-in/callback?code=c0de&state=s1', input: callbackQuery({}) },
    {
      label: '/auth/sign-in/callback?error=access_denied&error_description=User+cancelled&state=s1',
      input: callbackQuery({ code: null, error: 'access_denied', errorDescription: 'User cancelled' }),
    },
    { label: '/auth/sign-in/callback?state=s1 (no code)', input: callbackQuery({ code: null }) },
    { label: '/auth/sign-in/callback?code=c0de (no state)', input: callbackQuery({ state: null }) },
  ],
  events: typed<HostedUiCallbackEvent>([{ type: 'user.retry' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadConfig', { ...rawConfig, hostedUiDomain: 'auth.ghg.example' }),
      done('loadConfig', rawConfig),
      done('loadConfig', malformedConfig),
      failed('loadConfig', new Error('HTTP 503')),
      done('takeVerifier', 'v'.repeat(64)),
      done('takeVerifier', null),
      failed('takeVerifier', new Error('storage blocked')),
      done('exchangeCode', tokens),
      failed('exchangeCode', new Error('invalid_grant')),
      done('storeSession'),
      failed('storeSession', new Error('cookies blocked')),
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
