// The number field as rendered HTML: a text input for decimals (never type="number"), the echo of what it read
// in the reader's language, the form's error instead of the echo; and the refusal texts, which show what to type.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { i18nObject } from '../../i18n/i18n-util';
import { NumberField } from './number-field';
import { numberRefusalText } from './number-text';
import { readNumber } from '../../../domain/numbers';
import { loadNumberReading } from './number-reading';

loadAllLocales();
// The number reader loads once a number field is live (./number-reading.ts); these tests read with it.
beforeAll(() => loadNumberReading().then(() => undefined));

const render = (node: ReactNode, locale: 'vi' | 'en') =>
  renderToStaticMarkup(<TypesafeI18n locale={locale}>{node}</TypesafeI18n>);
const noop = () => undefined;
const field = (value: string, locale: 'vi' | 'en', error?: string) =>
  render(
    <NumberField
      name="dieselLitres"
      label="Diesel"
      value={value}
      onChange={noop}
      error={error}
      rules={{ min: 0, max: 1e12 }}
    />,
    locale,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('NumberField', () => {
  it('is a text input for decimals, without autofill, that echoes what it read', () => {
    const html = field('120.000', 'vi');
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="text"');
    expect(input).toContain('inputMode="decimal"');
    expect(input).toMatch(/autoComplete="off"/i);
    expect(input).toContain('value="120.000"');
    expect(input).toMatch(/aria-describedby="[^"]*-echo"/);
    expect(text(html)).toContain('= 120.000 (120 nghìn)');
    expect(text(field('120,000', 'en'))).toContain('= 120,000 (120 thousand)');
    expect(text(field('1.234.567,5', 'vi'))).toContain('= 1.234.567,5 (khoảng 1,23 triệu)');
    expect(text(field('2 000 000', 'en'))).toContain('= 2,000,000 (2 million)');
  });

  it('says nothing it need not say: no echo for an empty text or a number written as it reads', () => {
    const echo = (html: string) => /class="field-echo"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(echo(field('', 'vi'))).toBe('');
    expect(echo(field('12', 'vi'))).toBe('');
    expect(echo(field('12,5', 'vi'))).toBe('');
    expect(echo(field('12.5', 'en'))).toBe('');
    expect(echo(field('1200', 'en'))).toBe('= 1,200 (1.2 thousand)');
  });

  it("shows the form's error instead of the echo, tied to the input", () => {
    const html = field('120.000', 'vi', 'Giá trị tối đa là 100');
    expect(text(html)).toContain('Giá trị tối đa là 100');
    expect(text(html)).not.toContain('120 nghìn');
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    expect(input).toMatch(/aria-describedby="[^"]*-error"/);
  });
});

describe('number refusal texts', () => {
  const refusal = (typed: string, locale: 'vi' | 'en') => {
    const entry = readNumber(typed, locale, { min: 0, max: 1e12 });
    if (entry.kind !== 'refused') throw new Error(`${typed} was read`);
    return numberRefusalText(i18nObject(locale), locale, entry.refusal);
  };

  it('names both readings of an ambiguous text, written the reader’s way', () => {
    expect(refusal('120,000', 'vi')).toBe(
      'Chưa rõ “120,000” là 120 hay 120.000: trong tiếng Việt dấu phẩy ngăn phần thập phân, dấu chấm ngăn hàng nghìn. Hãy nhập 120.000 hoặc 120',
    );
    expect(refusal('120.000', 'en')).toBe(
      'It is unclear whether “120.000” means 120 or 120,000: in English a point starts the decimals and a comma separates thousands. Enter 120,000 or 120',
    );
  });

  it('shows the number written this language’s way when it was written the other’s', () => {
    expect(refusal('1,234,567.5', 'vi')).toContain('hãy nhập 1.234.567,5');
    expect(refusal('1.234.567,5', 'en')).toContain('enter 1,234,567.5');
  });

  it('explains every other refusal with an example in the reader’s format', () => {
    expect(refusal('abc', 'vi')).toBe('Nhập một số, ví dụ 1.234.567,5');
    expect(refusal('1e5', 'en')).toBe(
      'Write the number out in full, not as a power such as 1e5: e.g. 100,000',
    );
    expect(refusal('12.34.5', 'vi')).toContain('ví dụ 4.500.000');
    expect(refusal('1..2', 'en')).toContain('e.g. 1,234,567.5');
    expect(refusal('-1', 'vi')).toBe('Nhập một số từ 0 trở lên');
    expect(refusal('2.000.000.000.000', 'vi')).toBe('Giá trị tối đa là 1.000.000.000.000');
  });
});
