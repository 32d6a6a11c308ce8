// The CSV import's reading (server/inventory/activity-csv.ts) and the export's fields (activity-transfer.ts csvField).
import { describe, expect, it } from 'vitest';
import { importLines, parseCsv } from './activity-csv';
import { csvField } from './activity-transfer';

const HEAD =
  'id,facility,period,scope,category,input kind,typed,value,unit,factor ids,sources,t,tm,status,note';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and LF, and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b,c","d ""e"""\r\n1,"x\ny",3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', 'x\ny', '3'],
    ]);
  });

  it('refuses an unclosed quote and skips empty lines', () => {
    expect(parseCsv('a,"b\r\n')).toBeNull();
    expect(parseCsv('a\r\n\r\nb')).toEqual([['a'], ['b']]);
  });
});

describe('csvField', () => {
  it('quotes what needs it and defuses formulas', () => {
    expect(csvField('Nhà máy, "A"')).toBe('"Nhà máy, ""A"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-0.5)).toBe('-0.5');
    expect(csvField(null)).toBe('');
  });
});

describe('importLines', () => {
  const facility = (name: string) =>
    name === 'Nhà máy' ? '00000000-0000-4000-8000-000000000001' : undefined;
  const line = (typed: string, value = '', unit = 't') =>
    parseCsv(
      `${HEAD}\r\n,Nhà máy,2025-Q2,,S3_05_WASTE,ACTIVITY,"${typed}",${value},${unit},A | B,,,,,ghi chú`,
    )!;

  it('reads the typed figure the language’s way, keeps the text, and splits the factor ids', () => {
    const { lines, details } = importLines(line('1.234,5'), 'vi', facility);
    expect(details).toEqual([]);
    expect(lines).toEqual([
      {
        line: 2,
        input: {
          facilityId: '00000000-0000-4000-8000-000000000001',
          period: { kind: 'QUARTER', year: 2025, number: 2 },
          category: 'S3_05_WASTE',
          inputKind: 'ACTIVITY',
          quantity: { value: 1234.5, unit: 't', text: '1.234,5' },
          factorIds: ['A', 'B'],
          note: 'ghi chú',
        },
      },
    ]);
    expect(importLines(line('1,234.5'), 'en', facility).lines[0].input.quantity.value).toBe(1234.5);
  });

  it('refuses an ambiguous figure, a figure of the other language, a negative one, and unknown codes', () => {
    const field = (typed: string, locale: 'vi' | 'en' = 'vi') =>
      importLines(line(typed), locale, facility).details.map((d) => d.field);
    expect(field('1,000')).toEqual(['lines.2.typed']);
    expect(field('1.000', 'en')).toEqual(['lines.2.typed']);
    expect(field('1,234.5')).toEqual(['lines.2.typed']);
    expect(field('-3')).toEqual(['lines.2.typed']);
    expect(importLines(line('12', '', 'gallon'), 'vi', facility).details.map((d) => d.field)).toEqual([
      'lines.2.unit',
    ]);
  });

  it('falls back to the machine value only when nothing was typed, and skips the total line', () => {
    expect(importLines(line('', '12.5'), 'vi', facility).lines[0].input.quantity).toEqual({
      value: 12.5,
      unit: 't',
    });
    expect(importLines(line('', '"12,5"'), 'vi', facility).details.map((d) => d.field)).toEqual([
      'lines.2.value',
    ]);
    expect(importLines(parseCsv(`${HEAD}\r\nTổng,,,,,,,,,,,99,88,,`)!, 'vi', facility)).toEqual({
      lines: [],
      details: [],
    });
  });
});
