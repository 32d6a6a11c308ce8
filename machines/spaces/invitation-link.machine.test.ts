// The invitation-link machine: behaviour with fake actors, and model paths (every event, with the
// outcomes of the invoked actors) that must cover every state node and every transition (tests/paths/coverage.ts).
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { invitationLinkMachine } from './invitation-link.machine';
import { selectInvitationLinkView } from './invitation-link.selectors';
import {
  SPACE,
  PARAM,
  forbidden,
  network,
  inviteDeleted,
  info,
  done,
  failed,
  modelPaths,
  type ModelEvent,
} from '../../tests/support/workspace-screens';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import type { InviteInfo } from './workspace.types';

describe('invitation link machine', () => {
  const events: ModelEvent[] = [
    done('loadInvite', info),
    done('loadInvite', { ...info, accountExists: true }),
    done('loadInvite', { ...info, status: 'DELETED' }),
    failed('loadInvite', inviteDeleted),
    failed('loadInvite', network),
    done('signUp'),
    { type: 'user.join' },
    done('joinByInvitation', { message: 'Tham gia thành công', space: { id: SPACE } }),
    failed('joinByInvitation', { status: 410, code: 'INVITE_EXPIRED', message: 'Lời mời đã hết hạn' }),
    failed('joinByInvitation', forbidden),
    { type: 'user.retry' },
  ];

  // The paths are replayed from the machine's initial state without input (a link without `param`); the same
  // machine opened with a valid param is the other start.
  const opened = createMachine(
    {
      ...invitationLinkMachine.config,
      context: {
        param: PARAM,
        info: null,
        reason: null,
        error: null,
        loadFailure: null,
        registeredEmail: null,
      },
    },
    invitationLinkMachine.implementations as never,
  );

  it('model paths cover every state and transition (a link without param, then one with a valid param)', () => {
    const bare = pathCoverage(invitationLinkMachine, modelPaths(invitationLinkMachine, events));
    expect(bare.transitions.covered.map((ref) => ref.id)).toEqual([
      'invitationLink.checking --always[1]--> invitationLink.unusable',
    ]);
    const coverage = pathCoverage(opened, modelPaths(opened, events));
    expect(describeMissing(coverage)).toBe(
      'invitationLink.checking --always[1]--> invitationLink.unusable'.replace(/^/, 'transition not taken: '),
    );
    expect(coverage.states.missing).toEqual([]);
  });

  it.each([
    ['ACCEPTED', 'accepted'],
    ['DELETED', 'deleted'],
    ['EXPIRED', 'expired'],
  ] as const)('an invitation %s cannot be used and says why (%s)', async (status, reason) => {
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: { loadInvite: fromPromise<InviteInfo, { param: string }>(async () => ({ ...info, status })) },
      }),
      { input: { param: PARAM } },
    ).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectInvitationLinkView(actor.getSnapshot(), null)).toMatchObject({ kind: 'unusable', reason });
  });

  it('a malformed param is "not found" without a call', () => {
    const loadInvite = vi.fn();
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: { loadInvite: fromPromise<InviteInfo, { param: string }>(async () => loadInvite()) },
      }),
      { input: { param: 'x' } },
    ).start();
    expect(selectInvitationLinkView(actor.getSnapshot(), null)).toMatchObject({
      kind: 'unusable',
      reason: 'notFound',
    });
    expect(loadInvite).not.toHaveBeenCalled();
  });

  it('a new person gets the sign-up form with the invitation (e-mail locked), then the registered step', async () => {
    let signUpInput: unknown;
    const signUpForm = createMachine({
      id: 'fakeSignUp',
      context: ({ input }: { input?: unknown }) => {
        signUpInput = input;
        return {};
      },
      initial: 'editing',
      states: { editing: { on: { 'user.submit': 'done' } }, done: { type: 'final' } },
    });
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: {
          loadInvite: fromPromise<InviteInfo, { param: string }>(async () => info),
          signUpForm: signUpForm as never,
        },
      }),
      { input: { param: PARAM } },
    ).start();
    await waitFor(actor, (s) => s.matches('newAccount'));
    expect(signUpInput).toEqual({
      invitation: { param: PARAM, email: info.email, spaceName: info.spaceName },
    });
    const view = selectInvitationLinkView(actor.getSnapshot(), null);
    expect(view.kind).toBe('signUp');
    if (view.kind === 'signUp') view.signUp.send({ type: 'user.submit' } as never);
    await waitFor(actor, (s) => s.matches('registered'));
    expect(selectInvitationLinkView(actor.getSnapshot(), null)).toEqual({
      kind: 'registered',
      info,
      email: info.email,
    });
  });

  it('an existing account joins only when signed in as the invited e-mail', async () => {
    const refreshSession = vi.fn();
    const actor = createActor(
      invitationLinkMachine.provide({
        actors: {
          loadInvite: fromPromise<InviteInfo, { param: string }>(async () => ({
            ...info,
            accountExists: true,
          })),
          joinByInvitation: fromPromise<unknown, { param: string }>(async () => ({
            message: 'Tham gia thành công',
          })),
        },
        actions: { refreshSession },
      }),
      { input: { param: PARAM } },
    ).start();
    await waitFor(actor, (s) => s.matches('existingAccount'));
    const snapshot = actor.getSnapshot();
    expect(selectInvitationLinkView(snapshot, null)).toMatchObject({ kind: 'join', viewer: 'signedOut' });
    expect(selectInvitationLinkView(snapshot, 'someone@else.vn')).toMatchObject({ viewer: 'otherAccount' });
    expect(selectInvitationLinkView(snapshot, 'New.Member@example.vn')).toMatchObject({ viewer: 'invitee' });
    actor.send({ type: 'user.join' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });
});
