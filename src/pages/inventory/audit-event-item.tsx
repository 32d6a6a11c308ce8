// One event of the inventory's audit trail, readably: what happened (translated), who, when (in the reader's
// locale), and the fields it changed with their values before and after (field names translated, numbers in the
// locale, known codes translated, lists counted; never raw JSON).
import { auditChanges, type AuditChange, type AuditValue } from '../../../domain/inventory/audit-changes';
import { formatNumber } from '../../../domain/numbers';
import type { AuditEvent } from '../../../machines/inventory/audit-trail.machine';
import { useI18nContext } from '../../i18n/i18n-react';

export function formatDateTime(value: string, locale: 'vi' | 'en'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

function has<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

export function AuditEventItem({ event }: { event: AuditEvent }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryReviewUi;
  const action = has(t.actions, event.action)
    ? t.actions[event.action]()
    : t.audit.otherAction({ code: event.action });
  const changes = auditChanges(event.before, event.after);
  const headingId = `audit-${event.id}`;
  return (
    <li aria-labelledby={headingId}>
      <div className="inv-row">
        <strong id={headingId}>{action}</strong>
        <span className="inv-badge">{t.entities[event.entity]()}</span>
      </div>
      <p className="inv-note">
        {t.audit.by()}: {event.actor.email ?? t.audit.unknownActor()} · {t.audit.at()}:{' '}
        <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
      </p>
      {changes.length === 0 ? (
        <p className="inv-note">{t.audit.noChanges()}</p>
      ) : (
        <dl className="audit-changes" aria-label={t.audit.changes()}>
          {changes.map((change) => (
            <ChangeLine key={change.path.join('.')} change={change} />
          ))}
        </dl>
      )}
    </li>
  );
}

function ChangeLine({ change }: { change: AuditChange }) {
  const { LL } = useI18nContext();
  const t = LL.inventoryReviewUi;
  const field = change.path
    .map((segment) =>
      segment !== 'other' && has(t.fields, segment)
        ? (t.fields[segment] as () => string)()
        : t.fields.other({ name: segment }),
    )
    .join(' › ');
  const name = change.path[change.path.length - 1];
  return (
    <div className="audit-change">
      <dt>{field}</dt>
      {change.before !== undefined && (
        <dd>
          <span className="audit-side">{t.audit.before()}:</span> <Value field={name} value={change.before} />
        </dd>
      )}
      {change.after !== undefined && (
        <dd>
          <span className="audit-side">{t.audit.after()}:</span> <Value field={name} value={change.after} />
        </dd>
      )}
    </div>
  );
}

function Value({ field, value }: { field: string; value: AuditValue }) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryReviewUi.audit;
  switch (value.kind) {
    case 'empty':
      return <em>{t.none()}</em>;
    case 'number':
      return <span>{formatNumber(value.value, locale)}</span>;
    case 'flag':
      return <span>{value.value ? t.yes() : t.no()}</span>;
    case 'list':
      return <span>{t.items({ count: formatNumber(value.count, locale) })}</span>;
    case 'text':
      return <span>{codeText(field, value.value)}</span>;
  }
  function codeText(name: string, code: string): string {
    const inv = LL.inventory;
    if (name === 'status' && has(inv.status, code)) return inv.status[code]();
    if (name === 'consolidationApproach' && has(inv.approach, code) && code !== 'label' && code !== 'hint')
      return inv.approach[code]();
    if (name === 'gwpSet' && has(inv.gwp, code) && code !== 'label' && code !== 'hint')
      return inv.gwp[code]();
    return code;
  }
}
