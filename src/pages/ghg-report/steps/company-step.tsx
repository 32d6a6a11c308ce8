// Step 1 of the assessment wizard: company & sector (name, tax code, sector, size, revenue, previous inventory,
// export markets), checked here and sent as `user.submitCompany`.
import { useState } from 'react';
import {
  EXPORT_MARKETS,
  GHG_SECTORS,
  type ExportMarket,
  type GhgSector,
} from '../../../../machines/ghg/risk-assessment.types';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Form } from '../../../components/form/form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { NumberField } from '../../../components/form/number-field';
import { amountText, COMPANY_RULES, fieldPath, parseAmount, TAX_CODE } from '../assessment-fields';
import { DEFAULT_GHG_COUNTRY, GHG_COUNTRIES, type GhgCountry } from '../../../../domain/ghg-countries';
import { useFieldError, type Issues, type StepProps } from './step-parts';
import { SubmitButton } from '../../../components/form/submit-button';

export function CompanyStep({ draft, serverErrors, send, noticeText }: StepProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghg.company;
  const [values, setValues] = useState({
    companyName: draft.companyName ?? '',
    taxCode: draft.taxCode ?? '',
    sector: draft.sector ?? '',
    countryCode: (draft.countryCode ?? DEFAULT_GHG_COUNTRY) as GhgCountry,
    employees: draft.sector ? amountText(draft.employees, locale, false) : '',
    revenueVnd: draft.sector ? amountText(draft.revenueVnd, locale, false) : '',
    previousInventory: draft.previousInventory,
    exportMarkets: draft.exportMarkets ?? [],
  });
  const [issues, setIssues] = useState<Issues>({});
  const errorOf = useFieldError(issues, serverErrors, noticeText);

  const edit = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues({ ...values, [field]: value });
    if (issues[field]) setIssues(({ [field]: _gone, ...rest }) => rest);
    if (Object.keys(serverErrors).some((path) => fieldPath(path) === field))
      send({ type: 'user.editField', field });
  };

  // A submit before the number reader has loaded finds the number fields empty (they are disabled until it is here),
  // and reads them without it (../assessment-fields.ts `parseAmount`).
  const submit = (): boolean => {
    const found: Issues = {};
    if (values.taxCode.trim() && !TAX_CODE.test(values.taxCode.trim())) found.taxCode = 'taxCode';
    if (!values.sector) found.sector = 'required';
    const employees = parseAmount(values.employees, locale, COMPANY_RULES.employees);
    if (!employees.ok) found.employees = employees.issue;
    const revenue = parseAmount(values.revenueVnd, locale, COMPANY_RULES.revenueVnd);
    if (!revenue.ok) found.revenueVnd = revenue.issue;
    setIssues(found);
    if (Object.keys(found).length > 0 || !employees.ok || !revenue.ok) return false;
    send({
      type: 'user.submitCompany',
      values: {
        companyName: values.companyName.trim(),
        taxCode: values.taxCode.trim(),
        sector: values.sector as GhgSector,
        countryCode: values.countryCode,
        employees: employees.value ?? 0,
        revenueVnd: revenue.value ?? 0,
        previousInventory: values.previousInventory,
        exportMarkets: EXPORT_MARKETS.filter((market) => values.exportMarkets.includes(market)),
      },
    });
    return true;
  };

  const toggleMarket = (market: ExportMarket, on: boolean) =>
    edit(
      'exportMarkets',
      on ? [...values.exportMarkets, market] : values.exportMarkets.filter((item) => item !== market),
    );

  return (
    <Form onSubmit={submit} aria-labelledby="step-title" className="form-card">
      <div className="ghg-grid">
        <TextField
          name="companyName"
          label={t.companyName()}
          value={values.companyName}
          onChange={(value) => edit('companyName', value)}
          error={errorOf('companyName')}
          hint={LL.ghg.wizard.optional()}
          autoComplete="organization"
          maxLength={200}
        />
        <TextField
          name="taxCode"
          label={t.taxCode()}
          value={values.taxCode}
          onChange={(value) => edit('taxCode', value)}
          error={errorOf('taxCode')}
          hint={t.taxCodeHint()}
          autoComplete="off"
          inputMode="numeric"
          maxLength={14}
        />
      </div>
      <SelectField
        name="sector"
        label={t.sector()}
        placeholder={t.sectorChoose()}
        value={values.sector}
        onChange={(value) => edit('sector', value as GhgSector | '')}
        error={errorOf('sector')}
        required
        options={GHG_SECTORS.map((sector) => ({ value: sector, label: LL.ghg.sectors[sector]() }))}
      />
      <SelectField
        name="countryCode"
        label={t.country()}
        value={values.countryCode}
        onChange={(value) => edit('countryCode', value as GhgCountry)}
        error={errorOf('countryCode')}
        hint={t.countryHint()}
        required
        options={GHG_COUNTRIES.map((code) => ({ value: code, label: LL.ghg.countries[code]() })).sort(
          (a, b) => a.label.localeCompare(b.label, locale),
        )}
      />
      <div className="ghg-grid">
        <NumberField
          name="employees"
          label={t.employees()}
          value={values.employees}
          onChange={(value) => edit('employees', value)}
          error={errorOf('employees')}
          required
          rules={COMPANY_RULES.employees}
        />
        <NumberField
          name="revenueVnd"
          label={t.revenueVnd()}
          value={values.revenueVnd}
          onChange={(value) => edit('revenueVnd', value)}
          error={errorOf('revenueVnd')}
          hint={t.revenueHint()}
          required
          rules={COMPANY_RULES.revenueVnd}
        />
      </div>
      <fieldset className="ghg-fieldset">
        <legend>{t.exportMarkets()}</legend>
        {EXPORT_MARKETS.map((market) => (
          <CheckboxField
            key={market}
            name={`exportMarkets.${market}`}
            label={t.markets[market]()}
            checked={values.exportMarkets.includes(market)}
            onChange={(on) => toggleMarket(market, on)}
          />
        ))}
      </fieldset>
      <CheckboxField
        name="previousInventory"
        label={t.previousInventory()}
        checked={values.previousInventory}
        onChange={(on) => edit('previousInventory', on)}
        error={errorOf('previousInventory')}
      />
      <div className="form-actions ghg-actions">
        <SubmitButton>{LL.ghg.wizard.next()}</SubmitButton>
      </div>
    </Form>
  );
}
