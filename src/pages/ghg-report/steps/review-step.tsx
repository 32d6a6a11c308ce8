// Step 4 of the assessment wizard: the answers to review, then `user.submit` runs the assessment.
import { FUEL_KEYS } from '../../../../machines/ghg/risk-assessment.types';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Form } from '../../../components/form/form';
import { formatEntered } from '../format';
import { countryName, DEFAULT_GHG_COUNTRY } from '../../../../domain/ghg-countries';
import { StepActions, type StepProps } from './step-parts';

export function ReviewStep({ draft, send, busy }: StepProps & { busy: boolean }) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghg;
  // Every digit entered, grouped the reader's way (vi 4.500.000; en 4,500,000): the review hides no rounding.
  const n = (value: number) => formatEntered(value, locale);
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
        <dt>{t.company.country()}</dt>
        <dd>{countryName(draft.countryCode ?? DEFAULT_GHG_COUNTRY, locale)}</dd>
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
        <dt>{t.energy.ownGridFactor()}</dt>
        <dd>
          {draft.ownGridFactor !== undefined ? n(draft.ownGridFactor) : t.review.ownGridFactorNotGiven()}
        </dd>
        <dt>{t.energy.gwpSet()}</dt>
        <dd>{t.energy.gwpSets[draft.gwpSet ?? 'AR5']()}</dd>
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
                    `${t.goods[good.goodsGroup]()}${good.cnCode ? ` (${good.cnCode})` : ''}: ${n(good.quantity)}` +
                    (good.verifiedData && good.verifiedSee !== undefined
                      ? ` (${t.cbam.verifiedSee()}: ${n(good.verifiedSee)})`
                      : ''),
                )
                .join('; ')}
        </dd>
      </dl>
      <StepActions onBack={() => send({ type: 'user.back' })} last busy={busy} />
    </Form>
  );
}
