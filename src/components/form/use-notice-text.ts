// The text of a notice the server's answer brought (domain/failures `noticeText`), for pages that have the catalogue
// (both languages, with its key helpers: about 3 KB gzip) loaded once they are live instead of with them: a notice
// exists only once the page's machine has sent something, which it does after it has loaded (src/app/lazy-actor.ts),
// so the texts are there before any notice is. Until then (never in practice) a notice shows no text.
import { useEffect, useState } from 'react';
import type { Notice } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';

type NoticeTextOf = typeof import('../../../domain/failures').noticeText;

let loading: Promise<NoticeTextOf> | null = null;
let loaded: NoticeTextOf | null = null;

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
    load().then(
      (text) => active && setNoticeText(() => text),
      (error: unknown) => console.error('[form] the message catalogue could not load', error),
    );
    return () => {
      active = false;
    };
  }, [noticeText]);
  return (notice) => (noticeText ? noticeText(notice, locale) : null);
}
