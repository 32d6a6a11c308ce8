// /ghg-report/count-down: the two-minute GHG emission-risk assessment (ghg-reference.md section 6), a four-step
// wizard with a progress indicator (company & sector, energy use, CBAM exports, review). Each step keeps what is
// typed in the view, checks it, and sends it to the risk-assessment machine; the machine holds the answers, runs
// the assessment (POST /ghg-reports) and brings back the step of a field the server refused.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectRiskAssessmentView } from '../../../machines/ghg/risk-assessment.machine';
import {
  ASSESSMENT_STEPS,
  CBAM_GOODS_GROUPS,
  EXPORT_MARKETS,
  FUEL_KEYS,
  GHG_SECTORS,
  type AssessmentDraft,
  type AssessmentStep,
  type CbamExport,
  type CbamGoodsGroup,
  type ExportMarket,
  type FuelKey,
  type Fuels,
  type GhgSector,
  type RiskAssessmentEvent,
} from '../../../machines/ghg/risk-assessment.types';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { createRiskAssessmentLogic } from '../../app/wiring/ghg';
import { noticeText, type Notice } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import { Form } from '../../components/form/form';
import { FormError, FormStatus } from '../../components/form/form-error';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { CheckboxField, SelectField } from '../contact/contact-fields';
import { amountText, CN_CODE, fieldPath, parseAmount, TAX_CODE, type Invalid } from './assessment-fields';
import { formatNumber } from './format';
import './ghg-report.css';

type Send = (event: RiskAssessmentEvent) => void;
type Issues = Record<string, Invalid>;

interface StepProps {
  draft: AssessmentDraft;
  serverErrors: Record<string, Notice>;
  send: Send;
}

/** The field's problem: what the view found, else what the server said about it. */
function useFieldError(issues: Issues, serverErrors: Record<string, Notice>) {
  const { LL, locale } = useI18nContext();
  const server = Object.fromEntries(
    Object.entries(serverErrors).map(([path, notice]) => [fieldPath(path), notice]),
  );
  return (field: string): string | null => {
    const issue = issues[field];
    if (issue) return LL.ghg.invalid[issue]();
    return server[field] ? noticeText(server[field], locale) : null;
  };
}

