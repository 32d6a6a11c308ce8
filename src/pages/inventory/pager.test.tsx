// The pager the audit trail and the review's rows share, in vi and en: nothing for a single page, otherwise a
// navigation named "Pages" with the previous and next buttons (disabled at either end and while busy) and
// "Page n of m" in the locale's numbers.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { Pager } from './pager';

loadAllLocales();

function render(locale: 'vi' | 'en', page: number, pageCount: number, busy = false): string {
  return renderToStaticMarkup(
    <TypesafeI18n locale={locale}>
      <Pager page={page} pageCount={pageCount} busy={busy} onPage={() => undefined} />
    </TypesafeI18n>,
  );
}

describe('Pager', () => {
  it('shows nothing when there is one page (or none)', () => {
    expect(render('en', 1, 1)).toBe('');
    expect(render('en', 1, 0)).toBe('');
  });

  it('on the first page, offers only the next one (en)', () => {
    expect(render('en', 1, 3)).toBe(
      '<nav aria-label="Pages" class="inv-actions audit-pager">' +
        '<button type="button" class="button button-secondary" disabled="">Previous page</button>' +
        '<span>Page 1 of 3</span>' +
        '<button type="button" class="button button-secondary">Next page</button></nav>',
    );
  });

  it('on the last page, offers only the previous one, with the locale’s numbers (vi)', () => {
    expect(render('vi', 1200, 1200)).toBe(
      '<nav aria-label="Phân trang" class="inv-actions audit-pager">' +
        '<button type="button" class="button button-secondary">Trang trước</button>' +
        '<span>Trang 1.200/1.200</span>' +
        '<button type="button" class="button button-secondary" disabled="">Trang sau</button></nav>',
    );
  });

  it('disables both buttons while busy', () => {
    expect(render('en', 2, 3, true).match(/disabled=""/g)).toHaveLength(2);
  });
});
