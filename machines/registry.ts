// The catalogue of the product's machines, for model-based test paths (`npm run paths`), the generated machine
// docs (`npm run docs:machines`, docs/machines/) and the model-driven browser tests (tests/e2e/model/).
//
// Adding a machine is ONE entry in `machineRegistry` below: its id, its purpose (en + vi), the machine, the events a
// user (or the app) sends with example payloads, and how the model settles its invoked actors:
// - `scripted`: every outcome of every actor is listed as an event (`xstate.done.actor.<id>` with an output,
//   `xstate.error.actor.<id>` with an error, `xstate.after.<ms>.<state>` for a delay); the model tries each one
//   while that actor runs (the style of sign-in.paths.test.ts);
// - `backend`: a fake backend answers each running actor from the request it was started with (the style of the
//   sign-up / activation / password-reset / change-password tests), so the outcome follows from the payload a
//   tester types.
// tests/paths/registry.test.ts fails when a `machines/**/*.machine.ts` file has no entry, and checks that every
// entry's paths cover all its states and transitions.
//
// Only scripts and tests import this file (it pulls test fixtures): never import it from src/.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { NETWORK_ERROR } from '../domain/failures';
import { inviteEvents } from '../domain/invite-lifecycle';
import type { SignUpData } from '../domain/validation';
import type { ActivationEvent } from './auth/activation.types';
import type { ChangePasswordEvent } from './auth/change-password.types';
import type { HostedUiCallbackEvent, HostedUiCallbackInput } from './auth/hosted-ui-callback.types';
import type { PasswordResetEvent } from './auth/password-reset.types';
import type { RefreshEvent } from './http/refresh.types';
import type { SessionEvent } from './session/session.types';
import type { SignInEvent } from './auth/sign-in.types';
import type { SignUpEvent } from './auth/sign-up.types';
import type { ProfileEvent, LoadProfileOutput } from './profile/profile.types';
import { activationMachine } from './auth/activation.machine';
import { changePasswordMachine } from './auth/change-password.machine';
import { mfaSetupMachine } from './auth/mfa-setup.machine';
import type { MfaSetupEvent, MfaStatus } from './auth/mfa-setup.types';
import { hostedUiCallbackMachine } from './auth/hosted-ui-callback.machine';
import { passwordResetMachine } from './auth/password-reset.machine';
import { answers, errors, malformedConfig, rawConfig, tokens } from './auth/sign-in.fixtures';
import { signInMachine } from './auth/sign-in.machine';
import { signUpMachine } from './auth/sign-up.machine';
import { refreshMachine } from './http/refresh.machine';
import { ACCOUNT_NOT_ACTIVATED_DELAY_MS } from './http/refresh.types';
import { memberMe, ownerMe, ownerProfile, unauthorized } from './session/session.fixtures';
import { sessionMachine } from './session/session.machine';
import { profileMachine } from './profile/profile.machine';
import { inviteMachine } from './spaces/invite.machine';
import { membershipMachine } from './spaces/membership.machine';
import type { MembershipMachineEvent } from './spaces/membership.types';
import { contactSaleMachine } from './forms/contact-sale.machine';
import type { ContactSaleEvent } from './forms/contact-sale.types';
import { pricingMachine } from './forms/pricing.machine';
import type { Plan } from './forms/pricing.types';
import { riskAssessmentMachine } from './ghg/risk-assessment.machine';
import type { CompanyValues, GhgAssessmentInput, RiskAssessmentEvent } from './ghg/risk-assessment.types';
import { riskReportMachine } from './ghg/risk-report.machine';
import type { RiskReportEvent } from './ghg/risk-report.types';
import { ghgInvalid, ghgNotFound, REPORT_ID, steelInput, steelReport } from './ghg/ghg.fixtures';
import { invitationLinkMachine } from './spaces/invitation-link.machine';
import type { InvitationLinkEvent } from './spaces/invitation-link.types';
import { workspaceHomeMachine } from './spaces/workspace-home.machine';
import type { WorkspaceHomeEvent } from './spaces/workspace-home.types';
import { workspaceManagementMachine } from './spaces/workspace-management.machine';
import type { ManagementEvent } from './spaces/workspace-management.types';
import {
  failures,
  INVITE,
  inviteInfo,
  managementData,
  MEMBER,
  member,
  noSpaceOverview,
  OTHER_SPACE,
  overview,
  PARAM,
  pendingInvite,
  SPACE,
} from './spaces/workspace.fixtures';

