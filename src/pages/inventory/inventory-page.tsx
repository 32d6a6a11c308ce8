// /work-space/inventories/{id} (issue 15, slice 1): one inventory's boundary: the consolidation approach and the
// facilities it includes (equity shares under EQUITY_SHARE), the base-year mark, the GWP set. Renders the boundary
// machine; the owner or an admin edits the boundary in one form sent as one `user.saveBoundary`; members read it.
// No activity data or result exists yet in this slice: the page says so rather than showing a figure.
import { useCallback, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { boundaryIssues } from '../../../domain/inventory/boundary';
import { isDataEditable } from '../../../domain/inventory/lifecycle';
import { CONSOLIDATION_APPROACHES, type ConsolidationApproach } from '../../../domain/inventory/vocabulary';
import { formatNumber, formatNumberInput, readNumber } from '../../../domain/numbers';
import { translateKey } from '../../../domain/message-keys';
import type { Facility, Inventory, Refusal } from '../../../machines/inventory/inventory.types';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { inventoryAreaPath, inventoryAuditPath, inventoryDataPath } from '../../app/paths';
import { createBoundaryLogic } from '../../app/wiring/inventory';
import { InventoryResultsSection } from './inventory-results';
import { useI18nContext } from '../../i18n/i18n-react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import {
  addressLine,
  InventoryFrame,
  LoadFailed,
  Loading,
  RefusalText,
  fieldText,
  useCanManage,
  useSpaceId,
} from './inventory-parts';
import { LifecyclePanel } from './lifecycle-panel';
import { ReviewRows } from './review-rows';
import { useSpaceRole } from './review-parts';

export default function InventoryPage({ screen, params }: PageProps) {
  const { LL } = useI18nContext();
  const spaceId = useSpaceId();
  const id = params.id ?? '';
  const role = useSpaceRole(spaceId);
  // A lifecycle step changes the status and the version: the boundary and the review view load again.
  const [generation, setGeneration] = useState(0);
  const changed = useCallback(() => setGeneration((n) => n + 1), []);
  const key = `${spaceId ?? ''}:${id}:${role ?? ''}`;
  return (
    <InventoryFrame title={LL.screens[screen]()} lead={LL.inventory.boundary.lead()} spaceId={spaceId}>
      <LifecyclePanel key={key} spaceId={spaceId} inventoryId={id} role={role} onChanged={changed} />
      <Boundary key={`${key}:${generation}`} spaceId={spaceId} inventoryId={id} />
      <InventoryResultsSection key={`results:${key}:${generation}`} spaceId={spaceId} inventoryId={id} />
      <ReviewRows key={`${key}:${generation}:rows`} spaceId={spaceId} inventoryId={id} role={role} />
    </InventoryFrame>
  );
}

