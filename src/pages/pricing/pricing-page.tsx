// /solutions/pricing: the plans of GET /subscription/plans (the pricing machine loads them, and again in the new
// language after a language switch), as cards (name, price in VND for the locale, what is included, the call to
// action) and a table comparing their limits ("unlimited" for a null limit, "not included" for 0).
// Calls to action: a free plan leads to sign-up; every paid plan to the contact-sales form (there is no online
// purchase: sales sets up paid plans, whether or not the plan's price is public).
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { selectFirstPricingView, selectPricingView } from '../../../machines/forms/pricing.selectors';
import type { Plan } from '../../../machines/forms/pricing.types';
import { firstIntent } from '../../app/first-intent';
import { useLazyActor } from '../../app/lazy-actor';
import { PLANS_REQUEST } from '../../app/page-data';
import { paths } from '../../app/paths';
import { usePreloaded } from '../../app/render-context';
import type { PageProps } from '../../app/page-props';
import type { Locale } from '../../../domain/messages';
import { formatNumber, intlLocale } from '../../../domain/numbers';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { FormError } from '../../components/form/form-error';
import { useNoticeText } from '../../components/form/use-notice-text';
import { useDocumentTitle } from '../../components/use-document-title';
import './pricing.css';

type Resource = Plan['limits'][number]['resource'];

/** A price in VND for the reader's locale: "2.490.000 ₫" (vi-VN), "₫2,490,000" (en-US). */
function formatVnd(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

function resourceLabel(LL: TranslationFunctions, resource: Resource): string {
  const labels = LL.contact.pricing.resources;
  switch (resource) {
    case 'MEMBER_SEAT':
      return labels.MEMBER_SEAT();
    case 'COURSE':
      return labels.COURSE();
    case 'GHG_REPORT':
      return labels.GHG_REPORT();
    case 'CBAM_REPORT':
      return labels.CBAM_REPORT();
    case 'RISK_ASSESSMENT':
      return labels.RISK_ASSESSMENT();
  }
}

function limitText(LL: TranslationFunctions, limit: number | null, locale: Locale): string {
  if (limit === null) return LL.contact.pricing.unlimited();
  if (limit === 0) return LL.contact.pricing.notIncluded();
  return formatNumber(limit, locale);
}

function PlanCard({ plan }: { plan: Plan }) {
  const { LL, locale } = useI18nContext();
  const t = LL.contact.pricing;
  const headingId = `plan-${plan.code.toLowerCase()}`;
  const free = plan.priceVnd === 0;
  return (
    <li className={plan.highlighted ? 'card plan-card plan-card-highlighted' : 'card plan-card'}>
      <article aria-labelledby={headingId} className="plan-card-body">
        {plan.highlighted && <p className="plan-badge">{t.recommended()}</p>}
        <h2 id={headingId} className="plan-name">
          {plan.name}
        </h2>
        <p className="plan-price">
          {plan.priceVnd === null ? (
            <span className="plan-amount plan-amount-quote">{t.priceOnRequest()}</span>
          ) : (
            <>
              <span className="plan-amount">{formatVnd(plan.priceVnd, locale)}</span>{' '}
              <span className="plan-period">
                {plan.billingPeriod === 'YEAR' ? t.perYear() : t.perMonth()}
              </span>
            </>
          )}
        </p>
        <p>{plan.description}</p>
        <ul className="plan-features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className="plan-action">
          {free ? (
            <Link href={paths.signUp} className="button button-primary">
              {t.signUp()}
            </Link>
          ) : (
            <Link
              href={paths.contact}
              className={plan.highlighted ? 'button button-primary' : 'button button-secondary'}
            >
              {t.contactSales()}
              <span className="visually-hidden"> ({plan.name})</span>
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}

function LimitsTable({ plans }: { plans: Plan[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.contact.pricing;
  const resources = [...new Set(plans.flatMap((plan) => plan.limits.map((entry) => entry.resource)))];
  return (
    <div className="plan-table-wrap">
      <table className="plan-table">
        <caption>{t.compareTitle()}</caption>
        <thead>
          <tr>
            <th scope="col">{t.resource()}</th>
            {plans.map((plan) => (
              <th key={plan.code} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((resource) => (
            <tr key={resource}>
              <th scope="row">{resourceLabel(LL, resource)}</th>
              {plans.map((plan) => {
                const entry = plan.limits.find((item) => item.resource === resource);
                return <td key={plan.code}>{entry ? limitText(LL, entry.limit, locale) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PricingPage({ screen }: PageProps) {
  const { LL, locale } = useI18nContext();
  // A failure's text: the catalogue loads once the page is live, before the machine can have failed.
  const noticeText = useNoticeText();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const t = LL.contact.pricing;

  // The plans the server rendered the page with (the API's envelope `{ data }`), so they are not fetched again.
  const preloaded = usePreloaded<{ data: Plan[] }>(PLANS_REQUEST, locale);
  const plans = preloaded?.kind === 'found' ? preloaded.data.data : null;
  // The machine (and XState, the API client) load once the page is live (src/app/lazy-actor.ts): until then the
  // page shows its first view (the server's plans, or loading).
  const pricing = useLazyActor({
    // With the server's plans the page is complete: the machine only matters for a retry or a language switch, so
    // it loads at the reader's first act (src/app/first-intent.ts); without them, at once.
    create: () =>
      (plans ? firstIntent() : Promise.resolve())
        .then(() => import('../../app/wiring/pricing'))
        .then(({ createPricingActor }) => createPricingActor(plans)),
    select: selectPricingView,
    initialView: selectFirstPricingView(plans),
  });
  const { view, send } = pricing;

  // The plans' texts come in the request's language: load them again when the reader switches.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    send({ type: 'app.localeChanged' });
  }, [locale, send]);

  return (
    <section
      className="container pricing-page"
      aria-labelledby="page-title"
      aria-busy={view.kind === 'loading'}
    >
      <h1 id="page-title">{title}</h1>
      <p className="lead">{t.lead()}</p>
      {(() => {
        switch (view.kind) {
          case 'loading':
            return (
              <p className="page-loading" role="status">
                {t.loading()}
              </p>
            );
          case 'failed':
            return (
              <div className="pricing-failed">
                <FormError>{noticeText(view.error)}</FormError>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => pricing.send({ type: 'user.retry' })}
                >
                  {t.retry()}
                </button>
              </div>
            );
          case 'loaded':
            return (
              <div aria-busy={view.refreshing || undefined}>
                <ul className="card-grid plan-grid" aria-label={t.plansLabel()}>
                  {view.plans.map((plan) => (
                    <PlanCard key={plan.code} plan={plan} />
                  ))}
                </ul>
                <LimitsTable plans={view.plans} />
              </div>
            );
        }
      })()}
    </section>
  );
}
