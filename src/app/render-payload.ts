// What a server-rendered page hands to the browser next to its HTML: the language and session hint it rendered with,
// the site's origin and the API answers it fetched (so the browser renders the same thing and fetches nothing twice). A JSON
// <script> the server writes (server/ssr) and src/main.tsx reads once.
import type { Locale } from '../../domain/messages';
import type { Preloaded } from '../../machines/content/public-resource.types';
import type { SessionHint } from './render-context';

export const RENDER_PAYLOAD_ID = 'render-payload';

export interface RenderPayload {
  locale: Locale;
  sessionHint: SessionHint;
  preloaded: Record<string, Preloaded<unknown>>;
  /**
   * The site's origin the server built the page's URLs with (SITE_URL), so the browser keeps the same canonical
   * and hreflang URLs after it takes the page over, whatever host it was reached through ('' when unknown).
   */
  origin: string;
}

/** An http(s) origin without path, e.g. https://ghg.example.vn. */
function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload of a server-rendered page, or null (a page the server did not render, or a malformed payload). */
export function readRenderPayload(doc: Pick<Document, 'getElementById'>): RenderPayload | null {
  const text = doc.getElementById(RENDER_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.preloaded)) return null;
    if (value.locale !== 'vi' && value.locale !== 'en') return null;
    if (value.sessionHint !== 'signedOut' && value.sessionHint !== 'checking') return null;
    return {
      locale: value.locale,
      sessionHint: value.sessionHint,
      preloaded: value.preloaded as RenderPayload['preloaded'],
      origin: isOrigin(value.origin) ? value.origin : '',
    };
  } catch {
    return null;
  }
}
