// The text of a notice the server's answer brought (domain/failures `noticeText`), for pages that have the catalogue
// (both languages, with its key helpers: about 3 KB gzip) loaded later instead of with them: at the reader's first
// act on the page (src/app/first-intent.ts), or at once when a text is asked for (a notice exists only once the
// page's machine has sent something: with a machine that starts at the first act, the texts load beside it; with one
// that starts as soon as the page is live, a failure shows its text once the catalogue is here, a moment later).
import { useEffect, useState } from 'react';
import type { Notice } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import { firstIntent } from '../../app/first-intent';

type NoticeTextOf = typeof import('../../../domain/failures').noticeText;

let loading: Promise<NoticeTextOf> | null = null;
let loaded: NoticeTextOf | null = null;
let askFor: () => void = () => {};
// Resolved by the first text asked for before the catalogue has loaded.
const asked = new Promise<void>((resolve) => (askFor = resolve));

function load(): Promise<NoticeTextOf> {
  loading ??= import('../../../domain/failures').then(({ noticeText }) => (loaded = noticeText));
  return loading;
}

/** `(notice) => text` in the reader's language; null until the catalogue has loaded. */
export function useNoticeText(): (notice: Notice) => string | null {
  const { locale } = useI18nContext();
  const [noticeText, setNoticeText] = useState<NoticeTextOf | null>(() => loaded);
  useEffect(() => {
    if (noticeText) return;
    let active = true;
    Promise.race([firstIntent(), asked])
      .then(load)
      .then(
        (text) => active && setNoticeText(() => text),
        (error: unknown) => console.error('[form] the message catalogue could not load', error),
      );
    return () => {
      active = false;
    };
  }, [noticeText]);
  return (notice) => {
    if (noticeText) return noticeText(notice, locale);
    askFor();
    return null;
  };
}
