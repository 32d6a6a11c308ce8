// One GHG emission-risk report as the result pages show it (ghg-reference.md section 6): the level and score with
// each factor's reason, Scope 1 / Scope 2 / total, TOE and intensity, the Decree 06 status with its explanation,
// the CBAM table per good (2026 / 2030 / full exposure: certificates, certificates per unit, cost in EUR) when CBAM
// goods were given, the factors used with their sources and the next steps; the score's breakdown as a chart and a
// table (./score-breakdown.tsx) and the indicative-result disclaimer, both also in the PDF. Pure: it renders the
// report it is given.
import { Link } from 'wouter';
import type { GhgReport } from '../../../machines/ghg/risk-assessment.types';
import { useI18nContext } from '../../i18n/i18n-react';
import { paths } from '../../app/paths';
import { formatDate, formatEur, formatNumber } from './format';
import { DECISION_13_2024_LIST_LOADED } from '../../../domain/decision-13-list';
import { countryName } from '../../../domain/ghg-country-names';
import { ScoreBreakdown } from './score-breakdown';

type Good = GhgReport['cbam']['goods'][number];
type Scenario = GhgReport['cbam']['totals'][number];

const nextStepLinks = [
  { href: paths.ghgService, key: 'ghgService' },
  { href: paths.cbamReporting, key: 'cbamService' },
  { href: paths.pricing, key: 'pricing' },
  { href: paths.contact, key: 'contact' },
] as const;

