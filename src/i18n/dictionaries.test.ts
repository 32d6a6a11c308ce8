import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { en, vi } from './whole';

function leaves(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('dictionaries', () => {
  it('vi and en have the same keys and the same placeholders', () => {
    const viLeaves = new Map(leaves(vi));
    const enLeaves = new Map(leaves(en));
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort());
    // `{count:number}` (a typed parameter of the base locale) is the same parameter as `{count}`.
    const params = (text: string) =>
      [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((match) => `{${match[1]}}`).sort();
    for (const [key, text] of viLeaves) expect(params(enLeaves.get(key)!), key).toEqual(params(text));
  });

  it("carry the spec's catalogue exactly (errors, validation, success) from domain/messages", () => {
    for (const group of ['errors', 'validation', 'success'] as const) {
      expect(vi[group]).toEqual(messages.vi[group]);
      expect(en[group]).toEqual(messages.en[group]);
    }
    expect(en.errors.pageNotFound).toBe("Sorry, the page you are looking for doesn't exist.");
    expect(en.errors.networkError).toBe('Network Error');
  });

  it("the 404 text of the base dictionary is the catalogue's errors.pageNotFound, word for word", () => {
    expect(vi.notFound.message).toBe(messages.vi.errors.pageNotFound);
    expect(en.notFound.message).toBe(messages.en.errors.pageNotFound);
  });

  it('never use placeholder wording', () => {
    for (const [key, text] of [...leaves(vi), ...leaves(en)]) {
      expect(text, key).not.toMatch(/coming soon|not implemented|\btodo\b|lorem ipsum|sắp ra mắt/i);
    }
  });
});

describe('month names', () => {
  it('are short month names in each language (Th1 ... Th12, Jan ... Dec), never a bare number', async () => {
    const { i18nObject } = await import('./i18n-util');
    const { monthLabel } = await import('../components/inventory/month-label');
    const names = (locale: 'vi' | 'en') =>
      Array.from({ length: 12 }, (_, i) => monthLabel(i18nObject(locale), i + 1));
    expect(names('vi')).toEqual(Array.from({ length: 12 }, (_, i) => `Th${i + 1}`));
    expect(names('en')).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });
});

describe('the expert vocabulary', () => {
  it('is worded the same in the directory (experts) and in the application and console (expertVocabulary)', () => {
    for (const dictionary of [vi, en])
      for (const list of ['services', 'standards', 'languages', 'availability'] as const)
        expect(dictionary.expertVocabulary[list], list).toEqual(dictionary.experts[list]);
  });
});
