import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { publicResourceMachine } from './public-resource.machine';
import { selectFirstPublicResourceView, selectPublicResource } from './public-resource.selectors';

function start(load: () => Promise<unknown>, preloaded?: unknown) {
  const machine = publicResourceMachine.provide({ actors: { load: fromPromise(load) } });
  return createActor(machine, { input: preloaded ? { preloaded: preloaded as never } : {} });
}

describe('public-resource machine', () => {
  it('starts in the view selectFirstPublicResourceView says (what the page shows before XState loads)', () => {
    const inputs = [
      { kind: 'found', data: { data: 'from the server' } },
      { kind: 'missing' },
      undefined,
    ] as const;
    for (const preloaded of inputs) {
      const actor = start(async () => null, preloaded);
      expect(selectPublicResource(actor.getSnapshot())).toEqual(selectFirstPublicResourceView(preloaded));
      actor.start();
      expect(selectPublicResource(actor.getSnapshot())).toEqual(selectFirstPublicResourceView(preloaded));
    }
    // An answer (or a 404) from the server is final: no event leaves it, so the page never needs the machine.
    for (const preloaded of inputs.slice(0, 2)) {
      const actor = start(async () => ({ data: 'fresh' }), preloaded).start();
      actor.send({ type: 'user.retry' });
      expect(selectPublicResource(actor.getSnapshot())).toEqual(selectFirstPublicResourceView(preloaded));
      expect(actor.getSnapshot().status).toBe('active');
    }
  });

  it('is already shown, before it starts, when the server preloaded the answer, and fetches nothing', () => {
    const load = vi.fn(async () => ({ data: 'fresh' }));
    const actor = start(load, { kind: 'found', data: { data: 'from the server' } });
    // What the server renders: the snapshot of an actor that never starts.
    expect(selectPublicResource(actor.getSnapshot())).toEqual({
      kind: 'shown',
      data: { data: 'from the server' },
    });
    actor.start();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(load).not.toHaveBeenCalled();
  });

  it('is missing at once when the server said 404', () => {
    const load = vi.fn(async () => null);
    const actor = start(load, { kind: 'missing' }).start();
    expect(selectPublicResource(actor.getSnapshot())).toEqual({ kind: 'missing' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads without a preloaded answer', async () => {
    const actor = start(async () => ({ data: [1, 2] })).start();
    expect(selectPublicResource(actor.getSnapshot())).toEqual({ kind: 'loading' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.data).toEqual({ data: [1, 2] });
  });

  it('turns a 404 into missing and anything else into failed, which retries', async () => {
    const notFound = start(async () => {
      throw { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' };
    }).start();
    await waitFor(notFound, (s) => s.matches('missing'));

    let calls = 0;
    const flaky = start(async () => {
      calls += 1;
      if (calls === 1) throw { code: 'ERR_NETWORK', message: 'Network Error' };
      return { data: 'ok' };
    }).start();
    await waitFor(flaky, (s) => s.matches('failed'));
    expect(selectPublicResource(flaky.getSnapshot()).kind).toBe('failed');
    flaky.send({ type: 'user.retry' });
    await waitFor(flaky, (s) => s.matches('shown'));
    expect(calls).toBe(2);
  });
});
