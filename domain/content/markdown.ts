// The one Markdown renderer of articles and success stories: `marked` turns Markdown into HTML, then
// `sanitize-html` keeps only an allow-list of tags, attributes and URL schemes. The public pages, the RSS feeds and
// the staff editor's preview (POST /staff/content-preview) all call `renderMarkdown`, so the preview is exactly what
// readers get. Raw HTML inside Markdown is allowed through marked and then judged by the same allow-list; nothing
// here tries to sanitise by hand.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Longest Markdown text accepted (the contract's `markdown` maxLength). */
export const MARKDOWN_MAX_LENGTH = 100_000;

/** Reading speed used for `readingMinutes` (words per minute). */
export const WORDS_PER_MINUTE = 200;

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * THE allow-list (see "Rendering" in the content API):
 * - tags: headings h2-h6 (a Markdown `#` becomes h2: the page's title is its only h1), paragraphs, lists,
 *   tables, blockquote, code/pre, links, images, em/strong/del, hr, br. No script, style, iframe, object, embed,
 *   form, svg, math or any other tag: they are dropped (script/style/textarea/noscript with their content).
 * - attributes: a[href, title, rel], img[src, alt, title], th/td[align], code[class=language-*]; no `on*`, no
 *   `style`, no `id`/`name` (no DOM clobbering).
 * - URL schemes: links http, https, mailto or relative; images https or relative. Protocol-relative URLs
 *   (`//host/...`) are refused: they would leave the site without saying so. sanitize-html decodes entities and
 *   drops control characters and whitespace before it reads the scheme, so `jav&#x09;ascript:` is refused too.
 * - links to other sites get rel="noopener noreferrer"; links on this site carry no rel.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'em',
    'strong',
    'del',
    'hr',
    'br',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'template'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      const external = /^\s*(https?:)?\/\//i.test(rest.href ?? '');
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
  },
  // An image whose src was refused (http:, data:, ...) is dropped entirely rather than left as a broken <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Markdown -> sanitised HTML (the allow-list above). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** The text of sanitised HTML, tags removed (entities stay encoded; only used for counting words). */
function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}

/** Reading time in minutes of a rendered text: ceil(words / 200), at least 1 (at most 1000, the contract's cap). */
export function readingMinutesOf(html: string): number {
  const words = textOf(html)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.min(1000, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}

/** Both at once: what the preview and the stores need. */
export function renderContent(markdown: string): { html: string; readingMinutes: number } {
  const html = renderMarkdown(markdown);
  return { html, readingMinutes: readingMinutesOf(html) };
}
