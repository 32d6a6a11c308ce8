// The content renderer (domain/content/markdown.ts) and the slug helper (domain/content/slug.ts). The renderer is
// fed a list of known XSS payloads, in Markdown and as raw HTML inside Markdown; whatever it answers must hold no
// executable markup. The checks read the output as HTML (attributes parsed), not as a string search alone.
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { renderContent, renderMarkdown, readingMinutesOf } from '../../domain/content/markdown';
import { isSlug, slugify } from '../../domain/content/slug';

const PAYLOADS: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script tag upper case': '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  'script split over lines': 'Text\n\n<script\n>alert(1)</script\n>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onerror quoted, no space': '<img src="x"onerror="alert(1)">',
  'img src javascript': '<img src="javascript:alert(1)">',
  'img src data': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'markdown image javascript': '![x](javascript:alert(1))',
  'markdown image data': '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'svg onload': '<svg onload=alert(1)><circle r=1 /></svg>',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  'svg animate href':
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>',
  'math namespace confusion': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'math href': '<math href="javascript:alert(1)">CLICK</math>',
  'svg/style mutation (mXSS)': '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  'markdown link javascript': '[x](javascript:alert(1))',
  'markdown link JavaScript mixed case': '[x](JaVaScRiPt:alert(1))',
  'markdown link with spaces': '[x]( javascript:alert(1) )',
  'markdown link angle brackets': '[x](<javascript:alert(1)>)',
  'markdown link entity tab': '[x](jav&#x09;ascript:alert(1))',
  'markdown link entity colon': '[x](javascript&#58;alert(1))',
  'markdown link vbscript': '[x](vbscript:msgbox(1))',
  'markdown link data': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'markdown reference link javascript': '[x][1]\n\n[1]: javascript:alert(1)',
  'markdown autolink javascript': '<javascript:alert(1)>',
  'markdown autolink vbscript': '<vbscript:msgbox(1)>',
  'a href entity tab': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'a href entity newline': '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  'a href decimal entities':
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'a href hex entities without semicolons':
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  'a href named entity colon': '<a href="javascript&colon;alert(1)">x</a>',
  'a href leading control char': '<a href="\u0001javascript:alert(1)">x</a>',
  'a href leading spaces': '<a href="   javascript:alert(1)">x</a>',
  'a href vbscript': '<a href="vbscript:msgbox(1)">x</a>',
  'a href data': '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  'a onclick': '<a href="https://example.com" onclick="alert(1)">x</a>',
  'a onmouseover unquoted': '<a href=https://example.com onmouseover=alert(1)>x</a>',
  iframe: '<iframe src="https://evil.example"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  object: '<object data="javascript:alert(1)"></object>',
  embed: '<embed src="javascript:alert(1)">',
  'form with formaction':
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  'input autofocus onfocus': '<input autofocus onfocus=alert(1)>',
  'style tag': '<style>body{background:url("javascript:alert(1)")}</style>',
  'style attribute CSS expression': '<p style="width: expression(alert(1))">x</p>',
  'style attribute behavior': '<div style="behavior: url(x.htc)">x</div>',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="javascript:alert(1)//">',
  'html comment hiding script': '<!-- --><script>alert(1)</script><!-- -->',
  'conditional comment': '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  'comment breakout': '<!--><img src=x onerror=alert(1)>-->',
  cdata: '<![CDATA[<script>alert(1)</script>]]>',
  'body onload': '<body onload=alert(1)>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'video source onerror': '<video><source onerror="alert(1)"></video>',
  'marquee onstart': '<marquee onstart=alert(1)>x</marquee>',
  template: '<template><img src=x onerror=alert(1)></template>',
  'code span keeps text only': '`<script>alert(1)</script>`',
  'fenced code block': '```html\n<script>alert(1)</script>\n```',
  'heading with html': '# Title <img src=x onerror=alert(1)>',
  'table cell with html': '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  'link title breakout': '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  'protocol-relative link': '[x](//evil.example/path)',
  'unicode escaped javascript': '<a href="\\u006aavascript:alert(1)">x</a>',
};

const EXECUTABLE_TAGS = [
  'script',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'form',
  'style',
  'link',
  'meta',
  'base',
  'input',
  'button',
  'template',
  'video',
  'source',
  'body',
  'details',
  'marquee',
  'noscript',
];

