// The /work-space machine: behaviour with fake actors, and model paths (every event, with the outcomes
// of the invoked actors) that must cover every state node and every transition (tests/paths/coverage.ts).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { workspaceHomeMachine } from './workspace-home.machine';
import { selectWorkspaceHomeView } from './workspace-home.selectors';
import {
  SPACE,
  OTHER_SPACE,
  overview,
  noSpaceOverview,
  forbidden,
  network,
  conflict,
  inviteDeleted,
  done,
  failed,
  modelPaths,
  expectFullCoverage,
  type ModelEvent,
} from '../../tests/support/workspace-screens';
import { pathCoverage } from '../../tests/paths/coverage';
import type { WorkspaceOverview } from './workspace-home.types';

describe('workspace home machine', () => {
  const events: ModelEvent[] = [
    done('loadWorkspace', overview),
    done('loadWorkspace', noSpaceOverview),
    failed('loadWorkspace', forbidden),
    failed('loadWorkspace', network),
    { type: 'user.createSpace', name: 'Công ty Mới' },
    done('createSpace', { id: OTHER_SPACE, name: 'Công ty Mới', role: 'OWNER', status: 'ACTIVE' }),
    failed('createSpace', conflict),
    { type: 'user.joinTenant', tenantId: OTHER_SPACE },
    done('joinTenant', { message: 'Tham gia thành công', space: { id: OTHER_SPACE } }),
    failed('joinTenant', inviteDeleted),
    { type: 'user.retry' },
    { type: 'user.dismissNotice' },
  ];

  it('model paths cover every state and transition', () => {
    expectFullCoverage(workspaceHomeMachine, events);
  });

  it('the coverage check fails when an event is left out of the model', () => {
    const coverage = pathCoverage(
      workspaceHomeMachine,
      modelPaths(
        workspaceHomeMachine,
        events.filter((event) => event.type !== 'user.createSpace'),
      ),
    );
    expect(coverage.states.missing).toEqual(['workspaceHome.creating']);
  });

  it('joins a tenant: "Joined successfully", the session reloads, then the joined space is shown', async () => {
    const refreshSession = vi.fn();
    const announce = vi.fn();
    const loads: Array<string | null> = [];
    const loadWorkspace = fromPromise<WorkspaceOverview, { spaceId: string | null }>(async ({ input }) => {
      loads.push(input.spaceId);
      return loads.length === 1 ? noSpaceOverview : overview;
    });
    const actor = createActor(
      workspaceHomeMachine.provide({
        actors: {
          loadWorkspace,
          joinTenant: fromPromise<unknown, { tenantId: string }>(async () => ({
            message: 'Tham gia thành công',
            space: { id: OTHER_SPACE },
          })),
        },
        actions: { refreshSession, announce: (_, params) => announce(params.notice) },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('noSpace'));
    const noSpace = selectWorkspaceHomeView(actor.getSnapshot());
    expect(noSpace.kind === 'noSpace' && noSpace.suspended.map((space) => space.status)).toEqual([
      'SUSPENDED',
    ]);
    actor.send({ type: 'user.joinTenant', tenantId: OTHER_SPACE });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual([null, OTHER_SPACE]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('joined');
    const view = selectWorkspaceHomeView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.notice).toBe('joined');
  });

  it('a 403 for the chosen space (suspended) is "no access", and retrying shows the default space', async () => {
    let calls = 0;
    const actor = createActor(
      workspaceHomeMachine.provide({
        actors: {
          loadWorkspace: fromPromise<WorkspaceOverview, { spaceId: string | null }>(async ({ input }) => {
            calls += 1;
            if (input.spaceId) throw forbidden;
            return overview;
          }),
        },
      }),
      { input: { spaceId: SPACE } },
    ).start();
    await waitFor(actor, (s) => s.matches('noAccess'));
    expect(selectWorkspaceHomeView(actor.getSnapshot())).toEqual({
      kind: 'noAccess',
      notice: { key: 'errors.forbidden', text: forbidden.message },
    });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });

  it('the ready view carries the inventory summary, and null when it could not load', async () => {
    const start = (loaded: WorkspaceOverview) =>
      createActor(
        workspaceHomeMachine.provide({
          actors: {
            loadWorkspace: fromPromise<WorkspaceOverview, { spaceId: string | null }>(async () => loaded),
          },
        }),
        { input: {} },
      ).start();
    const withSummary = start(overview);
    await waitFor(withSummary, (s) => s.matches('ready'));
    const view = selectWorkspaceHomeView(withSummary.getSnapshot());
    expect(view.kind === 'ready' && view.inventory?.inventory?.totals.totalLocation).toBe(
      overview.inventory?.inventory?.totals.totalLocation,
    );
    expect(view.kind === 'ready' && view.inventory?.inventory?.missing.facilitiesWithoutData).toHaveLength(1);
    const without = start({ ...overview, inventory: null });
    await waitFor(without, (s) => s.matches('ready'));
    const failedView = selectWorkspaceHomeView(without.getSnapshot());
    expect(failedView.kind === 'ready' && failedView.inventory).toBeNull();
  });
});
