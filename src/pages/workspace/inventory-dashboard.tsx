// The workspace's inventory at a glance on /work-space (issue 15, item 6), rendered from the workspace-home
// machine's ready view (GET /inventory-summary): which inventory is current and why, its totals by scope, charts
// per month and per facility (stacked by scope, each with its table), what is still missing with links to the
// inventory's pages, and the plan's inventory-report usage. An empty state links to creating an inventory; a
// failed load says so without hiding the rest of the page. Numbers in the reader's locale.
import { Link } from 'wouter';
import type { WorkspaceInventory } from '../../../machines/spaces/workspace-home.types';
import { formatNumber } from '../../../domain/numbers';
import { inventoryAreaPath, inventoryPath } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { Message } from '../../components/workspace/workspace-parts';
import { InventoryCharts } from '../../components/inventory/inventory-charts';
import { monthLabel } from '../../components/inventory/month-label';
import '../../components/inventory/inventory-figures.css';

type Current = NonNullable<WorkspaceInventory['inventory']>;

export function InventoryDashboard({
  summary,
  spaceId,
}: {
  summary: WorkspaceInventory | null;
  spaceId: string;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryDashboard;
  return (
    <section
      className="ws-section"
      aria-labelledby="inventory-dashboard-title"
      data-testid="inventory-dashboard"
    >
      <h2 id="inventory-dashboard-title">{t.title()}</h2>
      {summary === null ? (
        <Message tone="error">
          <p>{t.failed()}</p>
        </Message>
      ) : summary.inventory === null ? (
        <>
          <p>{t.empty()}</p>
          <p>
            <Link href={inventoryAreaPath('inventories', spaceId)} className="button button-primary">
              {t.create()}
            </Link>
          </p>
          <Usage summary={summary} />
        </>
      ) : (
        <CurrentInventory summary={summary} inventory={summary.inventory} spaceId={spaceId} />
      )}
    </section>
  );
}

function Usage({ summary }: { summary: WorkspaceInventory }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const { used, limit } = summary.usage;
  return (
    <p className="ws-hint" data-testid="inventory-usage">
      {t.usage()}:{' '}
      {t.usageValue({
        used: formatNumber(used, locale, 0),
        limit: limit === null ? t.unlimited() : formatNumber(limit, locale, 0),
      })}
    </p>
  );
}

function CurrentInventory({
  summary,
  inventory,
  spaceId,
}: {
  summary: WorkspaceInventory;
  inventory: Current;
  spaceId: string;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryDashboard;
  const number = (v: number) => formatNumber(v, locale, 2);
  const href = inventoryPath(inventory.id, spaceId);
  const totals: [string, number][] = [
    [t.scope1(), inventory.totals.scope1],
    [t.scope2Location(), inventory.totals.scope2Location],
    [t.scope2Market(), inventory.totals.scope2Market],
    [t.scope3(), inventory.totals.scope3],
    [t.totalLocation(), inventory.totals.totalLocation],
    [t.totalMarket(), inventory.totals.totalMarket],
  ];
  return (
    <>
      <p>
        <strong>{t.current({ year: inventory.reportingYear, version: inventory.versionNo })}</strong> ·{' '}
        {t.status()}: {t.statuses[inventory.status]()} · {t.gwp()}: {inventory.gwpSet} · {t.rows()}:{' '}
        {formatNumber(inventory.rowCount, locale, 0)}
      </p>
      <p className="ws-hint">{t.chosenAs({ count: summary.inventoryCount })}</p>
      <Usage summary={summary} />
      <p className="actions">
        <Link href={href} className="button button-secondary">
          {t.open()}
        </Link>
      </p>
      <h3 className="h-small">{t.totalsTitle()}</h3>
      <dl className="inv-totals" data-testid="inventory-totals">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{number(value)}</dd>
          </div>
        ))}
      </dl>
      <InventoryCharts months={inventory.months} facilities={inventory.facilities} />
      <Missing inventory={inventory} href={href} />
    </>
  );
}

function Missing({ inventory, href }: { inventory: Current; href: string }) {
  const { LL } = useI18nContext();
  const t = LL.inventoryDashboard;
  const m = inventory.missing;
  const months = (list: number[]) => list.map((n) => monthLabel(LL, n)).join(', ');
  const items: { key: string; text: string }[] = [
    ...m.facilitiesWithoutData.map((f) => ({
      key: `none-${f.facilityId}`,
      text: t.withoutData({ name: f.name }),
    })),
    ...m.missingMonths.map((f) => ({
      key: `months-${f.facilityId}`,
      text: t.missingMonths({ name: f.name, months: months(f.months) }),
    })),
    ...(m.noFactorRowCount > 0 ? [{ key: 'noFactor', text: t.noFactor({ count: m.noFactorRowCount }) }] : []),
    ...(m.invalidRowCount > 0 ? [{ key: 'invalid', text: t.invalid({ count: m.invalidRowCount }) }] : []),
    ...(m.outsideBoundaryRowCount > 0
      ? [{ key: 'outside', text: t.outside({ count: m.outsideBoundaryRowCount }) }]
      : []),
  ];
  return (
    <section aria-labelledby="inventory-missing-title" data-testid="inventory-missing">
      <h3 id="inventory-missing-title" className="h-small">
        {t.missingTitle()}
      </h3>
      {items.length === 0 ? (
        <p>{t.nothingMissing()}</p>
      ) : (
        <ul className="inv-missing">
          {items.map((item) => (
            <li key={item.key}>
              {item.text} · <Link href={href}>{t.enterData()}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
