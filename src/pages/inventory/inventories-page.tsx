// /work-space/inventories (issue 15, slice 1): the workspace's GHG inventories, newest reporting year first, and
// starting the inventory of a year (the owner or an admin). Renders the inventories machine's state; the form's
// values stay here and reach the machine as one `user.create`.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { reportingYearBounds } from '../../../domain/inventory/boundary';
import {
  CONSOLIDATION_APPROACHES,
  GWP_SETS,
  type ConsolidationApproach,
  type InventoryGwpSet,
} from '../../../domain/inventory/vocabulary';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { inventoryPath } from '../../app/paths';
import { createInventoriesLogic } from '../../app/wiring/inventory';
import { useI18nContext } from '../../i18n/i18n-react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import {
  InventoryFrame,
  LoadFailed,
  Loading,
  RefusalText,
  fieldText,
  useCanManage,
  useSpaceId,
} from './inventory-parts';

export default function InventoriesPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const spaceId = useSpaceId();
  return (
    <InventoryFrame title={LL.screens[screen]()} lead={LL.inventory.list.lead()} spaceId={spaceId}>
      <Inventories key={spaceId ?? ''} spaceId={spaceId} />
    </InventoryFrame>
  );
}

function Inventories({ spaceId }: { spaceId: string | null }) {
  const { LL } = useI18nContext();
  const t = LL.inventory;
  const [logic] = useState(() => createInventoriesLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId } });
  const state = useSelector(actor, (s) => s);
  const canManage = useCanManage(spaceId);
  if (state.matches('loading') && state.context.inventories.length === 0) return <Loading />;
  if (state.matches('failed'))
    return (
      <LoadFailed refusal={state.context.loadError} onRetry={() => actor.send({ type: 'user.retry' })} />
    );
  const { inventories, created } = state.context;
  return (
    <>
      {created && (
        <p role="status">
          {t.create.created({ year: created.reportingYear })}{' '}
          <Link href={inventoryPath(created.id, spaceId)}>
            {t.list.open({ year: created.reportingYear })}
          </Link>
        </p>
      )}
      {inventories.length === 0 ? (
        <p>{t.list.empty()}</p>
      ) : (
        <ul className="inv-list" aria-label={LL.screens.inventories()}>
          {inventories.map((inventory) => (
            <li key={inventory.id}>
              <div className="inv-row">
                <Link href={inventoryPath(inventory.id, spaceId)}>
                  {t.list.open({ year: inventory.reportingYear })}
                </Link>
                <span className="inv-badge">{t.status[inventory.status]()}</span>
                {inventory.isBaseYear && <span className="inv-badge">{t.list.baseYear()}</span>}
              </div>
              <div className="inv-row inv-note">
                <span>{t.approach[inventory.consolidationApproach]()}</span>
                <span>{t.gwp[inventory.gwpSet]()}</span>
                <span>
                  {t.list.facilities()}: {inventory.facilities.length}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <CreateInventoryForm
          busy={state.hasTag('busy')}
          refusal={state.context.createError}
          isFirst={inventories.length === 0}
          onCreate={(values) => actor.send({ type: 'user.create', values })}
        />
      ) : (
        <p className="inv-note">{t.create.cannotCreate()}</p>
      )}
    </>
  );
}

function CreateInventoryForm({
  busy,
  refusal,
  isFirst,
  onCreate,
}: {
  busy: boolean;
  refusal: import('../../../machines/inventory/inventory.types').Refusal | null;
  isFirst: boolean;
  onCreate: (values: {
    reportingYear: number;
    consolidationApproach: ConsolidationApproach;
    gwpSet: InventoryGwpSet;
    isBaseYear: boolean;
  }) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventory;
  const { min, max } = reportingYearBounds(new Date());
  const years = Array.from({ length: max - min + 1 }, (_, i) => String(max - i));
  const [year, setYear] = useState(String(max - 1 >= min ? max - 1 : max));
  const [approach, setApproach] = useState<ConsolidationApproach>('OPERATIONAL_CONTROL');
  const [gwpSet, setGwpSet] = useState<InventoryGwpSet>('AR5');
  const [isBaseYear, setIsBaseYear] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({
      reportingYear: Number(year),
      consolidationApproach: approach,
      gwpSet,
      isBaseYear: isFirst || isBaseYear,
    });
  };
  return (
    <form className="inv-form" onSubmit={submit} aria-labelledby="create-inventory" noValidate>
      <h2 id="create-inventory" className="h-small">
        {t.create.title()}
      </h2>
      {refusal?.code === 'PLAN_LIMIT_REACHED' ? (
        <div className="form-error" role="alert">
          {t.create.planLimit()}
        </div>
      ) : (
        <RefusalText refusal={refusal} />
      )}
      <SelectField
        label={t.create.year()}
        name="reportingYear"
        value={year}
        onChange={setYear}
        options={years.map((y) => ({ value: y, label: y }))}
        hint={t.create.yearHint({ min, max })}
        error={fieldText(refusal, 'reportingYear', locale)}
        required
      />
      <SelectField
        label={t.approach.label()}
        name="consolidationApproach"
        value={approach}
        onChange={(value) => setApproach(value as ConsolidationApproach)}
        options={CONSOLIDATION_APPROACHES.map((code) => ({ value: code, label: t.approach[code]() }))}
        hint={t.approach.hint()}
      />
      <SelectField
        label={t.gwp.label()}
        name="gwpSet"
        value={gwpSet}
        onChange={(value) => setGwpSet(value as InventoryGwpSet)}
        options={GWP_SETS.map((code) => ({ value: code, label: t.gwp[code]() }))}
        hint={t.gwp.hint()}
      />
      <CheckboxField
        label={t.create.baseYear()}
        name="isBaseYear"
        checked={isFirst || isBaseYear}
        disabled={isFirst}
        onChange={setIsBaseYear}
      />
      <p className="inv-note">{t.create.baseYearHint()}</p>
      <div className="inv-actions">
        <SubmitButton busy={busy} busyLabel={t.busy()}>
          {t.create.submit()}
        </SubmitButton>
      </div>
    </form>
  );
}