/** What a fake actor does with a request: resolve with an output or reject with an error. */
export type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

export type ActorStrategy =
  | { kind: 'scripted'; outcomes: EventObject[] }
  | { kind: 'backend'; answer: Record<string, (request: never) => Outcome> };

export interface MachineStart {
  /** Shown in path listings: how a tester reaches this start (e.g. the link that was opened). */
  label: string;
  input: unknown;
}

export interface MachineEntry {
  /** Kebab-case id used on the command line (`npm run paths -- sign-in`) and as the docs file name. */
  id: string;
  /** The machine's source file, relative to the repository root. */
  file: string;
  purpose: { en: string; vi: string };
  machine: AnyStateMachine;
  /** Where the machine starts; several when its input decides the first step. Default: one start, no input. */
  starts?: MachineStart[];
  /** The events the user (or the app) sends, each with an example payload. */
  events: EventObject[];
  actors: ActorStrategy;
  /** Which snapshots the model treats as the same state. Default: value + context + the requests in flight. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** The machine's own event type checks the example payloads. */
const typed = <TEvent extends EventObject>(events: TEvent[]): EventObject[] => events;
const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;
const ok = (output: unknown = null): Outcome => ({ ok: true, output });
const fail = (error: unknown): Outcome => ({ ok: false, error });
const apiError = (statusCode: number, code: string, message: string, details?: unknown[]) => ({
  statusCode,
  code,
  message,
  ...(details ? { details } : {}),
});
const rateLimited = apiError(429, 'RATE_LIMITED', 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau');
const offline = { code: 'ERR_NETWORK', message: 'Network Error' };
const serverFault = apiError(500, 'INTERNAL', 'Đã có lỗi xảy ra!');
const PASSWORD = 'GhgDemo@2026';

// ---- sign-in: every identity answer through the one guard table ---------------------------------------------------

const answering = [
  'initiateAuth',
  'completeNewPassword',
  'sendMfaCode',
  'selectMfaType',
  'verifySoftwareToken',
  'sendCustomChallengeAnswer',
] as const;

const signIn: MachineEntry = {
  id: 'sign-in',
  file: 'machines/auth/sign-in.machine.ts',
  purpose: {
    en: 'Signs a user in: identity config, e-mail and password, every Cognito challenge (new password, MFA), then stores the session.',
    vi: 'Đăng nhập: cấu hình định danh, email và mật khẩu, mọi bước xác thực của Cognito (mật khẩu mới, MFA), rồi lưu phiên.',
  },
  machine: signInMachine,
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

// ---- session ------------------------------------------------------------------------------------------------------

const session: MachineEntry = {
  id: 'session',
  file: 'machines/session/session.machine.ts',
  purpose: {
    en: 'The session: boots from the access-token cookie, loads /auth/me and /users/profile, keeps the user and owner space, offline (never signed out) when the server cannot be reached, signs out.',
    vi: 'Phiên đăng nhập: khởi động từ cookie access token, tải /auth/me và /users/profile, giữ người dùng và không gian sở hữu, đăng xuất.',
  },
  machine: sessionMachine,
  events: typed<SessionEvent>([
    { type: 'session.signedIn' },
    { type: 'user.signOut' },
    { type: 'user.retry' },
    { type: 'session.refreshed' },
    { type: 'session.expired' },
    { type: 'profile.updated', profile: { firstName: 'Mai', bio: 'Kiểm kê viên' } },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('readAccessToken', 'access-token'),
      done('readAccessToken', null),
      failed('readAccessToken', new Error('cookies blocked')),
      done('fetchMe', ownerMe),
      done('fetchMe', memberMe),
      failed('fetchMe', unauthorized),
      failed('fetchMe', { status: 0, code: NETWORK_ERROR, message: 'Network Error' }),
      done('fetchProfile', ownerProfile),
      failed('fetchProfile', unauthorized),
      failed('fetchProfile', { status: 0, code: NETWORK_ERROR, message: 'Network Error' }),
      done('signOut'),
      failed('signOut', { status: 500, code: 'INTERNAL', message: 'Something went wrong!' }),
      done('clearSession'),
      failed('clearSession', new Error('storage blocked')),
    ],
  },
  // The refresh count only grows: capped at 1 so the model stays finite.
  serializeState: (snapshot) => {
    const context = snapshot.context as {
      user: { id: string; firstName?: string | null; bio?: string | null } | null;
      space: { id: string } | null;
      isLogged: boolean;
      refreshCount: number;
      me: { id: string } | null;
      error: { source: string } | null;
    };
    return JSON.stringify({
      value: snapshot.value,
      user: context.user && [context.user.id, context.user.firstName ?? null, context.user.bio ?? null],
      space: context.space?.id ?? null,
      isLogged: context.isLogged,
      refreshed: Math.min(context.refreshCount, 1),
      me: context.me?.id ?? null,
      error: context.error?.source ?? null,
    });
  },
};

// ---- refresh-and-retry --------------------------------------------------------------------------------------------

const refreshTokens = {
  idToken: 'id',
  accessToken: 'access',
  refreshToken: 'refresh',
  userName: 'owner@ghg-demo.vn',
};
const coded = (code: string) => ({ name: code, code, message: code });

const refresh: MachineEntry = {
  id: 'refresh',
  file: 'machines/http/refresh.machine.ts',
  purpose: {
    en: 'Token refresh-and-retry: a 401 refreshes the session once for every waiting request; ACCOUNT_NOT_ACTIVATED signs out after 2 s.',
    vi: 'Làm mới token và thử lại: lỗi 401 làm mới phiên một lần cho mọi yêu cầu đang chờ; ACCOUNT_NOT_ACTIVATED đăng xuất sau 2 giây.',
  },
  machine: refreshMachine,
  events: typed<RefreshEvent>([
    { type: 'request.unauthorized', requestId: 'r1', code: null },
    { type: 'request.unauthorized', requestId: 'r2', code: 'ACCOUNT_NOT_ACTIVATED' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('refreshSession', { kind: 'refreshed', tokens: refreshTokens }),
      done('refreshSession', { kind: 'noRefreshToken' }),
      failed('refreshSession', coded(NETWORK_ERROR)),
      failed('refreshSession', coded('NotAuthorizedException')),
      failed('refreshSession', coded('InternalErrorException')),
      { type: `xstate.after.${ACCOUNT_NOT_ACTIVATED_DELAY_MS}.refresh.accountNotActivated` },
    ],
  },
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

const signUp: MachineEntry = {
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

const activation: MachineEntry = {
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

const passwordReset: MachineEntry = {
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

// ---- change password ----------------------------------------------------------------------------------------------

const changePasswordAnswers: Record<string, Outcome> = {
  'Wrong@2025': fail({
    code: 'NotAuthorizedException',
    name: 'NotAuthorizedException',
    statusCode: 400,
    message: 'Incorrect username or password.',
  }),
  'WrongApi@2025': fail(apiError(400, 'INCORRECT_PREVIOUS_PASSWORD', 'Mật khẩu hiện tại không chính xác')),
  'Limited@2025': fail({
    code: 'LimitExceededException',
    statusCode: 400,
    message: 'Attempt limit exceeded',
  }),
  'Offline@2025': fail({ code: NETWORK_ERROR, message: 'Network error' }),
};

const changeValues = (previousPassword: string, proposedPassword = PASSWORD) => ({
  previousPassword,
  proposedPassword,
  confirmPassword: proposedPassword,
});

const changePassword: MachineEntry = {
  id: 'change-password',
  file: 'machines/auth/change-password.machine.ts',
  purpose: {
    en: 'Change password while signed in: the current and the new password; a wrong current password is shown on its field.',
    vi: 'Đổi mật khẩu khi đã đăng nhập: mật khẩu hiện tại và mật khẩu mới; mật khẩu hiện tại sai được báo ngay tại trường đó.',
  },
  machine: changePasswordMachine,
  events: typed<ChangePasswordEvent>([
    ...['Old@2025x', ...Object.keys(changePasswordAnswers)].map((previous): ChangePasswordEvent => ({
      type: 'user.submit',
      values: changeValues(previous),
    })),
    { type: 'user.submit', values: changeValues('Old@2025x', 'weak') },
    { type: 'user.editField', field: 'previousPassword' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      changePassword: ({ previousPassword, proposedPassword }: ReturnType<typeof changeValues>) =>
        changePasswordAnswers[previousPassword] ??
        (proposedPassword === 'weak'
          ? fail(
              apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
                { field: 'proposedPassword', message: 'Tối thiểu 8 ký tự' },
              ]),
            )
          : ok()),
    },
  },
};

// ---- two-step verification (authenticator app) set-up ---------------------------------------------------------------

const mfaOff: MfaStatus = { totpEnabled: false, smsEnabled: false, preferred: null };
const mfaOn: MfaStatus = { totpEnabled: true, smsEnabled: false, preferred: 'SOFTWARE_TOKEN_MFA' };

const mfaSetup: MachineEntry = {
  id: 'mfa-setup',
  file: 'machines/auth/mfa-setup.machine.ts',
  purpose: {
    en: 'Two-step verification from the profile: scan a new authenticator-app secret (QR code), confirm its first code to turn it on; turn it off.',
    vi: 'Xác thực hai bước từ trang hồ sơ: quét mã bí mật mới (mã QR) bằng ứng dụng xác thực, nhập mã đầu tiên để bật; tắt khi cần.',
  },
  machine: mfaSetupMachine,
  events: typed<MfaSetupEvent>([
    { type: 'user.start' },
    { type: 'user.submitCode', code: '123456' },
    { type: 'user.editCode' },
    { type: 'user.cancel' },
    { type: 'user.disable' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadMfaStatus', mfaOff),
      done('loadMfaStatus', mfaOn),
      failed('loadMfaStatus', offline),
      done('associateTotp', {
        secretCode: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/GHG%20Platform%3Aowner%40ghg-demo.vn?secret=JBSWY3DPEHPK3PXP',
      }),
      failed('associateTotp', serverFault),
      done('verifyTotp', mfaOn),
      failed('verifyTotp', apiError(400, 'MFA_CODE_INVALID', 'Mã xác thực không đúng')),
      failed('verifyTotp', rateLimited),
      done('disableTotp', mfaOff),
      failed('disableTotp', offline),
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

// ---- Hosted UI callback -------------------------------------------------------------------------------------------

const callbackQuery = (query: Partial<HostedUiCallbackInput>): HostedUiCallbackInput => ({
  code: 'c0de',
  state: 's1',
  error: null,
  errorDescription: null,
  ...query,
});

const hostedUiCallback: MachineEntry = {
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

// ---- profile ------------------------------------------------------------------------------------------------------

const loadedProfile: LoadProfileOutput = {
  profile: ownerProfile,
  spaces: ownerMe.spaces,
  suggestions: { professions: ['Sản xuất thép'], locations: ['Việt Nam'] },
};

const profile: MachineEntry = {
  id: 'profile',
  file: 'machines/profile/profile.machine.ts',
  purpose: {
    en: 'The profile pages: load the profile (and on the edit page the suggestion lists), save the edit form, upload the avatar after checking its type and size.',
    vi: 'Trang hồ sơ: tải hồ sơ (trang chỉnh sửa tải thêm danh sách gợi ý), lưu biểu mẫu chỉnh sửa, tải ảnh đại diện lên sau khi kiểm tra định dạng và dung lượng.',
  },
  machine: profileMachine,
  starts: [
    { label: '/user/profile', input: { withSuggestions: false } },
    { label: '/user/profile/edit', input: { withSuggestions: true } },
  ],
  events: typed<ProfileEvent>([
    {
      type: 'user.save',
      values: { firstName: 'Lan', lastName: 'Nguyễn', phone: '0912345678', bio: 'Kiểm kê viên KNK' },
    },
    { type: 'user.uploadAvatar', file: { type: 'image/png', size: 120_000 } },
    { type: 'user.uploadAvatar', file: { type: 'image/gif', size: 120_000 } },
    { type: 'user.editField', field: 'phone' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadProfile', loadedProfile),
      failed('loadProfile', offline),
      done('saveProfile', { ...ownerProfile, bio: 'Kiểm kê viên KNK' }),
      failed(
        'saveProfile',
        apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
          { field: 'phone', message: 'Số điện thoại không hợp lệ' },
        ]),
      ),
      failed('saveProfile', serverFault),
      done('uploadAvatar', { ...ownerProfile, avatarUrl: '/api/users/avatar/lan.png' }),
      failed('uploadAvatar', apiError(413, 'PAYLOAD_TOO_LARGE', 'Ảnh vượt quá 2 MB')),
    ],
  },
  // The state value only: the guarded alternatives depend on the event, not on what an earlier answer stored.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

// ---- invite lifecycle and membership ------------------------------------------------------------------------------

const invite: MachineEntry = {
  id: 'invite',
  file: 'machines/spaces/invite.machine.ts',
  purpose: {
    en: 'The invitation lifecycle (the same table the server applies): pending until accepted, deleted or expired; a resend revives an expired invitation.',
    vi: 'Vòng đời lời mời (cùng bảng chuyển trạng thái máy chủ dùng): chờ đến khi được chấp nhận, bị xoá hoặc hết hạn; gửi lại làm lời mời hết hạn có hiệu lực trở lại.',
  },
  machine: inviteMachine,
  events: inviteEvents.map((type) => ({ type })),
  actors: { kind: 'scripted', outcomes: [] },
  // The resend count only grows: the state value is the lifecycle.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

const membership: MachineEntry = {
  id: 'membership',
  file: 'machines/spaces/membership.machine.ts',
  purpose: {
    en: "A member's status in a workspace (the server's rules): active and suspended, removal; the only owner cannot be suspended, removed or demoted.",
    vi: 'Trạng thái của thành viên trong không gian làm việc (theo quy tắc của máy chủ): hoạt động, tạm ngưng, xoá; chủ sở hữu duy nhất không thể bị tạm ngưng, xoá hay hạ quyền.',
  },
  machine: membershipMachine,
  starts: [{ label: 'a MEMBER of a space with one owner', input: {} }],
  events: typed<MembershipMachineEvent>([
    { type: 'suspend' },
    { type: 'activate' },
    { type: 'remove' },
    { type: 'role.change', role: 'OWNER' },
    { type: 'role.change', role: 'ADMIN' },
    { type: 'owners.changed', ownerCount: 1 },
    { type: 'owners.changed', ownerCount: 2 },
  ]),
  actors: { kind: 'scripted', outcomes: [] },
};

// ---- workspace screens --------------------------------------------------------------------------------------------

/**
 * The workspace machines' key: the state value, whether an error is shown and how many invite fields are refused,
 * so guarded alternatives that end in the same state (a field error or a form error) are distinct.
 */
const workspaceKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as { error?: unknown; inviteErrors?: object };
  return JSON.stringify([
    snapshot.value,
    Boolean(context.error),
    Object.keys(context.inviteErrors ?? {}).length,
  ]);
};

const workspaceHome: MachineEntry = {
  id: 'workspace-home',
  file: 'machines/spaces/workspace-home.machine.ts',
  purpose: {
    en: '/work-space: the current workspace with plan usage, invitations waiting for the user, joining one, or creating a workspace when the user has none.',
    vi: '/work-space: không gian làm việc hiện tại và mức sử dụng gói, lời mời đang chờ người dùng, tham gia lời mời, hoặc tạo không gian mới khi chưa có.',
  },
  machine: workspaceHomeMachine,
  starts: [
    { label: '/work-space', input: {} },
    { label: `/work-space?space=${SPACE}`, input: { spaceId: SPACE } },
  ],
  events: typed<WorkspaceHomeEvent>([
    { type: 'user.createSpace', name: 'Công ty Mới' },
    { type: 'user.joinTenant', tenantId: OTHER_SPACE },
    { type: 'user.retry' },
    { type: 'user.dismissNotice' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadWorkspace', overview),
      done('loadWorkspace', noSpaceOverview),
      failed('loadWorkspace', failures.forbidden),
      failed('loadWorkspace', failures.network),
      done('createSpace', { id: OTHER_SPACE, name: 'Công ty Mới', role: 'OWNER', status: 'ACTIVE' }),
      failed('createSpace', failures.conflict),
      done('joinTenant', { message: 'Tham gia thành công', space: { id: OTHER_SPACE } }),
      failed('joinTenant', failures.inviteDeleted),
    ],
  },
  serializeState: workspaceKey,
};

const invitationLink: MachineEntry = {
  id: 'invitation-link',
  file: 'machines/spaces/invitation-link.machine.ts',
  purpose: {
    en: 'An invitation link: sign-up with the invited e-mail locked for a new person, "Join" for an existing account; used, withdrawn, expired or unknown links say why.',
    vi: 'Liên kết lời mời: người mới đăng ký với email được mời (không sửa được), tài khoản đã có thì "Tham gia"; liên kết đã dùng, bị thu hồi, hết hạn hay không tồn tại đều nói rõ lý do.',
  },
  machine: invitationLinkMachine,
  starts: [
    { label: `/auth/sign-up-invitation?param=${PARAM}`, input: { param: PARAM } },
    { label: '/auth/sign-up-invitation (no param)', input: { param: null } },
  ],
  events: typed<InvitationLinkEvent>([{ type: 'user.join' }, { type: 'user.retry' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadInvite', inviteInfo),
      done('loadInvite', { ...inviteInfo, accountExists: true }),
      done('loadInvite', { ...inviteInfo, status: 'DELETED' }),
      failed('loadInvite', failures.inviteDeleted),
      failed('loadInvite', failures.network),
      // The invoked sign-up form (the sign-up machine) ends: the person is registered.
      done('signUp'),
      done('joinByInvitation', { message: 'Tham gia thành công', space: { id: SPACE } }),
      failed('joinByInvitation', failures.inviteExpired),
      failed('joinByInvitation', failures.forbidden),
    ],
  },
  serializeState: workspaceKey,
};

const workspaceManagement: MachineEntry = {
  id: 'workspace-management',
  file: 'machines/spaces/workspace-management.machine.ts',
  purpose: {
    en: '/user/workspace-management: members (suspend, reactivate, remove after confirmation) and invitations (invite, resend, delete).',
    vi: '/user/workspace-management: thành viên (tạm ngưng, kích hoạt lại, xoá sau khi xác nhận) và lời mời (mời, gửi lại, xoá).',
  },
  machine: workspaceManagementMachine,
  events: typed<ManagementEvent>([
    { type: 'user.retry' },
    { type: 'user.changeStatus', userId: MEMBER, status: 'SUSPENDED' },
    { type: 'user.remove', userId: MEMBER },
    { type: 'user.cancelRemove' },
    { type: 'user.confirmRemove' },
    { type: 'user.invite', email: 'x@example.vn', role: 'MEMBER' },
    { type: 'user.editInvite', field: 'email' },
    { type: 'user.resendInvite', inviteId: INVITE },
    { type: 'user.deleteInvite', inviteId: INVITE },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadManagement', managementData),
      failed('loadManagement', failures.forbidden),
      failed('loadManagement', failures.network),
      done('changeUserStatus', { ...member, status: 'SUSPENDED' }),
      failed('changeUserStatus', failures.lastOwner),
      done('removeMember', { message: 'ok' }),
      failed('removeMember', failures.forbidden),
      done('inviteUser', { ...pendingInvite, id: OTHER_SPACE, email: 'x@example.vn' }),
      failed('inviteUser', failures.validationFailed),
      failed('inviteUser', failures.conflict),
      done('resendInvite', pendingInvite),
      failed('resendInvite', failures.inviteDeleted),
      done('deleteInvite', { message: 'ok' }),
      failed('deleteInvite', failures.network),
    ],
  },
  serializeState: workspaceKey,
};

// ---- contact sales and pricing ------------------------------------------------------------------------------------

const contactSubmit = (email: string): ContactSaleEvent => ({
  type: 'user.submit',
  values: {
    firstName: 'Ánh',
    lastName: 'Nguyễn Thị',
    email,
    phone: '0912345678',
    companyName: 'Công ty TNHH Thép Xanh',
    career: 'Sản xuất thép',
    companySize: '51-200',
    requirement: 'Kiểm kê khí nhà kính theo Nghị định 06 và báo cáo CBAM',
    agreePrivacy: true,
  },
});

const contactSale: MachineEntry = {
  id: 'contact-sale',
  file: 'machines/forms/contact-sale.machine.ts',
  purpose: {
    en: '/contact: the contact-sales form is sent once, then the thank-you page; field errors, a rate limit or a network failure bring the form back with every typed value.',
    vi: '/contact: gửi biểu mẫu liên hệ tư vấn một lần rồi đến trang cảm ơn; lỗi từng trường, giới hạn tần suất hay mất mạng đưa về biểu mẫu, giữ nguyên mọi giá trị đã nhập.',
  },
  machine: contactSaleMachine,
  events: typed<ContactSaleEvent>([
    contactSubmit('lan@x.vn'),
    contactSubmit('badphone@x.vn'),
    contactSubmit('limited@x.vn'),
    contactSubmit('offline@x.vn'),
    { type: 'user.editField', field: 'phone' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      sendContactSale: ({ email }: { email: string }) => {
        if (email === 'limited@x.vn') return fail(rateLimited);
        if (email === 'offline@x.vn') return fail(offline);
        if (email === 'badphone@x.vn')
          return fail(
            apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
              { field: 'phone', message: 'Số điện thoại không hợp lệ' },
            ]),
          );
        return ok({
          id: '7b1e5a52-8a4f-4b8e-9d43-3f1f3c2b9a10',
          message: 'Chúng tôi đã nhận được thông tin liên hệ của bạn!',
          createdAt: '2026-03-01T08:00:00.000Z',
        });
      },
    },
  },
};

const freePlan: Plan = {
  code: 'FREE',
  name: 'Miễn phí',
  description: 'Bắt đầu kiểm kê khí nhà kính cho doanh nghiệp nhỏ.',
  priceVnd: 0,
  billingPeriod: 'MONTH',
  features: ['3 thành viên'],
  limits: [{ resource: 'MEMBER_SEAT', limit: 3 }],
  highlighted: false,
  contactSales: false,
};

const pricing: MachineEntry = {
  id: 'pricing',
  file: 'machines/forms/pricing.machine.ts',
  purpose: {
    en: '/solutions/pricing: loads the plans (GET /subscription/plans), says why it could not and tries again on request, reloads them after a language switch.',
    vi: '/solutions/pricing: tải các gói dịch vụ (GET /subscription/plans), báo lý do khi không tải được và cho thử lại, tải lại sau khi đổi ngôn ngữ.',
  },
  machine: pricingMachine,
  events: typed([{ type: 'user.retry' }, { type: 'app.localeChanged' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadPlans', [freePlan]),
      done('loadPlans', { data: [freePlan] }),
      failed('loadPlans', offline),
      failed('loadPlans', serverFault),
    ],
  },
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as { error: unknown }).error]),
};

// ---- GHG emission-risk assessment and its report ------------------------------------------------------------------

const ghgCompany = (companyName: string): RiskAssessmentEvent => ({
  type: 'user.submitCompany',
  values: {
    companyName,
    taxCode: '0101234567',
    sector: 'IRON_STEEL',
    employees: 320,
    revenueVnd: 250000000000,
    previousInventory: false,
    exportMarkets: ['EU'],
  } satisfies CompanyValues,
});

const riskAssessment: MachineEntry = {
  id: 'ghg-risk-assessment',
  file: 'machines/ghg/risk-assessment.machine.ts',
  purpose: {
    en: '/ghg-report/count-down: the two-minute GHG emission-risk assessment, a four-step wizard (company & sector, energy use, CBAM exports, review) sent once (POST /ghg-reports), then the result page; a refused field brings back its step.',
    vi: '/ghg-report/count-down: đánh giá nhanh rủi ro phát thải khí nhà kính trong hai phút, bốn bước (doanh nghiệp và ngành, năng lượng, xuất khẩu CBAM, xem lại) gửi một lần (POST /ghg-reports) rồi đến trang kết quả; trường bị từ chối đưa về bước của nó.',
  },
  machine: riskAssessmentMachine,
  events: typed<RiskAssessmentEvent>([
    ghgCompany('Thép Xanh'),
    ghgCompany('Sai mã số thuế'),
    ghgCompany('Sai nhiên liệu'),
    ghgCompany('Sai CBAM'),
    ghgCompany('Mất mạng'),
    {
      type: 'user.submitEnergy',
      values: { fuels: steelInput.fuels, electricityKwh: steelInput.electricityKwh },
    },
    { type: 'user.submitCbam', values: { cbamExports: steelInput.cbamExports ?? [] } },
    { type: 'user.back' },
    { type: 'user.submit' },
    { type: 'user.editField', field: 'taxCode' },
  ]),
  actors: {
    kind: 'backend',
    answer: {
      createReport: ({ companyName }: GhgAssessmentInput) => {
        if (companyName === 'Sai mã số thuế') return fail(ghgInvalid('taxCode'));
        if (companyName === 'Sai nhiên liệu') return fail(ghgInvalid('fuels.dieselLitres'));
        if (companyName === 'Sai CBAM') return fail(ghgInvalid('cbamExports.0.quantity'));
        if (companyName === 'Mất mạng') return fail(offline);
        return ok(steelReport);
      },
    },
  },
};

const riskReport: MachineEntry = {
  id: 'ghg-risk-report',
  file: 'machines/ghg/risk-report.machine.ts',
  purpose: {
    en: 'The GHG risk report pages: loads a report by id (GET /ghg-reports/{id}), says when it does not exist, says why it could not load it and tries again on request, reloads it after a language switch.',
    vi: 'Trang kết quả đánh giá rủi ro phát thải: tải báo cáo theo mã (GET /ghg-reports/{id}), báo khi không có báo cáo, báo lý do khi không tải được và cho thử lại, tải lại sau khi đổi ngôn ngữ.',
  },
  machine: riskReportMachine,
  starts: [
    {
      label: `/ghg-report/${REPORT_ID}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html`,
      input: { id: REPORT_ID },
    },
    {
      label: '/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh (no id, no cookie)',
      input: { id: null },
    },
  ],
  events: typed<RiskReportEvent>([{ type: 'user.retry' }, { type: 'app.localeChanged' }]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadReport', steelReport),
      done('loadReport', null),
      failed('loadReport', ghgNotFound),
      failed('loadReport', offline),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as { error: unknown; report: unknown };
    return JSON.stringify([snapshot.value, context.error, Boolean(context.report)]);
  },
};

/** Every machine of the product, in the order the catalogue lists them. */
export const machineRegistry: readonly MachineEntry[] = [
  session,
  signIn,
  hostedUiCallback,
  signUp,
  activation,
  passwordReset,
  changePassword,
  mfaSetup,
  refresh,
  profile,
  workspaceHome,
  invitationLink,
  workspaceManagement,
  invite,
  membership,
  contactSale,
  pricing,
  riskAssessment,
  riskReport,
];

export function findMachine(id: string): MachineEntry | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
