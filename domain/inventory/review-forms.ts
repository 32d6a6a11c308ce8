// The form rules of the inventory's review (issue 15 item 5), one valibot schema per form for both ends: a row
// comment, and a lifecycle step with its reason and the rows it names. The browser checks them before it sends,
// the server (server/routes/inventory-lifecycle.ts, through formBody) before it acts. Plain text only: control
// characters, bidirectional overrides and angle brackets are refused as in names (no markup reaches a page).
// Whether a reason is REQUIRED is the lifecycle's decision (domain/inventory/lifecycle.ts), taken after the role
// and status checks so that the answers come in the definition's order (403, 409, then 400).
import * as v from 'valibot';
import { encodeMessage as msg } from '../message-keys';
import { LIFECYCLE_EVENTS, LIFECYCLE_REASON_MAX } from './lifecycle';

/** Comment bodies and reasons: at most this many characters after trimming. */
export const COMMENT_MAX = LIFECYCLE_REASON_MAX;
/** Row comments one request for changes may carry. */
export const ROW_COMMENTS_MAX = 50;

const UNSAFE_TEXT = /[\p{Cc}\u202A-\u202E\u2066-\u2069<>]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

const plainText = (max: number) =>
  v.pipe(
    v.string(msg('validation.fieldRequired')),
    v.trim(),
    v.normalize('NFC'),
    v.maxLength(max, msg('validation.maxLength', { max })),
    v.check(
      (value) => !UNSAFE_TEXT.test(value.replace(LINE_BREAKS_AND_TABS, '')),
      msg('validation.invalidCharacters'),
    ),
  );

const requiredText = (max: number) => v.pipe(plainText(max), v.nonEmpty(msg('validation.fieldRequired')));

/** A new comment on an activity row (RowCommentInput). */
export const rowCommentSchema = v.object({ body: v.optional(requiredText(COMMENT_MAX), '') });

/** A lifecycle step (InventoryTransitionRequest); an empty reason is read as none. */
export const transitionSchema = v.object({
  event: v.picklist(LIFECYCLE_EVENTS, msg('validation.fieldRequired')),
  version: v.pipe(v.number(msg('validation.fieldRequired')), v.integer(), v.minValue(1)),
  reason: v.optional(plainText(COMMENT_MAX)),
  rowComments: v.optional(
    v.pipe(
      v.array(
        v.object({
          rowId: v.pipe(v.string(msg('validation.fieldRequired')), v.uuid(msg('validation.fieldRequired'))),
          body: v.optional(requiredText(COMMENT_MAX), ''),
        }),
      ),
      v.maxLength(ROW_COMMENTS_MAX, msg('validation.maxLength', { max: ROW_COMMENTS_MAX })),
    ),
  ),
});

export type TransitionValues = v.InferOutput<typeof transitionSchema>;
