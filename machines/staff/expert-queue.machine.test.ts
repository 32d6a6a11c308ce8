// The staff's expert review queue: behaviour with a fake actor, and model paths that cover every state and
// transition, each replayed on a real actor.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { describeMissing, pathCoverage } from '../../tests/paths/coverage';
import { replayPath, scriptedActors } from '../../tests/paths/replay';
import { expectedSteps, transitionPaths } from '../../tests/paths/scripted-paths';
import { expertFailures, queuePage } from '../../tests/fixtures/expert-applications';
import { EXPERT_QUEUE_PAGE_SIZE, expertQueueMachine } from './expert-queue.machine';
import { selectExpertQueueView } from './expert-queue.selectors';
import type { ExpertQueuePage, ExpertQueueQuery } from './expert-review.types';

function start(load: (query: ExpertQueueQuery) => Promise<ExpertQueuePage>, input?: { page?: number }) {
  const queries: ExpertQueueQuery[] = [];
  const changes: unknown[] = [];
  const actor = createActor(
    expertQueueMachine.provide({
      actors: {
        loadExpertQueue: fromPromise<ExpertQueuePage, ExpertQueueQuery>(({ input: query }) => {
          queries.push(query);
          return load(query);
        }),
      },
      actions: { queryChanged: ({ context }) => changes.push([context.filters.status, context.page]) },
    }),
    { input },
  ).start();
  return { actor, queries, changes };
}

describe('expert queue machine', () => {
  it('loads the default queue, filters by status (back to page 1) and pages, telling the URL each time', async () => {
    const { actor, queries, changes } = start(async () => queuePage, { page: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.filterStatus', status: 'APPROVED' });
    expect(selectExpertQueueView(actor.getSnapshot())).toMatchObject({ kind: 'ready', busy: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.goToPage', page: 2 });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(queries).toEqual([
      { status: null, page: 3, take: EXPERT_QUEUE_PAGE_SIZE },
      { status: 'APPROVED', page: 1, take: EXPERT_QUEUE_PAGE_SIZE },
      { status: 'APPROVED', page: 2, take: EXPERT_QUEUE_PAGE_SIZE },
    ]);
    expect(changes).toEqual([
      ['APPROVED', 1],
      ['APPROVED', 2],
    ]);
    expect(selectExpertQueueView(ready)).toMatchObject({ items: queuePage.items, meta: queuePage.meta });
  });

  it('403 is "no access"; a failure offers a retry', async () => {
    const denied = start(() => Promise.reject(expertFailures.forbidden));
    expect(selectExpertQueueView(await waitFor(denied.actor, (s) => s.matches('forbidden')))).toEqual({
      kind: 'forbidden',
      notice: { key: 'errors.forbidden', text: expertFailures.forbidden.message },
    });
    let answer: () => Promise<ExpertQueuePage> = () => Promise.reject(expertFailures.network);
    const offline = start(() => answer());
    await waitFor(offline.actor, (s) => s.matches('failed'));
    answer = async () => queuePage;
    offline.actor.send({ type: 'user.retry' });
    await waitFor(offline.actor, (s) => s.matches('ready'));
  });
});

const events = [
  { type: 'user.filterStatus', status: 'UNDER_REVIEW' },
  { type: 'user.goToPage', page: 2 },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadExpertQueue', output: queuePage },
  { type: 'xstate.error.actor.loadExpertQueue', error: expertFailures.forbidden },
  { type: 'xstate.error.actor.loadExpertQueue', error: expertFailures.network },
] as EventObject[];
const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

describe('expert queue machine: model paths', () => {
  const paths = transitionPaths(expertQueueMachine, { events, serializeState });

  it('cover every state and every transition', () => {
    const coverage = pathCoverage(expertQueueMachine, paths, {});
    expect(describeMissing(coverage)).toBe('');
    expect(coverage.transitions.covered).toHaveLength(coverage.transitions.all.length);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'replays on a real actor: %s',
    async (_, path) => {
      const script = scriptedActors(['loadExpertQueue'] as const);
      const actor = createActor(expertQueueMachine.provide({ actors: script.actors as never }), {
        input: undefined,
      }).start();
      await replayPath(actor, expectedSteps(expertQueueMachine, path, undefined), {
        settle: script.settle,
        onStep: (snapshot, step) => {
          expect(snapshot.context).toEqual(step.state.context);
          expect(selectExpertQueueView(snapshot)).toEqual(selectExpertQueueView(step.state as never));
        },
      });
      actor.stop();
    },
  );
});
