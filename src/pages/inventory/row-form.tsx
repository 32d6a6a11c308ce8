// Add or edit one activity row (issue 15 item 2). Renders the row-form machine (editing, refused, conflict,
// confirming a delete, saved) and keeps the fields in the view: the category grouped by scope, the input kinds it
// allows, units compatible with the chosen factor, the quantity read in the reader's language (NumberField echoes
// what it read, refuses what it cannot read without guessing), the factor picker (and a workspace factor), the
// refrigerant gas, the exchange rate of a spend in dong, and market-based instruments for electricity.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { categoryOf, type CategoryCode, type InputKind } from '../../../domain/inventory/activity-categories';
import type { Unit } from '../../../domain/inventory/units';
import type { ActivityRow, EmissionFactor } from '../../../machines/inventory/activity-data.types';
import type { Inventory, Refusal } from '../../../machines/inventory/inventory.types';
import { useInspectedMachine } from '../../app/inspection';
import { createActivityRowFormLogic, createFactorPickerLogic } from '../../app/wiring/inventory-data';
import { useI18nContext } from '../../i18n/i18n-react';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { numberRefusalText } from '../../components/form/number-text';
import { AddFactorForm } from './add-factor-form';
import { CategorySelect, unitLabel, yearsUpTo } from './data-parts';
import { FactorPicker, offeredFactors } from './factor-picker';
import { InstrumentsFields } from './instrument-fields';
import { RefusalText, fieldText } from './inventory-parts';
import { PeriodFields } from './period-fields';
import {
  QUANTITY_RULES,
  REFRIGERANT_GASES,
  initialFields,
  needsRate,
  rowSubmission,
  unitsFor,
  withCategory,
  withInputKind,
  type RowFields,
} from './row-form-values';

export type RowFormDone = 'created' | 'updated' | 'deleted';

/** The fields the form shows its server details beside; any other detail is listed under the form's notice. */
const SHOWN_FIELDS =
  /^(facilityId|period(\.number)?|category|inputKind|refrigerant(\.gas)?|factorIds(\.0)?|quantity(\.value|\.unit)?|unit|exchangeRate\.(rate|year|source)|instruments\.\d+\.(quantity|evidence|factorId)|note)$/;

function OtherFieldErrors({ refusal, locale }: { refusal: Refusal | null; locale: 'vi' | 'en' }) {
  const others = Object.keys(refusal?.fieldErrors ?? {}).filter((field) => !SHOWN_FIELDS.test(field));
  if (others.length === 0) return null;
  return (
    <ul className="inv-note">
      {others.map((field) => (
        <li key={field}>{fieldText(refusal, field, locale)}</li>
      ))}
    </ul>
  );
}

/** Vietnam's grid factor of `year`, else the latest published before it (the library's VN_GRID factors). */
export function gridFactorFor(factors: readonly EmissionFactor[], year: number): EmissionFactor | null {
  const grid = factors
    .filter((f) => f.origin === 'LIBRARY' && f.group === 'GRID_ELECTRICITY' && f.activity === 'VN_GRID')
    .filter((f) => f.validFrom <= year)
    .sort((a, b) => b.validFrom - a.validFrom);
  return grid[0] ?? null;
}

