// /staff/expert-applications: the expert review queue (the expert-queue machine), oldest sent first: a status
// filter (the default queue: sent, under review, changes requested), the applications as cards linking to their
// review, and paging. The filter and page live in the URL. A 403 from the API shows "no access".
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/experts/application-lifecycle';
import { noticeText } from '../../../domain/failures';
import { formatNumber } from '../../../domain/numbers';
import { selectExpertQueueView } from '../../../machines/staff/expert-queue.selectors';
import type {
  ExpertQueueView,
  StaffExpertApplicationSummary,
} from '../../../machines/staff/expert-review.types';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths, staffExpertApplicationPath } from '../../app/paths';
import { createExpertQueueLogic, expertQueueInput } from '../../app/wiring/experts';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { useDocumentTitle } from '../../components/use-document-title';
import {
  formatDateTime,
  fullName,
  NoAccess,
  StaffFailed,
  StaffLoading,
  StaffPage,
  StaffPager,
} from './staff-parts';

type Send = ReturnType<typeof useQueue>['send'];
type Ready = Extract<ExpertQueueView, { kind: 'ready' }>;

export default function ExpertApplicationsPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <StaffPage title={title} crumbs={[{ href: paths.staff, label: LL.staff.common.consoleHome() }]}>
      <p className="staff-lead">{LL.staffExperts.list.lead()}</p>
      <Queue />
    </StaffPage>
  );
}

function useQueue() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [logic] = useState(() =>
    createExpertQueueLogic({
      onQuery: (query) => navigate(`${paths.staffExpertApplications}${query}`, { replace: true }),
    }),
  );
  const actor = useInspectedMachine(logic, { input: expertQueueInput(search) });
  return { view: useSelector(actor, selectExpertQueueView), send: actor.send };
}

function Queue() {
  const { locale } = useI18nContext();
  const { view, send } = useQueue();
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
      return <Results view={view} send={send} />;
  }
}

function Results({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffExperts.list;
  const { meta } = view;
  return (
    <>
      <section aria-label={t.statusLabel()} className="staff-filters">
        <SelectField<ApplicationStatus>
          label={t.statusLabel()}
          name="status"
          value={view.filters.status ?? ''}
          placeholder={t.openQueue()}
          options={APPLICATION_STATUSES.map((status) => ({
            value: status,
            label: LL.expertVocabulary.statuses[status](),
          }))}
          onChange={(status) => send({ type: 'user.filterStatus', status: status || null })}
        />
      </section>
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
              <ApplicationCard key={item.id} item={item} />
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
    </>
  );
}

function ApplicationCard({ item }: { item: StaffExpertApplicationSummary }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffExperts.list;
  return (
    <li className="staff-card">
      <article aria-labelledby={`application-${item.id}`}>
        <div className="staff-card-head">
          <h3 id={`application-${item.id}`}>
            <Link href={staffExpertApplicationPath(item.id)}>{fullName(item.applicant)}</Link>
          </h3>
          <span className="staff-badge">{LL.expertVocabulary.statuses[item.status]()}</span>
        </div>
        {item.headline && <p>{item.headline}</p>}
        <dl>
          <dt>{t.email()}</dt>
          <dd>{item.applicant.email}</dd>
          <dt>{t.kind()}</dt>
          <dd>{LL.expertVocabulary.kinds[item.kind]()}</dd>
          <dt>{t.submittedAt()}</dt>
          <dd>{item.submittedAt ? formatDateTime(item.submittedAt, locale) : t.notSubmitted()}</dd>
        </dl>
      </article>
    </li>
  );
}
