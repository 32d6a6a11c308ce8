// Types of the /work-space machine (workspace-home.machine.ts) and of its view.
import type { components } from '../../openapi/schema';
import type { Failure, Notice } from '../../domain/failures';

/** One emission-risk assessment of the workspace (GET /ghg-reports). */
export type WorkspaceAssessment = components['schemas']['GhgReportSummary'];

/** The current space's inventory at a glance (GET /inventory-summary); `inventory` null = none yet. */
export type WorkspaceInventory = components['schemas']['InventoryDashboard'];

/** The newest assessments of the current space and how many it keeps; null when the list could not load. */
export interface WorkspaceAssessments {
  items: WorkspaceAssessment[];
  total: number;
}
import type {
  ReceivedInvitation,
  SpaceMembership,
  Tenant,
  UsageLine,
  WorkspaceNoticeKey,
} from './workspace.types';

export interface WorkspaceOverview {
  /** The current tenant, null when the user belongs to no active space. */
  current: Tenant | null;
  /** Pending invitations addressed to the user (join with POST /tenant/{id}/join). */
  invitations: ReceivedInvitation[];
  /** Every space of the user, suspended ones included (GET /auth/me). */
  memberships: SpaceMembership[];
  /** The current space's plan usage; empty without a current space. */
  usage: UsageLine[];
  /** The current space's newest emission-risk assessments (null without a space, or when they could not load). */
  assessments: WorkspaceAssessments | null;
  /** The current space's inventory summary (null without a space, or when it could not load). */
  inventory: WorkspaceInventory | null;
}

export interface WorkspaceHomeInput {
  /** The space chosen with `?space=<id>` (sent as X-Space-Id); null = the server's default. */
  spaceId?: string | null;
}

export interface WorkspaceHomeContext {
  spaceId: string | null;
  overview: WorkspaceOverview | null;
  notice: WorkspaceNoticeKey | null;
  error: Notice | null;
  /** The failure of the last load (why there is no access, or why loading failed). */
  loadFailure: Failure | null;
}

export type WorkspaceHomeEvent =
  | { type: 'user.createSpace'; name: string }
  | { type: 'user.joinTenant'; tenantId: string }
  | { type: 'user.retry' }
  | { type: 'user.dismissNotice' };

export interface WorkspaceHomeTypes {
  context: WorkspaceHomeContext;
  input: WorkspaceHomeInput | undefined;
  events: WorkspaceHomeEvent;
  tags: 'busy';
}

export type WorkspaceHomeView =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      busy: boolean;
      tenant: Tenant;
      usage: UsageLine[];
      assessments: WorkspaceAssessments | null;
      inventory: WorkspaceInventory | null;
      invitations: ReceivedInvitation[];
      memberships: SpaceMembership[];
      notice: WorkspaceNoticeKey | null;
      error: Notice | null;
    }
  | {
      kind: 'noSpace';
      busy: boolean;
      invitations: ReceivedInvitation[];
      /** Spaces where the user is suspended: the page says access ended. */
      suspended: SpaceMembership[];
      notice: WorkspaceNoticeKey | null;
      error: Notice | null;
    }
  | { kind: 'noAccess'; notice: Notice }
  | { kind: 'failed'; notice: Notice };
