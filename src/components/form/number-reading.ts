// The number reader (domain/numbers.ts) and the number field's texts (./number-text.ts with the `number` dictionary
// namespace), loaded once a page with a number field is live instead of with the page (about 2 KB gzip of its first
// load): nothing is read before anyone types, and a number field stays disabled until they are here (as it does
// until the page is live). A page that lists `number` among its route's `later` namespaces (src/app/routes.ts) loads
// the texts once it is live anyway. Code that reads a typed number after that (a form's submit) takes the loaded
// reader with `numberReading()`.
import { useEffect, useState } from 'react';
import { loadDictionary } from '../../app/dictionary';
import { currentLocale } from '../../app/locale';

export type NumberReading = typeof import('./number-reading-parts');

let loaded: NumberReading | undefined;
let loading: Promise<NumberReading> | undefined;

/** The reader and its texts once loaded (a number field loads them), else undefined. */
export function numberReading(): NumberReading | undefined {
  return loaded;
}

export function loadNumberReading(): Promise<NumberReading> {
  loading ??= Promise.all([
    import('./number-reading-parts'),
    loadDictionary(currentLocale(), ['number']),
  ]).then(
    ([reading]) => (loaded = reading),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The reader, loading it (with its texts) on mount; undefined until it is here. */
export function useNumberReading(): NumberReading | undefined {
  const [reading, setReading] = useState<NumberReading | undefined>(() => loaded);
  useEffect(() => {
    if (reading) return;
    let active = true;
    loadNumberReading().then(
      (module) => active && setReading(module),
      (error: unknown) => console.error('[form] the number reader could not load', error),
    );
    return () => {
      active = false;
    };
  }, [reading]);
  return reading;
}
