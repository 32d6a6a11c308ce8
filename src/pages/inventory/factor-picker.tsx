// The row form's factor picker (issue 15 items 2-3): the factor sets a row's category and input kind accept, from
// the factor-picker machine's list (library first, then the workspace's own), each with its value per gas, source,
// year and licence; the chosen set's details below the select. The factors a stored row pinned stay offered even
// when the library has moved on (a pinned snapshot never changes silently).
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { inputRuleOf, type InputKind } from '../../../domain/inventory/activity-categories';
import { formatNumber } from '../../../domain/numbers';
import type { EmissionFactor } from '../../../machines/inventory/activity-data.types';
import type { factorPickerMachine } from '../../../machines/inventory/factor-picker.machine';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { activityName, factorSets, unitSymbol, type FactorSet } from './data-parts';
import { LoadFailed } from './inventory-parts';

export type FactorPickerRef = ActorRefFrom<typeof factorPickerMachine>;

/** The factors a row of this category and input kind may pin, with the row's pinned ones kept. */
export function offeredFactors(
  all: readonly EmissionFactor[],
  category: string,
  inputKind: InputKind,
  pinned: readonly EmissionFactor[],
): EmissionFactor[] {
  const groups = inputRuleOf(category, inputKind)?.factorGroups ?? [];
  const offered = all.filter((f) => (groups as readonly string[]).includes(f.group));
  const missing = pinned.filter(
    (p) => (groups as readonly string[]).includes(p.group) && !offered.some((f) => f.id === p.id),
  );
  return [...missing, ...offered];
}

export function FactorLine({ factor }: { factor: EmissionFactor }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryData.factor;
  return (
    <li>
      <span className="inv-badge">{t.origin[factor.origin]()}</span>{' '}
      {t.value({
        value: formatNumber(factor.value, locale, 6),
        gas: factor.gas,
        unit: unitSymbol(LL, factor.perUnit),
      })}
      <br />
      <span className="inv-note">
        {t.source({ document: factor.source.document, table: factor.source.table, year: factor.source.year })}
        {' · '}
        {t.licence({ licence: factor.licence })}
        {factor.evidence ? ` · ${t.evidence({ evidence: factor.evidence })}` : ''}
      </span>
    </li>
  );
}

function setLabel(set: FactorSet, LL: ReturnType<typeof useI18nContext>['LL'], locale: 'vi' | 'en'): string {
  const first = set.factors[0];
  const values = set.factors
    .map((f) => `${formatNumber(f.value, locale, 6)} ${f.gas}/${unitSymbol(LL, f.perUnit)}`)
    .join(', ');
  return `${activityName(first)} — ${values} — ${first.source.document.slice(0, 60)} (${first.source.year})`;
}

export function FactorPicker({
  picker,
  category,
  inputKind,
  pinned,
  value,
  onChange,
  error,
}: {
  picker: FactorPickerRef;
  category: string;
  inputKind: InputKind;
  pinned: readonly EmissionFactor[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryData.factor;
  const state = useSelector(picker, (s) => s);
  if (state.matches('failed'))
    return (
      <LoadFailed refusal={state.context.loadError} onRetry={() => picker.send({ type: 'user.retry' })} />
    );
  if (state.matches('loading')) return <p role="status">{t.loading()}</p>;
  const sets = factorSets(offeredFactors(state.context.factors, category, inputKind, pinned));
  const chosen = sets.find((set) => set.factors.some((f) => value.includes(f.id))) ?? null;
  return (
    <div className="inv-factor">
      <SelectField
        label={t.picker()}
        name="factor"
        value={chosen?.key ?? ''}
        placeholder={t.none()}
        onChange={(key) => onChange(sets.find((set) => set.key === key)?.factors.map((f) => f.id) ?? [])}
        options={sets.map((set) => ({ value: set.key, label: setLabel(set, LL, locale) }))}
        hint={sets.length === 0 ? t.noneAvailable() : t.pickerHint()}
        error={error}
      />
      {chosen && (
        <ul className="inv-factor-lines" aria-label={t.picker()}>
          {chosen.factors.map((f) => (
            <FactorLine key={f.id} factor={f} />
          ))}
        </ul>
      )}
    </div>
  );
}
