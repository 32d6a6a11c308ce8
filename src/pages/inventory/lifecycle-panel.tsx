// The lifecycle panel of /work-space/inventories/{id} (issue 15): the status with what it means, the steps the
// viewer's role may take now (the shared lifecycle definition's answer, through the panel machine), a required
// reason for a request for changes, a confirmation before locking or reopening, the result or the refusal, and the
// versions of the reporting year (a reopened inventory links to its locked predecessor and back).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { LifecycleEvent } from '../../../domain/inventory/lifecycle';
import { EVENTS_NEEDING_REASON, LIFECYCLE_REASON_MAX } from '../../../domain/inventory/lifecycle';
import type { SpaceRole } from '../../../domain/membership-lifecycle';
import type { Inventory } from '../../../machines/inventory/inventory.types';
import { offeredEvents } from '../../../machines/inventory/review-panel.machine';
import { useInspectedMachine } from '../../app/inspection';
import { inventoryPath } from '../../app/paths';
import { createReviewPanelLogic } from '../../app/wiring/inventory-review';
import { useI18nContext } from '../../i18n/i18n-react';
import { TextAreaField } from '../../components/form/text-field';
import { LoadFailed, Loading } from './inventory-parts';
import { LifecycleRefusal } from './review-parts';

export function LifecyclePanel({
  spaceId,
  inventoryId,
  role,
  onChanged,
}: {
  spaceId: string | null;
  inventoryId: string;
  role: SpaceRole | null;
  /** Called after the server accepted a step (the page reloads what depends on the status). */
  onChanged: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryReviewUi.lifecycle;
  const [logic] = useState(() => createReviewPanelLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId, inventoryId, role } });
  const state = useSelector(actor, (s) => s);
  const { inventory, versions, refusal, done, reopened, pending } = state.context;
  const version = inventory?.version ?? null;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (version === null) return;
    if (seen.current !== null && seen.current !== version) onChanged();
    seen.current = version;
  }, [version, onChanged]);
  if (!inventory && state.matches('loading')) return <Loading />;
  if (state.matches('failed') || !inventory)
    return (
      <LoadFailed refusal={state.context.loadError} onRetry={() => actor.send({ type: 'user.retry' })} />
    );
  const busy = state.hasTag('busy');
  const offered = offeredEvents(inventory, role);
  return (
    <section aria-labelledby="lifecycle-title" className="life-panel">
      <h2 id="lifecycle-title" className="h-small">
        {t.title()}
      </h2>
      <p>
        {t.status()}:{' '}
        <strong className="inv-badge" data-testid="lifecycle-status">
          {LL.inventory.status[inventory.status]()}
        </strong>{' '}
        <span className="inv-badge">{t.versionNo({ number: inventory.versionNo })}</span>
      </p>
      <p className="inv-note">{t.explain[inventory.status]()}</p>
      {role === 'AUDITOR' && <p className="inv-note">{t.auditorNotice()}</p>}
      {done && !busy && (
        <p role="status">
          {t.done[done]()}{' '}
          {reopened && (
            <Link href={inventoryPath(reopened.id, spaceId)}>
              {t.openVersion({ number: reopened.versionNo })}
            </Link>
          )}
        </p>
      )}
      <LifecycleRefusal refusal={refusal} />
      {state.matches({ ready: 'confirming' }) && pending ? (
        <div role="alertdialog" aria-labelledby="life-confirm-title" aria-describedby="life-confirm-text">
          <h3 id="life-confirm-title" className="h-small">
            {t.confirmTitle()}
          </h3>
          <p id="life-confirm-text">{pending.event === 'LOCK' ? t.confirm.LOCK() : t.confirm.REOPEN()}</p>
          <div className="inv-actions">
            <button
              type="button"
              className="button button-primary"
              autoFocus
              onClick={() => actor.send({ type: 'user.confirm' })}
            >
              {t.confirmYes()}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'user.cancel' })}
            >
              {t.cancel()}
            </button>
          </div>
        </div>
      ) : (
        <Actions
          key={`${inventory.status}:${inventory.version}`}
          offered={offered}
          busy={busy}
          onSend={(event, reason) => actor.send({ type: 'user.transition', event, reason })}
        />
      )}
      <Versions inventory={inventory} versions={versions} spaceId={spaceId} />
    </section>
  );
}

function Actions({
  offered,
  busy,
  onSend,
}: {
  offered: LifecycleEvent[];
  busy: boolean;
  onSend: (event: LifecycleEvent, reason?: string) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryReviewUi.lifecycle;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (offered.length === 0) return <p className="inv-note">{t.noActions()}</p>;
  const needsReason = offered.filter((event) => EVENTS_NEEDING_REASON.includes(event));
  const plain = offered.filter((event) => !EVENTS_NEEDING_REASON.includes(event));
  const submitWithReason = (event: FormEvent, step: LifecycleEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t.reasonRequired());
      return;
    }
    setReasonError(null);
    onSend(step, reason);
  };
  return (
    <div className="life-actions">
      <h3 className="h-small">{t.actionsTitle()}</h3>
      {plain.length > 0 && (
        <div className="inv-actions">
          {plain.map((step) => (
            <button
              key={step}
              type="button"
              className={step === 'REOPEN' ? 'button button-secondary' : 'button button-primary'}
              disabled={busy}
              onClick={() => onSend(step)}
            >
              {busy ? t.sending() : t.actions[step]()}
            </button>
          ))}
        </div>
      )}
      {needsReason.map((step) => (
        <form key={step} className="inv-form" onSubmit={(event) => submitWithReason(event, step)} noValidate>
          <TextAreaField
            label={t.reason()}
            name="reason"
            value={reason}
            onChange={setReason}
            hint={t.reasonHint()}
            error={reasonError}
            maxLength={LIFECYCLE_REASON_MAX}
            rows={3}
            required
          />
          <div className="inv-actions">
            <button type="submit" className="button button-secondary" disabled={busy}>
              {t.actions[step]()}
            </button>
          </div>
        </form>
      ))}
    </div>
  );
}

function Versions({
  inventory,
  versions,
  spaceId,
}: {
  inventory: Inventory;
  versions: Inventory[];
  spaceId: string | null;
}) {
  const { LL } = useI18nContext();
  const t = LL.inventoryReviewUi.lifecycle;
  if (versions.length <= 1) return null;
  const latest = versions[versions.length - 1];
  return (
    <nav aria-labelledby="life-versions">
      <h3 id="life-versions" className="h-small">
        {t.versions({ year: inventory.reportingYear })}
      </h3>
      {latest.id !== inventory.id && <p className="inv-note">{t.newerVersion()}</p>}
      <ul className="life-versions">
        {versions.map((v) => {
          const label = t.versionStatus({ number: v.versionNo, status: LL.inventory.status[v.status]() });
          return (
            <li key={v.id}>
              {v.id === inventory.id ? (
                <span aria-current="page">
                  {label} ({t.thisVersion()})
                </span>
              ) : (
                <Link href={inventoryPath(v.id, spaceId)}>{label}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
