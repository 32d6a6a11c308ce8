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

/**
 * aria-describedby for a control: the hint first, then (a number field's) `echo` line, then the error (screen readers
 * read them in order).
 */
export function describedBy(
  ids: FieldIds,
  hint: unknown,
  error: unknown,
  echo?: string | null,
): string | undefined {
  const parts = [hint ? ids.hint : null, echo, error ? ids.error : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
