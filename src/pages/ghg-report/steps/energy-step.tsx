// Step 2 of the assessment wizard: the year's energy use (electricity and fuels), checked here and sent to the
// machine (`user.submitEnergy`).
import { useState } from 'react';
import { FUEL_KEYS, type FuelKey, type Fuels } from '../../../../machines/ghg/risk-assessment.types';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Form } from '../../../components/form/form';
import { NumberField } from '../../../components/form/number-field';
import type { NumberRules } from '../../../../domain/numbers';
import { AMOUNT_RULES, amountText, FUEL_RULES, fieldPath, parseAmount } from '../assessment-fields';
import { StepActions, useFieldError, type Issues, type StepProps } from './step-parts';

export function EnergyStep({ draft, serverErrors, send }: StepProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghg.energy;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(FUEL_KEYS.map((key) => [`fuels.${key}`, amountText(draft.fuels[key], locale)])),
    electricityKwh: amountText(draft.electricityKwh, locale),
    wasteHandledTonnes: amountText(draft.wasteHandledTonnes, locale),
  }));
  const [issues, setIssues] = useState<Issues>({});
  const errorOf = useFieldError(issues, serverErrors);

  const edit = (field: string, value: string) => {
    setValues({ ...values, [field]: value });
    if (issues[field]) setIssues(({ [field]: _gone, ...rest }) => rest);
    if (Object.keys(serverErrors).some((path) => fieldPath(path) === field))
      send({ type: 'user.editField', field });
  };

  const submit = (): boolean => {
    const found: Issues = {};
    const fuels: Fuels = {};
    for (const key of FUEL_KEYS) {
      const parsed = parseAmount(values[`fuels.${key}`], locale, FUEL_RULES[key], null);
      if (!parsed.ok) found[`fuels.${key}`] = parsed.issue;
      else if (parsed.value !== null && parsed.value > 0) fuels[key] = parsed.value;
    }
    const electricity = parseAmount(values.electricityKwh, locale, AMOUNT_RULES.electricityKwh, 0);
    if (!electricity.ok) found.electricityKwh = electricity.issue;
    const waste = parseAmount(values.wasteHandledTonnes, locale, AMOUNT_RULES.wasteHandledTonnes, null);
    if (!waste.ok) found.wasteHandledTonnes = waste.issue;
    setIssues(found);
    if (Object.keys(found).length > 0 || !electricity.ok || !waste.ok) return false;
    send({
      type: 'user.submitEnergy',
      values: {
        fuels,
        electricityKwh: electricity.value ?? 0,
        ...(waste.value !== null && waste.value > 0 ? { wasteHandledTonnes: waste.value } : {}),
      },
    });
    return true;
  };

  const amount = (field: string, label: string, rules: NumberRules, hint?: string) => (
    <NumberField
      key={field}
      name={field}
      label={label}
      value={values[field]}
      onChange={(value) => edit(field, value)}
      error={errorOf(field)}
      hint={hint}
      rules={rules}
    />
  );

  return (
    <Form onSubmit={submit} aria-labelledby="step-title" className="form-card">
      <p>{t.lead()}</p>
      <fieldset className="ghg-fieldset">
        <legend>{t.fuelsLegend()}</legend>
        <div className="ghg-grid">
          {FUEL_KEYS.map((key: FuelKey) =>
            amount(
              `fuels.${key}`,
              t.fuels[key](),
              FUEL_RULES[key],
              key === 'biomassTonnes' ? t.biomassHint() : undefined,
            ),
          )}
        </div>
      </fieldset>
      <div className="ghg-grid">
        {amount('electricityKwh', t.electricityKwh(), AMOUNT_RULES.electricityKwh)}
        {amount('wasteHandledTonnes', t.wasteHandledTonnes(), AMOUNT_RULES.wasteHandledTonnes, t.wasteHint())}
      </div>
      <StepActions onBack={() => send({ type: 'user.back' })} />
    </Form>
  );
}