function StepActions({ onBack, last, busy }: { onBack?: () => void; last?: boolean; busy?: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.ghg.wizard;
  return (
    <div className="form-actions ghg-actions">
      {onBack && (
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          {t.back()}
        </button>
      )}
      <SubmitButton busy={busy} busyLabel={t.submitting()}>
        {last ? t.submit() : t.next()}
      </SubmitButton>
    </div>
  );
}

function CompanyStep({ draft, serverErrors, send }: StepProps) {
  const { LL } = useI18nContext();
  const t = LL.ghg.company;
  const [values, setValues] = useState({
    companyName: draft.companyName ?? '',
    taxCode: draft.taxCode ?? '',
    sector: draft.sector ?? '',
    employees: draft.sector ? String(draft.employees) : '',
    revenueVnd: draft.sector ? String(draft.revenueVnd) : '',
    previousInventory: draft.previousInventory,
    exportMarkets: draft.exportMarkets ?? [],
  });
  const [issues, setIssues] = useState<Issues>({});
  const errorOf = useFieldError(issues, serverErrors);

  const edit = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues({ ...values, [field]: value });
    if (issues[field]) setIssues(({ [field]: _gone, ...rest }) => rest);
    if (Object.keys(serverErrors).some((path) => fieldPath(path) === field))
      send({ type: 'user.editField', field });
  };

  const submit = (): boolean => {
    const found: Issues = {};
    if (values.taxCode.trim() && !TAX_CODE.test(values.taxCode.trim())) found.taxCode = 'taxCode';
    if (!values.sector) found.sector = 'required';
    const employees = parseAmount(values.employees, { integer: true, max: 10_000_000 });
    if (!employees.ok) found.employees = employees.issue;
    const revenue = parseAmount(values.revenueVnd, { max: 1e16 });
    if (!revenue.ok) found.revenueVnd = revenue.issue;
    setIssues(found);
    if (Object.keys(found).length > 0 || !employees.ok || !revenue.ok) return false;
    send({
      type: 'user.submitCompany',
      values: {
        companyName: values.companyName.trim(),
        taxCode: values.taxCode.trim(),
        sector: values.sector as GhgSector,
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
      <div className="ghg-grid">
        <TextField
          name="employees"
          label={t.employees()}
          value={values.employees}
          onChange={(value) => edit('employees', value)}
          error={errorOf('employees')}
          required
          autoComplete="off"
          inputMode="numeric"
        />
        <TextField
          name="revenueVnd"
          label={t.revenueVnd()}
          value={values.revenueVnd}
          onChange={(value) => edit('revenueVnd', value)}
          error={errorOf('revenueVnd')}
          hint={t.revenueHint()}
          required
          autoComplete="off"
          inputMode="decimal"
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
      <StepActions />
    </Form>
  );
}

function EnergyStep({ draft, serverErrors, send }: StepProps) {
  const { LL } = useI18nContext();
  const t = LL.ghg.energy;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(FUEL_KEYS.map((key) => [`fuels.${key}`, amountText(draft.fuels[key])])),
    electricityKwh: amountText(draft.electricityKwh),
    wasteHandledTonnes: amountText(draft.wasteHandledTonnes),
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
      const parsed = parseAmount(values[`fuels.${key}`], { empty: null, max: 1e12 });
      if (!parsed.ok) found[`fuels.${key}`] = parsed.issue;
      else if (parsed.value !== null && parsed.value > 0) fuels[key] = parsed.value;
    }
    const electricity = parseAmount(values.electricityKwh, { empty: 0, max: 1e13 });
    if (!electricity.ok) found.electricityKwh = electricity.issue;
    const waste = parseAmount(values.wasteHandledTonnes, { empty: null, max: 1e9 });
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

  const amount = (field: string, label: string, hint?: string) => (
    <TextField
      key={field}
      name={field}
      label={label}
      value={values[field]}
      onChange={(value) => edit(field, value)}
      error={errorOf(field)}
      hint={hint}
      autoComplete="off"
      inputMode="decimal"
    />
  );

  return (
    <Form onSubmit={submit} aria-labelledby="step-title" className="form-card">
      <p>{t.lead()}</p>
      <fieldset className="ghg-fieldset">
        <legend>{t.fuelsLegend()}</legend>
        <div className="ghg-grid">
          {FUEL_KEYS.map((key: FuelKey) =>
            amount(`fuels.${key}`, t.fuels[key](), key === 'biomassTonnes' ? t.biomassHint() : undefined),
          )}
        </div>
      </fieldset>
      <div className="ghg-grid">
        {amount('electricityKwh', t.electricityKwh())}
        {amount('wasteHandledTonnes', t.wasteHandledTonnes(), t.wasteHint())}
      </div>
      <StepActions onBack={() => send({ type: 'user.back' })} />
    </Form>
  );
}

interface GoodRow {
  goodsGroup: CbamGoodsGroup | '';
  cnCode: string;
  quantity: string;
  verifiedData: boolean;
  verifiedSee: string;
}

const emptyGood: GoodRow = { goodsGroup: '', cnCode: '', quantity: '', verifiedData: false, verifiedSee: '' };

function CbamStep({ draft, serverErrors, send }: StepProps) {
  const { LL } = useI18nContext();
  const t = LL.ghg.cbam;
  const [rows, setRows] = useState<GoodRow[]>(() =>
    (draft.cbamExports ?? []).map((good) => ({
      goodsGroup: good.goodsGroup,
      cnCode: good.cnCode ?? '',
      quantity: String(good.quantity),
      verifiedData: good.verifiedData,
      verifiedSee: amountText(good.verifiedSee, false),
    })),
  );
  const [issues, setIssues] = useState<Issues>({});
  const errorOf = useFieldError(issues, serverErrors);

  const edit = (index: number, patch: Partial<GoodRow>) => {
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    const fields = Object.keys(patch).map((key) => `cbamExports.${index}.${key}`);
    setIssues(Object.fromEntries(Object.entries(issues).filter(([field]) => !fields.includes(field))));
    for (const field of fields) {
      if (Object.keys(serverErrors).some((path) => fieldPath(path) === field))
        send({ type: 'user.editField', field });
    }
  };

  const submit = (): boolean => {
    const found: Issues = {};
    const goods: CbamExport[] = [];
    rows.forEach((row, index) => {
      const at = (field: string) => `cbamExports.${index}.${field}`;
      if (!row.goodsGroup) found[at('goodsGroup')] = 'required';
      if (row.cnCode.trim() && !CN_CODE.test(row.cnCode.trim())) found[at('cnCode')] = 'cnCode';
      const quantity = parseAmount(row.quantity, { max: 1e9 });
      if (!quantity.ok) found[at('quantity')] = quantity.issue;
      const see = parseAmount(row.verifiedSee, { empty: null, max: 1000 });
      if (row.verifiedData && !see.ok) found[at('verifiedSee')] = see.issue;
      if (row.goodsGroup && quantity.ok) {
        goods.push({
          goodsGroup: row.goodsGroup,
          ...(row.cnCode.trim() ? { cnCode: row.cnCode.trim() } : {}),
          quantity: quantity.value ?? 0,
          verifiedData: row.verifiedData,
          ...(row.verifiedData && see.ok && see.value !== null ? { verifiedSee: see.value } : {}),
        });
      }
    });
    setIssues(found);
    if (Object.keys(found).length > 0) return false;
    send({ type: 'user.submitCbam', values: { cbamExports: goods } });
    return true;
  };

  return (
    <Form onSubmit={submit} aria-labelledby="step-title" className="form-card">
      <p>{t.lead()}</p>
      {rows.length === 0 && <p className="field-hint">{t.none()}</p>}
      {rows.map((row, index) => {
        const at = (field: string) => `cbamExports.${index}.${field}`;
        const n = String(index + 1);
        return (
          <fieldset key={index} className="ghg-fieldset">
            <legend>{t.item({ n })}</legend>
            <div className="ghg-grid">
              <SelectField
                name={at('goodsGroup')}
                label={t.goodsGroup()}
                placeholder={t.goodsChoose()}
                value={row.goodsGroup}
                onChange={(value) => edit(index, { goodsGroup: value as CbamGoodsGroup | '' })}
                error={errorOf(at('goodsGroup'))}
                required
                options={CBAM_GOODS_GROUPS.map((group) => ({ value: group, label: LL.ghg.goods[group]() }))}
              />
              <TextField
                name={at('cnCode')}
                label={t.cnCode()}
                value={row.cnCode}
                onChange={(value) => edit(index, { cnCode: value })}
                error={errorOf(at('cnCode'))}
                hint={t.cnCodeHint()}
                autoComplete="off"
                inputMode="numeric"
                maxLength={8}
              />
              <TextField
                name={at('quantity')}
                label={t.quantity()}
                value={row.quantity}
                onChange={(value) => edit(index, { quantity: value })}
                error={errorOf(at('quantity'))}
                required
                autoComplete="off"
                inputMode="decimal"
              />
            </div>
            <CheckboxField
              name={at('verifiedData')}
              label={t.verifiedData()}
              checked={row.verifiedData}
              onChange={(on) => edit(index, { verifiedData: on })}
            />
            {row.verifiedData && (
              <TextField
                name={at('verifiedSee')}
                label={t.verifiedSee()}
                value={row.verifiedSee}
                onChange={(value) => edit(index, { verifiedSee: value })}
                error={errorOf(at('verifiedSee'))}
                hint={LL.ghg.wizard.optional()}
                autoComplete="off"
                inputMode="decimal"
              />
            )}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setRows(rows.filter((_, i) => i !== index));
                setIssues({});
              }}
            >
              {t.remove({ n })}
            </button>
          </fieldset>
        );
      })}
      {rows.length < 20 && (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRows([...rows, emptyGood])}
          >
            {t.add()}
          </button>
        </div>
      )}
      <StepActions onBack={() => send({ type: 'user.back' })} />
    </Form>
  );
}

