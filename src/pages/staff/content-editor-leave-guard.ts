// The content editor's guard of unsaved changes (content-editor-page.tsx): the browser's own prompt before the tab
// closes, and a followed link inside the app goes through the machine (`user.leave`), which asks first.
import { useEffect } from 'react';
import type { Send } from './content-editor-fields';

/** Unsaved changes: the browser asks before the tab closes, and a followed link goes through the machine. */
export function useLeaveGuard(dirty: boolean, send: Send) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement)) return;
      if (target.target && target.target !== '_self') return;
      const url = new URL(target.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      send({ type: 'user.leave', href: `${url.pathname}${url.search}${url.hash}` });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, send]);
}
