// /work-space/expert-requests: the consulting requests to experts (issue 13). "Sent by my workspaces": the requests
// of every workspace where the user is an active member (any member may withdraw a pending one); "Received", for an
// expert: the requests to their profile (accept, or decline with an optional reason). Each box is one
// contact-requests machine; the moves offered on a request are those the lifecycle table gives its side
// (domain/experts/contact-lifecycle.ts). The other side's contact details show only once a request is accepted.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectContactRequestsView } from '../../../machines/experts/contact-requests.selectors';
import type {
  ContactBox,
  ContactRequestItem,
  ContactRequestsEvent,
  ContactRequestsView,
  ExpertContactRequest,
} from '../../../machines/experts/contact-requests.types';
import {
  CONTACT_REQUEST_STATUSES,
  type ContactRequestStatus,
} from '../../../domain/experts/contact-lifecycle';
import { declineContactSchema } from '../../../domain/experts/contact-rules';
import { EXPERT_GROUP, EXPERT_LIMITS } from '../../../domain/experts/vocabulary';
import { noticeText } from '../../../domain/failures';
import type { Locale } from '../../../domain/messages';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { expertProfilePath, paths, signInPathFor } from '../../app/paths';
import { createContactRequestsLogic } from '../../app/wiring/expert-contact';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useSessionView } from '../../components/session-context';
import { formatDay } from '../../components/content/format-day';
import { fieldIssues, issueText } from '../../components/form/field-issues';
import { FormError } from '../../components/form/form-error';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import './expert-contact.css';

type Send = (event: ContactRequestsEvent) => void;
type List = Extract<ContactRequestsView, { kind: 'list' }>;

function assertNever(value: never): never {
  throw new Error(`unexpected view ${JSON.stringify(value)}`);
}

/** Vietnamese order (family name first) in vi, given name first in en. */
function personName(person: { firstName: string; lastName: string }, locale: Locale): string {
  const parts = locale === 'vi' ? [person.lastName, person.firstName] : [person.firstName, person.lastName];
  return parts.filter((part) => part && part.trim()).join(' ');
}

function formatMoment(value: string, locale: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

export default function ExpertRequestsPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <section className="container expert-requests" aria-labelledby="page-title">
      <div>
        <h1 id="page-title">{title}</h1>
        <p className="lead">{LL.expertContactLater.requests.lead()}</p>
      </div>
      <SignedInRequests />
    </section>
  );
}

function SignedInRequests() {
  const { LL } = useI18nContext();
  const t = LL.expertContactLater.requests;
  const session = useSessionView();
  switch (session.kind) {
    case 'checking':
    case 'signingOut':
    case 'offline':
      return (
        <p role="status" aria-busy="true">
          {t.loading()}
        </p>
      );
    case 'signedOut':
      return (
        <p>
          {t.signInFirst()} <Link href={signInPathFor(paths.expertRequests)}>{t.signIn()}</Link>
        </p>
      );
    case 'signedIn': {
      const isExpert = session.user.roles.includes(EXPERT_GROUP);
      return (
        <>
          <Box key={`sent-${session.user.id}`} box="sent" title={t.sentTitle()} alwaysShown />
          <Box
            key={`received-${session.user.id}`}
            box="received"
            title={t.receivedTitle()}
            alwaysShown={isExpert}
          />
        </>
      );
    }
    default:
      return assertNever(session);
  }
}

/** One box; `alwaysShown: false` hides an empty "Received" box from users who are not experts. */
function Box({ box, title, alwaysShown }: { box: ContactBox; title: string; alwaysShown: boolean }) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertContactLater.requests;
  const [logic] = useState(() => createContactRequestsLogic());
  const actor = useInspectedMachine(logic, { input: { box } });
  const view = useSelector(actor, selectContactRequestsView);
  const titleId = `expert-requests-${box}`;
  const unfiltered = view.query.status === null && view.query.page === 1;
  if (!alwaysShown && (view.kind !== 'list' || (view.items.length === 0 && unfiltered))) return null;

  let body;
  switch (view.kind) {
    case 'loading':
      body = (
        <p role="status" aria-busy="true">
          {t.loading()}
        </p>
      );
      break;
    case 'failed':
      body = (
        <div role="alert">
          <p>{noticeText(view.error, locale)}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'user.retry' })}>
            {t.retry()}
          </button>
        </div>
      );
      break;
    case 'list':
      body = <BoxList view={view} send={actor.send} />;
      break;
    default:
      return assertNever(view);
  }
  return (
    <section
      className="expert-requests-box"
      aria-labelledby={titleId}
      aria-busy={view.kind === 'loading' || undefined}
    >
      <h2 id={titleId}>{title}</h2>
      {body}
    </section>
  );
}

