// The reader's first act on the page: a press, a touch, a key, a focus, a change of a control. What a page needs
// only once the reader acts (a form's machine, its rules, a wizard's later steps) loads then, not as soon as the page
// is live: a reader who only reads never pays for it, and a phone's main thread stays free while the page settles
// (on a phone, evaluating that code right after hydration was most of the Total Blocking Time of the form pages;
// README "Speed: what a first visit loads").
//
// Nothing is lost by waiting: a press or a key comes before the click or the submit it leads to, and code that is
// asked for before (a submit) loads at once (src/components/form/use-form-rules.ts `submitWith`), and an event sent to
// a machine before it has loaded waits for it (src/app/lazy-actor.ts). Scrolling is not an act here: it is reading.
//
//   await firstIntent();                // the document's: once per page view, shared by every part of the page
//   await waitForIntent(target)         // a given target's (tests)

// A press, a touch, a key, a focus; and what a control reports when changed without any of those (a choice made by
// assistive technology or by the browser's autofill, a click made by a script): a change is an act too.
const INTENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'input',
  'change',
] as const;

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

let documentIntent: Promise<void> | undefined;

/** The reader's first act on the page: the document's, once per page view (at once where there is no document). */
export const firstIntent = (): Promise<void> =>
  (documentIntent ??= typeof document === 'undefined' ? Promise.resolve() : waitForIntent(document));
