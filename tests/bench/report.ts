// The budget report of `npm run bench`: every section adds rows, the end prints them as one table, and the exit
// code says whether every budget was met. A row without a budget is information (memory, the app+check ratio).

export interface ReportRow {
  /** The section: `js`, `lighthouse`, `api`, `server`. */
  section: string;
  /** What was measured, e.g. `home / first-load JS (gzip -9)`. */
  check: string;
  /** The measured value, as shown. */
  measured: string;
  /** The budget, as shown (`<= 90 KiB`); empty for information. */
  budget: string;
  /** true = met, false = missed, null = information (no budget). */
  met: boolean | null;
  notes?: string;
}

/** A plain-text table: a header, a rule, one line per row, every column padded to its widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (cell ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function verdictOf(met: boolean | null): string {
  return met === null ? 'info' : met ? 'ok' : 'MISSED';
}

export function formatReport(rows: readonly ReportRow[]): string {
  return formatTable(
    ['section', 'check', 'measured', 'budget', 'verdict', 'notes'],
    rows.map((row) => [
      row.section,
      row.check,
      row.measured,
      row.budget,
      verdictOf(row.met),
      row.notes ?? '',
    ]),
  );
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
