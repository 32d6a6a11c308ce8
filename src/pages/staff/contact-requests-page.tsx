// /staff/contact-requests: the contact requests for the sales team, newest first (the contact-pipeline machine):
// a search box (name, e-mail, company), status and owner filters (a change reloads at page 1), the requests as
// cards linking to their page, and paging. A 403 from the API shows "no access".
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { selectContactPipelineView } from '../../../machines/staff/contact-pipeline.selectors';
import type { ContactPipelineView } from '../../../machines/staff/contact-pipeline.types';
import type { ContactRequestStatus, ContactRequestSummary } from '../../../machines/staff/staff.types';
import { CONTACT_REQUEST_STATUSES, NO_OWNER, SEARCH_MAX_LENGTH } from '../../../domain/contact-pipeline';
import { noticeText } from '../../../domain/failures';
import { formatNumber } from '../../../domain/numbers';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths, staffContactRequestPath } from '../../app/paths';
import { createContactPipelineLogic, pipelineInput } from '../../app/wiring/staff';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { useDocumentTitle } from '../../components/use-document-title';
import {
  formatDateTime,
  fullName,
  memberLabel,
  NoAccess,
  StaffLoading,
  StaffFailed,
  StaffPage,
  StaffPager,
  StaffSearch,
} from './staff-parts';

type Send = ReturnType<typeof usePipeline>['send'];
type Ready = Extract<ContactPipelineView, { kind: 'ready' }>;

export default function ContactRequestsPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <StaffPage title={title} crumbs={[{ href: paths.staff, label: LL.staff.common.consoleHome() }]}>
      <Pipeline />
    </StaffPage>
  );
}

function usePipeline() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // The filters live in the URL: the list starts from it and writes every change back (replace, not push).
  const [logic] = useState(() =>
    createContactPipelineLogic({
      onQuery: (query) => navigate(`${paths.staffContactRequests}${query}`, { replace: true }),
    }),
  );
  const actor = useInspectedMachine(logic, { input: pipelineInput(search) });
  return { view: useSelector(actor, selectContactPipelineView), send: actor.send };
}

function Pipeline() {
  const { view, send } = usePipeline();
  const { locale } = useI18nContext();
  switch (view.kind) {
    case 'forbidden':
      return <NoAccess reason={noticeText(view.notice, locale)} />;
    case 'failed':
      return (
        <StaffFailed reason={noticeText(view.notice, locale)} onRetry={() => send({ type: 'user.retry' })} />
      );
    case 'loading':
      return <StaffLoading />;
    case 'ready':
      return (
        <>
          <Filters view={view} send={send} />
          <Results view={view} send={send} />
        </>
      );
  }
}

function Filters({ view, send }: { view: Ready; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staff.list;
  const statuses = CONTACT_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: LL.staff.statuses[status](),
  }));
  const owners = [
    { value: NO_OWNER, label: t.unassigned() },
    ...view.members.map((member) => ({ value: member.userId, label: memberLabel(member) })),
  ];
  return (
    <section aria-label={t.filtersLabel()} className="staff-filters">
      <StaffSearch
        initial={view.filters.q}
        maxLength={SEARCH_MAX_LENGTH}
        texts={{ label: t.searchLabel(), hint: t.searchHint(), button: t.searchButton() }}
        onSearch={(q) => send({ type: 'user.search', q })}
      />
      <SelectField<ContactRequestStatus>
        label={t.statusLabel()}
        name="status"
        value={view.filters.status ?? ''}
        placeholder={t.anyStatus()}
        options={statuses}
        onChange={(status) => send({ type: 'user.filterStatus', status: status || null })}
      />
      <SelectField
        label={t.ownerLabel()}
        name="owner"
        value={view.filters.owner ?? ''}
        placeholder={t.anyOwner()}
        options={owners}
        onChange={(owner) => send({ type: 'user.filterOwner', owner: owner || null })}
      />
    </section>
  );
}

function Results({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.list;
  const { meta } = view;
  return (
    <section aria-labelledby="results-title" aria-busy={view.busy || undefined}>
      <h2 id="results-title" className="visually-hidden">
        {t.caption()}
      </h2>
      <p role="status" className="staff-meta">
        {view.busy ? t.refreshing() : t.count({ total: formatNumber(meta.total, locale) })}
      </p>
      {view.items.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <ul className="staff-list" aria-label={t.caption()}>
          {view.items.map((item) => (
            <RequestCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      <StaffPager
        meta={meta}
        busy={view.busy}
        texts={{
          label: t.pagination(),
          previous: t.previous(),
          next: t.next(),
          pageOf: t.pageOf({ page: meta.page, pageCount: meta.pageCount }),
        }}
        onPage={(page) => send({ type: 'user.goToPage', page })}
      />
    </section>
  );
}

function RequestCard({ item }: { item: ContactRequestSummary }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.list;
  return (
    <li className="staff-card">
      <article aria-labelledby={`request-${item.id}`}>
        <div className="staff-card-head">
          <h3 id={`request-${item.id}`}>
            <Link href={staffContactRequestPath(item.id)}>{fullName(item)}</Link>
          </h3>
          <span className="staff-badge">{LL.staff.statuses[item.status]()}</span>
        </div>
        <dl>
          <dt>{t.company()}</dt>
          <dd>{item.companyName}</dd>
          <dt>{LL.staff.detail.email()}</dt>
          <dd>{item.email}</dd>
          <dt>{t.received()}</dt>
          <dd>{formatDateTime(item.createdAt, locale)}</dd>
          <dt>{t.owner()}</dt>
          <dd>{item.owner ? fullName(item.owner) : t.unassigned()}</dd>
          <dt>{t.notes()}</dt>
          <dd>{item.noteCount}</dd>
        </dl>
      </article>
    </li>
  );
}
