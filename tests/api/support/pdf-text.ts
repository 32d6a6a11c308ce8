// A minimal PDF text extractor for the tests: enough for PDFs that pdfkit writes (uncompressed object table,
// FlateDecode content streams, Type0 fonts with a ToUnicode CMap). It follows the font resources from each
// content stream's `Tf` to the font's ToUnicode map and decodes the `Tj`/`TJ` strings through it, so a name set
// in an embedded subset font reads back as the Unicode text it shows. Each BT…ET block becomes one line.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    let dict = body;
    let stream: Buffer | null = null;
    if (streamAt >= 0 && body.lastIndexOf('endstream') > streamAt) {
      dict = body.slice(0, streamAt);
      let dataStart = start + streamAt + 'stream'.length;
      if (text[dataStart] === '\r') dataStart += 1;
      if (text[dataStart] === '\n') dataStart += 1;
      const lengthMatch = /\/Length (\d+)/.exec(dict);
      const dataEnd = lengthMatch
        ? dataStart + Number(lengthMatch[1])
        : start + body.lastIndexOf('endstream');
      const raw = pdf.subarray(dataStart, dataEnd);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : Buffer.from(raw);
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

interface CMap {
  bytes: number;
  map: Map<number, string>;
}

// A hex string may hold spaces (a ligature's two letters: `<0066 0069>`).
const hexToUtf16 = (spaced: string) => {
  const hex = spaced.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function parseCMap(source: string): CMap {
  const map = new Map<number, string>();
  const range = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(source);
  const bytes = range ? range[1].length / 2 : 2;
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(entry[1], 16), hexToUtf16(entry[2]));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const low = parseInt(entry[1], 16);
      const high = parseInt(entry[2], 16);
      if (entry[3].startsWith('[')) {
        const targets = [...entry[3].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((t) => t[1]);
        targets.forEach((target, i) => map.set(low + i, hexToUtf16(target)));
      } else {
        const base = entry[3].slice(1, -1);
        const first = parseInt(base.slice(-4), 16);
        for (let code = low; code <= high; code += 1) {
          map.set(code, hexToUtf16(base.slice(0, -4)) + String.fromCharCode(first + code - low));
        }
      }
    }
  }
  return { bytes, map };
}

/** The text of every page, one line per text block, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const objects = parseObjects(pdf);
  const fontMaps = new Map<string, CMap>();
  for (const object of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(object.dict);
    if (!fonts) continue;
    for (const ref of fonts[1].matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) fontMaps.set(ref[1], parseCMap(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1');
    if (!content || !/\bBT\b/.test(content)) continue;
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let cmap: CMap | undefined;
      let line = '';
      const tokens = /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
      for (const token of block[1].matchAll(tokens)) {
        if (token[1]) {
          cmap = fontMaps.get(token[1]);
          continue;
        }
        const hexes =
          token[2] !== undefined ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [token[3]];
        for (const hex of hexes) {
          const width = (cmap?.bytes ?? 1) * 2;
          for (let i = 0; i + width <= hex.length; i += width) {
            const code = parseInt(hex.slice(i, i + width), 16);
            line += cmap?.map.get(code) ?? String.fromCharCode(code);
          }
        }
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}
