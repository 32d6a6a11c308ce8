// What the content API tests share: the fixture content folders, well-formed staff inputs, a multipart body and
// small images, and an XML well-formedness check.
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import type { components } from '../../../openapi/schema';

export const CONTENT_FIXTURES = fileURLToPath(new URL('../../fixtures/content/', import.meta.url));
export const BROKEN_CONTENT_FIXTURES = fileURLToPath(
  new URL('../../fixtures/content-broken/', import.meta.url),
);

type Schemas = components['schemas'];

export function articleInput(
  overrides: Partial<Schemas['StaffArticleInput']> = {},
): Schemas['StaffArticleInput'] {
  return {
    slug: 'bai-viet-moi',
    category: 'news',
    coverImageUrl: null,
    authorName: 'Lan Phạm',
    vi: {
      title: 'Bài viết mới về CBAM',
      excerpt: 'Tóm tắt bài viết mới.',
      tags: ['CBAM', 'Thép'],
      markdown: 'Nội dung **mới**.\n\n## Mục một\n\nVăn bản.',
    },
    en: null,
    ...overrides,
  };
}

export function storyInput(overrides: Partial<Schemas['StaffStoryInput']> = {}): Schemas['StaffStoryInput'] {
  return {
    slug: 'cau-chuyen-moi',
    companyName: 'Công ty Xi măng Minh Họa',
    sectorCode: 'CEMENT',
    coverImageUrl: null,
    logoUrl: null,
    illustrative: true,
    vi: {
      title: 'Câu chuyện mới',
      summary: 'Tóm tắt câu chuyện.',
      quote: null,
      quoteAuthor: null,
      quoteRole: null,
      metrics: [{ label: 'Giảm phát thải', value: '12%' }],
      markdown: 'Nội dung câu chuyện.',
    },
    en: null,
    ...overrides,
  };
}

/** A multipart/form-data body (built by the platform's own FormData). */
export async function multipart(
  parts: ({ name: string; data: string } | { name: string; data: Buffer; filename: string; type?: string })[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (!('filename' in part)) form.append(part.name, part.data);
    else
      form.append(part.name, new Blob([new Uint8Array(part.data)], { type: part.type ?? '' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The first bytes of a PNG (they pass the type check) and no image after them: it does not decode. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(64, 7),
]);

/** Parses `xml` with a strict XML parser; throws on the first well-formedness error. Answers the elements seen. */
export function parseXml(xml: string): { name: string; attributes: Record<string, string>; text: string }[] {
  const parser = new SaxesParser({ xmlns: false });
  const elements: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const open: { name: string; attributes: Record<string, string>; text: string }[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '' };
    elements.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    if (open.length > 0) open[open.length - 1].text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  return elements;
}
