// The number reader (domain/numbers.ts) and the number field's texts (./number-text.ts with the `number` dictionary
// namespace), loaded once a page with a number field is live instead of with the page (about 2 KB gzip of its first
// load): nothing is read before anyone types, and a number field stays disabled until they are here (as it does
// until the page is live). A page that lists `number` among its route's `later` namespaces (src/app/routes.ts) loads
// the texts once it is live anyway. Code that reads a typed number after that (a form's submit) takes the loaded
// reader with `numberReading()`.
import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/messages';
import { loadDictionary } from '../../app/dictionary';
import { currentLocale } from '../../app/locale';

export type NumberReading = typeof import('./number-reading-parts');

let loaded: NumberReading | undefined;
let loading: Promise<NumberReading> | undefined;

/** The reader and its texts once loaded (a number field loads them), else undefined. */
export function numberReading(): NumberReading | undefined {
  return loaded;
}

/** The reader's module (once) and its texts in `locale` (loaded ones answer at once). */
export function loadNumberReading(locale: Locale = currentLocale()): Promise<NumberReading> {
  loading ??= import('./number-reading-parts').then(
    (reading) => (loaded = reading),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return Promise.all([loading, loadDictionary(locale, ['number'])]).then(([reading]) => reading);
}

/**
 * The reader, loading it with its texts in `locale` (again after a language switch that came first); undefined until
 * it is here. `textsHere`: whether `LL` holds its texts (the field asks the reader, `hasNumberTexts`).
 */
export function useNumberReading(locale: Locale, textsHere: boolean): NumberReading | undefined {
  const [reading, setReading] = useState<NumberReading | undefined>(() => loaded);
  useEffect(() => {
    if (reading && textsHere) return;
    let active = true;
    loadNumberReading(locale).then(
      (module) => active && setReading(module),
      (error: unknown) => console.error('[form] the number reader could not load', error),
    );
    return () => {
      active = false;
    };
  }, [reading, locale, textsHere]);
  return reading;
}
