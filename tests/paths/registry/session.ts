// Registry entries of the session and the refresh-and-retry machines.
import { NETWORK_ERROR } from '../../../domain/failures';
import { type RefreshEvent, ACCOUNT_NOT_ACTIVATED_DELAY_MS } from '../../../machines/http/refresh.types';
import type { SessionEvent } from '../../../machines/session/session.types';
import { refreshMachine } from '../../../machines/http/refresh.machine';
import { memberMe, ownerMe, ownerProfile, unauthorized } from '../../fixtures/session';
import { sessionMachine } from '../../../machines/session/session.machine';
import { typed, done, failed, type MachineEntry } from './entry';

// ---- session ------------------------------------------------------------------------------------------------------

export const session: MachineEntry = {
  id: 'session',
  file: 'machines/session/session.machine.ts',
  purpose: {
    en: 'The session: boots from the access-token cookie, loads /auth/me and /users/profile, keeps the user and owner space, offline (never signed out) when the server cannot be reached, signs out (with a toast), and ends (said, with a sign-in link) when its refresh is refused.',
    vi: 'Phiên đăng nhập: khởi động từ cookie access token, tải /auth/me và /users/profile, giữ người dùng và không gian sở hữu, đăng xuất (có thông báo), và kết thúc (có thông báo và liên kết đăng nhập) khi không làm mới được phiên.',
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

export const refresh: MachineEntry = {
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