function ReviewStep({ draft, send, busy }: StepProps & { busy: boolean }) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghg;
  const n = (value: number) => formatNumber(value, locale);
  const fuels = FUEL_KEYS.filter((key) => (draft.fuels[key] ?? 0) > 0);
  const goods = draft.cbamExports ?? [];
  const submit = (): boolean => {
    send({ type: 'user.submit' });
    return true;
  };
  return (
    <Form onSubmit={submit} busy={busy} aria-labelledby="step-title" className="form-card">
      <p>{t.review.lead()}</p>
      <dl className="ghg-review">
        <dt>{t.company.companyName()}</dt>
        <dd>{draft.companyName || t.review.notGiven()}</dd>
        <dt>{t.company.taxCode()}</dt>
        <dd>{draft.taxCode || t.review.notGiven()}</dd>
        <dt>{t.company.sector()}</dt>
        <dd>{draft.sector ? t.sectors[draft.sector]() : t.review.notGiven()}</dd>
        <dt>{t.company.employees()}</dt>
        <dd>{n(draft.employees)}</dd>
        <dt>{t.company.revenueVnd()}</dt>
        <dd>{n(draft.revenueVnd)}</dd>
        <dt>{t.company.exportMarkets()}</dt>
        <dd>
          {(draft.exportMarkets ?? []).map((market) => t.company.markets[market]()).join(', ') ||
            t.review.notGiven()}
        </dd>
        <dt>{t.company.previousInventory()}</dt>
        <dd>{draft.previousInventory ? t.review.yes() : t.review.no()}</dd>
        <dt>{t.energy.fuelsLegend()}</dt>
        <dd>
          {fuels.map((key) => `${t.energy.fuels[key]()}: ${n(draft.fuels[key] ?? 0)}`).join('; ') ||
            t.review.notGiven()}
        </dd>
        <dt>{t.energy.electricityKwh()}</dt>
        <dd>{n(draft.electricityKwh)}</dd>
        {draft.wasteHandledTonnes !== undefined && (
          <>
            <dt>{t.energy.wasteHandledTonnes()}</dt>
            <dd>{n(draft.wasteHandledTonnes)}</dd>
          </>
        )}
        <dt>{t.wizard.steps.cbam()}</dt>
        <dd>
          {goods.length === 0
            ? t.review.noneExported()
            : goods
                .map(
                  (good) =>
                    `${t.goods[good.goodsGroup]()}${good.cnCode ? ` (${good.cnCode})` : ''}: ${n(good.quantity)}`,
                )
                .join('; ')}
        </dd>
      </dl>
      <StepActions onBack={() => send({ type: 'user.back' })} last busy={busy} />
    </Form>
  );
}

