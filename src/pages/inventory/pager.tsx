// The pager of the inventory's paged lists (the audit trail, the review's rows): its own module because it reads
// the inventoryReviewUi texts, which only the pages showing those lists declare (src/app/route-pages.ts).
import { formatNumber } from '../../../domain/numbers';
import { useI18nContext } from '../../i18n/i18n-react';

/** The previous and next page controls of a paged list (the audit trail, the review's rows); none for one page. */
export function Pager({
  page,
  pageCount,
  busy,
  onPage,
}: {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryReviewUi.audit;
  const count = Math.max(1, pageCount);
  if (count <= 1) return null;
  return (
    <nav aria-label={t.pages()} className="inv-actions audit-pager">
      <button
        type="button"
        className="button button-secondary"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.previous()}
      </button>
      <span>{t.page({ page: formatNumber(page, locale), count: formatNumber(count, locale) })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy || page >= count}
        onClick={() => onPage(page + 1)}
      >
        {t.next()}
      </button>
    </nav>
  );
}
