// Fixtures shared by the session machine's tests: answers of /auth/me and /users/profile, and fake actors whose
// promises the test settles by name (so a test decides when and how each call ends).
import { fromPromise } from 'xstate';
import type { SessionActorContracts, SessionMe, SessionProfile } from './session.types';

const owner: SessionProfile = {
  id: '0b8f3c52-7a51-4e0e-9d0c-5d1f2a6b1c01',
  email: 'owner@ghg-demo.vn',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  phone: '0912345678',
  bio: null,
  location: null,
  profession: null,
  organizationName: 'Công ty TNHH Thép Xanh Demo',
  avatarUrl: null,
  locale: 'vi',
  createdAt: '2026-01-05T08:00:00.000Z',
};

export const ownerMe: SessionMe = {
  ...owner,
  // me as the server knew it before the profile call (stale names), to show the profile wins.
  firstName: 'L.',
  lastName: 'N.',
  spaces: [
    {
      id: 'a1f5e3c0-0000-4000-8000-000000000007',
      name: 'Công ty TNHH Thép Xanh Demo',
      role: 'OWNER',
      status: 'ACTIVE',
    },
    { id: 'a1f5e3c0-0000-4000-8000-000000000009', name: 'Đối tác', role: 'MEMBER', status: 'ACTIVE' },
  ],
};

export const ownerProfile: SessionProfile = owner;

export const memberMe: SessionMe = {
  ...owner,
  id: '0b8f3c52-7a51-4e0e-9d0c-5d1f2a6b1c02',
  email: 'member@ghg-demo.vn',
  firstName: '',
  lastName: '',
  organizationName: null,
  spaces: [
    {
      id: 'a1f5e3c0-0000-4000-8000-000000000007',
      name: 'Công ty TNHH Thép Xanh Demo',
      role: 'MEMBER',
      status: 'ACTIVE',
    },
  ],
};

export const memberProfile: SessionProfile = { ...memberMe };

export const unauthorized = {
  status: 401,
  code: 'UNAUTHORIZED',
  message: 'The session is invalid or has expired',
};

type ActorName = keyof SessionActorContracts;

/** Fake actors: each invocation waits until the test calls `resolve(name, value)` or `reject(name, error)`. */
export function createControlledActors() {
  const pending = new Map<
    ActorName,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  const calls: ActorName[] = [];
  const make = <K extends ActorName>(name: K) =>
    fromPromise<SessionActorContracts[K]['output']>(
      () =>
        new Promise((resolve, reject) => {
          calls.push(name);
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const settle = async (name: ActorName, outcome: 'resolve' | 'reject', value: unknown) => {
    for (let i = 0; i < 100 && !pending.has(name); i++) await new Promise((tick) => setTimeout(tick, 1));
    const entry = pending.get(name);
    if (!entry) throw new Error(`no pending call of ${name} (calls so far: ${calls.join(', ')})`);
    pending.delete(name);
    if (outcome === 'resolve') entry.resolve(value);
    else entry.reject(value);
  };
  return {
    actors: {
      readAccessToken: make('readAccessToken'),
      fetchMe: make('fetchMe'),
      fetchProfile: make('fetchProfile'),
      signOut: make('signOut'),
      clearSession: make('clearSession'),
    },
    calls,
    resolve: (name: ActorName, value?: unknown) => settle(name, 'resolve', value),
    reject: (name: ActorName, error: unknown) => settle(name, 'reject', error),
  };
}