export function RowForm({
  spaceId,
  inventory,
  row,
  defaults,
  canAddFactor,
  onDone,
  onClose,
}: {
  spaceId: string | null;
  inventory: Inventory;
  row: ActivityRow | null;
  defaults: Parameters<typeof initialFields>[1];
  canAddFactor: boolean;
  onDone: (done: RowFormDone) => void;
  onClose: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryData.form;
  const [formLogic] = useState(() => createActivityRowFormLogic(row));
  const [pickerLogic] = useState(() => createFactorPickerLogic());
  const [fields, setFields] = useState<RowFields>(() => initialFields(row, defaults, locale));
  const form = useInspectedMachine(formLogic, { input: { spaceId, inventoryId: inventory.id, row } });
  const picker = useInspectedMachine(pickerLogic, { input: { spaceId, category: fields.category } });
  const state = useSelector(form, (s) => s);
  const pickerFactors = useSelector(picker, (s) => s.context.factors);
  const added = useSelector(picker, (s) => s.context.added);
  const set = (patch: Partial<RowFields>) => setFields((all) => ({ ...all, ...patch }));

  // A factor the user just added is picked for this row (a workspace factor is a CUSTOM or supplier factor).
  useEffect(() => {
    if (!added) return;
    if (added.group === 'CUSTOM')
      setFields((all) => ({ ...withInputKind(all, 'CUSTOM'), factorIds: [added.id] }));
  }, [added]);
  // A new electricity row starts on Vietnam's grid factor of the reporting year (else the latest before it), once
  // per category choice: the user may pick another, or none.
  const pickerReady = useSelector(picker, (s) => s.matches('ready'));
  const suggested = useRef<string | null>(null);
  useEffect(() => {
    if (row || !pickerReady || fields.inputKind !== 'ELECTRICITY' || suggested.current === fields.category)
      return;
    suggested.current = fields.category;
    const grid = gridFactorFor(pickerFactors, fields.year);
    if (grid && fields.factorIds.length === 0) setFields((all) => ({ ...all, factorIds: [grid.id] }));
  }, [
    row,
    pickerReady,
    pickerFactors,
    fields.inputKind,
    fields.category,
    fields.year,
    fields.factorIds.length,
  ]);
  const finished = state.matches('saved')
    ? row
      ? 'updated'
      : 'created'
    : state.matches('deleted')
      ? 'deleted'
      : null;
  useEffect(() => {
    if (finished) onDone(finished);
  }, [finished, onDone]);

  const category = categoryOf(fields.category);
  const kinds = (category?.inputs ?? []).map((rule) => rule.kind);
  const pinned = row?.factors ?? [];
  const known: EmissionFactor[] = [...pinned, ...pickerFactors];
  const chosen = fields.factorIds
    .map((id) => known.find((f) => f.id === id))
    .filter((f): f is EmissionFactor => Boolean(f));
  const units = unitsFor(fields, chosen);
  const refusal = state.context.error;
  const issues = state.context.issues;
  const error = (field: string) => issues[field] ?? fieldText(refusal, field, locale);
  const busy = state.hasTag('busy');
  const title = row ? t.editTitle() : t.addTitle();

  if (state.matches('gone'))
    return (
      <section className="inv-panel" aria-label={title}>
        <p role="alert">{t.gone()}</p>
        <button type="button" className="button button-secondary" onClick={() => onDone('deleted')}>
          {t.close()}
        </button>
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, issues: found } = rowSubmission(fields, chosen, locale, {
      required: t.required(),
      number: (refusal) => numberRefusalText(LL, locale, refusal),
    });
    form.send({ type: 'user.submit', values, issues: found });
  };

  return (
    <section className="inv-panel" aria-labelledby="row-form-title">
      <div className="inv-row">
        <h2 id="row-form-title" className="h-small">
          {title}
        </h2>
        <button type="button" className="button button-quiet" onClick={onClose}>
          {t.close()}
        </button>
      </div>
      <form className="inv-form" onSubmit={submit} aria-labelledby="row-form-title" noValidate>
        {state.matches('conflict') ? (
          <div role="alert" className="inv-conflict">
            <p>{t.conflict()}</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => form.send({ type: 'user.reload' })}
            >
              {t.reload()}
            </button>
          </div>
        ) : (
          <>
            <RefusalText refusal={refusal} />
            <OtherFieldErrors refusal={refusal} locale={locale} />
          </>
        )}
        <SelectField
          label={t.facility()}
          name="facilityId"
          value={fields.facilityId}
          onChange={(facilityId) => set({ facilityId })}
          options={inventory.facilities.map((f) => ({ value: f.facilityId, label: f.name }))}
          error={error('facilityId')}
          required
        />
        <PeriodFields
          kind={fields.periodKind}
          number={fields.periodNumber}
          year={fields.year}
          onChange={(periodKind, periodNumber) => set({ periodKind, periodNumber })}
          error={error('period.number') ?? error('period')}
        />
        <CategorySelect
          LL={LL}
          label={t.category()}
          name="category"
          value={fields.category}
          onChange={(code) => {
            const next = categoryOf(code);
            if (!next) return;
            setFields((all) =>
              withCategory(
                all,
                next.code as CategoryCode,
                next.inputs.map((r) => r.kind),
              ),
            );
            picker.send({ type: 'user.category', category: next.code });
          }}
          error={error('category')}
        />
        {kinds.length > 1 && (
          <SelectField
            label={LL.inventoryData.inputKind.label()}
            name="inputKind"
            value={fields.inputKind}
            onChange={(kind) => setFields((all) => withInputKind(all, kind as InputKind))}
            options={kinds.map((kind) => ({ value: kind, label: LL.inventoryData.inputKind[kind]() }))}
            error={error('inputKind')}
          />
        )}
        {fields.inputKind === 'REFRIGERANT' ? (
          <SelectField
            label={t.refrigerantGas()}
            name="refrigerantGas"
            value={fields.refrigerantGas}
            onChange={(refrigerantGas) => set({ refrigerantGas })}
            options={REFRIGERANT_GASES.map((gas) => ({ value: gas, label: gas }))}
            hint={t.refrigerantHint()}
            error={error('refrigerant') ?? error('refrigerant.gas')}
          />
        ) : (
          <FactorPicker
            picker={picker}
            category={fields.category}
            inputKind={fields.inputKind}
            pinned={pinned}
            value={fields.factorIds}
            onChange={(factorIds) => set({ factorIds })}
            error={error('factorIds') ?? error('factorIds.0')}
          />
        )}
        <div className="inv-quantity">
          <NumberField
            label={t.quantity()}
            name="quantity"
            value={fields.quantity}
            onChange={(quantity) => set({ quantity })}
            rules={QUANTITY_RULES}
            hint={t.quantityHint()}
            error={error('quantity.value') ?? error('quantity')}
            required
          />
          <SelectField
            label={LL.inventoryData.unit.label()}
            name="unit"
            value={units.includes(fields.unit) ? fields.unit : ''}
            placeholder={units.includes(fields.unit) ? undefined : '—'}
            onChange={(unit) => set({ unit: unit as Unit })}
            options={units.map((unit) => ({ value: unit, label: unitLabel(LL, unit) }))}
            error={error('unit') ?? error('quantity.unit')}
            required
          />
        </div>
        {needsRate(fields, chosen) && (
          <fieldset>
            <legend>{t.exchangeRate()}</legend>
            <p className="inv-note">{t.exchangeHint()}</p>
            <NumberField
              label={t.exchangeRate()}
              name="rate"
              value={fields.rate}
              onChange={(rate) => set({ rate })}
              error={error('exchangeRate.rate')}
              required
            />
            <SelectField
              label={t.exchangeYear()}
              name="rateYear"
              value={fields.rateYear}
              onChange={(rateYear) => set({ rateYear })}
              options={yearsUpTo(inventory.reportingYear + 1, 10)}
              error={error('exchangeRate.year')}
              required
            />
            <TextField
              label={t.exchangeSource()}
              name="rateSource"
              value={fields.rateSource}
              onChange={(rateSource) => set({ rateSource })}
              autoComplete="off"
              maxLength={300}
              error={error('exchangeRate.source')}
              required
            />
          </fieldset>
        )}
        {fields.inputKind === 'ELECTRICITY' && (
          <InstrumentsFields
            value={fields.instruments}
            onChange={(instruments) => set({ instruments })}
            supplierFactors={offeredFactors(pickerFactors, fields.category, 'ELECTRICITY', []).filter(
              (f) => f.origin === 'WORKSPACE',
            )}
            error={error}
          />
        )}
        <TextAreaField
          label={t.note()}
          name="note"
          value={fields.note}
          onChange={(note) => set({ note })}
          maxLength={2000}
          error={error('note')}
        />
        <div className="inv-actions">
          <SubmitButton busy={busy} busyLabel={t.busy()}>
            {t.save()}
          </SubmitButton>
          {row && !state.matches('confirmingDelete') && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => form.send({ type: 'user.delete' })}
            >
              {t.delete()}
            </button>
          )}
        </div>
        {state.matches('confirmingDelete') && (
          <div role="alertdialog" aria-label={t.delete()} className="inv-conflict">
            <p>{t.confirmDelete()}</p>
            <div className="inv-actions">
              <button
                type="button"
                className="button button-primary"
                onClick={() => form.send({ type: 'user.confirmDelete' })}
              >
                {t.confirmDeleteYes()}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => form.send({ type: 'user.cancel' })}
              >
                {t.cancel()}
              </button>
            </div>
          </div>
        )}
      </form>
      {canAddFactor && fields.inputKind !== 'REFRIGERANT' && (
        <AddFactorForm
          picker={picker}
          year={inventory.reportingYear}
          electricity={fields.category === 'S2_ELECTRICITY'}
        />
      )}
    </section>
  );
}