function BoxList({ view, send }: { view: List; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.expertContactLater.requests;
  const { meta } = view;
  return (
    <>
      <SelectField<ContactRequestStatus>
        label={t.statusFilter()}
        name={`status-${view.box}`}
        value={view.query.status ?? ''}
        placeholder={t.anyStatus()}
        options={CONTACT_REQUEST_STATUSES.map((status) => ({
          value: status,
          label: LL.expertContactLater.status[status](),
        }))}
        onChange={(status) => send({ type: 'user.filterStatus', status: status || null })}
      />
      <p role="status">{view.done ? t.done[view.done.event]() : t.count({ total: meta.total })}</p>
      {view.items.length === 0 ? (
        view.box === 'sent' ? (
          <p>
            {t.emptySent()} <Link href={paths.expertList}>{t.openDirectory()}</Link>
          </p>
        ) : (
          <p>{t.emptyReceived()}</p>
        )
      ) : (
        <ul
          className="expert-requests-list"
          aria-label={view.box === 'sent' ? t.sentTitle() : t.receivedTitle()}
        >
          {view.items.map((item) => (
            <RequestCard key={item.request.id} item={item} box={view.box} acting={view.acting} send={send} />
          ))}
        </ul>
      )}
      {meta.pageCount > 1 ? (
        <nav className="expert-requests-pager" aria-label={t.pagination()}>
          <button
            type="button"
            className="button button-secondary"
            disabled={meta.page <= 1 || view.acting}
            onClick={() => send({ type: 'user.page', page: meta.page - 1 })}
          >
            {t.previous()}
          </button>
          <span>{t.pageOf({ page: meta.page, pageCount: meta.pageCount })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={meta.page >= meta.pageCount || view.acting}
            onClick={() => send({ type: 'user.page', page: meta.page + 1 })}
          >
            {t.next()}
          </button>
        </nav>
      ) : null}
    </>
  );
}

function RequestCard({
  item,
  box,
  acting,
  send,
}: {
  item: ContactRequestItem;
  box: ContactBox;
  acting: boolean;
  send: Send;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertContactLater.requests;
  const { request } = item;
  const [declining, setDeclining] = useState(false);
  const headingId = `expert-request-${request.id}`;
  const expertName = personName(request.expert, locale);
  const sector = locale === 'en' ? request.sector.name_en : request.sector.name_vi;
  return (
    <li className="expert-request">
      <article aria-labelledby={headingId} aria-busy={item.busy || undefined}>
        <div className="expert-request-head">
          <h3 id={headingId}>{box === 'sent' ? expertName : request.space.name}</h3>
          <span className="expert-request-status">{LL.expertContactLater.status[request.status]()}</span>
        </div>
        <dl>
          {box === 'sent' ? (
            <>
              <dt>{t.expert()}</dt>
              <dd>
                <Link href={expertProfilePath(request.expert.slug)}>{expertName}</Link>
                {' — '}
                {request.expert.headline}
              </dd>
            </>
          ) : null}
          <dt>{t.workspace()}</dt>
          <dd>{request.space.name}</dd>
          <dt>{t.sector()}</dt>
          <dd>{sector}</dd>
          <dt>{t.scopes()}</dt>
          <dd>{request.scopes.map((scope) => LL.expertContactLater.scopeShort[scope]()).join(', ')}</dd>
          <dt>{t.deadline()}</dt>
          <dd>
            <time dateTime={request.deadline}>{formatDay(request.deadline, locale)}</time>
          </dd>
          <dt>{t.message()}</dt>
          <dd>{request.message}</dd>
          <dt>{t.sentAt()}</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatMoment(request.createdAt, locale)}</time>
          </dd>
          {request.decidedAt ? (
            <>
              <dt>{t.decidedAt()}</dt>
              <dd>
                <time dateTime={request.decidedAt}>{formatMoment(request.decidedAt, locale)}</time>
              </dd>
            </>
          ) : null}
          {request.declineReason ? (
            <>
              <dt>{t.declineReason()}</dt>
              <dd>{request.declineReason}</dd>
            </>
          ) : null}
        </dl>
        <Contacts request={request} t={t} locale={locale} />
        <FormError>{item.error ? noticeText(item.error, locale) : null}</FormError>
        {declining && item.moves.includes('decline') ? (
          <DeclineForm
            request={request}
            busy={item.busy}
            onCancel={() => setDeclining(false)}
            onDecline={(reason) => send({ type: 'user.decline', id: request.id, reason })}
          />
        ) : item.moves.length > 0 ? (
          <div className="form-actions">
            {item.moves.includes('accept') ? (
              <button
                type="button"
                className="button button-primary"
                disabled={acting}
                aria-busy={item.busy || undefined}
                onClick={() => send({ type: 'user.accept', id: request.id })}
              >
                {item.busy ? t.working() : t.accept()}
              </button>
            ) : null}
            {item.moves.includes('decline') ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={acting}
                onClick={() => setDeclining(true)}
              >
                {t.decline()}
              </button>
            ) : null}
            {item.moves.includes('withdraw') ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={acting}
                aria-busy={item.busy || undefined}
                onClick={() => send({ type: 'user.withdraw', id: request.id })}
              >
                {item.busy ? t.working() : t.withdraw()}
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}

function Contacts({
  request,
  t,
  locale,
}: {
  request: ExpertContactRequest;
  t: TranslationFunctions['expertContactLater']['requests'];
  locale: Locale;
}) {
  if (!request.contacts) {
    return request.status === 'PENDING' ? <p className="field-hint">{t.contactsHidden()}</p> : null;
  }
  const people = [
    { key: 'expert', title: t.expertContact(), person: request.contacts.expert },
    { key: 'requester', title: t.requesterContact(), person: request.contacts.requester },
  ];
  return (
    <div className="expert-request-contacts" aria-label={t.contactsTitle()} role="group">
      {people.map(({ key, title, person }) => (
        <section key={key} aria-label={`${t.contactsTitle()}: ${title}`}>
          <h4>
            {title}: {personName(person, locale)}
          </h4>
          <dl>
            <dt>{t.email()}</dt>
            <dd>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </dd>
            <dt>{t.phone()}</dt>
            <dd>
              {person.phone ? (
                <a href={`tel:${person.phone.replace(/\s+/g, '')}`}>{person.phone}</a>
              ) : (
                t.notGiven()
              )}
            </dd>
            <dt>{t.organization()}</dt>
            <dd>{person.organizationName ?? t.notGiven()}</dd>
          </dl>
        </section>
      ))}
    </div>
  );
}

function DeclineForm({
  request,
  busy,
  onCancel,
  onDecline,
}: {
  request: ExpertContactRequest;
  busy: boolean;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertContactLater.requests;
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<ReturnType<typeof issueText>>(null);
  const titleId = `decline-${request.id}`;
  return (
    <form
      aria-labelledby={titleId}
      noValidate
      className="expert-contact-form"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = fieldIssues<'reason'>(declineContactSchema, { reason }, locale);
        if (!checked.ok) {
          setIssue(issueText(checked.issues.reason, locale));
          return;
        }
        onDecline((checked.value as { reason: string }).reason);
      }}
    >
      <h4 id={titleId}>{t.declineTitle({ space: request.space.name })}</h4>
      <TextAreaField
        name="reason"
        label={t.declineReasonLabel()}
        hint={t.declineReasonHint()}
        value={reason}
        onChange={(next) => {
          setReason(next);
          setIssue(null);
        }}
        error={issue}
        maxLength={EXPERT_LIMITS.declineReason.max}
        rows={3}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t.working() : t.confirmDecline()}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t.cancel()}
        </button>
      </div>
    </form>
  );
}
