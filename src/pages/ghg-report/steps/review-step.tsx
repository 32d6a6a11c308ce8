// Step 4 of the assessment wizard: the answers to review, then `user.submit` runs the assessment.
import { FUEL_KEYS } from '../../../../machines/ghg/energy-and-goods';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Form } from '../../../components/form/form';
import { formatEntered } from '../format';
import { DEFAULT_GHG_COUNTRY } from '../../../../domain/ghg-countries';
import { countryName } from '../../../../domain/ghg-country-names';
import type { StepProps } from './step-parts';
import { StepActions } from './later-step-parts';

export function ReviewStep({ draft, send, busy }: StepProps & { busy: boolean }) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghg;
  const l = LL.ghgLater;
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
      <p>{l.review.lead()}</p>
      <dl className="ghg-review">
        <dt>{t.company.companyName()}</dt>
        <dd>{draft.companyName || l.review.notGiven()}</dd>
        <dt>{t.company.taxCode()}</dt>
        <dd>{draft.taxCode || l.review.notGiven()}</dd>
        <dt>{t.company.sector()}</dt>
        <dd>{draft.sector ? t.sectors[draft.sector]() : l.review.notGiven()}</dd>
        <dt>{t.company.country()}</dt>
        <dd>{countryName(draft.countryCode ?? DEFAULT_GHG_COUNTRY, locale)}</dd>
        <dt>{t.company.employees()}</dt>
        <dd>{n(draft.employees)}</dd>
        <dt>{t.company.revenueVnd()}</dt>
        <dd>{n(draft.revenueVnd)}</dd>
        <dt>{t.company.exportMarkets()}</dt>
        <dd>
          {(draft.exportMarkets ?? []).map((market) => t.company.markets[market]()).join(', ') ||
            l.review.notGiven()}
        </dd>
        <dt>{t.company.previousInventory()}</dt>
        <dd>{draft.previousInventory ? l.review.yes() : l.review.no()}</dd>
        <dt>{l.energy.fuelsLegend()}</dt>
        <dd>
          {fuels.map((key) => `${l.energy.fuels[key]()}: ${n(draft.fuels[key] ?? 0)}`).join('; ') ||
            l.review.notGiven()}
        </dd>
        <dt>{l.energy.electricityKwh()}</dt>
        <dd>{n(draft.electricityKwh)}</dd>
        <dt>{l.energy.ownGridFactor()}</dt>
        <dd>
          {draft.ownGridFactor !== undefined ? n(draft.ownGridFactor) : l.review.ownGridFactorNotGiven()}
        </dd>
        <dt>{l.energy.gwpSet()}</dt>
        <dd>{l.energy.gwpSets[draft.gwpSet ?? 'AR5']()}</dd>
        {draft.wasteHandledTonnes !== undefined && (
          <>
            <dt>{l.energy.wasteHandledTonnes()}</dt>
            <dd>{n(draft.wasteHandledTonnes)}</dd>
          </>
        )}
        <dt>{t.wizard.steps.cbam()}</dt>
        <dd>
          {goods.length === 0
            ? l.review.noneExported()
            : goods
                .map(
                  (good) =>
                    `${l.goods[good.goodsGroup]()}${good.cnCode ? ` (${good.cnCode})` : ''}: ${n(good.quantity)}` +
                    (good.verifiedData && good.verifiedSee !== undefined
                      ? ` (${l.cbam.verifiedSee()}: ${n(good.verifiedSee)})`
                      : ''),
                )
                .join('; ')}
        </dd>
      </dl>
      <StepActions onBack={() => send({ type: 'user.back' })} last busy={busy} />
    </Form>
  );
}
