// The review view's machine (issue 15): it loads the inventory and a page of its rows, turns pages within the page
// count, reloads when the lifecycle panel moved the inventory, and retries a failed load.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  preloadedComments,
  reviewRowsMachine,
  REVIEW_PAGE_SIZE,
  type LoadRowsInput,
  type LoadRowsOutput,
} from './review-rows.machine';
import { INVENTORY } from '../../tests/paths/registry/inventory';
import { ACTIVITY_ROW, COMMENT } from '../../tests/paths/registry/inventory-review';
import { apiError } from '../../tests/paths/registry/entry';

describe('review rows machine', () => {
  it('loads a page, turns pages, reloads on request and retries a failure', async () => {
    const requests: LoadRowsInput[] = [];
    let fail = false;
    const actor = createActor(
      reviewRowsMachine.provide({
        actors: {
          loadRows: fromPromise<LoadRowsOutput, LoadRowsInput>(async ({ input }) => {
            requests.push(input);
            if (fail) throw apiError(403, 'FORBIDDEN', 'Bạn không có quyền');
            return {
              inventory: INVENTORY,
              rows: [ACTIVITY_ROW],
              meta: { page: input.page, take: input.take, total: 25, pageCount: 2 },
              comments: [],
            };
          }),
        },
      }),
      { input: { spaceId: null, inventoryId: INVENTORY.id } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests[0]).toEqual({
      spaceId: null,
      inventoryId: INVENTORY.id,
      page: 1,
      take: REVIEW_PAGE_SIZE,
    });
    actor.send({ type: 'user.page', page: 3 });
    actor.send({ type: 'user.page', page: 1 });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.page).toBe(2);
    fail = true;
    actor.send({ type: 'app.reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.code).toBe('FORBIDDEN');
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.at(-1)).toMatchObject({ page: 2 });
  });

  it("hands each row its own comments from the page's one load, or lets rows load theirs", async () => {
    let comments: LoadRowsOutput['comments'] = [
      COMMENT,
      { ...COMMENT, id: 'c2', rowId: 'other-row' },
      { ...COMMENT, id: 'c3' },
    ];
    const actor = createActor(
      reviewRowsMachine.provide({
        actors: {
          loadRows: fromPromise<LoadRowsOutput, LoadRowsInput>(async ({ input }) => ({
            inventory: INVENTORY,
            rows: [ACTIVITY_ROW],
            meta: { page: input.page, take: input.take, total: 1, pageCount: 1 },
            comments,
          })),
        },
      }),
      { input: { spaceId: null, inventoryId: INVENTORY.id } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const context = actor.getSnapshot().context;
    expect(preloadedComments(context, COMMENT.rowId)?.map((c) => c.id)).toEqual([COMMENT.id, 'c3']);
    expect(preloadedComments(context, 'other-row')?.map((c) => c.id)).toEqual(['c2']);
    expect(preloadedComments(context, 'a-row-without-comments')).toEqual([]);
    // An answer that may have left comments out: every row loads its own.
    comments = null;
    actor.send({ type: 'app.reload' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.commentsByRow === null);
    expect(preloadedComments(actor.getSnapshot().context, COMMENT.rowId)).toBeUndefined();
  });
});
