import { describe, expect, it, vi } from 'vitest';
import { replayPath } from '../../tests/paths/replay';
import { stepPaths } from '../../tests/paths/scripted-paths';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { messages } from '../../domain/messages';
import { noticeText } from '../../domain/failures';
import { type ContactSaleData } from '../../domain/validation';
import {
  allStateIds,
  allTransitions,
  describeMissing,
  pathCoverage,
  keyedOnStep,
} from '../../tests/paths/coverage';
import { contactSaleMachine, selectContactSaleView, type ContactSaleSnapshot } from './contact-sale.machine';
import { firstContactSaleView } from './contact-sale.selectors';
import type { ContactSaleEvent, ContactSaleRequest } from './contact-sale.types';

// ---- a fake backend whose answer depends on the request, as the real one does ----------------------------------

const values = (email: string): ContactSaleData => ({
  firstName: 'Ánh',
  lastName: 'Nguyễn Thị',
  email,
  phone: '0912345678',
  companyName: 'Công ty TNHH Thép Xanh',
  career: 'Sản xuất thép',
  companySize: '51-200',
  requirement: 'Kiểm kê khí nhà kính theo Nghị định 06 và báo cáo CBAM',
  agreePrivacy: true,
});

const invalidPhone = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Dữ liệu không hợp lệ',
  details: [
    { field: 'phone', message: 'Số điện thoại không hợp lệ' },
    { field: 'companySize', message: 'Dữ liệu không hợp lệ' },
  ],
};
const rateLimited = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
};
const offline = { code: 'ERR_NETWORK', message: 'Network Error' };
const serverFault = { statusCode: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra!' };
const received = {
  id: '7b1e5a52-8a4f-4b8e-9d43-3f1f3c2b9a10',
  message: messages.vi.success.contactReceived,
  createdAt: '2026-03-01T08:00:00.000Z',
};

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

/** POST /spaces/sent-contact-sale as the fake backend answers it: by e-mail. */
function contactOutcome(request: ContactSaleRequest): Outcome {
  switch (request.email) {
    case 'badphone@x.vn':
      return { ok: false, error: invalidPhone };
    case 'limited@x.vn':
      return { ok: false, error: rateLimited };
    case 'offline@x.vn':
      return { ok: false, error: offline };
    case 'broken@x.vn':
      return { ok: false, error: serverFault };
    default:
      return { ok: true, output: received };
  }
}

function start() {
  const calls: ContactSaleRequest[] = [];
  const goToThankYou = vi.fn();
  const actor = createActor(
    contactSaleMachine.provide({
      actors: {
        sendContactSale: fromPromise(async ({ input }) => {
          calls.push(input);
          const outcome = contactOutcome(input);
          if (outcome.ok) return outcome.output as typeof received;
          throw outcome.error;
        }),
      },
      actions: { goToThankYou: (_, params) => goToThankYou(params) },
    }),
  ).start();
  return { actor, calls, goToThankYou };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

// ---- unit tests -------------------------------------------------------------------------------------------------

describe('contact-sale machine', () => {
  it('starts in firstContactSaleView, the view the page shows before the machine has loaded', () => {
    const { actor } = start();
    expect(selectContactSaleView(actor.getSnapshot())).toEqual(firstContactSaleView);
    expect(selectContactSaleView(createActor(contactSaleMachine).getSnapshot())).toEqual(
      firstContactSaleView,
    );
  });

  it('sends the values once, then goes to the thank-you page', async () => {
    const { actor, calls, goToThankYou } = start();
    expect(selectContactSaleView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      fieldErrors: {},
      error: null,
    });
    actor.send({ type: 'user.submit', values: values('lan@x.vn') });
    expect(selectContactSaleView(actor.getSnapshot())).toMatchObject({ kind: 'form', busy: true });
    actor.send({ type: 'user.submit', values: values('lan@x.vn') }); // a double click is ignored
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([values('lan@x.vn')]);
    expect(goToThankYou).toHaveBeenCalledTimes(1);
    expect(goToThankYou).toHaveBeenCalledWith({ firstName: 'Ánh' });
    const view = selectContactSaleView(actor.getSnapshot());
    expect(view).toEqual({
      kind: 'succeeded',
      firstName: 'Ánh',
      notice: { key: 'success.contactReceived', text: null },
    });
    if (view.kind !== 'succeeded') throw new Error('expected the success view');
    expect(noticeText(view.notice, 'en')).toBe('We have received your contact!');
    expect(noticeText(view.notice, 'vi')).toBe('Chúng tôi đã nhận được thông tin liên hệ của bạn!');
  });

  it("goes back to the form with the server's field errors, and forgets one when that field is edited", async () => {
    const { actor, goToThankYou } = start();
    actor.send({ type: 'user.submit', values: values('badphone@x.vn') });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectContactSaleView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      fieldErrors: {
        phone: { key: 'errors.validationFailed', text: 'Số điện thoại không hợp lệ' },
        companySize: { key: 'errors.validationFailed', text: 'Dữ liệu không hợp lệ' },
      },
      error: { key: 'errors.validationFailed', text: 'Dữ liệu không hợp lệ' },
    });
    actor.send({ type: 'user.editField', field: 'phone' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['companySize']);
    actor.send({ type: 'user.submit', values: values('lan@x.vn') });
    expect(selectContactSaleView(actor.getSnapshot())).toMatchObject({
      busy: true,
      fieldErrors: {},
      error: null,
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(goToThankYou).toHaveBeenCalledWith({ firstName: 'Ánh' });
  });

  it.each([
    ['a rate limit', 'limited@x.vn', { key: 'errors.rateLimited', text: rateLimited.message }],
    ['a network failure', 'offline@x.vn', { key: 'errors.networkError', text: null }],
    ['a server fault', 'broken@x.vn', { key: 'errors.generic', text: serverFault.message }],
  ])('goes back to the form with %s', async (_label, email, error) => {
    const { actor, goToThankYou } = start();
    actor.send({ type: 'user.submit', values: values(email) });
    await settled(actor);
    expect(selectContactSaleView(actor.getSnapshot())).toEqual({
      kind: 'form',
      busy: false,
      fieldErrors: {},
      error,
    });
    expect(goToThankYou).not.toHaveBeenCalled();
  });

  it('says "Network Error" in the reader language', async () => {
    const { actor } = start();
    actor.send({ type: 'user.submit', values: values('offline@x.vn') });
    await settled(actor);
    const view = selectContactSaleView(actor.getSnapshot());
    if (view.kind !== 'form' || !view.error) throw new Error('expected the form with an error');
    expect(noticeText(view.error, 'vi')).toBe('Lỗi kết nối mạng (Network Error)');
    expect(noticeText(view.error, 'en')).toBe('Network Error');
  });

  it('fails loudly, as a generic error, when the app forgot to provide the actor', async () => {
    const actor = createActor(contactSaleMachine).start();
    actor.send({ type: 'user.submit', values: values('lan@x.vn') });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors.generic', text: null });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const userEvents: ContactSaleEvent[] = [
  ...['lan@x.vn', 'badphone@x.vn', 'limited@x.vn', 'offline@x.vn', 'broken@x.vn'].map(
    (email): ContactSaleEvent => ({ type: 'user.submit', values: values(email) }),
  ),
  { type: 'user.editField', field: 'phone' },
  { type: 'user.editField', field: 'email' },
];

/** The answer the fake backend will give to the call in flight (read from the invoked actor's input). */
function requestInFlight(snapshot: ContactSaleSnapshot): ContactSaleRequest | undefined {
  const child = snapshot.children.sendContactSale as { options?: { input?: ContactSaleRequest } } | undefined;
  return child?.options?.input;
}

/** The answer the fake backend will give to the call in flight. */
function actorOutcomeEvents(snapshot: ContactSaleSnapshot): EventObject[] {
  const input = requestInFlight(snapshot);
  if (!input) return [];
  const outcome = contactOutcome(input);
  const event = outcome.ok
    ? { type: 'xstate.done.actor.sendContactSale', output: outcome.output }
    : { type: 'xstate.error.actor.sendContactSale', error: outcome.error };
  return [event];
}

function serializeState(snapshot: ContactSaleSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    // The request in flight decides the next step: submissions that differ only by it are different states.
    request: requestInFlight(snapshot)?.email ?? null,
    firstName: context.firstName,
    fieldErrors: context.fieldErrors,
    error: context.error,
  });
}

const serializeStep = keyedOnStep(serializeState);

function modelPaths(events: ContactSaleEvent[]) {
  return stepPaths(contactSaleMachine, {
    events,
    outcomes: actorOutcomeEvents,
    serializeStep,
  });
}

async function replay(path: ReturnType<typeof modelPaths>[number]) {
  const { actor, goToThankYou } = start();
  await replayPath(actor, path.steps, {
    key: serializeState,
    onStep: (reached, step) => {
      expect(selectContactSaleView(reached)).toEqual(selectContactSaleView(step.state));
    },
  });
  expect(goToThankYou).toHaveBeenCalledTimes(actor.getSnapshot().status === 'done' ? 1 : 0);
  actor.stop();
}

describe('contact-sale machine: model paths', () => {
  const paths = modelPaths(userEvents);

  it('the paths cover every state node and every transition', () => {
    const coverage = pathCoverage(contactSaleMachine, paths);
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.states.covered).toEqual(allStateIds(contactSaleMachine));
    expect(coverage.transitions.covered).toHaveLength(allTransitions(contactSaleMachine).length);
  });

  it('the coverage check fails when the model lacks an outcome', () => {
    const coverage = pathCoverage(contactSaleMachine, modelPaths(userEvents.slice(0, 1)));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing.map((ref) => ref.id)).toEqual([
      'contactSale.editing --user.editField[0]--> (no target)',
      'contactSale.submitting --xstate.error.actor.sendContactSale[0]--> contactSale.editing',
      'contactSale.submitting --xstate.error.actor.sendContactSale[1]--> contactSale.editing',
    ]);
  });

  it(`replays each of the ${paths.length} paths on a real actor and reaches the same states`, async () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) await replay(path);
  });
});
