// The VN phone rule for the forms that have a phone field. libphonenumber is big, so the rule comes from
// domain/phone on demand (`loadPhoneRule()`, its own chunk) at the reader's first act on a page with such a form
// (src/app/first-intent.ts), never with the app.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhoneRule } from '../../../domain/phone';
import { firstIntent } from '../../app/first-intent';
import { submitAfterLoad } from './form';

/** Until libphonenumber has loaded, checks while typing skip the phone rule; submit always waits for the real rule. */
export const pendingPhoneRule: PhoneRule = () => ({ ok: true, e164: null });

export interface PhoneRuleLoader {
  /** The real rule once loaded, null before (and when its chunk could not load). */
  loaded: PhoneRule | null;
  /** The rule for checks on blur and while typing: the real one once loaded, the permissive one before. */
  blurRule: PhoneRule;
  /**
   * Runs a form's submit with the real rule: at once when it is here, otherwise once it has loaded (a slow
   * network; the first invalid field then gets the focus). If its chunk cannot load at all (offline), the other
   * fields are still checked and the server checks the number. Returns what a Form's `onSubmit` returns.
   */
  submitWith: (submit: (rule: PhoneRule) => boolean) => boolean;
}

export function usePhoneRule(): PhoneRuleLoader {
  const promise = useRef<Promise<PhoneRule> | null>(null);
  const [loaded, setLoaded] = useState<PhoneRule | null>(null);
  // domain/phone directly (what domain/validation's loadPhoneRule does): a form whose own rules load later
  // (./use-form-rules.ts) keeps valibot out of its first load.
  const load = useCallback(
    () => (promise.current ??= import('../../../domain/phone').then(({ makePhoneRule }) => makePhoneRule())),
    [],
  );
  useEffect(() => {
    let active = true;
    firstIntent()
      .then(load)
      .then(
        (rule) => active && setLoaded(() => rule),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [load]);
  const submitWith = (submit: (rule: PhoneRule) => boolean): boolean => {
    if (loaded) return submit(loaded);
    // The form being sent holds the focus now (its button, or the field where Enter was pressed).
    const form = document.activeElement?.closest('form') ?? document.querySelector('form');
    void load()
      .catch(() => pendingPhoneRule)
      .then((rule) => {
        submitAfterLoad(() => submit(rule), form);
      });
    return true;
  };
  return { loaded, blurRule: loaded ?? pendingPhoneRule, submitWith };
}
