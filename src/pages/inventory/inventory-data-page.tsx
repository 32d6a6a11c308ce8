// /work-space/inventories/{id}/data (issue 15 item 2): one inventory's activity data. Renders the activity-rows
// machine: the facility, period, scope and category filters, the rows of the page grouped by scope and category
// (typed text beside the tCO2e), paging; the row form (its own machine) to add or edit a row; the CSV panel.
// Editing is offered only when `canEditInventoryData(role, status)` says so; otherwise the page says why.
import { useCallback, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  canAddWorkspaceFactor,
  canCommentOnRows,
  canEditInventoryData,
} from '../../../domain/inventory/data-permissions';
import type { ActivityRow, RowFilters } from '../../../machines/inventory/activity-data.types';
import type { RowsDone } from '../../../machines/inventory/activity-rows.machine';
import type { Inventory } from '../../../machines/inventory/inventory.types';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { inventoryPath } from '../../app/paths';
import { createActivityRowsLogic } from '../../app/wiring/inventory-data';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { CsvPanel } from './csv-panel';
import { CategorySelect, useSpaceRole } from './data-parts';
import { DataRows } from './data-rows';
import { InventoryFrame, LoadFailed, Loading, useSpaceId } from './inventory-parts';
import { PeriodFields } from './period-fields';
import { RowForm, type RowFormDone } from './row-form';
import type { PeriodKind } from './row-form-values';
import './inventory-data.css';

export default function InventoryDataPage({ screen, params }: PageProps) {
  const { LL } = useI18nContext();
  const spaceId = useSpaceId();
  const id = params.id ?? '';
  return (
    <InventoryFrame title={LL.screens[screen]()} lead={LL.inventoryData.lead()} spaceId={spaceId}>
      <Data key={`${spaceId ?? ''}:${id}`} spaceId={spaceId} inventoryId={id} />
    </InventoryFrame>
  );
}

type Editing = { row: ActivityRow | null } | null;

function Data({ spaceId, inventoryId }: { spaceId: string | null; inventoryId: string }) {
  const { LL } = useI18nContext();
  const t = LL.inventoryData;
  const [logic] = useState(() => createActivityRowsLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId, inventoryId } });
  const state = useSelector(actor, (s) => s);
  const role = useSpaceRole(spaceId);
  const [editing, setEditing] = useState<Editing>(null);
  const onImported = useCallback(() => actor.send({ type: 'user.refresh', done: 'imported' }), [actor]);
  const onDone = useCallback(
    (done: RowFormDone) => {
      setEditing(null);
      actor.send({ type: 'user.refresh', done: done satisfies RowsDone });
    },
    [actor],
  );
  const { inventory, rows, filters, error, done } = state.context;
  if (state.matches('failed') || (!inventory && error))
    return <LoadFailed refusal={error} onRetry={() => actor.send({ type: 'user.retry' })} />;
  if (!inventory) return <Loading />;
  const canEdit = canEditInventoryData(role, inventory.status);
  const filterPeriodKind = filters.periodKind ?? '';
  return (
    <>
      <div className="inv-row">
        <h2 className="h-small">{t.year({ year: inventory.reportingYear })}</h2>
        <span className="inv-badge">{LL.inventory.status[inventory.status]()}</span>
        <Link href={inventoryPath(inventory.id, spaceId)}>{t.backToInventory()}</Link>
      </div>
      {!canEdit && (
        <p className="inv-note" role="note">
          {role && !canEditInventoryData(role, 'DRAFT')
            ? t.readOnlyRole()
            : t.readOnlyStatus({ status: LL.inventory.status[inventory.status]() })}
        </p>
      )}
      {inventory.facilities.length === 0 && <p className="inv-note">{t.noFacilities()}</p>}
      {done && <p role="status">{t.list[done]()}</p>}
      <Filters
        inventory={inventory}
        filters={filters}
        periodKind={filterPeriodKind}
        onApply={(next) => actor.send({ type: 'user.filter', filters: next })}
      />
      {canEdit && inventory.facilities.length > 0 && !editing && (
        <div className="inv-actions">
          <button type="button" className="button button-primary" onClick={() => setEditing({ row: null })}>
            {t.form.add()}
          </button>
        </div>
      )}
      {editing && (
        <RowForm
          key={editing.row?.id ?? 'new'}
          spaceId={spaceId}
          inventory={inventory}
          row={editing.row}
          defaults={{
            facilityId: filters.facilityId ?? inventory.facilities[0]?.facilityId ?? '',
            periodKind: filters.periodKind ?? 'YEAR',
            periodNumber: filters.periodNumber ?? null,
            year: inventory.reportingYear,
          }}
          canAddFactor={canAddWorkspaceFactor(role)}
          onDone={onDone}
          onClose={() => setEditing(null)}
        />
      )}
      <section aria-labelledby="rows-title" aria-busy={state.hasTag('busy') || undefined}>
        <div className="inv-row">
          <h2 id="rows-title" className="h-small">
            {t.list.title()}
          </h2>
          {rows && <span className="inv-badge">{t.list.count({ total: rows.total })}</span>}
        </div>
        {state.matches('rowsFailed') && (
          <LoadFailed refusal={error} onRetry={() => actor.send({ type: 'user.retry' })} />
        )}
        {rows && rows.rows.length === 0 && <p>{t.list.empty()}</p>}
        {rows && (
          <DataRows
            rows={rows.rows}
            inventory={inventory}
            spaceId={spaceId}
            canEdit={canEdit}
            canComment={canCommentOnRows(role, inventory.status)}
            onEdit={(row) => setEditing({ row })}
          />
        )}
        {rows && rows.pageCount > 1 && (
          <nav aria-label={t.list.pages()} className="inv-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={rows.page <= 1}
              onClick={() => actor.send({ type: 'user.page', page: rows.page - 1 })}
            >
              {t.list.previous()}
            </button>
            <span>{t.list.page({ page: rows.page, pageCount: rows.pageCount })}</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={rows.page >= rows.pageCount}
              onClick={() => actor.send({ type: 'user.page', page: rows.page + 1 })}
            >
              {t.list.next()}
            </button>
          </nav>
        )}
      </section>
      <CsvPanel spaceId={spaceId} inventoryId={inventory.id} canEdit={canEdit} onImported={onImported} />
    </>
  );
}

