// Types of the share link of a workspace's GHG report (POST / DELETE /ghg-reports/{id}/share).
import type { Notice } from '../../domain/failures';

export interface ReportShareInput {
  reportId: string;
  /** The report's workspace (sent as X-Space-Id). */
  spaceId: string;
  /** The current token; null when sharing is off. */
  shareToken: string | null;
}

export interface ReportShareContext extends ReportShareInput {
  error: Notice | null;
}

export type ReportShareEvent = { type: 'user.share' } | { type: 'user.unshare' };

export interface ReportShareTypes {
  context: ReportShareContext;
  events: ReportShareEvent;
  input: ReportShareInput;
  tags: 'busy';
}

export type ReportShareView =
  | { kind: 'off'; busy: boolean; error: Notice | null }
  | { kind: 'on'; token: string; busy: boolean; error: Notice | null };
