// What the activity-data views (issue 15 item 2) share: the viewer's role in the workspace, the labels of the
// category codes, units and periods in the reader's language, a select grouped by scope, and the factor sets the
// picker offers (one activity's factors, one per gas, chosen together).
import type { ReactNode } from 'react';
import { CATEGORIES } from '../../../domain/inventory/activity-categories';
import { categoryLabel } from './category-label';
import type { Unit } from '../../../domain/inventory/units';
import type { SpaceRole } from '../../../domain/membership-lifecycle';
import type { ActivityRow, EmissionFactor } from '../../../machines/inventory/activity-data.types';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useHydrated } from '../../app/render-context';
import { useSessionView } from '../../components/session-context';
import { describedBy, useFieldIds } from '../../components/form/field-ids';
import { FieldErrorText, FieldHint, FieldLabel } from '../../components/form/field-parts';

/** The signed-in viewer's role in the workspace (`?space=`, else the default one), or null. */
export function useSpaceRole(spaceId: string | null): SpaceRole | null {
  const session = useSessionView();
  if (session.kind !== 'signedIn') return null;
  const membership = spaceId
    ? session.user.spaces.find((space) => space.id === spaceId)
    : (session.space ?? session.user.spaces[0]);
  return membership && membership.status === 'ACTIVE' ? membership.role : null;
}

type LL = TranslationFunctions;

export function unitLabel(LL: LL, unit: Unit | string): string {
  const t = LL.inventoryData.unit;
  if (unit === 't.km') return t.tkm();
  if (unit === 'passenger.km') return t.passengerKm();
  const key = unit as Exclude<Unit, 't.km' | 'passenger.km'>;
  return key in t ? t[key]() : unit;
}

/** The short unit written after a quantity ("1.234,5 L"). */
export function unitSymbol(LL: LL, unit: string): string {
  if (unit === 't.km') return LL.inventoryData.unit.tkm();
  if (unit === 'passenger.km') return LL.inventoryData.unit.passengerKm();
  if (unit === 'm3') return 'm³';
  return unit;
}

export function scopeLabel(LL: LL, scope: number): string {
  const t = LL.inventoryData.scope;
  return scope === 1 ? t.s1() : scope === 2 ? t.s2() : t.s3();
}

export function periodLabel(LL: LL, period: ActivityRow['period']): string {
  const t = LL.inventoryData.period;
  if (period.kind === 'MONTH') return t.month({ n: period.number ?? 0, year: period.year });
  if (period.kind === 'QUARTER') return t.quarter({ n: period.number ?? 0, year: period.year });
  return t.year({ year: period.year });
}

/** A native select of the categories, in optgroups by scope, labelled in the reader's language. */
export function CategorySelect({
  LL,
  label,
  name,
  value,
  onChange,
  empty,
  error,
  hint,
  disabled,
}: {
  LL: LL;
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A first, empty choice (e.g. "all categories"). */
  empty?: string;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const live = useHydrated();
  const ids = useFieldIds();
  return (
    <div className="field">
      <FieldLabel htmlFor={ids.control}>{label}</FieldLabel>
      <select
        id={ids.control}
        className="field-control"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || !live}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {([1, 2, 3] as const).map((scope) => (
          <optgroup key={scope} label={scopeLabel(LL, scope)}>
            {CATEGORIES.filter((c) => c.scope === scope).map((c) => (
              <option key={c.code} value={c.code}>
                {categoryLabel(LL, c.code)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <FieldErrorText id={ids.error}>{error}</FieldErrorText>
    </div>
  );
}

/** One activity's factors (one per gas) from one source: what the picker offers as one choice. */
export interface FactorSet {
  key: string;
  factors: EmissionFactor[];
}

export function factorSetKey(f: EmissionFactor): string {
  return [f.origin, f.group, f.activity, f.source.document, f.source.year, f.validFrom].join('|');
}

/** The factors grouped into sets, in the order the server listed them. */
export function factorSets(factors: readonly EmissionFactor[]): FactorSet[] {
  const sets = new Map<string, EmissionFactor[]>();
  for (const f of factors) {
    const key = factorSetKey(f);
    sets.set(key, [...(sets.get(key) ?? []), f]);
  }
  return [...sets].map(([key, list]) => ({ key, factors: list }));
}

/** The activity code written for reading ("VEHICLE_DIESEL" -> "VEHICLE DIESEL"). */
export function activityName(f: EmissionFactor): string {
  return f.activity.replace(/_/g, ' ');
}

/** The years from `last` back over `count` years, newest first, as select options. */
export function yearsUpTo(last: number, count: number): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => String(last - i)).map((y) => ({ value: y, label: y }));
}
