// Types of the GHG risk report page: load one report by id (GET /ghg-reports/{id}).
import type { Notice } from '../../domain/failures';
import type { GhgReport } from './risk-assessment.types';

export interface RiskReportInput {
  /** The report's id (from the link, `?id=` or the `idReport` cookie); null when there is none. */
  id: string | null;
}

export interface RiskReportContext {
  id: string | null;
  report: GhgReport | null;
  error: Notice | null;
}

export type RiskReportEvent = { type: 'user.retry' } | { type: 'app.localeChanged' };

export interface RiskReportTypes {
  context: RiskReportContext;
  events: RiskReportEvent;
  input: RiskReportInput;
  tags: 'busy';
}

export type RiskReportView =
  | { kind: 'loading' }
  | { kind: 'loaded'; report: GhgReport; refreshing: boolean }
  /** No id at all, or the server does not know it (404, or an id that is not a uuid). */
  | { kind: 'notFound' }
  | { kind: 'failed'; error: Notice };
