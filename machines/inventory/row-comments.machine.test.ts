// The row comments' machine (issue 15): it loads a row's comments, adds one (trimmed; a blank one is not sent),
// resolves an open one, keeps a refusal beside the form, and lets a viewer who may not comment only read.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  rowCommentsMachine,
  type AddCommentInput,
  type ResolveCommentInput,
  type RowComment,
  type RowRef,
} from './row-comments.machine';
import { apiError } from '../../tests/paths/registry/entry';
import { COMMENT } from '../../tests/paths/registry/inventory-review';

function start(
  canComment: boolean,
  add: (input: AddCommentInput) => Promise<RowComment>,
  preloaded?: RowComment[],
) {
  const requests: { kind: string; input: unknown }[] = [];
  const actor = createActor(
    rowCommentsMachine.provide({
      actors: {
        loadComments: fromPromise<RowComment[], RowRef>(async ({ input }) => {
          requests.push({ kind: 'load', input });
          return [COMMENT];
        }),
        addComment: fromPromise<RowComment, AddCommentInput>(async ({ input }) => {
          requests.push({ kind: 'add', input });
          return add(input);
        }),
        resolveComment: fromPromise<RowComment, ResolveCommentInput>(async ({ input }) => {
          requests.push({ kind: 'resolve', input });
          return { ...COMMENT, resolved: true, resolvedAt: '2026-11-24T09:00:00.000Z' };
        }),
      },
    }),
    {
      input: {
        spaceId: 's',
        inventoryId: COMMENT.inventoryId,
        rowId: COMMENT.rowId,
        canComment,
        ...(preloaded ? { preloaded } : {}),
      },
    },
  ).start();
  return { actor, requests };
}

describe('row comments machine', () => {
  it('loads the comments, adds one trimmed and resolves an open one', async () => {
    const { actor, requests } = start(true, async (input) => ({ ...COMMENT, id: 'c2', body: input.body }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(requests[0]).toEqual({
      kind: 'load',
      input: { spaceId: 's', inventoryId: COMMENT.inventoryId, rowId: COMMENT.rowId },
    });
    actor.send({ type: 'user.add', body: '   ' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'user.add', body: '  Đính kèm hóa đơn tháng 3  ' });
    await waitFor(actor, (s) => s.context.added === 1);
    expect(requests[1].input).toMatchObject({ body: 'Đính kèm hóa đơn tháng 3' });
    expect(actor.getSnapshot().context.comments.map((c) => c.id)).toEqual([COMMENT.id, 'c2']);
    actor.send({ type: 'user.resolve', commentId: COMMENT.id });
    await waitFor(actor, (s) => s.context.comments[0].resolved);
    // Already resolved, or unknown: nothing is sent.
    actor.send({ type: 'user.resolve', commentId: COMMENT.id });
    actor.send({ type: 'user.resolve', commentId: 'nope' });
    expect(requests.filter((r) => r.kind === 'resolve')).toHaveLength(1);
  });

  it('a refusal stays beside the form and the list is unchanged', async () => {
    const { actor } = start(true, async () => {
      throw apiError(409, 'INVENTORY_LOCKED', 'Phiên bản kiểm kê này đã khoá, chỉ xem được');
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.add', body: 'Sửa lại' });
    await waitFor(actor, (s) => s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal?.code).toBe('INVENTORY_LOCKED');
    expect(actor.getSnapshot().context.comments).toHaveLength(1);
  });

  it('a viewer who may not comment only reads', async () => {
    const { actor, requests } = start(false, async () => COMMENT);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.add', body: 'x' });
    actor.send({ type: 'user.resolve', commentId: COMMENT.id });
    expect(requests).toHaveLength(1);
  });

  it("starts ready with the comments loaded with the row's page, without a call of its own", async () => {
    const { actor, requests } = start(true, async (input) => ({ ...COMMENT, id: 'c3', body: input.body }), [
      COMMENT,
    ]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.comments).toEqual([COMMENT]);
    actor.send({ type: 'user.add', body: 'Đã bổ sung' });
    await waitFor(actor, (s) => s.context.added === 1);
    expect(requests.map((r) => r.kind)).toEqual(['add']);
    // A row without comments on its page starts ready and empty.
    const empty = start(true, async () => COMMENT, []);
    expect(empty.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(empty.actor.getSnapshot().context.comments).toEqual([]);
    expect(empty.requests).toEqual([]);
  });

  it('a failed load can be retried', async () => {
    let fail = true;
    const actor = createActor(
      rowCommentsMachine.provide({
        actors: {
          loadComments: fromPromise<RowComment[], RowRef>(async () => {
            if (fail) throw apiError(404, 'NOT_FOUND', 'Không tìm thấy');
            return [];
          }),
        },
      }),
      { input: { spaceId: null, inventoryId: 'i', rowId: 'r', canComment: true } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
