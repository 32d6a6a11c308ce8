// The results section of /work-space/inventories/{id} (issue 15, item 4), rendered from the inventory-results
// machine: totals by scope (scope 2 both ways), the charts per month and per facility (the dashboard's, for this
// inventory's year and version), by category (vi/en names) and by gas, intensity and year-on-year
// (unknown said as unknown, never 0), and per category a trace listing its rows and their factors with sources.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { InventoryResults, TracedRow } from '../../../machines/inventory/inventory-results.machine';
import { formatNumber } from '../../../domain/numbers';
import { noticeText } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import { createInventoryResultsLogic } from '../../app/wiring/inventory-results';
import { useI18nContext } from '../../i18n/i18n-react';
import { InventoryCharts } from '../../components/inventory/inventory-charts';
import { categoryLabel } from './category-label';
import '../../components/inventory/inventory-figures.css';

export function InventoryResultsSection({
  spaceId,
  inventoryId,
}: {
  spaceId: string | null;
  inventoryId: string;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const [logic] = useState(() => createInventoryResultsLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId, inventoryId } });
  const state = useSelector(actor, (s) => s);
  const { results, traceCategory, traceRows, traceError, loadError } = state.context;
  return (
    <section
      className="inv-section"
      aria-labelledby="inventory-results-title"
      data-testid="inventory-results"
    >
      <h2 id="inventory-results-title">{t.resultsTitle()}</h2>
      <p className="ws-hint">{t.resultsLead()}</p>
      {state.matches('loading') && <p role="status">{LL.inventory.loading()}</p>}
      {state.matches('failed') && (
        <div role="alert">
          <p>{loadError ? noticeText(loadError.notice, locale) : t.failed()}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => actor.send({ type: 'user.retry' })}
          >
            {LL.inventory.retry()}
          </button>
        </div>
      )}
      {results && state.matches('ready') && (
        <>
          <Totals results={results} />
          <InventoryCharts months={results.months} facilities={results.facilities} />
          <ByCategory
            results={results}
            busy={state.hasTag('busy')}
            onTrace={(category) => actor.send({ type: 'user.trace', category })}
          />
          {traceCategory && (
            <Trace
              category={traceCategory}
              rows={traceRows}
              failed={traceError !== null}
              loading={state.matches({ ready: 'tracing' })}
              onClose={() => actor.send({ type: 'user.closeTrace' })}
            />
          )}
          <ByGas results={results} />
          <Intensity results={results} />
          <YearOnYear results={results} />
        </>
      )}
    </section>
  );
}

