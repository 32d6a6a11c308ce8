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
//   await waitForIntent(target).promise // a given target's (tests)

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

export interface Intent {
  /** Resolves at the first act. */
  promise: Promise<void>;
  /** An act no listener sees: resolves it now. */
  act: () => void;
}

/** The first intent event dispatched on `target` (capture phase, so no handler can hide it), or `act()`. */
export function waitForIntent(target: EventTarget): Intent {
  let act = () => {};
  const promise = new Promise<void>((resolve) => {
    act = () => {
      for (const type of INTENT_EVENTS) target.removeEventListener(type, act, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) target.addEventListener(type, act, { capture: true, passive: true });
  });
  return { promise, act };
}

let documentIntent: Intent | undefined;
// The document's, once per page view (at once where there is no document: the server, a test).
const ofDocument = () =>
  (documentIntent ??=
    typeof document === 'undefined' ? { promise: Promise.resolve(), act() {} } : waitForIntent(document));

/** The reader's first act on the page. */
export const firstIntent = (): Promise<void> => ofDocument().promise;
