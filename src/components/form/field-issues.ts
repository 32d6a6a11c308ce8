// A valibot schema's result as per-field catalogue references, kept as keys (+ parameters) and translated at render
// time, so switching the language re-translates the errors on screen. Every form of the site reads its schema
// through these.
import type * as v from 'valibot';
import type { Locale } from '../../../domain/messages';
import { translateKey, type MessageRef } from '../../../domain/message-keys';
import { validate } from '../../../domain/validation';

export type FieldIssues<F extends string> = Partial<Record<F, MessageRef>>;

/** The first problem of each field, as catalogue references (untranslated). */
export function fieldIssues<F extends string>(
  schema: v.GenericSchema,
  values: unknown,
  locale: Locale,
): { ok: true; value: unknown } | { ok: false; issues: FieldIssues<F> } {
  const result = validate(schema, values, locale);
  if (result.ok) return { ok: true, value: result.value };
  const issues: FieldIssues<F> = {};
  for (const issue of result.issues) {
    const field = issue.field as F;
    if (!(field in issues)) issues[field] = { key: issue.key, params: issue.params };
  }
  return { ok: false, issues };
}

export function issueText(issue: MessageRef | undefined, locale: Locale): string | null {
  return issue ? translateKey(issue.key, locale, issue.params) : null;
}
