// Ids that tie a field to its hint and error (aria-describedby), from one React `useId`.
import { useId } from 'react';

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** aria-describedby for a control: the hint first, then the error (screen readers read both, in order). */
export function describedBy(ids: FieldIds, hint: unknown, error: unknown): string | undefined {
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
