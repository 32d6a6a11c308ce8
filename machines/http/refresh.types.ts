// Types of the refresh-and-retry machine (spec sections 8 and 9): events in, emitted settlements out, and the
// contract of its named actor and injected actions.

/** The new tokens a refresh yields (spec section 4: idToken, accessToken, refreshToken), with the user name. */
export interface RefreshedTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  userName: string;
}

/**
 * What the injected `refreshSession` actor answers. It reads the `refreshToken` and `userName` cookies itself,
 * refreshes through the identity provider, and writes the new cookies before resolving.
 * - `refreshed`: new tokens are stored;
 * - `noRefreshToken`: there was no refresh-token cookie, nothing was asked.
 * It REJECTS on failure; a rejection coded `NetworkError` means "offline", `NotAuthorizedException` means the
 * refresh token is no longer valid.
 */
export type RefreshSessionOutput =
  { kind: 'refreshed'; tokens: RefreshedTokens } | { kind: 'noRefreshToken' };

/** How a batch of waiting requests was settled. Only `refreshed` means "retry". */
export type RefreshOutcome =
  'refreshed' | 'noRefreshToken' | 'refreshFailed' | 'offline' | 'accountNotActivated';

/** The error body code of a 401 that must not be refreshed (spec section 8). */
export const ACCOUNT_NOT_ACTIVATED = 'ACCOUNT_NOT_ACTIVATED';
/** Spec section 9: wait before rejecting a request refused because the account is not activated. */
export const ACCOUNT_NOT_ACTIVATED_DELAY_MS = 2000;

export type RefreshEvent = {
  /** A request answered 401 for the first time. `code` is the error body's `code` (null when none). */
  type: 'request.unauthorized';
  requestId: string;
  code: string | null;
};

/** Emitted once per settled batch; `createRefreshCoordinator` listens to it. */
export interface RequestsSettled {
  type: 'requests.settled';
  requestIds: string[];
  outcome: RefreshOutcome;
  /** The refresh error, when the outcome comes from one. */
  error: { message: string; code: string | null } | null;
}

export interface RefreshContext {
  /** Requests waiting for the current refresh (or the account-not-activated delay), in arrival order. */
  waiting: string[];
  /** Spec section 3 `countRefeshToken`: successful refreshes so far. */
  refreshCount: number;
  lastOutcome: RefreshOutcome | null;
}

export interface RefreshInput {
  refreshCount?: number;
}

/** Parameters of the injected actions. */
export interface NotifyParams {
  /** Key in the `errors` message group of domain/messages (the account-not-activated toast). */
  key: 'accountNotActivated';
}
export interface LogParams {
  /** "Lỗi khi làm mới session" (messages `errors.refreshFailed`, the same text in both languages). */
  message: string;
  error: unknown;
}
export interface RefreshedParams {
  refreshCount: number;
  tokens: RefreshedTokens;
}

export interface RefreshTypes {
  context: RefreshContext;
  /** Optional (`void` keeps XState from requiring it). */
  input: RefreshInput | void;
  events: RefreshEvent;
  emitted: RequestsSettled;
}
