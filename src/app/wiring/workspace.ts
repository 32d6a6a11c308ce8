// The real actors and actions of the workspace screens' machines (machines/spaces/: workspace-home,
// invitation-link, workspace-management): every call goes through the app's one API client (`api`), typed by the contract. Pages get ready-to-start machines
// from here and never touch the API themselves.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { invitationLinkMachine } from '../../../machines/spaces/invitation-link.machine';
import { workspaceHomeMachine } from '../../../machines/spaces/workspace-home.machine';
import type { WorkspaceAssessments, WorkspaceOverview } from '../../../machines/spaces/workspace-home.types';
import { workspaceManagementMachine } from '../../../machines/spaces/workspace-management.machine';
import type { ManagementData } from '../../../machines/spaces/workspace-management.types';
import type {
  AccessDecision,
  SubscriptionResource,
  UsageLine,
  WorkspaceNoticeKey,
} from '../../../machines/spaces/workspace.types';
import { signUpMachine } from '../../../machines/auth/sign-up.machine';
import type { SignUpRequest } from '../../../machines/auth/sign-up.types';
import { unwrap, unwrapPage, type ApiClient } from '../../api/client';
import { api as appApi } from '../api';
import { notifySuccess } from '../notify';
import { ensureReportClaimed } from './report-claim';

/** How many of the workspace's assessments its home lists (the newest). */
export const WORKSPACE_ASSESSMENTS_SHOWN = 10;

/** What the workspace home shows of the plan, in this order. */
export const USAGE_RESOURCES: readonly SubscriptionResource[] = [
  'MEMBER_SEAT',
  'COURSE',
  'GHG_REPORT',
  'CBAM_REPORT',
  'RISK_ASSESSMENT',
];

/** Hooks into the rest of the app: the session reload after a membership change, and the success toast text. */
export interface WorkspaceWiringOptions {
  api?: ApiClient;
  /** Reloads the session's me (its spaces changed). */
  refreshSession: () => void;
  /** The translated text of a success notice, for the toast. */
  noticeText: (notice: WorkspaceNoticeKey) => string;
  toast?: (message: string) => void;
}

function spaceHeader(spaceId: string | null): { 'X-Space-Id'?: string } {
  return spaceId ? { 'X-Space-Id': spaceId } : {};
}

async function loadUsage(api: ApiClient, spaceId: string): Promise<UsageLine[]> {
  const decisions = await Promise.all(
    USAGE_RESOURCES.map(
      (resource) =>
        unwrap(
          api.POST('/subscription/validate-access-subscripiton', {
            body: { spaceId, resource, quantity: 1 },
          }),
        ) as Promise<AccessDecision>,
    ),
  );
  return decisions.map((decision, index) => ({
    resource: USAGE_RESOURCES[index],
    used: decision.used,
    limit: decision.limit,
  }));
}

/** The newest assessments of the space; null when they could not load (the rest of the page still shows). */
async function loadAssessments(api: ApiClient, spaceId: string): Promise<WorkspaceAssessments | null> {
  try {
    const page = await unwrapPage(
      api.GET('/ghg-reports', {
        params: { header: { 'X-Space-Id': spaceId }, query: { take: WORKSPACE_ASSESSMENTS_SHOWN, page: 1 } },
      }),
    );
    return { items: page.data, total: page.meta.total };
  } catch (error) {
    console.error('[workspace] assessments', error);
    return null;
  }
}

