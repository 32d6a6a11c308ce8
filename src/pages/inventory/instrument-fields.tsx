// Market-based scope 2 on an electricity row (issue 15 item 2): renewable certificates, a direct PPA or a supplier's
// factor, each with the electricity it covers (read in the reader's language) and its evidence.
import type { EmissionFactor } from '../../../machines/inventory/activity-data.types';
import { useI18nContext } from '../../i18n/i18n-react';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import {
  INSTRUMENT_KINDS,
  QUANTITY_RULES,
  type InstrumentFields,
  type InstrumentKind,
} from './row-form-values';

export function InstrumentsFields({
  value,
  onChange,
  supplierFactors,
  error,
}: {
  value: InstrumentFields[];
  onChange: (value: InstrumentFields[]) => void;
  supplierFactors: readonly EmissionFactor[];
  error: (field: string) => string | null;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryData.form;
  const change = (index: number, patch: Partial<InstrumentFields>) =>
    onChange(value.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <fieldset>
      <legend>{t.instruments()}</legend>
      <p className="inv-note">{t.instrumentsHint()}</p>
      {value.map((item, index) => (
        <div key={index} className="inv-subform">
          <SelectField
            label={`${t.instrumentKind()} ${index + 1}`}
            name={`instrument-${index}-kind`}
            value={item.kind}
            onChange={(kind) => change(index, { kind: kind as InstrumentKind })}
            options={INSTRUMENT_KINDS.map((kind) => ({ value: kind, label: t.instrument[kind]() }))}
          />
          <NumberField
            label={`${t.instrumentQuantity()} ${index + 1}`}
            name={`instrument-${index}-quantity`}
            value={item.quantity}
            onChange={(quantity) => change(index, { quantity })}
            rules={QUANTITY_RULES}
            error={error(`instruments.${index}.quantity`)}
            required
          />
          <TextField
            label={`${t.instrumentEvidence()} ${index + 1}`}
            name={`instrument-${index}-evidence`}
            value={item.evidence}
            onChange={(evidence) => change(index, { evidence })}
            autoComplete="off"
            maxLength={300}
            error={error(`instruments.${index}.evidence`)}
            required
          />
          {item.kind === 'SUPPLIER_FACTOR' && (
            <SelectField
              label={`${t.instrumentFactor()} ${index + 1}`}
              name={`instrument-${index}-factor`}
              value={item.factorId}
              placeholder={LL.inventoryData.factor.none()}
              onChange={(factorId) => change(index, { factorId })}
              options={supplierFactors.map((f) => ({
                value: f.id,
                label: `${f.id} — ${f.source.document} (${f.source.year})`,
              }))}
              error={error(`instruments.${index}.factorId`)}
            />
          )}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            {t.removeInstrument({ n: index + 1 })}
          </button>
        </div>
      ))}
      <div className="inv-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            onChange([...value, { kind: 'RENEWABLE_CERTIFICATE', quantity: '', evidence: '', factorId: '' }])
          }
        >
          {t.addInstrument()}
        </button>
      </div>
    </fieldset>
  );
}
