// The activity rows of one page of the list (issue 15 item 2), by scope then category: for each row what the user
// typed (their text and unit), the pinned factors (value, unit, gas, source, year) and the engine's tCO2e; a row
// without a factor or refused by the engine says so, never 0. A row's details show its factors' sources and the
// review's comments on it (loaded when the details are opened, so a page of rows is not a page of requests).
import { useState } from 'react';
import { CATEGORIES } from '../../../domain/inventory/activity-categories';
import { formatNumber } from '../../../domain/numbers';
import type { ActivityRow } from '../../../machines/inventory/activity-data.types';
import type { Inventory } from '../../../machines/inventory/inventory.types';
import { useI18nContext } from '../../i18n/i18n-react';
import { categoryLabel } from './category-label';
import { activityName, periodLabel, scopeLabel, unitSymbol } from './data-parts';
import { FactorLine } from './factor-picker';
import { RowComments } from './row-comments';

function Result({ row }: { row: ActivityRow }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryData.list;
  const result = row.result;
  if (result.status === 'invalid') return <span className="inv-unknown">{t.invalid()}</span>;
  if (result.status !== 'calculated' || result.tco2e === null)
    return <span className="inv-unknown">{t.noFactor()}</span>;
  return (
    <span>
      <strong data-testid="row-tco2e">{t.tco2e({ value: formatNumber(result.tco2e, locale, 3) })}</strong>
      {result.tco2eMarket !== null && row.scope === 2 && (
        <>
          <br />
          <span className="inv-note">{t.market({ value: formatNumber(result.tco2eMarket, locale, 3) })}</span>
        </>
      )}
    </span>
  );
}

function RowItem({
  row,
  inventory,
  spaceId,
  canEdit,
  canComment,
  onEdit,
}: {
  row: ActivityRow;
  inventory: Inventory;
  spaceId: string | null;
  canEdit: boolean;
  canComment: boolean;
  onEdit: (row: ActivityRow) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryData.list;
  const [open, setOpen] = useState(false);
  const facility = inventory.facilities.find((f) => f.facilityId === row.facilityId)?.name ?? row.facilityId;
  const typed = `${row.quantity.text ?? ''} ${unitSymbol(LL, row.quantity.unit)}`.trim();
  const factor = row.factors[0];
  return (
    <li data-testid="activity-row">
      <div className="inv-row">
        <strong data-testid="row-typed">{typed}</strong>
        <span className="inv-badge">
          {LL.inventoryData.inputKind[row.inputKind as 'FUEL']?.() ?? row.inputKind}
        </span>
        {row.refrigerant && <span className="inv-badge">{row.refrigerant.gas}</span>}
        <Result row={row} />
      </div>
      <p className="inv-note">
        {facility} · {periodLabel(LL, row.period)} ·{' '}
        {factor
          ? `${t.factor()}: ${activityName(factor)} (${factor.source.document.slice(0, 80)}, ${factor.source.year})`
          : row.refrigerant
            ? `GWP ${inventory.gwpSet}`
            : t.unknownFactor()}
      </p>
      {row.note && <p className="inv-note">{row.note}</p>}
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t.details()}</summary>
        {row.factors.length > 0 && (
          <ul className="inv-factor-lines">
            {row.factors.map((f) => (
              <FactorLine key={f.id} factor={f} />
            ))}
          </ul>
        )}
        {row.instruments.map((instrument, index) => (
          <p key={index} className="inv-note">
            {LL.inventoryData.form.instrument[instrument.kind as 'DIRECT_PPA']?.() ?? instrument.kind}:{' '}
            {instrument.evidence}
          </p>
        ))}
        {row.result.notes.length > 0 && <p className="inv-note">{row.result.notes.join(' · ')}</p>}
        {open && (
          <RowComments spaceId={spaceId} inventoryId={inventory.id} rowId={row.id} canComment={canComment} />
        )}
      </details>
      {canEdit && (
        <div className="inv-actions">
          <button type="button" className="button button-secondary" onClick={() => onEdit(row)}>
            {t.edit()}
          </button>
        </div>
      )}
    </li>
  );
}

export function DataRows({
  rows,
  inventory,
  spaceId,
  canEdit,
  canComment,
  onEdit,
}: {
  rows: readonly ActivityRow[];
  inventory: Inventory;
  spaceId: string | null;
  canEdit: boolean;
  /** The viewer's role comments and the version is not locked (the review's rule). */
  canComment: boolean;
  onEdit: (row: ActivityRow) => void;
}) {
  const { LL } = useI18nContext();
  const groups = CATEGORIES.map((category) => ({
    category,
    rows: rows.filter((row) => row.category === category.code),
  })).filter((group) => group.rows.length > 0);
  return (
    <>
      {groups.map(({ category, rows: inCategory }) => (
        <section key={category.code} aria-labelledby={`cat-${category.code}`} className="inv-category">
          <h3 id={`cat-${category.code}`} className="h-small">
            {scopeLabel(LL, category.scope)} · {categoryLabel(LL, category.code)}
          </h3>
          <ul className="inv-list" aria-labelledby={`cat-${category.code}`}>
            {inCategory.map((row) => (
              <RowItem
                key={row.id}
                row={row}
                inventory={inventory}
                spaceId={spaceId}
                canEdit={canEdit}
                canComment={canComment}
                onEdit={onEdit}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
