// Messages as catalogue KEYS, never texts: a valibot issue message (or a server's VALIDATION_FAILED detail) is
// `group.key` or `group.key|{"param":value}` (e.g. `validation.minLength|{"min":8}`), a key of ./messages, and the
// reader's language is applied only when it is shown (`translateKey`, `translateMessage`, `translateIssue`).
import type * as v from 'valibot';
import { messages, formatMessage, type Locale, type MessageGroup } from './messages';

type Catalogue = (typeof messages)['vi'];
/** A message of the catalogue (./messages), as `group.key`. */
export type CatalogueKey = {
  [G in MessageGroup]: `${G}.${Extract<keyof Catalogue[G], string>}`;
}[MessageGroup];

export type MessageParams = Record<string, string | number>;
export interface MessageRef {
  key: CatalogueKey;
  params?: MessageParams;
}

const PARAMS_SEPARATOR = '|';

/** The template of a key in one language, or undefined for an unknown key. */
function template(key: string, locale: Locale): string | undefined {
  const dot = key.indexOf('.');
  if (dot < 1) return undefined;
  const group = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const table = messages[locale] as Record<string, Record<string, string>>;
  const groupTable = Object.hasOwn(table, group) ? table[group] : undefined;
  return groupTable && Object.hasOwn(groupTable, name) ? groupTable[name] : undefined;
}

export function isCatalogueKey(key: string): key is CatalogueKey {
  return template(key, 'en') !== undefined;
}

/** Encodes a key and its parameters as a valibot message: `validation.minLength|{"min":8}`. */
export function encodeMessage(key: CatalogueKey, params?: MessageParams): string {
  return params ? `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}` : key;
}

/** Reads an encoded message back; null when it is not one of ours (e.g. a valibot default message). */
export function decodeMessage(message: string): MessageRef | null {
  const separator = message.indexOf(PARAMS_SEPARATOR);
  const key = separator === -1 ? message : message.slice(0, separator);
  if (!isCatalogueKey(key)) return null;
  if (separator === -1) return { key };
  try {
    const params: unknown = JSON.parse(message.slice(separator + 1));
    if (!isParams(params)) return null;
    return { key, params };
  } catch {
    return null;
  }
}

function isParams(value: unknown): value is MessageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/** The text of a catalogue key in a language, placeholders filled. */
export function translateKey(key: CatalogueKey, locale: Locale, params?: MessageParams): string {
  return formatMessage(template(key, locale) ?? template('errors.validationFailed', locale)!, params);
}

/** The text of an encoded message; anything not encoded by this module reads as "invalid data". */
export function translateMessage(message: string, locale: Locale): string {
  const ref = decodeMessage(message);
  return ref ? translateKey(ref.key, locale, ref.params) : translateKey('errors.validationFailed', locale);
}

/** The text of one valibot issue in a language. */
export function translateIssue(issue: Pick<v.BaseIssue<unknown>, 'message'>, locale: Locale): string {
  return translateMessage(issue.message, locale);
}