export function createWorkspaceActors(api: ApiClient) {
  return {
    loadWorkspace: fromPromise<WorkspaceOverview, { spaceId: string | null }>(async ({ input }) => {
      // An assessment made before signing in is claimed first, so that it is in the list.
      const [tenant, me] = await Promise.all([
        unwrap(api.GET('/tenant', { params: { header: spaceHeader(input.spaceId) } })),
        unwrap(api.GET('/auth/me')),
        ensureReportClaimed(api),
      ]);
      const [usage, assessments] = tenant.current
        ? await Promise.all([loadUsage(api, tenant.current.id), loadAssessments(api, tenant.current.id)])
        : [[], null];
      return {
        current: tenant.current,
        invitations: tenant.invitations,
        memberships: me.spaces,
        usage,
        assessments,
      };
    }),
    createSpace: fromPromise(async ({ input }: { input: { name: string } }) =>
      unwrap(api.POST('/spaces', { body: { name: input.name } })),
    ),
    joinTenant: fromPromise<unknown, { tenantId: string }>(async ({ input }) =>
      unwrap(api.POST('/tenant/{id}/join', { params: { path: { id: input.tenantId } } })),
    ),
    loadInvite: fromPromise(async ({ input }: { input: { param: string } }) =>
      unwrap(api.GET('/spaces/invite-info', { params: { query: { param: input.param } } })),
    ),
    joinByInvitation: fromPromise<unknown, { param: string }>(async ({ input }) =>
      unwrap(api.POST('/spaces/user-join-space', { params: { query: { param: input.param } } })),
    ),
    signUp: fromPromise<unknown, SignUpRequest>(async ({ input }) =>
      unwrap(api.POST('/auth/sign-up', { body: input })),
    ),
    loadManagement: fromPromise<ManagementData>(async () => {
      const [members, invites, me, tenant] = await Promise.all([
        unwrap(api.GET('/spaces/management')),
        unwrap(api.GET('/spaces/user-invited-pending')),
        unwrap(api.GET('/auth/me')),
        unwrap(api.GET('/tenant')),
      ]);
      const self = members.find((member) => member.userId === me.id);
      const space = tenant.current && { id: tenant.current.id, name: tenant.current.name };
      return { space, members, invites, viewer: { userId: me.id, role: self?.role ?? 'MEMBER' } };
    }),
    changeUserStatus: fromPromise(
      async ({ input }: { input: { userId: string; status: 'ACTIVE' | 'SUSPENDED' } }) =>
        unwrap(api.PUT('/spaces/change-user-status', { body: input })),
    ),
    removeMember: fromPromise<unknown, { userId: string }>(async ({ input }) =>
      unwrap(api.DELETE('/spaces/delete-user/{id}', { params: { path: { id: input.userId } } })),
    ),
    inviteUser: fromPromise(
      async ({ input }: { input: { email: string; role: 'ADMIN' | 'MEMBER' | 'AUDITOR' } }) =>
        unwrap(api.POST('/spaces/invite-user', { body: input })),
    ),
    resendInvite: fromPromise(async ({ input }: { input: { inviteId: string } }) =>
      unwrap(api.POST('/spaces/resend-invite/{id}', { params: { path: { id: input.inviteId } } })),
    ),
    deleteInvite: fromPromise<unknown, { inviteId: string }>(async ({ input }) =>
      unwrap(api.DELETE('/spaces/delete-pending-invite/{id}', { params: { path: { id: input.inviteId } } })),
    ),
  };
}

/** The three workspace machines with the real actors and the app's actions. */
export function createWorkspaceMachines(options: WorkspaceWiringOptions) {
  const actors = createWorkspaceActors(options.api ?? appApi);
  const toast = options.toast ?? notifySuccess;
  const actions = {
    refreshSession: () => options.refreshSession(),
    announce: (_: unknown, params: { notice: WorkspaceNoticeKey }) =>
      toast(options.noticeText(params.notice)),
  };
  const signUpForm = signUpMachine.provide({
    actors: { signUp: actors.signUp },
    // The invitation page shows its own "registered" step (the account is active and already a member).
    actions: { goToThankYou: () => {} },
  });
  return {
    home: workspaceHomeMachine.provide({
      actors: {
        loadWorkspace: actors.loadWorkspace,
        createSpace: actors.createSpace,
        joinTenant: actors.joinTenant,
      },
      actions,
    }),
    invitation: invitationLinkMachine.provide({
      actors: {
        loadInvite: actors.loadInvite,
        joinByInvitation: actors.joinByInvitation,
        signUpForm,
      },
      actions,
    }),
    management: workspaceManagementMachine.provide({
      actors: {
        loadManagement: actors.loadManagement,
        changeUserStatus: actors.changeUserStatus,
        removeMember: actors.removeMember,
        inviteUser: actors.inviteUser,
        resendInvite: actors.resendInvite,
        deleteInvite: actors.deleteInvite,
      },
      actions: { announce: actions.announce },
    }),
  };
}

/** Navigation for pages (a plain function: machines never touch the location). */
export const go = (to: string) => navigate(to);
