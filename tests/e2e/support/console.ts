// Console lines a test may see without anything being wrong.
import type { ConsoleMessage } from '@playwright/test';

/**
 * Chrome's report of the page's own 404 status: the server answers an unknown page (or an unknown article, sector
 * slug, ...) with the 404 page and a real 404 status, and Chrome logs every 4xx document as a console error. Only
 * the document itself: a 404 from the API or a missing asset is still a problem.
 */
export function isOwnPageNotFound(message: ConsoleMessage): boolean {
  if (!message.text().includes('the server responded with a status of 404')) return false;
  const { pathname } = new URL(message.location().url || 'http://x/');
  return !pathname.startsWith('/api/') && !pathname.startsWith('/assets/');
}
