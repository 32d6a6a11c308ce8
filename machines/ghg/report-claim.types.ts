// Types of the claim of an assessment made while signed out (POST /ghg-reports/{id}/claim), run once the session is
// signed in while the `idReport` cookie names a report.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';

export type GhgReportClaim = components['schemas']['GhgReportClaim'];

export interface ReportClaimInput {
  /** The report the `idReport` cookie names; null when there is none. */
  reportId: string | null;
}

export interface ReportClaimContext {
  reportId: string | null;
  claim: GhgReportClaim | null;
  error: Notice | null;
}

export type ReportClaimEvent = { type: 'user.retry' };

export interface ReportClaimTypes {
  context: ReportClaimContext;
  events: ReportClaimEvent;
  input: ReportClaimInput;
  /** `settled`: the claim is over, whatever its outcome (the workspace list waits for it). */
  tags: 'busy' | 'settled';
}

export type ReportClaimView =
  | { kind: 'idle' }
  | { kind: 'claiming' }
  | { kind: 'claimed'; workspaceName: string; newlyClaimed: boolean }
  /** The caller has no workspace: the report stays unclaimed (readable by its link) until they have one. */
  | { kind: 'noWorkspace' }
  /** Another workspace's report, or one the server does not know: the cookie is forgotten. */
  | { kind: 'notClaimable' }
  | { kind: 'failed'; error: Notice };
