// The text of a notice the server's answer brought (domain/failures `noticeText`), for pages that have the catalogue
// (both languages, with its key helpers: about 3 KB gzip) loaded when a notice first needs it instead of with the
// page: a notice exists only once the page's machine has sent something and the server has answered, so most visits
// never load it. The notice shows its text a moment after it appears (the catalogue's request), null until then.
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
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (noticeText || !wanted) return;
    let active = true;
    load().then(
      (text) => active && setNoticeText(() => text),
      (error: unknown) => console.error('[form] the message catalogue could not load', error),
    );
    return () => {
      active = false;
    };
  }, [noticeText, wanted]);
  return (notice) => {
    if (noticeText) return noticeText(notice, locale);
    // Asked for during a render: the catalogue is loaded from an effect of the next one.
    if (!wanted) queueMicrotask(() => setWanted(true));
    return null;
  };
}
