// The risk score's breakdown as a bar chart and as a table (issue 14, item 8). The chart is inline SVG, no chart
// library: one row per factor, its name above a grey track as long as the factor's maximum and a bar as long as its
// points, all on one scale (the largest maximum, domain/ghg-score-scale.ts), with "points/maximum" beside it. It is
// one image for assistive technology (role="img"), named by its title and described by a sentence per factor; the
// table below gives the same figures with each factor's reason. Pure: it renders the report it is given.
import type { GhgReport } from '../../../machines/ghg/risk-assessment.types';
import { SCORE_FACTOR_MAX_POINTS, SCORE_SCALE_MAX } from '../../../domain/ghg-score-scale';
import { useI18nContext } from '../../i18n/i18n-react';

const VIEW_WIDTH = 320;
const ROW_HEIGHT = 40;
const BAR_HEIGHT = 12;
const VALUE_WIDTH = 44;
const BAR_AREA = VIEW_WIDTH - VALUE_WIDTH;

export function ScoreBreakdown({ report }: { report: GhgReport }) {
  const { LL } = useI18nContext();
  const c = LL.ghgReportChart;
  const names = LL.ghgResult.factorNames;
  const rows = report.scoreFactors.map((f) => ({
    code: f.factor,
    name: names[f.factor](),
    points: f.points,
    max: SCORE_FACTOR_MAX_POINTS[f.factor],
    reason: f.reason,
  }));
  const summary = c.chartSummary({
    score: String(report.score),
    parts: rows
      .map((row) => c.chartPart({ factor: row.name, points: String(row.points), max: String(row.max) }))
      .join(' '),
  });
  const height = rows.length * ROW_HEIGHT + 4;
  const scale = (points: number) => (BAR_AREA * Math.max(0, points)) / SCORE_SCALE_MAX;

  return (
    <>
      <figure className="ghg-chart">
        <figcaption id="ghg-chart-title">{c.chartTitle()}</figcaption>
        <svg
          className="ghg-chart-svg"
          viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
          role="img"
          aria-labelledby="ghg-chart-title"
          aria-describedby="ghg-chart-desc"
          data-testid="ghg-score-chart"
        >
          <desc id="ghg-chart-desc">{summary}</desc>
          {rows.map((row, index) => {
            const y = index * ROW_HEIGHT;
            return (
              <g key={row.code} className={`ghg-chart-row ghg-chart-${row.code.toLowerCase()}`}>
                <text x={0} y={y + 14} className="ghg-chart-label">
                  {row.name}
                </text>
                <rect
                  x={0}
                  y={y + 20}
                  width={scale(row.max)}
                  height={BAR_HEIGHT}
                  rx={2}
                  className="ghg-chart-track"
                />
                {row.points > 0 && (
                  <rect
                    x={0}
                    y={y + 20}
                    width={scale(Math.min(row.points, row.max))}
                    height={BAR_HEIGHT}
                    rx={2}
                    className="ghg-chart-bar"
                  />
                )}
                <text x={VIEW_WIDTH} y={y + 31} textAnchor="end" className="ghg-chart-value">
                  {c.barValue({ points: String(row.points), max: String(row.max) })}
                </text>
              </g>
            );
          })}
        </svg>
      </figure>
      <div className="ghg-table-wrap">
        <table className="ghg-table ghg-breakdown">
          <caption>{c.tableCaption()}</caption>
          <thead>
            <tr>
              <th scope="col">{c.factor()}</th>
              <th scope="col">{c.points()}</th>
              <th scope="col">{c.maximum()}</th>
              <th scope="col">{c.reason()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.name}</th>
                <td>{row.points}</td>
                <td>{row.max}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{c.total()}</th>
              <td>{report.score}</td>
              <td>100</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
