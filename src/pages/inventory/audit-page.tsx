// /work-space/inventories/{id}/audit (issue 15): the inventory's audit trail. Renders the audit-trail machine: a
// filter by kind (a native select), the page of events (who, when, what, before and after), and the pager.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { formatNumber } from '../../../domain/numbers';
import { AUDIT_ENTITIES, type AuditEntity } from '../../../machines/inventory/audit-trail.machine';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { inventoryPath } from '../../app/paths';
import { createAuditTrailLogic } from '../../app/wiring/inventory-review';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { AuditEventItem } from './audit-event-item';
import { InventoryFrame, LoadFailed, Loading, useSpaceId } from './inventory-parts';
import { Pager } from './pager';
import './inventory-review.css';

export default function InventoryAuditPage({ screen, params }: PageProps) {
  const { LL } = useI18nContext();
  const spaceId = useSpaceId();
  const id = params.id ?? '';
  return (
    <InventoryFrame title={LL.screens[screen]()} lead={LL.inventoryReviewUi.audit.lead()} spaceId={spaceId}>
      <p>
        <Link href={inventoryPath(id, spaceId)}>{LL.inventoryReviewUi.audit.back()}</Link>
      </p>
      <AuditTrail key={`${spaceId ?? ''}:${id}`} spaceId={spaceId} inventoryId={id} />
    </InventoryFrame>
  );
}

function AuditTrail({ spaceId, inventoryId }: { spaceId: string | null; inventoryId: string }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryReviewUi;
  const [logic] = useState(() => createAuditTrailLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId, inventoryId } });
  const state = useSelector(actor, (s) => s);
  const { events, meta, entity, page, error } = state.context;
  const busy = state.hasTag('busy');
  return (
    <>
      <SelectField
        label={t.audit.filter()}
        name="kind"
        value={entity ?? ''}
        onChange={(value) =>
          actor.send({ type: 'user.filter', entity: (value || null) as AuditEntity | null })
        }
        options={[
          { value: '', label: t.audit.allKinds() },
          ...AUDIT_ENTITIES.map((code) => ({ value: code, label: t.entities[code]() })),
        ]}
      />
      {state.matches('failed') && (
        <LoadFailed refusal={error} onRetry={() => actor.send({ type: 'user.retry' })} />
      )}
      {busy && <Loading />}
      {meta && (
        <p className="inv-note" role="status">
          {t.audit.total({ total: formatNumber(meta.total, locale) })}
        </p>
      )}
      {!busy && meta && events.length === 0 ? (
        <p>{entity ? t.audit.emptyKind() : t.audit.empty()}</p>
      ) : (
        <ol className="inv-list" aria-label={t.audit.events()} aria-busy={busy}>
          {events.map((event) => (
            <AuditEventItem key={event.id} event={event} />
          ))}
        </ol>
      )}
      {meta && (
        <Pager
          page={page}
          pageCount={meta.pageCount}
          busy={busy}
          onPage={(next) => actor.send({ type: 'user.page', page: next })}
        />
      )}
    </>
  );
}
