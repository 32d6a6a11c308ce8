// The geometry of the inventory's stacked bar charts (inventory-charts.tsx): one bar per month or
// facility, its segments by scope (1, 2 location-based, 3) laid end to end, all bars on one scale (the largest
// total fills `length`). Pure, so the figures a chart draws are unit-tested; negative or unknown amounts never
// occur in a summary and draw nothing.
export const CHART_SCOPES = ['scope1', 'scope2Location', 'scope3'] as const;
export type ChartScope = (typeof CHART_SCOPES)[number];

export interface ScopeItem {
  key: string;
  label: string;
  scope1: number;
  scope2Location: number;
  scope3: number;
}

export interface Segment {
  scope: ChartScope;
  value: number;
  start: number;
  length: number;
}

export interface StackedBar {
  key: string;
  label: string;
  total: number;
  segments: Segment[];
}

const amount = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

export function stackedBars(
  items: readonly ScopeItem[],
  length: number,
): { bars: StackedBar[]; max: number } {
  const totals = items.map((item) => CHART_SCOPES.reduce((sum, scope) => sum + amount(item[scope]), 0));
  const max = Math.max(0, ...totals);
  const scale = (v: number) => (max === 0 ? 0 : (length * v) / max);
  const bars = items.map((item, i) => {
    let start = 0;
    const segments: Segment[] = [];
    for (const scope of CHART_SCOPES) {
      const value = amount(item[scope]);
      if (value === 0) continue;
      const segmentLength = scale(value);
      segments.push({ scope, value, start, length: segmentLength });
      start += segmentLength;
    }
    return { key: item.key, label: item.label, total: totals[i], segments };
  });
  return { bars, max };
}
