// The staff contact-request list: behaviour with fake actors, and model paths (every event, with the outcomes of
// the list actor) that cover every state and transition, each replayed on a real actor (tests/paths/replay.ts).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { pipelinePage, staffFailures } from '../../tests/fixtures/staff';
import { PIPELINE_PAGE_SIZE } from '../../domain/contact-pipeline';
import { contactPipelineMachine } from './contact-pipeline.machine';
import { selectContactPipelineView } from './contact-pipeline.selectors';
import type { PipelinePage, PipelineQuery } from './contact-pipeline.types';

function startWith(load: (query: PipelineQuery) => Promise<PipelinePage>) {
  const queries: PipelineQuery[] = [];
  const actor = createActor(
    contactPipelineMachine.provide({
      actors: {
        loadContactRequests: fromPromise<PipelinePage, PipelineQuery>(({ input }) => {
          queries.push(input);
          return load(input);
        }),
      },
    }),
    { input: {} },
  ).start();
  return { actor, queries };
}

describe('contact pipeline machine', () => {
  it('loads the first page, newest first as the API answers, with the staff for the owner filter', async () => {
    const { actor, queries } = startWith(async () => pipelinePage);
    expect(selectContactPipelineView(actor.getSnapshot()).kind).toBe('loading');
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(queries).toEqual([{ q: '', status: null, owner: null, page: 1, take: PIPELINE_PAGE_SIZE }]);
    expect(selectContactPipelineView(ready)).toEqual({
      kind: 'ready',
      busy: false,
      filters: { q: '', status: null, owner: null },
      items: pipelinePage.items,
      meta: pipelinePage.meta,
      members: pipelinePage.members,
    });
  });

  it('a search, a filter or a page reloads; a filter goes back to page 1; the last page stays while loading', async () => {
    const { actor, queries } = startWith(async () => pipelinePage);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.goToPage', page: 2 });
    const view = selectContactPipelineView(actor.getSnapshot());
    expect(view.kind === 'ready' && view.busy).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.search', q: '  Thép  ' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.filterStatus', status: 'contacted' });
    actor.send({ type: 'user.filterOwner', owner: 'none' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries.map(({ q, status, owner, page }) => [q, status, owner, page])).toEqual([
      ['', null, null, 1],
      ['', null, null, 2],
      ['Thép', null, null, 1],
      ['Thép', 'contacted', null, 1],
      ['Thép', 'contacted', 'none', 1],
    ]);
  });

  it('403 is "no access" and nothing more is asked; another failure offers a retry', async () => {
    const denied = startWith(() => Promise.reject(staffFailures.forbidden));
    const forbidden = await waitFor(denied.actor, (s) => s.matches('forbidden'));
    expect(selectContactPipelineView(forbidden)).toEqual({
      kind: 'forbidden',
      notice: { key: 'errors.forbidden', text: staffFailures.forbidden.message },
    });
    denied.actor.send({ type: 'user.search', q: 'x' });
    expect(denied.queries).toHaveLength(1);

    let answer: () => Promise<PipelinePage> = () => Promise.reject(staffFailures.network);
    const offline = startWith(() => answer());
    const failed = await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(selectContactPipelineView(failed)).toMatchObject({
      kind: 'failed',
      notice: { key: 'errors.networkError', text: null },
    });
    answer = async () => pipelinePage;
    offline.actor.send({ type: 'user.retry' });
    await waitFor(offline.actor, (s) => s.matches('ready'));
  });

  it('starts from the filters it is given (a link back to a filtered list)', async () => {
    const queries: PipelineQuery[] = [];
    const actor = createActor(
      contactPipelineMachine.provide({
        actors: {
          loadContactRequests: fromPromise<PipelinePage, PipelineQuery>(async ({ input }) => {
            queries.push(input);
            return pipelinePage;
          }),
        },
      }),
      { input: { filters: { status: 'won' }, page: 3 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries[0]).toEqual({ q: '', status: 'won', owner: null, page: 3, take: PIPELINE_PAGE_SIZE });
  });
});

// ---- model-based paths ------------------------------------------------------------------------------------------

const events = [
  { type: 'user.search', q: 'thép' },
  { type: 'user.filterStatus', status: 'contacted' },
  { type: 'user.filterOwner', owner: 'none' },
  { type: 'user.goToPage', page: 2 },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadContactRequests', output: pipelinePage },
  { type: 'xstate.error.actor.loadContactRequests', error: staffFailures.forbidden },
  { type: 'xstate.error.actor.loadContactRequests', error: staffFailures.network },
] as EventObject[];

const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

describe('contact pipeline machine: model paths', () => {
  const paths = transitionPaths(contactPipelineMachine, { events, serializeState });

  it('cover every state and every transition', () => {
    const coverage = pathCoverage(contactPipelineMachine, paths);
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.transitions.covered).toHaveLength(coverage.transitions.all.length);
  });

  it('the coverage check fails when the model lacks the 403 (it can be refused)', () => {
    const partial = transitionPaths(contactPipelineMachine, {
      events: events.filter((event) => (event as { error?: unknown }).error !== staffFailures.forbidden),
      serializeState,
    });
    expect(describeMissing(pathCoverage(contactPipelineMachine, partial))).toContain(
      'state not reached: contactPipeline.forbidden',
    );
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['loadContactRequests'] as const);
      const actor = createActor(contactPipelineMachine.provide({ actors: script.actors as never }), {
        input: undefined,
      }).start();
      const steps = expectedSteps(contactPipelineMachine, path);
      await replayPath(actor, steps, {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.context).toEqual(step.state.context);
          expect(selectContactPipelineView(snapshot)).toEqual(selectContactPipelineView(step.state as never));
        },
      });
      // One request per entry into `loading`, asked with the filters and page of that moment.
      const entries = steps.filter((step) => step.actions.includes('xstate.spawnChild'));
      expect(script.calls).toHaveLength(entries.length);
      actor.stop();
    },
  );
});
