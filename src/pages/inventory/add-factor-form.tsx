// A workspace's own emission factor (issue 15 item 3), from the row form's picker: value per unit, gas, source
// document with its year, and evidence (all required by the contract), sent as one `user.addFactor` to the
// factor-picker machine; the server's 400 details show beside their fields. OWNER and ADMIN only.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { UNITS, type Unit } from '../../../domain/inventory/units';
import { readNumber } from '../../../domain/numbers';
import type { WorkspaceFactorValues } from '../../../machines/inventory/activity-data.types';
import { useI18nContext } from '../../i18n/i18n-react';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { numberRefusalText } from '../../components/form/number-text';
import { unitLabel, yearsUpTo } from './data-parts';
import type { FactorPickerRef } from './factor-picker';
import { RefusalText, fieldText } from './inventory-parts';

const GASES = ['CO2', 'CH4', 'N2O', 'CO2e', 'HFC-32', 'HFC-134a', 'SF6'] as const;

export function AddFactorForm({
  picker,
  year,
  electricity,
}: {
  picker: FactorPickerRef;
  year: number;
  electricity: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryData.addFactor;
  const state = useSelector(picker, (s) => s);
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({
    code: '',
    value: '',
    perUnit: 'kg' as Unit,
    gas: 'CO2e' as (typeof GASES)[number],
    group: 'CUSTOM' as 'CUSTOM' | 'GRID_ELECTRICITY',
    document: '',
    table: '',
    row: '',
    year: String(year),
    evidence: '',
    validFrom: String(year),
  });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof f>) => setF((all) => ({ ...all, ...patch }));
  const refusal = state.context.addError;
  const error = (field: string) => issues[field] ?? fieldText(refusal, field, locale);
  // Closed once the factor it sent is in the list (it stays open, with the server's details, when refused).
  const added = state.context.added;
  const justAdded = added !== null && added.id.endsWith(`-${f.code.trim()}`);
  if (!open || justAdded)
    return (
      <div className="inv-actions">
        {state.context.added && <p role="status">{t.added({ id: state.context.added.id })}</p>}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            set({ code: '' });
            setOpen(true);
          }}
        >
          {t.open()}
        </button>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found: Record<string, string> = {};
    const num = (text: string, field: string, rules: Parameters<typeof readNumber>[2]) => {
      const entry = readNumber(text, locale, rules);
      if (entry.kind === 'number') return entry.value;
      found[field] =
        entry.kind === 'empty'
          ? LL.inventoryData.form.required()
          : numberRefusalText(LL, locale, entry.refusal);
      return 0;
    };
    const value = num(f.value, 'value', { min: 0 });
    const published = num(f.year, 'year', { min: 1900, max: 2100, integer: true });
    const validFrom = num(f.validFrom, 'validFrom', { min: 1900, max: 2100, integer: true });
    for (const field of ['code', 'document', 'evidence'] as const)
      if (!f[field].trim()) found[field] = LL.inventoryData.form.required();
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    const values: WorkspaceFactorValues = {
      code: f.code.trim(),
      value,
      perUnit: f.perUnit,
      gas: f.gas,
      group: f.group,
      document: f.document.trim(),
      ...(f.table.trim() ? { table: f.table.trim() } : {}),
      ...(f.row.trim() ? { row: f.row.trim() } : {}),
      year: published,
      evidence: f.evidence.trim(),
      region: 'VN',
      validFrom,
    };
    picker.send({ type: 'user.addFactor', values });
  };
  const text = (
    field: 'code' | 'document' | 'table' | 'row' | 'evidence',
    label: string,
    required = false,
  ) => (
    <TextField
      label={label}
      name={`factor-${field}`}
      value={f[field]}
      onChange={(v) => set({ [field]: v })}
      autoComplete="off"
      required={required}
      error={error(field)}
      hint={field === 'code' ? t.codeHint() : undefined}
    />
  );
  return (
    <form className="inv-form inv-subform" onSubmit={submit} aria-label={t.title()} noValidate>
      <h3 className="h-small">{t.title()}</h3>
      <RefusalText refusal={refusal} />
      {text('code', t.code(), true)}
      <NumberField
        label={t.value()}
        name="factor-value"
        value={f.value}
        onChange={(v) => set({ value: v })}
        rules={{ min: 0 }}
        error={error('value')}
        required
      />
      <SelectField
        label={t.perUnit()}
        name="factor-perUnit"
        value={f.perUnit}
        onChange={(v) => set({ perUnit: v as Unit })}
        options={UNITS.map((u) => ({ value: u, label: unitLabel(LL, u) }))}
      />
      <SelectField
        label={t.gas()}
        name="factor-gas"
        value={f.gas}
        onChange={(v) => set({ gas: v as (typeof GASES)[number] })}
        options={GASES.map((g) => ({ value: g, label: g }))}
      />
      {electricity && (
        <SelectField
          label={t.group()}
          name="factor-group"
          value={f.group}
          onChange={(v) => set({ group: v as 'CUSTOM' | 'GRID_ELECTRICITY' })}
          options={[
            { value: 'CUSTOM', label: t.groupCUSTOM() },
            { value: 'GRID_ELECTRICITY', label: t.groupGRID_ELECTRICITY() },
          ]}
        />
      )}
      {text('document', t.document(), true)}
      {text('table', t.table())}
      {text('row', t.row())}
      <SelectField
        label={t.year()}
        name="factor-year"
        value={f.year}
        onChange={(v) => set({ year: v })}
        options={yearsUpTo(year + 1, 30)}
        error={error('year')}
        required
      />
      {text('evidence', t.evidence(), true)}
      <SelectField
        label={t.validFrom()}
        name="factor-validFrom"
        value={f.validFrom}
        onChange={(v) => set({ validFrom: v })}
        options={yearsUpTo(year + 1, 30)}
        error={error('validFrom')}
        required
      />
      <div className="inv-actions">
        <button type="submit" className="button button-secondary" disabled={state.hasTag('busy')}>
          {t.submit()}
        </button>
        <button type="button" className="button button-quiet" onClick={() => setOpen(false)}>
          {LL.inventoryData.form.cancel()}
        </button>
      </div>
    </form>
  );
}
