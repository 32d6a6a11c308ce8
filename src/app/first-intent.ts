// The reader's first act on the page: a press, a touch, a key or a focus. What a page needs only once the reader acts
// (a form's machine, its rules and message texts, a wizard's later steps) loads then, not as soon as the page is
// live: a reader who only reads never pays for it, and a phone's main thread stays free while the page settles
// (on a phone, evaluating that code right after hydration was most of the Total Blocking Time of the form pages;
// README "Speed: what a first visit loads").
//
// Nothing is lost by waiting: a press or a key comes before the click or the submit it leads to, and code that is
// asked for before (an event sent to a machine, a submit) loads at once (src/app/lazy-actor.ts `send`,
// src/components/form/use-form-rules.ts `submitWith`). Scrolling is not an act here: it is reading.
//
//   await firstIntent();            // the document's: once per page view, shared by every part of the page
//   await waitForIntent(target);    // a given target's (tests)

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Resolves at the first intent event dispatched on `target` (capture phase, so no handler can hide it). */
export function waitForIntent(target: EventTarget): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTENT_EVENTS) target.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) target.addEventListener(type, done, { capture: true, passive: true });
  });
}

let documentIntent: Promise<void> | null = null;

/**
 * The document's first intent (at once where there is no document). A focus already inside the page (an autofocused
 * field) counts: the reader is about to type there.
 */
export function firstIntent(): Promise<void> {
  if (documentIntent) return documentIntent;
  if (typeof document === 'undefined') return (documentIntent = Promise.resolve());
  const active = document.activeElement;
  documentIntent =
    active && active !== document.body && active !== document.documentElement
      ? Promise.resolve()
      : waitForIntent(document);
  return documentIntent;
}