type Element = { type: string; name: string; attribs: Record<string, string>; children?: Node[] };
type Node = Element | { type: string; children?: Node[] };

function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') out.push(node as Element);
      if (node.children) walk(node.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children as Node[]);
  return out;
}

/** Every way the rendered HTML could run code, as a list of findings (empty = safe). */
function executableMarkup(html: string): string[] {
  const findings: string[] = [];
  if (/<\s*script/i.test(html)) findings.push('a <script');
  // Attribute values come out double-quoted with `"` escaped, so blanking them leaves only the markup itself.
  const markup = html.replace(/"[^"]*"/g, '""');
  if (/\son[a-z]+\s*=/i.test(markup)) findings.push('an on...= attribute');
  if (/<!--|<!\[CDATA\[/i.test(html)) findings.push('a comment or CDATA');
  for (const element of elementsOf(html)) {
    if (EXECUTABLE_TAGS.includes(element.name.toLowerCase())) findings.push(`a <${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) findings.push(`${name} on <${element.name}>`);
      if (name === 'style') findings.push(`a style attribute on <${element.name}>`);
      if (['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'].includes(name)) {
        // What a browser would read: entities decoded (done by the parser), control characters and spaces removed.
        const url = [...value]
          .filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f))
          .join('')
          .toLowerCase();
        if (/^(javascript|vbscript|data):/.test(url)) findings.push(`${name}="${value}"`);
        if (url.startsWith('//')) findings.push(`protocol-relative ${name}="${value}"`);
      }
    }
  }
  return findings;
}

describe('renderMarkdown: known XSS payloads', () => {
  it.each(Object.entries(PAYLOADS))('%s: no executable markup', (_name, payload) => {
    for (const markdown of [payload, `Intro text\n\n${payload}\n\nOutro`, `- item ${payload}`]) {
      const html = renderMarkdown(markdown);
      expect(executableMarkup(html), `${markdown}\n=> ${html}`).toEqual([]);
      // The words may stay as text (`<a>javascript:alert(1)</a>` is harmless), never as a URL.
      expect(html).not.toMatch(/(href|src)\s*=\s*["']?[^"'>]*(javascript|vbscript|data):/i);
    }
  });

  it('the checker itself finds executable markup (so the test above can fail)', () => {
    expect(executableMarkup('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(executableMarkup('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(executableMarkup('<svg></svg>')).not.toEqual([]);
    expect(executableMarkup('<p style="x">y</p>')).not.toEqual([]);
    expect(executableMarkup('<!-- x -->')).not.toEqual([]);
    expect(executableMarkup('<a href="/x" onclick="y">x</a>')).not.toEqual([]);
  });
});

describe('renderMarkdown: what it keeps', () => {
  it('renders headings, lists, tables, quotes, code, emphasis, rules and line breaks', () => {
    const html = renderMarkdown(
      [
        '# Tiêu đề',
        '## Phần một',
        '### Ý nhỏ',
        'Đoạn **đậm**, *nghiêng*, ~~gạch~~ và `mã`.  \nDòng mới.',
        '- một\n- hai',
        '1. một\n2. hai',
        '> Trích dẫn',
        '| Cột | Giá trị |\n| :-- | --: |\n| a | 1 |',
        '```js\nconst x = 1 < 2;\n```',
        '---',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Tiêu đề</h2>'); // the page's title is its only h1
    expect(html).toContain('<h2>Phần một</h2>');
    expect(html).toContain('<h3>Ý nhỏ</h3>');
    expect(html).toContain('<strong>đậm</strong>');
    expect(html).toContain('<em>nghiêng</em>');
    expect(html).toContain('<del>gạch</del>');
    expect(html).toContain('<code>mã</code>');
    expect(html).toContain('<br />');
    expect(html).toMatch(/<ul>\s*<li>một<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>một<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>Trích dẫn<\/p>/);
    expect(html).toContain('<th align="left">Cột</th>');
    expect(html).toContain('<td align="right">1</td>');
    expect(html).toContain('<code class="language-js">const x = 1 &lt; 2;');
    expect(html).toContain('<hr />');
  });

  it('keeps http, https, mailto and relative links; external ones get rel="noopener noreferrer"', () => {
    const html = renderMarkdown(
      '[a](https://example.com/x "Tiêu đề") [b](http://example.org) [c](mailto:sales@ghg-demo.vn) [d](/article/blog) [e](#phan-1) [f](../x)',
    );
    expect(html).toContain('<a href="https://example.com/x" title="Tiêu đề" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="http://example.org" rel="noopener noreferrer">b</a>');
    expect(html).toContain('<a href="mailto:sales@ghg-demo.vn">c</a>');
    expect(html).toContain('<a href="/article/blog">d</a>');
    expect(html).toContain('<a href="#phan-1">e</a>');
    expect(html).toContain('<a href="../x">f</a>');
  });

  it('a rel given in raw HTML is replaced (none on internal links, noopener on external ones)', () => {
    expect(renderMarkdown('<a href="/x" rel="opener">x</a>')).toBe('<p><a href="/x">x</a></p>');
    expect(renderMarkdown('<a href="https://e.com" rel="opener">x</a>')).toBe(
      '<p><a href="https://e.com" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('keeps https and relative images, drops http, data and javascript ones', () => {
    expect(renderMarkdown('![Biểu đồ](https://cdn.example/a.png "t")')).toContain(
      '<img src="https://cdn.example/a.png" alt="Biểu đồ" title="t" />',
    );
    expect(renderMarkdown('![Ảnh](/api/content-images/0b7f7f0e-0000-4000-8000-000000000000)')).toContain(
      '<img src="/api/content-images/0b7f7f0e-0000-4000-8000-000000000000" alt="Ảnh" />',
    );
    expect(renderMarkdown('![x](http://example.com/a.png)')).not.toContain('<img');
    expect(renderMarkdown('![x](data:image/png;base64,AAAA)')).not.toContain('<img');
  });

  it('drops unknown attributes (id, class, style) and unknown tags but keeps their text', () => {
    expect(renderMarkdown('<p id="x" class="y" style="color:red">Xin <span>chào</span></p>')).toBe(
      '<p>Xin chào</p>',
    );
  });
});

describe('readingMinutesOf', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `từ${i}`).join(' ');
  it('is ceil(words / 200), at least 1', () => {
    expect(renderContent('').readingMinutes).toBe(1);
    expect(renderContent(words(1)).readingMinutes).toBe(1);
    expect(renderContent(words(200)).readingMinutes).toBe(1);
    expect(renderContent(words(201)).readingMinutes).toBe(2);
    expect(renderContent(words(1000)).readingMinutes).toBe(5);
  });

  it('counts the words of the text, not of the markup', () => {
    expect(readingMinutesOf(`<p>${words(150)}</p><table><tr><td>${words(100)}</td></tr></table>`)).toBe(2);
    expect(readingMinutesOf('<p>' + '<strong>x</strong> '.repeat(199) + '</p>')).toBe(1);
  });
});

describe('slugify', () => {
  it.each([
    ['Nghị định 06/2022: ai phải kiểm kê khí nhà kính?', 'nghi-dinh-06-2022-ai-phai-kiem-ke-khi-nha-kinh'],
    ['Đo đạc, báo cáo và thẩm định (MRV)', 'do-dac-bao-cao-va-tham-dinh-mrv'],
    ['ĐƯỜNG ĐẾN NET ZERO', 'duong-den-net-zero'],
    ['Thép Xanh — giảm 18% phát thải', 'thep-xanh-giam-18-phat-thai'],
    ['  CBAM: what EU importers need  ', 'cbam-what-eu-importers-need'],
    ['Ưu đãi ở Huế, Quảng Ngãi & Hà Nội', 'uu-dai-o-hue-quang-ngai-ha-noi'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(isSlug(slug)).toBe(true);
  });

  it('decomposed (NFD) input gives the same slug as composed input', () => {
    expect(slugify('Kiểm kê'.normalize('NFD'))).toBe('kiem-ke');
  });

  it('cuts long titles at a word boundary within the limit', () => {
    const slug = slugify('khí nhà kính '.repeat(30), 40);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(isSlug(slug)).toBe(true);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toBe('khi-nha-kinh-khi-nha-kinh-khi-nha-kinh');
  });
});
