// The product's message catalogue (spec sections 5 and 8), shared by the browser dictionaries (src/i18n) and the
// server's error answers. The spec's wordings are kept exactly; where the spec gives only one language, the other
// is our translation. Placeholders use typesafe-i18n syntax: {min}, {max}.
import { messagesEn } from './messages.en';
import { messagesVi } from './messages.vi';
import type { Locale } from './locales';

export { defaultLocale, localeFromAcceptLanguage, locales, toLocale, type Locale } from './locales';

export const messages = { vi: messagesVi, en: messagesEn } as const;

export type MessageGroup = keyof (typeof messages)['vi'];
export type MessageKey<G extends MessageGroup> = keyof (typeof messages)['vi'][G];

/** Fills {name} placeholders. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function message<G extends MessageGroup>(
  locale: Locale,
  group: G,
  key: MessageKey<G>,
  params?: Record<string, string | number>,
): string {
  const table = messages[locale][group] as Record<string, string>;
  return formatMessage(table[key as string], params);
}