export default function AssessmentPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghg.wizard;
  const title = t.title();
  useDocumentTitle(title);
  // The spec's name of the screen ("countdown"), above the heading that says what it is.
  const eyebrow = <p className="eyebrow">{LL.screens[screen]()}</p>;
  const [logic] = useState(() => createRiskAssessmentLogic());
  const assessment = useInspectedMachine(logic);
  const view = useSelector(assessment, selectRiskAssessmentView);
  const send: Send = (event) => assessment.send(event);

  if (view.kind === 'created') {
    return (
      <section className="container page-narrow ghg-page" aria-labelledby="page-title">
        {eyebrow}
        <h1 id="page-title">{title}</h1>
        <FormStatus>{t.created()}</FormStatus>
      </section>
    );
  }

  const stepName = (step: AssessmentStep) => t.steps[step]();
  const props: StepProps = { draft: view.draft, serverErrors: view.fieldErrors, send };
  return (
    <section className="container page-narrow ghg-page" aria-labelledby="page-title">
      {eyebrow}
      <h1 id="page-title">{title}</h1>
      <p className="lead">{t.lead()}</p>
      <p className="field-hint">{t.perYear()}</p>
      <ol className="ghg-progress" aria-label={t.progressLabel()}>
        {ASSESSMENT_STEPS.map((step, index) => (
          <li
            key={step}
            className={index < view.stepIndex ? 'is-done' : undefined}
            aria-current={index === view.stepIndex ? 'step' : undefined}
          >
            {stepName(step)}
          </li>
        ))}
      </ol>
      <h2 id="step-title">
        {t.stepOf({
          current: String(view.stepIndex + 1),
          total: String(ASSESSMENT_STEPS.length),
          name: stepName(view.step),
        })}
      </h2>
      <FormError>{view.error ? noticeText(view.error, locale) : null}</FormError>
      {view.step === 'company' && <CompanyStep key="company" {...props} />}
      {view.step === 'energy' && <EnergyStep key="energy" {...props} />}
      {view.step === 'cbam' && <CbamStep key="cbam" {...props} />}
      {view.step === 'review' && <ReviewStep key="review" {...props} busy={view.busy} />}
    </section>
  );
}