function Filters({
  inventory,
  filters,
  periodKind,
  onApply,
}: {
  inventory: Inventory;
  filters: RowFilters;
  periodKind: PeriodKind | '';
  onApply: (filters: RowFilters) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryData.filters;
  const [draft, setDraft] = useState<RowFilters>(filters);
  const [kind, setKind] = useState<PeriodKind | ''>(periodKind);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: RowFilters = { ...draft };
    if (!kind) {
      delete next.periodKind;
      delete next.periodNumber;
    }
    onApply(next);
  };
  return (
    <form className="inv-filters" onSubmit={submit} aria-label={t.title()}>
      <SelectField
        label={t.facility()}
        name="filterFacility"
        value={draft.facilityId ?? ''}
        placeholder={t.allFacilities()}
        onChange={(facilityId) => setDraft((d) => ({ ...d, facilityId: facilityId || undefined }))}
        options={inventory.facilities.map((f) => ({ value: f.facilityId, label: f.name }))}
      />
      <PeriodFields
        name="filterPeriod"
        kind={kind}
        number={draft.periodNumber ? String(draft.periodNumber) : ''}
        year={inventory.reportingYear}
        anyKind={() => setKind('')}
        onChange={(next, number) => {
          setKind(next);
          setDraft((d) => ({
            ...d,
            periodKind: next,
            year: inventory.reportingYear,
            periodNumber: next === 'YEAR' ? undefined : Number(number),
          }));
        }}
      />
      <SelectField
        label={t.scope()}
        name="filterScope"
        value={draft.scope ? String(draft.scope) : ''}
        placeholder={t.allScopes()}
        onChange={(scope) =>
          setDraft((d) => ({ ...d, scope: scope ? (Number(scope) as 1 | 2 | 3) : undefined }))
        }
        options={[1, 2, 3].map((s) => ({
          value: String(s),
          label: LL.inventoryData.scope[`s${s}` as 's1'](),
        }))}
      />
      <CategorySelect
        LL={LL}
        label={t.category()}
        name="filterCategory"
        value={draft.category ?? ''}
        empty={t.allCategories()}
        onChange={(category) =>
          setDraft((d) => ({ ...d, category: (category || undefined) as RowFilters['category'] }))
        }
      />
      <div className="inv-actions">
        <button type="submit" className="button button-secondary">
          {t.apply()}
        </button>
      </div>
    </form>
  );
}
