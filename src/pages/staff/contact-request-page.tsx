// /staff/contact-requests/{id}: one contact request for the sales team (the contact-request machine): every field
// the sender gave, the follow-up (status and owner), the notes with the add-note form, and the history. An unknown
// request says so; a 403 from the API shows "no access".
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectContactRequestView } from '../../../machines/staff/contact-request.selectors';
import { noticeText } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { createContactRequestLogic } from '../../app/wiring/staff';
import { useI18nContext } from '../../i18n/i18n-react';
import { useDocumentTitle } from '../../components/use-document-title';
import { FollowUp, History, Notes, WriteNotice, type Ready, type Send } from './contact-request-parts';
import {
  formatDateTime,
  fullName,
  NoAccess,
  StaffLoading,
  StaffFailed,
  StaffMessage,
  StaffPage,
} from './staff-parts';

export default function ContactRequestPage({ screen, params }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <StaffPage
      title={title}
      crumbs={[
        { href: paths.staff, label: LL.staff.common.consoleHome() },
        { href: paths.staffContactRequests, label: LL.screens.staffContactRequests() },
      ]}
    >
      <ContactRequest id={params.id ?? ''} />
    </StaffPage>
  );
}

function ContactRequest({ id }: { id: string }) {
  const { LL, locale } = useI18nContext();
  const [logic] = useState(() => createContactRequestLogic());
  const actor = useInspectedMachine(logic, { input: { id } });
  const view = useSelector(actor, selectContactRequestView);
  const send: Send = actor.send;
  switch (view.kind) {
    case 'loading':
      return <StaffLoading />;
    case 'forbidden':
      return <NoAccess reason={noticeText(view.notice, locale)} />;
    case 'notFound':
      return (
        <>
          <StaffMessage tone="error">
            <p>
              <strong>{LL.staff.detail.notFoundTitle()}</strong>
            </p>
            <p>{noticeText(view.notice, locale)}</p>
          </StaffMessage>
          <Link href={paths.staffContactRequests} className="button button-secondary">
            {LL.staff.detail.backToList()}
          </Link>
        </>
      );
    case 'failed':
      return (
        <StaffFailed reason={noticeText(view.notice, locale)} onRetry={() => send({ type: 'user.retry' })} />
      );
    case 'ready':
      return (
        <>
          <WriteNotice view={view} send={send} />
          <div className="staff-detail">
            <RequestFields view={view} />
            <div className="staff-detail-side">
              <FollowUp view={view} send={send} />
            </div>
            <Notes view={view} send={send} />
            <History view={view} />
          </div>
        </>
      );
  }
}

function RequestFields({ view }: { view: Ready }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.detail;
  const { request } = view;
  const language = request.locale === 'en' ? LL.locale.en() : LL.locale.vi();
  const rows: Array<[string, string]> = [
    [t.receivedAt(), formatDateTime(request.createdAt, locale)],
    [t.name(), fullName(request)],
    [t.email(), request.email],
    [t.phone(), request.phone],
    [t.company(), request.companyName],
    [t.companySize(), request.companySize],
    [t.career(), request.career],
    [t.requirement(), request.requirement],
    [t.language(), language],
    [LL.staff.list.status(), LL.staff.statuses[request.status]()],
  ];
  return (
    <section className="staff-card" aria-labelledby="request-title">
      <h2 id="request-title">{t.requestTitle()}</h2>
      <dl className="staff-fields">
        {rows.map(([label, value]) => (
          <div key={label} className="staff-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
