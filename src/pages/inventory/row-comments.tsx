// One activity row's comments (issue 15), for the auditor's review view and the data-entry page alike: the
// conversation about the row (oldest first, who and when, open or resolved), a form to add one and a button to
// resolve an open one for a viewer who may comment (`canComment`: their role comments and the version is not
// locked). Renders the row-comments machine; the text being typed stays here until the machine accepted it.
import { useEffect, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { LIFECYCLE_REASON_MAX } from '../../../domain/inventory/lifecycle';
import type { RowComment } from '../../../machines/inventory/row-comments.machine';
import { useInspectedMachine } from '../../app/inspection';
import { createRowCommentsLogic } from '../../app/wiring/inventory-review';
import { useI18nContext } from '../../i18n/i18n-react';
import { TextAreaField } from '../../components/form/text-field';
import { formatDateTime } from './audit-event-item';
import { LoadFailed } from './inventory-parts';
import { LifecycleRefusal } from './review-parts';
import './inventory-review.css';

export interface RowCommentsProps {
  spaceId: string | null;
  inventoryId: string;
  rowId: string;
  canComment: boolean;
  /** The row's comments loaded with its page (the review view); absent: the row loads its own. */
  preloaded?: readonly RowComment[];
}

export function RowComments({ spaceId, inventoryId, rowId, canComment, preloaded }: RowCommentsProps) {
  const { LL } = useI18nContext();
  const t = LL.inventoryReviewUi.comments;
  const [logic] = useState(() => createRowCommentsLogic());
  const actor = useInspectedMachine(logic, {
    input: { spaceId, inventoryId, rowId, canComment, preloaded },
  });
  const state = useSelector(actor, (s) => s);
  const { comments, refusal, added } = state.context;
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  useEffect(() => {
    if (added > 0) setBody('');
  }, [added]);
  const busy = state.hasTag('busy');
  const titleId = `comments-${rowId}`;
  if (state.matches('failed'))
    return (
      <LoadFailed refusal={state.context.loadError} onRetry={() => actor.send({ type: 'user.retry' })} />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setBodyError(t.bodyRequired());
      return;
    }
    setBodyError(null);
    actor.send({ type: 'user.add', body });
  };
  const open = comments.filter((c) => !c.resolved).length;
  return (
    <section className="row-comments" aria-labelledby={titleId} aria-busy={busy}>
      <h4 id={titleId} className="h-small">
        {t.title()} <span className="inv-note">({t.count({ count: comments.length, open })})</span>
      </h4>
      {!state.matches('loading') && comments.length === 0 && <p className="inv-note">{t.empty()}</p>}
      {comments.length > 0 && (
        <ol>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              canResolve={canComment && !busy}
              onResolve={() => actor.send({ type: 'user.resolve', commentId: comment.id })}
            />
          ))}
        </ol>
      )}
      <LifecycleRefusal refusal={refusal} />
      {added > 0 && !busy && !refusal && <p role="status">{t.added()}</p>}
      {canComment ? (
        <form className="inv-form" onSubmit={submit} noValidate>
          <TextAreaField
            label={t.body()}
            name={`comment-${rowId}`}
            value={body}
            onChange={setBody}
            hint={t.bodyHint()}
            error={bodyError}
            maxLength={LIFECYCLE_REASON_MAX}
            rows={2}
            required
          />
          <div className="inv-actions">
            <button type="submit" className="button button-secondary" disabled={busy}>
              {state.matches({ ready: 'adding' }) ? t.sending() : t.send()}
            </button>
          </div>
        </form>
      ) : (
        <p className="inv-note">{t.readOnly()}</p>
      )}
    </section>
  );
}

function CommentItem({
  comment,
  canResolve,
  onResolve,
}: {
  comment: RowComment;
  canResolve: boolean;
  onResolve: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryReviewUi.comments;
  const who = comment.author.email ?? t.someone();
  const role = comment.author.role ? t.roles[comment.author.role]() : t.noRole();
  return (
    <li className="row-comment">
      <div className="inv-row">
        <span className="inv-badge">{comment.resolved ? t.resolved() : t.open()}</span>
        {comment.requestedChanges && <span className="inv-badge">{t.requestedChanges()}</span>}
      </div>
      <p>{comment.body}</p>
      <span className="inv-note">{t.by({ who, role, at: formatDateTime(comment.createdAt, locale) })}</span>
      {comment.resolved && comment.resolvedAt && (
        <span className="inv-note">
          {t.resolvedBy({
            who: comment.resolvedBy?.email ?? t.someone(),
            at: formatDateTime(comment.resolvedAt, locale),
          })}
        </span>
      )}
      {!comment.resolved && canResolve && (
        <div className="inv-actions">
          <button type="button" className="button button-secondary" onClick={onResolve}>
            {t.resolve()}
          </button>
        </div>
      )}
    </li>
  );
}