function ScenarioTable({
  caption,
  scenarios,
  quantity,
  unit,
}: {
  caption: string;
  scenarios: Scenario[];
  quantity: number | null;
  unit: Good['unit'];
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghgResult;
  const unitLabel = t.units[unit]();
  return (
    <table className="ghg-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.scenario()}</th>
          <th scope="col">{t.certificates()}</th>
          {quantity !== null && <th scope="col">{t.certificatesPerUnit({ unit: unitLabel })}</th>}
          <th scope="col">{t.costEur()}</th>
        </tr>
      </thead>
      <tbody>
        {scenarios.map((row) => (
          <tr key={row.scenario}>
            <th scope="row">{t.scenarios[row.scenario]({ year: String(row.year) })}</th>
            <td>{formatNumber(row.certificates, locale)}</td>
            {quantity !== null && (
              <td>{quantity > 0 ? formatNumber(row.certificates / quantity, locale, 3) : '–'}</td>
            )}
            <td>{formatEur(row.costEur, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportView({ report }: { report: GhgReport }) {
  const { LL, locale } = useI18nContext();
  const t = LL.ghgResult;
  const n = (value: number, digits = 2) => formatNumber(value, locale, digits);
  const { emissions, inventory, cbam, factors } = report;
  const year = (value: number | null) => (value === null ? t.noYear() : String(value));
  const inVietnam = inventory.status !== 'NOT_APPLICABLE';
  const criteria: string[] = [];
  if (inventory.m1) criteria.push(t.m1());
  if (inventory.m2) criteria.push(t.m2());
  if (inventory.m3) criteria.push(t.m3());

  return (
    <div className="ghg-report">
      <p className="ghg-report-meta">
        {report.input.companyName ? <span>{t.company({ name: report.input.companyName })} · </span> : null}
        <span>{t.facilityCountry({ country: countryName(factors.countryCode, locale) })} · </span>
        <span>{t.createdAt({ date: formatDate(report.createdAt, locale) })}</span>
      </p>
      <p className="ghg-note ghg-disclaimer">{LL.ghgReportChart.disclaimer()}</p>

      <section
        className={`ghg-card ghg-level ghg-level-${report.level.toLowerCase()}`}
        aria-labelledby="ghg-level"
      >
        <h2 id="ghg-level">{t.levelHeading()}</h2>
        <p className="ghg-level-value">{t.levels[report.level]()}</p>
        <p className="ghg-score">{t.score({ score: String(report.score) })}</p>
        <meter
          min={0}
          max={100}
          low={25}
          high={75}
          optimum={0}
          value={report.score}
          aria-label={t.score({ score: String(report.score) })}
        />
        <h3>{t.factorsHeading()}</h3>
        <ScoreBreakdown report={report} />
      </section>

      <section className="ghg-card" aria-labelledby="ghg-emissions">
        <h2 id="ghg-emissions">{t.emissionsHeading()}</h2>
        <dl className="ghg-figures">
          <div>
            <dt>{t.scope1()}</dt>
            <dd>{t.tco2e({ value: n(emissions.scope1Tco2e) })}</dd>
          </div>
          <div>
            <dt>{t.scope2()}</dt>
            <dd>{t.tco2e({ value: n(emissions.scope2Tco2e) })}</dd>
          </div>
          <div>
            <dt>{t.total()}</dt>
            <dd>{t.tco2e({ value: n(emissions.totalTco2e) })}</dd>
          </div>
          <div>
            <dt>{t.toe()}</dt>
            <dd>{t.toeValue({ value: n(emissions.toe) })}</dd>
          </div>
          <div>
            <dt>{t.intensity()}</dt>
            <dd>
              {emissions.intensity === null
                ? t.intensityNone()
                : t.intensityValue({ value: n(emissions.intensity) })}
            </dd>
          </div>
        </dl>
        {factors.gridSensitivityFactor !== null && emissions.scope2SensitivityTco2e !== null && (
          <p className="field-hint">
            {t.scope2Sensitivity({
              factor: n(factors.gridSensitivityFactor, 4),
              value: n(emissions.scope2SensitivityTco2e),
            })}
          </p>
        )}
      </section>

      <section className="ghg-card" aria-labelledby="ghg-inventory">
        <h2 id="ghg-inventory">{t.inventoryHeading()}</h2>
        <p className={`ghg-status ghg-status-${inventory.status.toLowerCase()}`}>
          <strong>{t.inventoryStatus[inventory.status]()}</strong>
        </p>
        <p>{t.inventoryExplain[inventory.status]()}</p>
        {inVietnam && !DECISION_13_2024_LIST_LOADED && <p className="field-hint">{t.listNotChecked()}</p>}
        {inVietnam && <p>{t.ratio({ value: n(inventory.ratio) })}</p>}
        {criteria.length > 0 && (
          <>
            <h3>{t.criteria()}</h3>
            <ul>
              {criteria.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        )}
        {inventory.etsQuotaSector && <p>{t.etsQuota()}</p>}
      </section>

      {cbam.applicable && cbam.goods.length > 0 && (
        <section className="ghg-card" aria-labelledby="ghg-cbam">
          <h2 id="ghg-cbam">{t.cbamHeading()}</h2>
          <p>{t.cbamLead()}</p>
          {cbam.exempt && <p className="ghg-note">{t.cbamExempt()}</p>}
          <div className="ghg-table-wrap">
            {cbam.goods.map((good, index) => {
              const values = {
                goods: LL.ghgLater.goods[good.goodsGroup](),
                quantity: n(good.quantity),
                unit: t.units[good.unit](),
              };
              const caption = good.cnCode
                ? t.cbamGood({ ...values, cn: good.cnCode })
                : t.cbamGoodNoCn(values);
              if (good.status === 'UNKNOWN') {
                return (
                  <p key={`${good.goodsGroup}-${index}`} className="ghg-note" data-cbam-unknown>
                    <strong>{caption}</strong>:{' '}
                    {t.cbamUnknown({ reason: t.cbamUnknownReasons[good.unknownReason ?? 'NO_DEFAULT']() })}
                  </p>
                );
              }
              return (
                <div key={`${good.goodsGroup}-${index}`}>
                  <ScenarioTable
                    caption={caption}
                    scenarios={good.scenarios}
                    quantity={good.quantity}
                    unit={good.unit}
                  />
                  {good.verifiedSee !== null && good.verifiedSee !== undefined && (
                    <p className="ghg-note">
                      {t.cbamVerifiedFigure({ value: n(good.verifiedSee, 3), unit: good.unit })}
                    </p>
                  )}
                </div>
              );
            })}
            {cbam.goods.length > 1 && cbam.totals.length > 0 && (
              <ScenarioTable
                caption={cbam.costKnown === false ? t.cbamTotalsPartial() : t.cbamTotals()}
                scenarios={cbam.totals}
                quantity={null}
                unit="t"
              />
            )}
          </div>
          {cbam.cost2030ToRevenuePercent !== null && (
            <p>{t.costToRevenue({ value: n(cbam.cost2030ToRevenuePercent) })}</p>
          )}
        </section>
      )}

      <section className="ghg-card" aria-labelledby="ghg-factors-used">
        <h2 id="ghg-factors-used">{t.factorsUsedHeading()}</h2>
        <div className="ghg-table-wrap">
          <table className="ghg-table">
            <thead>
              <tr>
                <th scope="col">{t.factor()}</th>
                <th scope="col">{t.value()}</th>
                <th scope="col">{t.year()}</th>
                <th scope="col">{t.source()}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  {factors.gridFactorOrigin === 'OWN'
                    ? t.gridFactorOwn()
                    : factors.gridFactorOrigin === 'NONE'
                      ? t.gridFactorNone()
                      : t.gridFactor({ year: year(factors.gridFactorYear) })}
                </th>
                <td>
                  {factors.gridFactor === null
                    ? t.gridFactorNoneValue()
                    : factors.gridFactorOrigin === 'OWN'
                      ? t.gridFactorOwnValue({ value: n(factors.gridFactor, 4) })
                      : t.gridFactorValue({ value: n(factors.gridFactor, 4) })}
                </td>
                <td>{year(factors.gridFactorYear)}</td>
                <td>{factors.gridFactorSource}</td>
              </tr>
              {factors.gridSensitivityFactor !== null && (
                <tr>
                  <th scope="row">{t.gridSensitivity({ year: year(factors.gridSensitivityYear) })}</th>
                  <td>{t.gridFactorValue({ value: n(factors.gridSensitivityFactor, 4) })}</td>
                  <td>{year(factors.gridSensitivityYear)}</td>
                  <td>{factors.gridSensitivitySource}</td>
                </tr>
              )}
              {factors.fuels.map((fuel) => (
                <tr key={fuel.fuel}>
                  <th scope="row">{LL.ghgLater.fuelNames[fuel.fuel]()}</th>
                  <td>
                    {t.fuelFactorValue({
                      co2: n(fuel.tco2ePerUnit, 6),
                      toe: n(fuel.toePerUnit, 6),
                      unit: fuel.unit,
                    })}
                  </td>
                  <td>{year(fuel.year)}</td>
                  <td>{fuel.source}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t.electricityToe()}</th>
                <td>{t.electricityToeValue({ value: n(factors.electricityToePerKwh, 7) })}</td>
                <td>{year(factors.electricityToeYear)}</td>
                <td>{factors.electricityToeSource}</td>
              </tr>
              <tr>
                <th scope="row">{t.gwpSet()}</th>
                <td>
                  {t.gwpValue({
                    set: factors.gwpSet,
                    ch4: n(factors.gwp.ch4, 1),
                    n2o: n(factors.gwp.n2o, 0),
                  })}
                </td>
                <td>{year(factors.gwp.year)}</td>
                <td>{factors.gwp.source}</td>
              </tr>
              <tr>
                <th scope="row">{t.cbamPrice()}</th>
                <td>
                  {t.cbamPriceValue({
                    price: n(factors.cbamPriceEur),
                    low: n(factors.cbamPriceBandEur.low),
                    high: n(factors.cbamPriceBandEur.high),
                  })}
                </td>
                <td>{year(factors.cbamPriceYear)}</td>
                <td>{factors.cbamPriceSource}</td>
              </tr>
              <tr>
                <th scope="row">{t.eurVnd()}</th>
                <td>{t.eurVndValue({ value: n(factors.eurVndRate, 0) })}</td>
                <td>{year(factors.eurVndRateYear)}</td>
                <td>{factors.eurVndRateSource}</td>
              </tr>
              {(factors.cbamFactors ?? []).map((row, index) => {
                const good = row.good === null ? null : cbam.goods[row.good];
                const cn = good?.cnCode ?? t.cbamFactorNoCn();
                const label =
                  row.kind === 'DEFAULT_VALUE'
                    ? t.cbamFactorDefault({ n: String((row.good ?? 0) + 1), cn })
                    : row.kind === 'BENCHMARK'
                      ? t.cbamFactorBenchmark({ n: String((row.good ?? 0) + 1), cn })
                      : row.kind === 'MARKUP'
                        ? t.cbamFactorMarkup({
                            goods: row.goodsGroup ? LL.ghgLater.goods[row.goodsGroup]() : '',
                            year: year(row.year),
                          })
                        : t.cbamFactorPhaseIn({ year: year(row.year) });
                const digits = row.kind === 'CBAM_FACTOR' ? 3 : row.kind === 'MARKUP' ? 0 : 3;
                return (
                  <tr key={`cbam-${index}`} data-cbam-factor={row.kind}>
                    <th scope="row">{label}</th>
                    <td>
                      {row.value === null
                        ? t.cbamFactorUnknown()
                        : `${n(row.value, digits)}${row.unit ? ` ${row.unit === '%' ? '%' : row.unit.replace('CO2e', 'CO₂e')}` : ''}`}
                    </td>
                    <td>{year(row.year)}</td>
                    <td>{row.source}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="ghg-card" aria-labelledby="ghg-next">
        <h2 id="ghg-next">{t.nextStepsHeading()}</h2>
        <ul className="ghg-next-steps">
          {report.nextSteps.map((step) => (
            <li key={step.code}>
              <strong>{step.link ? <Link href={step.link}>{step.title}</Link> : step.title}</strong>
              <p>{step.description}</p>
            </li>
          ))}
        </ul>
        <nav className="ghg-links" aria-label={t.nextStepsHeading()}>
          {nextStepLinks.map((link) => (
            <Link key={link.href} href={link.href} className="button button-secondary">
              {t.links[link.key]()}
            </Link>
          ))}
        </nav>
      </section>
    </div>
  );
}
