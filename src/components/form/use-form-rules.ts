// A form's rules (its valibot schema, the field-issue helpers, the catalogue's texts) loaded at the reader's first
// act on the page (src/app/first-intent.ts) instead of with the page, as the phone rule is (./use-phone-rule.ts): a
// visitor reads a form before typing in it, and valibot with the message catalogue in both languages is about 6 KB
// gzip of a form page's first load (README "Performance budgets"). Until they have loaded, a field left is not
// checked (it is checked as soon as they arrive, see `onLoaded`); a submit always waits for them.
import { useEffect, useRef, useState } from 'react';
import { firstIntent } from '../../app/first-intent';
import { submitAfterLoad } from './form';

export interface FormRulesLoader<T> {
  /** The rules once loaded, null before (and when their chunk could not load). */
  rules: T | null;
  /**
   * Runs a form's submit with the rules: at once when they are here, otherwise once they have loaded (the first
   * invalid field then gets the focus). Returns what a Form's `onSubmit` returns.
   */
  submitWith: (submit: (rules: T) => boolean) => boolean;
}

export function useFormRules<T>(load: () => Promise<T>): FormRulesLoader<T> {
  const [loader] = useState(() => {
    let promise: Promise<T> | null = null;
    return () => (promise ??= load());
  });
  const [rules, setRules] = useState<T | null>(null);
  const loaded = useRef<T | null>(null);
  useEffect(() => {
    let active = true;
    firstIntent()
      .then(loader)
      .then(
        (module) => {
          loaded.current = module;
          if (active) setRules(() => module);
        },
        (error: unknown) => console.error('[form] its rules could not load', error),
      );
    return () => {
      active = false;
    };
  }, [loader]);
  const submitWith = (submit: (rules: T) => boolean): boolean => {
    const ready = rules ?? loaded.current;
    if (ready) return submit(ready);
    // The form being sent holds the focus now (its button, or the field where Enter was pressed).
    const form = document.activeElement?.closest('form') ?? document.querySelector('form');
    void loader().then(
      (module) => {
        submitAfterLoad(() => submit(module), form);
      },
      (error: unknown) => console.error('[form] its rules could not load', error),
    );
    return true;
  };
  return { rules, submitWith };
}
