// The risk-report machine's view (risk-report.machine.ts), in a module of its own without XState: the result page
// renders it from the first snapshot before the machine's code has loaded (src/app/lazy-actor.ts).
import type { RiskReportContext, RiskReportView } from './risk-report.types';

/** What the selector reads of a snapshot of the machine. */
export interface RiskReportSnapshotLike {
  context: RiskReportContext;
  matches(state: 'loading' | 'loaded' | 'notFound' | 'failed'): boolean;
}

export function selectRiskReportView(snapshot: RiskReportSnapshotLike): RiskReportView {
  const { context } = snapshot;
  if (snapshot.matches('notFound')) return { kind: 'notFound' };
  if (snapshot.matches('failed')) {
    return { kind: 'failed', error: context.error ?? { key: 'errors.generic', text: null } };
  }
  if (context.report)
    return { kind: 'loaded', report: context.report, refreshing: !snapshot.matches('loaded') };
  return { kind: 'loading' };
}

/** The view before the machine has started: its first state loads the report. */
export const firstRiskReportView: RiskReportView = { kind: 'loading' };
