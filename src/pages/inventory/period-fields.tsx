// The period of a row (or of the list's filter): month, quarter or the whole year of the inventory's reporting
// year, and which month or quarter.
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import type { PeriodKind } from './row-form-values';

export function PeriodFields({
  kind,
  number,
  year,
  onChange,
  error,
  anyKind,
  name = 'period',
}: {
  kind: PeriodKind | '';
  number: string;
  year: number;
  onChange: (kind: PeriodKind, number: string) => void;
  error?: string | null;
  /** For a filter: a first choice "all periods" (kind ''). */
  anyKind?: (kind: '') => void;
  name?: string;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryData.period;
  const count = kind === 'MONTH' ? 12 : kind === 'QUARTER' ? 4 : 0;
  return (
    <div className="inv-quantity">
      <SelectField
        label={t.kind()}
        name={`${name}Kind`}
        value={kind}
        placeholder={anyKind ? t.any() : undefined}
        onChange={(next) => {
          if ((next as string) === '') anyKind?.('');
          else onChange(next as PeriodKind, next === 'YEAR' ? '' : '1');
        }}
        options={(['MONTH', 'QUARTER', 'YEAR'] as const).map((k) => ({ value: k, label: t[k]() }))}
      />
      {count > 0 && (
        <SelectField
          label={t.number()}
          name={`${name}Number`}
          value={number}
          onChange={(next) => onChange(kind as PeriodKind, next)}
          options={Array.from({ length: count }, (_, i) => ({
            value: String(i + 1),
            label: kind === 'MONTH' ? t.month({ n: i + 1, year }) : t.quarter({ n: i + 1, year }),
          }))}
          error={error}
          required
        />
      )}
    </div>
  );
}
