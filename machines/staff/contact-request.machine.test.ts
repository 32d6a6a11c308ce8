// The staff contact-request detail: behaviour with fake actors, and model paths (every event, with the outcomes of
// its three actors) that cover every state and transition, each replayed on a real actor (tests/paths/replay.ts).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import {
  contactedRequest,
  notedRequest,
  REQUEST,
  requestLoad,
  STAFF,
  staffFailures,
} from '../../tests/fixtures/staff';
import { contactRequestMachine } from './contact-request.machine';
import { selectContactRequestView } from './contact-request.selectors';
import type { ContactRequestChange, ContactRequestLoad } from './contact-request.types';
import type { ContactRequestDetail } from './staff.types';

function start(overrides: {
  load?: () => Promise<ContactRequestLoad>;
  update?: (change: ContactRequestChange) => Promise<ContactRequestDetail>;
  note?: (text: string) => Promise<ContactRequestDetail>;
}) {
  const calls: unknown[] = [];
  const actor = createActor(
    contactRequestMachine.provide({
      actors: {
        loadContactRequest: fromPromise<ContactRequestLoad, { id: string }>(({ input }) => {
          calls.push(['load', input.id]);
          return (overrides.load ?? (async () => requestLoad))();
        }),
        updateContactRequest: fromPromise<ContactRequestDetail, { id: string; change: ContactRequestChange }>(
          ({ input }) => {
            calls.push(['update', input.id, input.change]);
            return (overrides.update ?? (async () => contactedRequest))(input.change);
          },
        ),
        addNote: fromPromise<ContactRequestDetail, { id: string; text: string }>(({ input }) => {
          calls.push(['note', input.id, input.text]);
          return (overrides.note ?? (async () => notedRequest))(input.text);
        }),
      },
    }),
    { input: { id: REQUEST } },
  ).start();
  return { actor, calls };
}

describe('contact request machine', () => {
  it('loads the request; a status change and an owner change are saved and show what the server answered', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.update', change: { status: 'contacted' } });
    expect(selectContactRequestView(actor.getSnapshot())).toMatchObject({ kind: 'ready', saving: true });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.update', change: { ownerId: STAFF } });
    const saved = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(calls).toEqual([
      ['load', REQUEST],
      ['update', REQUEST, { status: 'contacted' }],
      ['update', REQUEST, { ownerId: STAFF }],
    ]);
    expect(selectContactRequestView(saved)).toMatchObject({
      kind: 'ready',
      request: contactedRequest,
      notice: 'saved',
      error: null,
    });
  });

  it('adds a trimmed note, counts it so the field empties; a blank note is refused without a call', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.addNote', text: '  \n ' });
    expect(selectContactRequestView(actor.getSnapshot())).toMatchObject({
      noteError: { key: 'validation.fieldRequired', text: null },
    });
    actor.send({ type: 'user.addNote', text: '  Đã gọi, hẹn gặp thứ Hai ' });
    const added = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.notice !== null);
    expect(calls.at(-1)).toEqual(['note', REQUEST, 'Đã gọi, hẹn gặp thứ Hai']);
    expect(selectContactRequestView(added)).toMatchObject({
      request: notedRequest,
      notice: 'noteAdded',
      noteError: null,
      notesAdded: 1,
    });
  });

  it("keeps the request as it was with the server's reason when a write is refused", async () => {
    const { actor } = start({
      update: () => Promise.reject(staffFailures.ownerNotStaff),
      note: () => Promise.reject(staffFailures.noteTooLong),
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.update', change: { ownerId: STAFF } });
    const refused = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.error !== null);
    expect(selectContactRequestView(refused)).toMatchObject({
      request: requestLoad.request,
      error: { key: 'errors.validationFailed', text: 'Dữ liệu không hợp lệ' },
    });
    actor.send({ type: 'user.addNote', text: 'x'.repeat(10) });
    const noteRefused = await waitFor(actor, (s) => s.context.noteError !== null);
    expect(selectContactRequestView(noteRefused)).toMatchObject({
      error: null,
      noteError: { key: 'errors.validationFailed', text: 'Tối đa 2000 ký tự' },
    });
  });

  it('404 is "not found", 403 "no access", a network failure offers a retry', async () => {
    const missing = start({ load: () => Promise.reject(staffFailures.notFound) });
    expect(selectContactRequestView(await waitFor(missing.actor, (s) => s.matches('notFound')))).toEqual({
      kind: 'notFound',
      notice: { key: 'errors.notFound', text: staffFailures.notFound.message },
    });
    const denied = start({ load: () => Promise.reject(staffFailures.forbidden) });
    expect(selectContactRequestView(await waitFor(denied.actor, (s) => s.matches('forbidden')))).toEqual({
      kind: 'forbidden',
      notice: { key: 'errors.forbidden', text: staffFailures.forbidden.message },
    });
    let load: () => Promise<ContactRequestLoad> = () => Promise.reject(staffFailures.network);
    const offline = start({ load: () => load() });
    await waitFor(offline.actor, (s) => s.matches('failed'));
    load = async () => requestLoad;
    offline.actor.send({ type: 'user.retry' });
    await waitFor(offline.actor, (s) => s.matches('ready'));
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const events = [
  { type: 'user.update', change: { status: 'contacted', ownerId: STAFF } },
  { type: 'user.addNote', text: 'Đã gọi, hẹn gặp thứ Hai' },
  { type: 'user.addNote', text: '   ' },
  { type: 'user.dismissNotice' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadContactRequest', output: requestLoad },
  { type: 'xstate.error.actor.loadContactRequest', error: staffFailures.notFound },
  { type: 'xstate.error.actor.loadContactRequest', error: staffFailures.forbidden },
  { type: 'xstate.error.actor.loadContactRequest', error: staffFailures.network },
  { type: 'xstate.done.actor.updateContactRequest', output: contactedRequest },
  { type: 'xstate.error.actor.updateContactRequest', error: staffFailures.ownerNotStaff },
  { type: 'xstate.done.actor.addNote', output: notedRequest },
  { type: 'xstate.error.actor.addNote', error: staffFailures.noteTooLong },
  { type: 'xstate.error.actor.addNote', error: staffFailures.network },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const input = { id: REQUEST };

describe('contact request machine: model paths', () => {
  const paths = transitionPaths(contactRequestMachine, { events, serializeState, input });

  it('cover every state and every transition', () => {
    const coverage = pathCoverage(contactRequestMachine, paths, { input });
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.transitions.covered).toHaveLength(coverage.transitions.all.length);
  });

  it('the coverage check fails when the model lacks the blank note (the guard is a transition)', () => {
    const partial = transitionPaths(contactRequestMachine, {
      events: events.filter((event) => (event as { text?: string }).text !== '   '),
      serializeState,
      input,
    });
    expect(describeMissing(pathCoverage(contactRequestMachine, partial, { input }))).toContain(
      'transition not taken: contactRequest.ready.idle',
    );
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['loadContactRequest', 'updateContactRequest', 'addNote'] as const);
      const actor = createActor(contactRequestMachine.provide({ actors: script.actors as never }), {
        input,
      }).start();
      await replayPath(actor, expectedSteps(contactRequestMachine, path, input), {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.context).toEqual(step.state.context);
          expect(selectContactRequestView(snapshot)).toEqual(selectContactRequestView(step.state as never));
        },
      });
      // Every call names this request.
      for (const call of script.calls) expect(call.input).toMatchObject({ id: REQUEST });
      actor.stop();
    },
  );
});
