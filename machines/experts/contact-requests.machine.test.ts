// The contact requests boxes on a fake backend: the moves each side may make come from the lifecycle table
// (checked for every status, event and box against domain/experts/contact-lifecycle.ts), a decision replaces the
// request in the list, a 409 reloads the box, other failures stay on their request.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  CONTACT_REQUEST_EVENT_ACTOR,
  CONTACT_REQUEST_EVENTS,
  CONTACT_REQUEST_STATUSES,
  contactRequestTransitions,
} from '../../domain/experts/contact-lifecycle';
import { contactRequestsMachine } from './contact-requests.machine';
import { selectContactRequestsView } from './contact-requests.selectors';
import type {
  ContactBox,
  ContactRequestsEvent,
  ContactRequestsPage,
  DecideContactRequestInput,
  ExpertContactRequest,
  LoadContactRequestsInput,
} from './contact-requests.types';
import { CONTACT_REQUEST } from '../../tests/paths/registry/expert-contact';
import { apiError, rateLimited } from '../../tests/paths/registry/entry';

const pageOf = (items: ExpertContactRequest[]): ContactRequestsPage => ({
  items,
  meta: { page: 1, take: 20, total: items.length, pageCount: 1 },
});

function start(
  box: ContactBox,
  load: (input: LoadContactRequestsInput) => Promise<ContactRequestsPage>,
  decide: (input: DecideContactRequestInput) => Promise<ExpertContactRequest> = async () => CONTACT_REQUEST,
) {
  const loads: LoadContactRequestsInput[] = [];
  const decisions: DecideContactRequestInput[] = [];
  const actor = createActor(
    contactRequestsMachine.provide({
      actors: {
        loadContactRequests: fromPromise<ContactRequestsPage, LoadContactRequestsInput>(({ input }) => {
          loads.push(input);
          return load(input);
        }),
        decideContactRequest: fromPromise<ExpertContactRequest, DecideContactRequestInput>(({ input }) => {
          decisions.push(input);
          return decide(input);
        }),
      },
    }),
    { input: { box } },
  ).start();
  return { actor, loads, decisions, view: () => selectContactRequestsView(actor.getSnapshot()) };
}

const MOVE_EVENTS: Record<string, ContactRequestsEvent> = {
  accept: { type: 'user.accept', id: CONTACT_REQUEST.id },
  decline: { type: 'user.decline', id: CONTACT_REQUEST.id, reason: '' },
  withdraw: { type: 'user.withdraw', id: CONTACT_REQUEST.id },
};

describe('contact requests machine', () => {
  it('agrees with the lifecycle table: a move is taken exactly when the table allows it to that side', async () => {
    for (const box of ['sent', 'received'] as const) {
      for (const status of CONTACT_REQUEST_STATUSES) {
        for (const event of CONTACT_REQUEST_EVENTS) {
          const { actor, view, decisions } = start(box, async () => pageOf([{ ...CONTACT_REQUEST, status }]));
          await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
          const side = box === 'sent' ? 'requester' : 'expert';
          const allowed =
            CONTACT_REQUEST_EVENT_ACTOR[event] === side &&
            contactRequestTransitions[status][event] !== undefined;
          const listed = view();
          if (listed.kind !== 'list') throw new Error(listed.kind);
          expect(listed.items[0].moves.includes(event), `${box} ${status} ${event}`).toBe(allowed);
          actor.send(MOVE_EVENTS[event]);
          expect(actor.getSnapshot().matches({ ready: 'deciding' }), `${box} ${status} ${event}`).toBe(
            allowed,
          );
          expect(decisions.length).toBe(allowed ? 1 : 0);
          actor.stop();
        }
      }
    }
  });

  it('loads the box with its filter and page; a decision replaces the request', async () => {
    const { actor, loads, decisions, view } = start(
      'received',
      async () => pageOf([{ ...CONTACT_REQUEST, role: 'EXPERT' }]),
      async (input) => ({
        ...CONTACT_REQUEST,
        role: 'EXPERT',
        status: 'DECLINED',
        declineReason: input.reason,
      }),
    );
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.filterStatus', status: 'PENDING' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(loads.at(-1)).toEqual({ box: 'received', status: 'PENDING', page: 1 });
    actor.send({ type: 'user.decline', id: CONTACT_REQUEST.id, reason: 'Kín lịch' });
    expect(view()).toMatchObject({ kind: 'list', acting: true, items: [{ busy: true }] });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(decisions).toEqual([{ id: CONTACT_REQUEST.id, event: 'decline', reason: 'Kín lịch' }]);
    expect(view()).toMatchObject({
      kind: 'list',
      done: { id: CONTACT_REQUEST.id, event: 'decline' },
      items: [{ request: { status: 'DECLINED', declineReason: 'Kín lịch' }, moves: [], busy: false }],
    });
  });

  it('reloads the box on a 409 and keeps other failures on their request', async () => {
    const answers: unknown[] = [apiError(409, 'CONFLICT', 'Xung đột'), rateLimited];
    const { actor, loads, view } = start(
      'sent',
      async () => pageOf([CONTACT_REQUEST]),
      async () => {
        throw answers.shift();
      },
    );
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.withdraw', id: CONTACT_REQUEST.id });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && loads.length === 2);
    actor.send({ type: 'user.withdraw', id: CONTACT_REQUEST.id });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.actionError !== null);
    expect(loads).toHaveLength(2);
    expect(view()).toMatchObject({ items: [{ error: { key: 'errors.rateLimited' } }] });
  });
});
