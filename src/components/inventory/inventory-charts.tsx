// The inventory's charts (issue 15, items 4 and 6): emissions per month and per facility as horizontal bars
// stacked by scope (1, 2 location-based, 3), inline SVG, no chart library, drawn on the workspace dashboard for
// the current inventory and in the results section of any inventory's page, like the score breakdown
// (src/pages/ghg-report/score-breakdown.tsx). Each chart is one image for assistive technology (role="img"), named
// by its caption and described by one sentence per bar; the table below gives the same figures by scope, with
// scope 2 market-based too. Numbers in the reader's locale. Pure: it renders the figures it is given.
import type { components } from '../../../openapi/schema';
import { formatNumber } from '../../../domain/numbers';
import { useI18nContext } from '../../i18n/i18n-react';
import { CHART_SCOPES, stackedBars, type ScopeItem } from './inventory-chart-data';
import { monthLabel } from './month-label';

const VIEW_WIDTH = 320;
const ROW_HEIGHT = 36;
const BAR_HEIGHT = 12;
const VALUE_WIDTH = 90;
const BAR_AREA = VIEW_WIDTH - VALUE_WIDTH;

export interface ChartRow extends ScopeItem {
  scope2Market: number;
}

export function StackedBarChart({
  id,
  title,
  summary,
  caption,
  keyTitle,
  rows,
}: {
  id: string;
  title: string;
  /** One sentence per bar, for the image's description. */
  summary: (parts: string) => string;
  caption: string;
  keyTitle: string;
  rows: readonly ChartRow[];
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const { bars } = stackedBars(rows, BAR_AREA);
  const number = (v: number) => formatNumber(v, locale, 2);
  const description = summary(bars.map((b) => `${b.label}: ${number(b.total)} tCO2e.`).join(' '));
  const height = bars.length * ROW_HEIGHT + 4;
  const scopeLabel = { scope1: t.scope1(), scope2Location: t.scope2Location(), scope3: t.scope3() };
  return (
    <div className="inv-chart-block">
      <figure className="inv-chart">
        <figcaption id={`${id}-title`}>{title}</figcaption>
        <ul className="inv-chart-legend" aria-hidden="true">
          {CHART_SCOPES.map((scope) => (
            <li key={scope}>
              <span className={`inv-swatch inv-${scope}`} />
              {scopeLabel[scope]}
            </li>
          ))}
        </ul>
        <svg
          className="inv-chart-svg"
          viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          data-testid={id}
        >
          <desc id={`${id}-desc`}>{description}</desc>
          {bars.map((bar, index) => {
            const y = index * ROW_HEIGHT;
            return (
              <g key={bar.key}>
                <text x={0} y={y + 13} className="inv-chart-label">
                  {bar.label.length > 40 ? `${bar.label.slice(0, 39)}…` : bar.label}
                </text>
                {bar.segments.map((s) => (
                  <rect
                    key={s.scope}
                    x={s.start}
                    y={y + 18}
                    width={s.length}
                    height={BAR_HEIGHT}
                    className={`inv-${s.scope}`}
                  />
                ))}
                <text x={VIEW_WIDTH} y={y + 29} textAnchor="end" className="inv-chart-value">
                  {number(bar.total)}
                </text>
              </g>
            );
          })}
        </svg>
      </figure>
      <div className="inv-table-wrap">
        <table className="inv-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{keyTitle}</th>
              <th scope="col">{t.scope1()}</th>
              <th scope="col">{t.scope2Location()}</th>
              <th scope="col">{t.scope2Market()}</th>
              <th scope="col">{t.scope3()}</th>
              <th scope="col">{t.total()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{number(row.scope1)}</td>
                <td>{number(row.scope2Location)}</td>
                <td>{number(row.scope2Market)}</td>
                <td>{number(row.scope3)}</td>
                <td>{number(bars[i].total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type MonthScopes = components['schemas']['InventoryMonthScopes'];
type FacilityScopes = components['schemas']['InventoryFacilityScopes'];

/** Both charts of an inventory: its twelve months, then its facilities (or a line when the boundary has none). */
export function InventoryCharts({
  months,
  facilities,
}: {
  months: readonly MonthScopes[];
  facilities: readonly FacilityScopes[];
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryDashboard;
  return (
    <>
      <StackedBarChart
        id="inventory-month-chart"
        title={t.monthChartTitle()}
        summary={(parts) => t.monthChartSummary({ parts })}
        caption={t.monthTableCaption()}
        keyTitle={t.month()}
        rows={months.map((m) => ({
          ...m,
          key: m.month,
          label: monthLabel(LL, Number(m.month.slice(5))),
        }))}
      />
      {facilities.length === 0 ? (
        <p>{t.noFacilities()}</p>
      ) : (
        <StackedBarChart
          id="inventory-facility-chart"
          title={t.facilityChartTitle()}
          summary={(parts) => t.facilityChartSummary({ parts })}
          caption={t.facilityTableCaption()}
          keyTitle={t.facility()}
          rows={facilities.map((f) => ({ ...f, key: f.facilityId, label: f.name }))}
        />
      )}
    </>
  );
}
