// Step 2 of the assessment wizard: the year's energy use (electricity and fuels), checked here and sent to the
// machine (`user.submitEnergy`).
import { useState } from 'react';
import type { Fuels, GhgAssessmentInput } from '../../../../machines/ghg/risk-assessment.types';
import { FUEL_KEYS, type FuelKey } from '../../../../machines/ghg/energy-and-goods';
import { COUNTRIES_WITH_GRID_FACTOR, DEFAULT_GHG_COUNTRY } from '../../../../domain/ghg-countries';
import { countryName } from '../../../../domain/ghg-country-names';
import { SelectField } from '../../../components/form/select-field';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Form } from '../../../components/form/form';
import { NumberField } from '../../../components/form/number-field';
import type { NumberRules } from '../../../../domain/numbers';
import { amountText, fieldPath, parseAmount } from '../assessment-fields';
import { useFieldError, type Issues, type StepProps } from './step-parts';
import { AMOUNT_RULES, FUEL_RULES, StepActions } from './later-step-parts';

export function EnergyStep({ draft, serverErrors, send, noticeText }: StepProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghgLater.energy;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(FUEL_KEYS.map((key) => [`fuels.${key}`, amountText(draft.fuels[key], locale)])),
    electricityKwh: amountText(draft.electricityKwh, locale),
    wasteHandledTonnes: amountText(draft.wasteHandledTonnes, locale),
    ownGridFactor: amountText(draft.ownGridFactor, locale, false),
  }));
  type GwpSet = NonNullable<GhgAssessmentInput['gwpSet']>;
  const [gwpSet, setGwpSet] = useState<GwpSet>(draft.gwpSet ?? 'AR5');
  const country = draft.countryCode ?? DEFAULT_GHG_COUNTRY;
  const sourcedGrid = COUNTRIES_WITH_GRID_FACTOR.has(country);
  const countryLabel = countryName(country, locale);
  const [issues, setIssues] = useState<Issues>({});
  const errorOf = useFieldError(issues, serverErrors, noticeText, LL.ghgLater.checks);

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
    const own = parseAmount(values.ownGridFactor, locale, AMOUNT_RULES.ownGridFactor, null);
    if (!own.ok) found.ownGridFactor = own.issue;
    // No sourced factor for the country: grid electricity needs the user's own, never 0 nor Vietnam's value.
    else if (own.value === null && !sourcedGrid && electricity.ok && (electricity.value ?? 0) > 0)
      found.ownGridFactor = 'gridFactorNeeded';
    setIssues(found);
    if (Object.keys(found).length > 0 || !electricity.ok || !waste.ok || !own.ok) return false;
    send({
      type: 'user.submitEnergy',
      values: {
        fuels,
        electricityKwh: electricity.value ?? 0,
        ...(waste.value !== null && waste.value > 0 ? { wasteHandledTonnes: waste.value } : {}),
        ...(own.value !== null ? { ownGridFactor: own.value } : {}),
        gwpSet,
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
              key === 'biomassTonnes'
                ? t.biomassHint()
                : key === 'dieselLitres' || key === 'gasolineLitres'
                  ? t.stationaryHint()
                  : undefined,
            ),
          )}
        </div>
      </fieldset>
      <div className="ghg-grid">
        {amount('electricityKwh', t.electricityKwh(), AMOUNT_RULES.electricityKwh)}
        {amount('wasteHandledTonnes', t.wasteHandledTonnes(), AMOUNT_RULES.wasteHandledTonnes, t.wasteHint())}
      </div>
      {amount(
        'ownGridFactor',
        t.ownGridFactor(),
        AMOUNT_RULES.ownGridFactor,
        sourcedGrid
          ? t.ownGridFactorHint({ country: countryLabel })
          : t.ownGridFactorNeeded({ country: countryLabel }),
      )}
      <SelectField
        name="gwpSet"
        label={t.gwpSet()}
        value={gwpSet}
        onChange={(value) => setGwpSet(value as GwpSet)}
        options={(['AR5', 'AR6'] as const).map((set) => ({ value: set, label: t.gwpSets[set]() }))}
      />
      <StepActions onBack={() => send({ type: 'user.back' })} />
    </Form>
  );
}