function Boundary({ spaceId, inventoryId }: { spaceId: string | null; inventoryId: string }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventory;
  const [logic] = useState(() => createBoundaryLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId, inventoryId } });
  const state = useSelector(actor, (s) => s);
  const canManage = useCanManage(spaceId);
  const { inventory, facilities, saveError, saved } = state.context;
  if (!inventory && state.matches('loading')) return <Loading />;
  if (state.matches('failed') || !inventory)
    return (
      <LoadFailed refusal={state.context.loadError} onRetry={() => actor.send({ type: 'user.retry' })} />
    );
  const busy = state.hasTag('busy');
  return (
    <>
      <div className="inv-row">
        <h2 className="h-small">{t.boundary.year({ year: inventory.reportingYear })}</h2>
        <span className="inv-badge">{t.status[inventory.status]()}</span>
        <span className="inv-badge">
          {inventory.isBaseYear ? t.boundary.baseYear() : t.boundary.notBaseYear()}
        </span>
      </div>
      <p className="inv-note">{t.boundary.gwpSet({ name: t.gwp[inventory.gwpSet]() })}</p>
      <ul className="inv-links">
        <li>
          <Link href={inventoryDataPath(inventory.id, spaceId)}>{LL.screens.inventoryData()}</Link>
        </li>
        <li>
          <Link href={inventoryAuditPath(inventory.id, spaceId)}>{LL.inventoryReviewUi.audit.open()}</Link>
        </li>
      </ul>
      {saved && <p role="status">{t.boundary.saved()}</p>}
      <section aria-labelledby="boundary-now">
        <h2 id="boundary-now" className="h-small">
          {t.boundary.included()}
        </h2>
        <p>
          {t.approach.label()}:{' '}
          <strong data-testid="approach">{t.approach[inventory.consolidationApproach]()}</strong>
        </p>
        {inventory.facilities.length === 0 ? (
          <p>{t.boundary.includedEmpty()}</p>
        ) : (
          <ul className="inv-list" aria-label={t.boundary.included()}>
            {inventory.facilities.map((entry) => (
              <li key={entry.facilityId}>
                <div className="inv-row">
                  <strong>{entry.name}</strong>
                  <span className="inv-badge">
                    {entry.equitySharePercent === null
                      ? t.boundary.full()
                      : t.boundary.share({ share: formatNumber(entry.equitySharePercent, locale) })}
                  </span>
                  {entry.status === 'ARCHIVED' && <span className="inv-badge">{t.boundary.archived()}</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="inv-note">{t.boundary.noData()}</p>
      </section>
      {canManage && !isDataEditable(inventory.status) && (
        <p className="inv-note" role="note">
          {LL.inventoryReviewUi.lifecycle.readOnlyStatus({ status: t.status[inventory.status]() })}
        </p>
      )}
      {canManage && isDataEditable(inventory.status) ? (
        <>
          {!inventory.isBaseYear && (
            <div className="inv-actions">
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => actor.send({ type: 'user.markBaseYear' })}
              >
                {t.boundary.markBaseYear()}
              </button>
            </div>
          )}
          <BoundaryForm
            key={inventory.version}
            inventory={inventory}
            facilities={facilities}
            busy={busy}
            refusal={saveError}
            spaceId={spaceId}
            onSave={(values) => actor.send({ type: 'user.saveBoundary', values })}
          />
        </>
      ) : (
        <>
          <RefusalText refusal={saveError} />
          {!canManage && <p className="inv-note">{t.readOnly()}</p>}
        </>
      )}
    </>
  );
}

function BoundaryForm({
  inventory,
  facilities,
  busy,
  refusal,
  spaceId,
  onSave,
}: {
  inventory: Inventory;
  facilities: Facility[];
  busy: boolean;
  refusal: Refusal | null;
  spaceId: string | null;
  onSave: (values: {
    consolidationApproach: ConsolidationApproach;
    facilities: { facilityId: string; equitySharePercent?: number | null }[];
  }) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventory;
  const [approach, setApproach] = useState<ConsolidationApproach>(inventory.consolidationApproach);
  const [included, setIncluded] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(inventory.facilities.map((f) => [f.facilityId, true])),
  );
  const [shares, setShares] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      inventory.facilities.map((f) => [
        f.facilityId,
        f.equitySharePercent === null ? '' : formatNumberInput(f.equitySharePercent, locale),
      ]),
    ),
  );
  const [issues, setIssues] = useState<Record<string, string>>({});
  // Offered: active facilities, and archived ones already in the boundary (they may stay).
  const offered = facilities.filter((f) => f.status === 'ACTIVE' || included[f.id]);
  const chosen = offered.filter((f) => included[f.id]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const entries = chosen.map((f) => {
      if (approach !== 'EQUITY_SHARE') return { facilityId: f.id };
      const entry = readNumber(shares[f.id] ?? '', locale, { min: 0, max: 100 });
      if (entry.kind === 'refused') found[f.id] = translateKey('validation.equityShareRange', locale);
      return { facilityId: f.id, equitySharePercent: entry.kind === 'number' ? entry.value : null };
    });
    boundaryIssues(approach, entries).forEach((issue) => {
      const index = Number(issue.field.split('.')[1]);
      const id = entries[index]?.facilityId;
      if (id && !found[id]) found[id] = translateKey(issue.key as never, locale, issue.params);
    });
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    onSave({ consolidationApproach: approach, facilities: entries });
  };
  return (
    <form className="inv-form" onSubmit={submit} aria-labelledby="boundary-form" noValidate>
      <h2 id="boundary-form" className="h-small">
        {t.boundary.save()}
      </h2>
      <RefusalText refusal={refusal} />
      <SelectField
        label={t.approach.label()}
        name="consolidationApproach"
        value={approach}
        onChange={(value) => setApproach(value as ConsolidationApproach)}
        options={CONSOLIDATION_APPROACHES.map((code) => ({ value: code, label: t.approach[code]() }))}
        hint={t.approach.hint()}
      />
      <fieldset>
        <legend>{t.boundary.facilitiesLegend()}</legend>
        {offered.length === 0 && (
          <p>
            {t.boundary.noFacilities()}{' '}
            <Link href={inventoryAreaPath('facilities', spaceId)}>{t.boundary.addFacilities()}</Link>
          </p>
        )}
        {offered.map((facility) => {
          const index = chosen.findIndex((f) => f.id === facility.id);
          return (
            <div key={facility.id} className="inv-list-item">
              <CheckboxField
                label={t.boundary.include({ name: facility.name })}
                name={`include-${facility.id}`}
                checked={Boolean(included[facility.id])}
                onChange={(checked) => setIncluded((all) => ({ ...all, [facility.id]: checked }))}
              />
              <p className="inv-note">{addressLine(facility)}</p>
              {approach === 'EQUITY_SHARE' && included[facility.id] && (
                <NumberField
                  label={t.boundary.equityShare({ name: facility.name })}
                  name={`share-${facility.id}`}
                  value={shares[facility.id] ?? ''}
                  onChange={(value) => setShares((all) => ({ ...all, [facility.id]: value }))}
                  rules={{ min: 0, max: 100 }}
                  error={
                    issues[facility.id] ??
                    (index >= 0 ? fieldText(refusal, `facilities.${index}.equitySharePercent`, locale) : null)
                  }
                  required
                />
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="inv-actions">
        <SubmitButton busy={busy} busyLabel={t.busy()}>
          {t.boundary.save()}
        </SubmitButton>
      </div>
    </form>
  );
}