function Totals({ results }: { results: InventoryResults }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const r = results.totals;
  const items: [string, number][] = [
    [t.scope1(), r.scope1],
    [t.scope2Location(), r.scope2Location],
    [t.scope2Market(), r.scope2Market],
    [t.scope3(), r.scope3],
    [t.totalLocation(), r.totalLocation],
    [t.totalMarket(), r.totalMarket],
    [t.biogenic(), r.biogenicCo2T],
  ];
  return (
    <dl className="inv-totals" data-testid="results-totals">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatNumber(value, locale, 2)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ByCategory({
  results,
  busy,
  onTrace,
}: {
  results: InventoryResults;
  busy: boolean;
  onTrace: (category: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  if (results.byCategory.length === 0) return <p>{t.noCategoryYet()}</p>;
  return (
    <div className="inv-table-wrap">
      <table className="inv-table" data-testid="results-by-category">
        <caption>{t.byCategoryCaption()}</caption>
        <thead>
          <tr>
            <th scope="col">{t.category()}</th>
            <th scope="col">tCO2e</th>
            <th scope="col">{t.rowCount()}</th>
            <th scope="col">
              <span className="visually-hidden">{t.showRows()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {results.byCategory.map((b) => {
            const name = categoryLabel(LL, b.key);
            return (
              <tr key={b.key}>
                <th scope="row">{name}</th>
                <td>{formatNumber(b.tco2e, locale, 2)}</td>
                <td>{formatNumber(b.rowCount, locale, 0)}</td>
                <td>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    aria-label={t.showRowsOf({ category: name })}
                    onClick={() => onTrace(b.key)}
                  >
                    {t.showRows()}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Trace({
  category,
  rows,
  failed,
  loading,
  onClose,
}: {
  category: string;
  rows: TracedRow[] | null;
  failed: boolean;
  loading: boolean;
  onClose: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const n = (v: number, digits = 6) => formatNumber(v, locale, digits);
  return (
    <section className="inv-trace" aria-labelledby="inventory-trace-title" data-testid="results-trace">
      <h3 id="inventory-trace-title" className="h-small">
        {t.traceTitle({ category: categoryLabel(LL, category) })}
      </h3>
      {loading && <p role="status">{t.traceLoading()}</p>}
      {failed && <p role="alert">{t.traceFailed()}</p>}
      {rows && rows.length === 0 && <p>{t.traceNoRows()}</p>}
      {rows && rows.length > 0 && (
        <ol className="inv-missing">
          {rows.map((row) => (
            <li key={row.rowId}>
              <strong>
                {t.traceRow({ id: row.rowId.slice(0, 8), value: row.tco2e === null ? '—' : n(row.tco2e) })}
              </strong>
              {row.share < 1 && <> · {t.traceShare({ percent: formatNumber(row.share * 100, locale, 2) })}</>}
              <ul>
                {row.trace.map((line, i) => (
                  <li key={`${line.factorId}-${i}`}>
                    {t.traceLine({
                      factor: line.factorId,
                      gas: line.gas,
                      value: n(line.factorValue),
                      unit: line.factorUnit,
                      quantity: n(line.quantity),
                      gwp: n(line.gwp, 0),
                      tco2e: n(line.tco2e),
                    })}
                    <br />
                    <span className="ws-hint">
                      {t.traceSource({
                        document: line.source.document,
                        table: line.source.table,
                        row: line.source.row,
                        year: line.source.year,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="button button-secondary" onClick={onClose}>
        {t.closeTrace()}
      </button>
    </section>
  );
}

function ByGas({ results }: { results: InventoryResults }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  if (results.byGas.length === 0) return null;
  return (
    <div className="inv-table-wrap">
      <table className="inv-table" data-testid="results-by-gas">
        <caption>{t.byGasCaption()}</caption>
        <thead>
          <tr>
            <th scope="col">{t.gas()}</th>
            <th scope="col">tCO2e</th>
          </tr>
        </thead>
        <tbody>
          {results.byGas.map((b) => (
            <tr key={b.key}>
              <th scope="row">{b.key}</th>
              <td>{formatNumber(b.tco2e, locale, 4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Intensity({ results }: { results: InventoryResults }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const i = results.intensity;
  const value = (v: number | null | undefined) =>
    v === null || v === undefined ? t.unknown() : formatNumber(v, locale, 4);
  return (
    <section aria-labelledby="inventory-intensity-title" data-testid="results-intensity">
      <h3 id="inventory-intensity-title" className="h-small">
        {t.intensityTitle()}
      </h3>
      <dl className="inv-totals">
        <div>
          <dt>{t.perMillionRevenue({ currency: i?.perMillionRevenue?.currency ?? 'VND' })}</dt>
          <dd>{value(i?.perMillionRevenue?.value)}</dd>
        </div>
        <div>
          <dt>{t.perProductTonne()}</dt>
          <dd>{value(i?.perProductTonne)}</dd>
        </div>
        <div>
          <dt>{t.perEmployee()}</dt>
          <dd>{value(i?.perEmployee)}</dd>
        </div>
      </dl>
    </section>
  );
}

function YearOnYear({ results }: { results: InventoryResults }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const y = results.yearOnYear;
  if (!y) return <p data-testid="results-yoy">{t.yoyNone()}</p>;
  const n = (v: number) => formatNumber(v, locale, 2);
  const lines: [string, (typeof y)['totalLocation']][] = [
    [t.scope1(), y.scope1],
    [t.scope2Location(), y.scope2Location],
    [t.scope2Market(), y.scope2Market],
    [t.scope3(), y.scope3],
    [t.totalLocation(), y.totalLocation],
    [t.totalMarket(), y.totalMarket],
  ];
  return (
    <div className="inv-table-wrap" data-testid="results-yoy">
      {y.gwpSetsDiffer && <p className="ws-hint">{t.yoyGwpDiffer()}</p>}
      <table className="inv-table">
        <caption>{t.yoyTitle({ year: y.baseYear })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.category()}</th>
            <th scope="col">{t.yoyBase()}</th>
            <th scope="col">{t.yoyCurrent()}</th>
            <th scope="col">{t.yoyChange()}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map(([label, c]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{n(c.base)}</td>
              <td>{n(c.current)}</td>
              <td>
                {n(c.change)}
                {c.changePercent !== null && (
                  <> ({t.percent({ value: formatNumber(c.changePercent, locale, 1) })})</>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
