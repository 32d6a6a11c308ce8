// Step 3 of the assessment wizard: exports of CBAM goods to the EU, one row per good, checked here and sent to the
// machine (`user.submitCbam`).
import { useState } from 'react';
import type { CbamExport, CbamGoodsGroup } from '../../../../machines/ghg/risk-assessment.types';
import { CBAM_GOODS_GROUPS } from '../../../../machines/ghg/energy-and-goods';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Form } from '../../../components/form/form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { NumberField } from '../../../components/form/number-field';
import { amountText, fieldPath, parseAmount } from '../assessment-fields';
import { useFieldError, type Issues, type StepProps } from './step-parts';
import { AMOUNT_RULES, CN_CODE, StepActions } from './later-step-parts';

interface GoodRow {
  goodsGroup: CbamGoodsGroup | '';
  cnCode: string;
  quantity: string;
  verifiedData: boolean;
  verifiedSee: string;
}

const emptyGood: GoodRow = { goodsGroup: '', cnCode: '', quantity: '', verifiedData: false, verifiedSee: '' };

export function CbamStep({ draft, serverErrors, send, noticeText }: StepProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghgLater.cbam;
  const [rows, setRows] = useState<GoodRow[]>(() =>
    (draft.cbamExports ?? []).map((good) => ({
      goodsGroup: good.goodsGroup,
      cnCode: good.cnCode ?? '',
      quantity: amountText(good.quantity, locale, false),
      verifiedData: good.verifiedData,
      verifiedSee: amountText(good.verifiedSee, locale, false),
    })),
  );
  const [issues, setIssues] = useState<Issues>({});
  const errorOf = useFieldError(issues, serverErrors, noticeText, LL.ghgLater.checks);

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
      const quantity = parseAmount(row.quantity, locale, AMOUNT_RULES.quantity);
      if (!quantity.ok) found[at('quantity')] = quantity.issue;
      // "Verified data" needs the verified figure itself: without it the default (with its mark-up) applies.
      const see = parseAmount(row.verifiedSee, locale, AMOUNT_RULES.verifiedSee);
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
                options={CBAM_GOODS_GROUPS.map((group) => ({
                  value: group,
                  label: LL.ghgLater.goods[group](),
                }))}
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
                maxLength={10}
              />
              <NumberField
                name={at('quantity')}
                label={t.quantity()}
                value={row.quantity}
                onChange={(value) => edit(index, { quantity: value })}
                error={errorOf(at('quantity'))}
                required
                rules={AMOUNT_RULES.quantity}
              />
            </div>
            <CheckboxField
              name={at('verifiedData')}
              label={t.verifiedData()}
              checked={row.verifiedData}
              onChange={(on) => edit(index, { verifiedData: on })}
            />
            {row.verifiedData && (
              <NumberField
                name={at('verifiedSee')}
                label={t.verifiedSee()}
                value={row.verifiedSee}
                onChange={(value) => edit(index, { verifiedSee: value })}
                error={errorOf(at('verifiedSee'))}
                hint={t.verifiedSeeHint()}
                required
                rules={AMOUNT_RULES.verifiedSee}
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
