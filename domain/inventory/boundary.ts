// The boundary rules of a GHG inventory (issue 15, slice 1), pure: no I/O. The server checks them before every
// write (400 VALIDATION_FAILED with these keys, or 409 for the base-year rule); the browser's boundary editor
// shows the same keys beside the fields before it sends anything.
import type { ConsolidationApproach } from './vocabulary';

/** A field problem: the dotted field of the request body and a catalogue key (`validation.*`). */
export interface BoundaryIssue {
  field: string;
  key: `validation.${string}`;
  params?: Record<string, number | string>;
}

export const MIN_REPORTING_YEAR = 1990;

/**
 * Reporting years offered: from 1990 (the Kyoto base year, the oldest base year a company may choose) to the
 * current year (an inventory of the year in progress may be started; a future year cannot).
 */
export function reportingYearBounds(today: Date): { min: number; max: number } {
  return { min: MIN_REPORTING_YEAR, max: today.getUTCFullYear() };
}

export function reportingYearIssue(year: number, today: Date): BoundaryIssue | null {
  const { min, max } = reportingYearBounds(today);
  if (!Number.isInteger(year) || year < min || year > max)
    return { field: 'reportingYear', key: 'validation.reportingYearRange', params: { min, max } };
  return null;
}

/** One facility of a boundary as the request names it. */
export interface BoundaryEntry {
  facilityId: string;
  /** Percent (0 < x <= 100, at most two decimals); required with EQUITY_SHARE, absent (null) otherwise. */
  equitySharePercent?: number | null;
}

/** Whether an equity share is a valid percent: 0 < x <= 100 with at most two decimals (numeric(5,2)). */
export function isValidEquityShare(value: number): boolean {
  if (!Number.isFinite(value) || value <= 0 || value > 100) return false;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * The problems of a boundary under an approach: each facility at most once; with EQUITY_SHARE every facility
 * carries its share (0 < x <= 100); with a control approach no facility carries one (control includes 100% of a
 * controlled facility and 0% of another: a share there would be silently ignored, so it is refused).
 */
export function boundaryIssues(
  approach: ConsolidationApproach,
  entries: readonly BoundaryEntry[],
): BoundaryIssue[] {
  const issues: BoundaryIssue[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const at = `facilities.${index}`;
    if (seen.has(entry.facilityId)) {
      issues.push({ field: `${at}.facilityId`, key: 'validation.facilityRepeated' });
      return;
    }
    seen.add(entry.facilityId);
    const share = entry.equitySharePercent;
    if (approach === 'EQUITY_SHARE') {
      if (share === undefined || share === null)
        issues.push({ field: `${at}.equitySharePercent`, key: 'validation.equityShareRequired' });
      else if (!isValidEquityShare(share))
        issues.push({ field: `${at}.equitySharePercent`, key: 'validation.equityShareRange' });
    } else if (share !== undefined && share !== null) {
      issues.push({ field: `${at}.equitySharePercent`, key: 'validation.equityShareNotApplicable' });
    }
  });
  return issues;
}

/**
 * The share of a facility's emissions the inventory takes (for the engine of slice 2): 100% of every included
 * facility under a control approach, its equity share under EQUITY_SHARE.
 */
export function inclusionFactor(approach: ConsolidationApproach, entry: BoundaryEntry): number {
  if (approach !== 'EQUITY_SHARE') return 1;
  return (entry.equitySharePercent ?? 0) / 100;
}

/**
 * The base-year mark: a workspace has exactly one base year once it has an inventory. The first inventory is the
 * base year; marking another inventory moves the mark (in the same transaction); unmarking the base year without
 * marking another is refused (409 BASE_YEAR_REQUIRED).
 */
export type BaseYearDecision =
  | { kind: 'keep' }
  | { kind: 'mark'; moveFromOther: boolean }
  | { kind: 'refuse'; reason: 'BASE_YEAR_REQUIRED' };

export function decideBaseYearOnCreate(
  requested: boolean | undefined,
  workspaceHasBaseYear: boolean,
): BaseYearDecision {
  if (!workspaceHasBaseYear) return { kind: 'mark', moveFromOther: false };
  if (requested) return { kind: 'mark', moveFromOther: true };
  return { kind: 'keep' };
}

export function decideBaseYearOnUpdate(
  isBaseYear: boolean,
  requested: boolean | undefined,
): BaseYearDecision {
  if (requested === undefined || requested === isBaseYear) return { kind: 'keep' };
  if (requested) return { kind: 'mark', moveFromOther: true };
  return { kind: 'refuse', reason: 'BASE_YEAR_REQUIRED' };
}
