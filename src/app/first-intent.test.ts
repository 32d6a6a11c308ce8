import { describe, expect, it } from 'vitest';
import { firstIntent, waitForIntent } from './first-intent';

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('waitForIntent', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change'])(
    'resolves at the first %s',
    async (type) => {
      const target = new EventTarget();
      const intent = waitForIntent(target);
      expect(await settled(intent)).toBe(false);
      target.dispatchEvent(new Event(type));
      expect(await settled(intent)).toBe(true);
    },
  );

  it('does not count reading: scrolling, moving the pointer, the page becoming visible', async () => {
    const target = new EventTarget();
    const intent = waitForIntent(target);
    for (const type of ['scroll', 'wheel', 'pointermove', 'mousemove', 'visibilitychange', 'load'])
      target.dispatchEvent(new Event(type));
    expect(await settled(intent)).toBe(false);
  });

  it('stops listening once it has resolved', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    const target = new EventTarget();
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      added.push(type);
      add(type, listener, options);
    };
    target.removeEventListener = (type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    };
    const intent = waitForIntent(target);
    target.dispatchEvent(new Event('keydown'));
    await intent;
    expect(removed.sort()).toEqual(added.sort());
    expect(added).toHaveLength(7);
  });
});

describe('firstIntent', () => {
  it('resolves at once where there is no document (the server, a test)', async () => {
    expect(typeof document).toBe('undefined');
    expect(await settled(firstIntent())).toBe(true);
  });
});
