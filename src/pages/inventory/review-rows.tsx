// The review view of /work-space/inventories/{id} (issue 15): the inventory's activity rows, each with what was
// entered (as typed), the engine's result (in the locale; an unknown figure is said to be unknown, never 0), the
// sources of its pinned factors, and the row's comments (RowComments). Renders the review-rows machine.
import { canCommentOnRows } from '../../../domain/inventory/data-permissions';
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { SpaceRole } from '../../../domain/membership-lifecycle';
import { formatNumber } from '../../../domain/numbers';
import { preloadedComments, type ActivityRow } from '../../../machines/inventory/review-rows.machine';
import { useInspectedMachine } from '../../app/inspection';
import { createReviewRowsLogic } from '../../app/wiring/inventory-review';
import { useI18nContext } from '../../i18n/i18n-react';
import { LoadFailed, Loading } from './inventory-parts';
import { Pager } from './pager';
import { RowComments } from './row-comments';
import { categoryLabel } from './category-label';

export function ReviewRows({
  spaceId,
  inventoryId,
  role,
}: {
  spaceId: string | null;
  inventoryId: string;
  role: SpaceRole | null;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryReviewUi;
  const [logic] = useState(() => createReviewRowsLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId, inventoryId } });
  const state = useSelector(actor, (s) => s);
  const { rows, meta, inventory, page, error } = state.context;
  const busy = state.hasTag('busy');
  const canComment = inventory !== null && canCommentOnRows(role, inventory.status);
  const facilityName = (id: string) =>
    inventory?.facilities.find((f) => f.facilityId === id)?.name ?? t.review.unknownFacility();
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title" className="h-small">
        {t.review.title()}
      </h2>
      <p className="inv-note">{t.review.lead()}</p>
      {state.matches('failed') && (
        <LoadFailed refusal={error} onRetry={() => actor.send({ type: 'user.retry' })} />
      )}
      {busy && !meta && <Loading />}
      {meta && rows.length === 0 && <p>{t.review.empty()}</p>}
      {rows.length > 0 && (
        <ul className="inv-list" aria-label={t.review.rows()}>
          {rows.map((row) => (
            <li key={row.id} aria-labelledby={`row-${row.id}`}>
              <RowSummary row={row} facility={facilityName(row.facilityId)} />
              <RowComments
                key={`${row.id}:${canComment}`}
                spaceId={spaceId}
                inventoryId={inventoryId}
                rowId={row.id}
                canComment={canComment}
                preloaded={preloadedComments(state.context, row.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {meta && (
        <Pager
          page={page}
          pageCount={meta.pageCount}
          busy={busy}
          onPage={(next) => actor.send({ type: 'user.page', page: next })}
        />
      )}
    </section>
  );
}

function RowSummary({ row, facility }: { row: ActivityRow; facility: string }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryReviewUi.review;
  const period =
    row.period.kind === 'YEAR'
      ? t.period.YEAR({ year: row.period.year })
      : t.period[row.period.kind]({ number: row.period.number ?? 0, year: row.period.year });
  const typed = row.quantity.text ?? formatNumber(row.quantity.value, locale);
  const sources = [...new Set(row.factors.map((f) => t.source({ ...f.source })))];
  return (
    <div className="review-row">
      <div className="review-row-head">
        <h3 id={`row-${row.id}`} className="h-small">
          {categoryLabel(LL, row.category)}
        </h3>
        <span className="inv-badge">{t.scope({ scope: row.scope })}</span>
        <span className="inv-badge">{period}</span>
      </div>
      <p className="inv-note">{facility}</p>
      <p>
        {t.quantity()}: <strong>{`${typed} ${row.quantity.unit}`}</strong>
      </p>
      <p>
        {t.result()}: <strong>{resultText(row)}</strong>
      </p>
      <p className="inv-note">
        {t.sources()}: {sources.length > 0 ? sources.join('; ') : t.noSource()}
      </p>
      {row.note && <p className="inv-note">{t.note({ note: row.note })}</p>}
    </div>
  );
  function resultText(r: ActivityRow): string {
    if (r.result.status !== 'calculated' || r.result.tco2e === null)
      return r.result.status === 'invalid' ? t.invalid() : t.noFactor();
    const figure = t.tco2e({ value: formatNumber(r.result.tco2e, locale) });
    return r.result.tco2eMarket === null
      ? figure
      : `${figure} (${t.market({ value: formatNumber(r.result.tco2eMarket, locale) })})`;
  }
}
