// /staff/certificates: the certificates issued by the academy, for staff (the staff-certificates machine): search
// (code, names, e-mail, organization), a status filter, paging, and revocation with a reason that the public
// verification page shows. Revoking sets the certificate's bit in the published status list (server side).
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  selectStaffCertificatesView,
  type CertificateStatus,
  type StaffCertificate,
  type StaffCertificatesView,
} from '../../../machines/staff/certificates.machine';
import { noticeText } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths, verifyPath } from '../../app/paths';
import { createStaffCertificatesLogic } from '../../app/wiring/certificates';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-field';
import { FormError } from '../../components/form/form-error';
import { useDocumentTitle } from '../../components/use-document-title';
import {
  formatDateTime,
  fullName,
  NoAccess,
  StaffFailed,
  StaffLoading,
  StaffPage,
  StaffPager,
  StaffSearch,
} from './staff-parts';

const STATUSES: readonly CertificateStatus[] = ['VALID', 'REVOKED'];
const SEARCH_MAX_LENGTH = 100;
const REASON_MAX_LENGTH = 500;

type List = Extract<StaffCertificatesView, { kind: 'list' }>;
type Send = ReturnType<typeof useCertificates>['send'];

export default function StaffCertificatesPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <StaffPage title={title} crumbs={[{ href: paths.staff, label: LL.staff.common.consoleHome() }]}>
      <p className="staff-lead">{LL.staff.certificates.lead()}</p>
      <Certificates />
    </StaffPage>
  );
}

function useCertificates() {
  const [logic] = useState(() => createStaffCertificatesLogic());
  const actor = useInspectedMachine(logic);
  return { view: useSelector(actor, selectStaffCertificatesView), send: actor.send };
}

function Certificates() {
  const { view, send } = useCertificates();
  const { locale } = useI18nContext();
  switch (view.kind) {
    case 'forbidden':
      return <NoAccess reason={noticeText(view.error, locale)} />;
    case 'failed':
      return (
        <StaffFailed reason={noticeText(view.error, locale)} onRetry={() => send({ type: 'user.retry' })} />
      );
    case 'loading':
      return <StaffLoading />;
    case 'list':
      return (
        <>
          <Filters view={view} send={send} />
          <Results view={view} send={send} />
        </>
      );
  }
}

function Filters({ view, send }: { view: List; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staff.list;
  return (
    <section aria-label={t.filtersLabel()} className="staff-filters">
      <StaffSearch
        initial={view.query.q}
        maxLength={SEARCH_MAX_LENGTH}
        texts={{ label: t.searchLabel(), hint: LL.staff.certificates.searchHint(), button: t.searchButton() }}
        onSearch={(q) => send({ type: 'user.search', q })}
      />
      <SelectField<CertificateStatus>
        label={t.statusLabel()}
        name="status"
        value={view.query.status ?? ''}
        placeholder={t.anyStatus()}
        options={STATUSES.map((status) => ({ value: status, label: LL.certificates.status[status]() }))}
        onChange={(status) => send({ type: 'user.filterStatus', status: status || null })}
      />
    </section>
  );
}

function Results({ view, send }: { view: List; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staff.certificates;
  const { meta } = view.page;
  return (
    <section aria-labelledby="results-title" aria-busy={view.revoking || undefined}>
      <h2 id="results-title" className="visually-hidden">
        {t.caption()}
      </h2>
      <p role="status" className="staff-meta">
        {view.revoked ? t.revokedNotice({ code: view.revoked.code }) : t.count({ total: meta.total })}
      </p>
      {view.page.items.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <ul className="staff-list" aria-label={t.caption()}>
          {view.page.items.map((item) => (
            <CertificateCard key={item.id} item={item} view={view} send={send} />
          ))}
        </ul>
      )}
      <StaffPager
        meta={meta}
        busy={view.revoking}
        texts={{
          label: LL.staff.list.pagination(),
          previous: LL.staff.list.previous(),
          next: LL.staff.list.next(),
          pageOf: LL.staff.list.pageOf({ page: meta.page, pageCount: meta.pageCount }),
        }}
        onPage={(page) => send({ type: 'user.page', page })}
      />
    </section>
  );
}

function CertificateCard({ item, view, send }: { item: StaffCertificate; view: List; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.certificates;
  const [revoking, setRevoking] = useState(false);
  return (
    <li className="staff-card">
      <article aria-labelledby={`certificate-${item.id}`}>
        <div className="staff-card-head">
          <h3 id={`certificate-${item.id}`}>{fullName(item)}</h3>
          <span className="staff-badge">{LL.certificates.status[item.status]()}</span>
        </div>
        <dl>
          <dt>{t.code()}</dt>
          <dd>
            <Link href={verifyPath(item.code)}>{item.code}</Link>
          </dd>
          <dt>{t.course()}</dt>
          <dd>{item.courseTitle}</dd>
          <dt>{t.email()}</dt>
          <dd>{item.email}</dd>
          <dt>{t.organization()}</dt>
          <dd>{item.organizationName}</dd>
          <dt>{t.issuedAt()}</dt>
          <dd>{formatDateTime(item.issuedAt, locale)}</dd>
          {item.revokedAt ? (
            <>
              <dt>{t.revokedAt()}</dt>
              <dd>{formatDateTime(item.revokedAt, locale)}</dd>
              <dt>{t.reason()}</dt>
              <dd>{item.revocationReason}</dd>
            </>
          ) : null}
        </dl>
        {item.status === 'VALID' && !revoking ? (
          <button type="button" className="button button-secondary" onClick={() => setRevoking(true)}>
            {t.revoke()}
          </button>
        ) : null}
        {item.status === 'VALID' && revoking ? (
          <RevokeForm
            item={item}
            view={view}
            onCancel={() => setRevoking(false)}
            onRevoke={(reason) => send({ type: 'user.revoke', id: item.id, reason })}
          />
        ) : null}
      </article>
    </li>
  );
}

function RevokeForm({
  item,
  view,
  onCancel,
  onRevoke,
}: {
  item: StaffCertificate;
  view: List;
  onCancel: () => void;
  onRevoke: (reason: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.certificates;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `revoke-${item.id}`;
  return (
    <form
      className="staff-revoke"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) {
          setError(t.reasonRequired());
          return;
        }
        onRevoke(text);
      }}
    >
      <h4 id={titleId}>{t.revokeTitle({ code: item.code })}</h4>
      <TextAreaField
        name="reason"
        label={t.reasonLabel()}
        hint={t.reasonHint()}
        value={reason}
        onChange={(next) => {
          setReason(next);
          if (error) setError(null);
        }}
        error={error}
        maxLength={REASON_MAX_LENGTH}
        rows={3}
        required
      />
      <FormError>{view.revokeError ? noticeText(view.revokeError, locale) : null}</FormError>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={view.revoking}>
          {view.revoking ? t.revoking() : t.confirmRevoke()}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={view.revoking}>
          {t.cancel()}
        </button>
      </div>
    </form>
  );
}
