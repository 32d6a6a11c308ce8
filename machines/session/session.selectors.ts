// What views read from the session: one selector, one discriminated view model (views switch on `kind`).
import type { SnapshotFrom } from 'xstate';
import { isStaff } from '../../domain/staff-permissions';
import type { SessionMachine } from './session.machine';
import type { SessionSpace, SessionUser } from './session.types';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export type SessionView =
  /** Booting, loading me + profile, or clearing a refused session. */
  | { kind: 'checking' }
  /**
   * Signed out. `ended`: the session ended by itself (its refresh was refused), not by the user's choice: views say
   * so and offer sign-in with a way back here, instead of redirecting silently.
   */
  | { kind: 'signedOut'; ended?: boolean }
  | {
      kind: 'signedIn';
      user: SessionUser;
      space: SessionSpace | null;
      displayName: string;
      /** In the `staff` group (me.roles): the header shows the staff console link. The API decides access itself. */
      isStaff: boolean;
    }
  /** Signing out, or clearing an expired session. */
  | { kind: 'signingOut' }
  /** The server could not be reached while loading the session (cookies kept; `user.retry` tries again). */
  | { kind: 'offline' };

/** "First Last", else the e-mail. */
export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  return name || user.email;
}

const checking: SessionView = { kind: 'checking' };
const signedOut: SessionView = { kind: 'signedOut' };
const ended: SessionView = { kind: 'signedOut', ended: true };
const signingOut: SessionView = { kind: 'signingOut' };
const offline: SessionView = { kind: 'offline' };

export function selectSessionView(snapshot: SessionSnapshot): SessionView {
  if (snapshot.matches('signedIn') && snapshot.context.user) {
    const { user, space } = snapshot.context;
    return {
      kind: 'signedIn',
      user,
      space,
      displayName: displayName(user),
      isStaff: isStaff(user.roles ?? []),
    };
  }
  if (snapshot.matches('signedOut')) return signedOut;
  if (snapshot.matches('ended')) return ended;
  if (snapshot.matches('offline')) return offline;
  if (snapshot.matches('signingOut') || snapshot.matches('clearing') || snapshot.matches('expiring'))
    return signingOut;
  return checking;
}

export const selectIsBusy = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsLogged = (snapshot: SessionSnapshot): boolean => snapshot.context.isLogged;
export const selectUser = (snapshot: SessionSnapshot): SessionUser | null => snapshot.context.user;
export const selectOwnerSpace = (snapshot: SessionSnapshot): SessionSpace | null => snapshot.context.space;
