// /user/workspace-management: the members of the space (role, status, joined date) with per-row actions (suspend or
// reactivate; remove, after a confirmation step; not offered for the owner, nor one's own status, each with the
// reason shown), the invite form (e-mail + role) and the invitations not yet accepted (resend, delete; expired ones
// marked). Owners and admins only; anyone else is told so.
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../../app/inspection';
import { Link } from 'wouter';
import { selectManagementView } from '../../../../machines/spaces/workspace-management.selectors';
import type {
  InviteRow,
  ManagementView,
  MemberRow,
} from '../../../../machines/spaces/workspace-management.types';
import type { InviteRole } from '../../../../machines/spaces/workspace.types';
import type { PageProps } from '../../../app/page-props';
import { paths } from '../../../app/paths';
import { forgotPasswordSchema, validate } from '../../../../domain/validation';
import { noticeText } from '../../../../domain/failures';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Form } from '../../../components/form/form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import {
  formatDate,
  Loading,
  Message,
  noticeLabel,
  personName,
  SignedInOnly,
  useWorkspaceMachines,
} from '../../../components/workspace/workspace-parts';

type Ready = Extract<ManagementView, { kind: 'ready' }>;
type Send = ReturnType<typeof useManagement>['send'];

export default function WorkspaceManagementPage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <section className="container ws-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <SignedInOnly>
        <Management />
      </SignedInOnly>
    </section>
  );
}

function useManagement() {
  const machines = useWorkspaceMachines();
  const actor = useInspectedMachine(machines.management);
  return { view: useSelector(actor, selectManagementView), send: actor.send };
}

function Management() {
  const { view, send } = useManagement();
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.management;
  switch (view.kind) {
    case 'loading':
      return <Loading />;
    case 'forbidden':
      return (
        <>
          <Message tone="error">
            <p>
              <strong>{t.forbiddenTitle()}</strong>
            </p>
            <p>{t.forbiddenLead()}</p>
          </Message>
          <Link href={paths.workspace} className="button button-secondary">
            {t.backToWorkspace()}
          </Link>
        </>
      );
    case 'failed':
      return (
        <>
          <Message tone="error">
            <p>{noticeText(view.notice, locale)}</p>
          </Message>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => send({ type: 'user.retry' })}
          >
            {LL.workspace.common.retry()}
          </button>
        </>
      );
    case 'ready':
      return <ReadyManagement view={view} send={send} />;
    default: {
      const never: never = view;
      return never;
    }
  }
}

function ReadyManagement({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.management;
  return (
    <>
      <p className="lead">{t.lead({ space: view.spaceName })}</p>
      {view.notice && (
        <Message tone="success">
          <p>{noticeLabel(LL, view.notice)}</p>
        </Message>
      )}
      {view.error && (
        <Message tone="error">
          <p>{noticeText(view.error, locale)}</p>
        </Message>
      )}

      <section className="ws-section" aria-labelledby="members-title">
        <h2 id="members-title">{t.membersTitle()}</h2>
        <div className="ws-table-wrap">
          <table className="ws-table">
            <caption className="visually-hidden">{t.membersCaption()}</caption>
            <thead>
              <tr>
                <th scope="col">{t.name()}</th>
                <th scope="col">{t.email()}</th>
                <th scope="col">{t.role()}</th>
                <th scope="col">{t.status()}</th>
                <th scope="col">{t.joinedAt()}</th>
                <th scope="col">{t.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {view.members.map((row) => (
                <MemberTableRow key={row.member.userId} row={row} disabled={view.busy} send={send} />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <InviteForm view={view} send={send} />

      <section className="ws-section" aria-labelledby="pending-title">
        <h2 id="pending-title">{t.pendingTitle()}</h2>
        {view.invites.length === 0 ? (
          <p>{t.pendingEmpty()}</p>
        ) : (
          <div className="ws-table-wrap">
            <table className="ws-table">
              <caption className="visually-hidden">{t.pendingCaption()}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.email()}</th>
                  <th scope="col">{t.role()}</th>
                  <th scope="col">{t.status()}</th>
                  <th scope="col">{t.invitedBy()}</th>
                  <th scope="col">{t.expiresAt()}</th>
                  <th scope="col">{t.actions()}</th>
                </tr>
              </thead>
              <tbody>
                {view.invites.map((row) => (
                  <InviteTableRow key={row.invite.id} row={row} disabled={view.busy} send={send} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function MemberTableRow({ row, disabled, send }: { row: MemberRow; disabled: boolean; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.management;
  const { member } = row;
  const name = personName(member);
  const self = row.statusLock === 'self';
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (row.confirmingRemoval) confirmButton.current?.focus();
  }, [row.confirmingRemoval]);
  const suspended = member.status === 'SUSPENDED';
  const reasons = [...new Set([row.statusLock, row.removeLock].filter((lock) => lock !== null))];

  return (
    <tr>
      <th scope="row">
        {name} {self && <span className="ws-hint">{t.you()}</span>}
      </th>
      <td>{member.email}</td>
      <td>{LL.workspace.roles[member.role]()}</td>
      <td>
        <span className={`ws-badge ws-badge-${member.status.toLowerCase()}`}>
          {LL.workspace.memberStatuses[member.status]()}
        </span>
      </td>
      <td>{formatDate(member.joinedAt, locale)}</td>
      <td>
        {row.confirmingRemoval ? (
          <div className="ws-confirm" role="group" aria-label={self ? t.leave() : t.remove({ name })}>
            <p>{self ? t.confirmLeave() : t.confirmRemove({ name })}</p>
            <div className="ws-row-actions">
              <button
                ref={confirmButton}
                type="button"
                className="button button-primary"
                onClick={() => send({ type: 'user.confirmRemove' })}
              >
                {t.confirm()}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => send({ type: 'user.cancelRemove' })}
              >
                {t.cancel()}
              </button>
            </div>
          </div>
        ) : (
          <div className="ws-row-actions">
            {row.busy && (
              <span role="status" className="ws-hint">
                {LL.workspace.common.busy()}
              </span>
            )}
            {!self && (
              <button
                type="button"
                className="button button-secondary"
                disabled={disabled || row.statusLock !== null}
                aria-label={suspended ? t.reactivate({ name }) : t.suspend({ name })}
                onClick={() =>
                  send({
                    type: 'user.changeStatus',
                    userId: member.userId,
                    status: suspended ? 'ACTIVE' : 'SUSPENDED',
                  })
                }
              >
                {suspended ? t.reactivateShort() : t.suspendShort()}
              </button>
            )}
            <button
              type="button"
              className="button button-quiet"
              disabled={disabled || row.removeLock !== null}
              aria-label={self ? t.leave() : t.remove({ name })}
              onClick={() => send({ type: 'user.remove', userId: member.userId })}
            >
              {self ? t.leave() : t.removeShort()}
            </button>
            {reasons.map((reason) => (
              <p key={reason} className="ws-hint">
                {t.locks[reason]()}
              </p>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}

function InviteTableRow({ row, disabled, send }: { row: InviteRow; disabled: boolean; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.management;
  const { invite } = row;
  return (
    <tr>
      <th scope="row">{invite.email}</th>
      <td>{LL.workspace.roles[invite.role]()}</td>
      <td>
        <span className={`ws-badge ws-badge-${invite.status.toLowerCase()}`}>
          {LL.workspace.inviteStatuses[invite.status]()}
        </span>
      </td>
      <td>{personName(invite.invitedBy)}</td>
      <td>{formatDate(invite.expiresAt, locale)}</td>
      <td>
        <div className="ws-row-actions">
          {row.busy && (
            <span role="status" className="ws-hint">
              {LL.workspace.common.busy()}
            </span>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={disabled || row.locked}
            aria-label={t.resend({ email: invite.email })}
            onClick={() => send({ type: 'user.resendInvite', inviteId: invite.id })}
          >
            {t.resendShort()}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={disabled || row.locked}
            aria-label={t.deleteInvite({ email: invite.email })}
            onClick={() => send({ type: 'user.deleteInvite', inviteId: invite.id })}
          >
            {t.deleteShort()}
          </button>
          {row.locked && <p className="ws-hint">{t.inviteLocked()}</p>}
        </div>
      </td>
    </tr>
  );
}

function InviteForm({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.management;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('MEMBER');
  const [problem, setProblem] = useState<string | null>(null);

  // A sent invitation clears the form (the count moves only on success; failures keep what was typed).
  const sent = view.invitesSent;
  useEffect(() => {
    if (sent > 0) {
      setEmail('');
      setRole('MEMBER');
    }
  }, [sent]);

  const submit = (): boolean => {
    const result = validate(forgotPasswordSchema, { email }, locale);
    if (!result.ok) {
      // The Form focuses the field.
      setProblem(result.fieldErrors.email ?? LL.errors.validationFailed());
      return false;
    }
    setProblem(null);
    send({ type: 'user.invite', email: result.value.email, role });
    return true;
  };

  const serverProblem = view.inviteErrors.email ? noticeText(view.inviteErrors.email, locale) : null;
  return (
    <section className="ws-section ws-narrow" aria-labelledby="invite-title">
      <h2 id="invite-title">{t.inviteTitle()}</h2>
      <Form className="ws-form" onSubmit={submit} busy={view.inviting}>
        <div className="ws-form-row">
          <TextField
            name="inviteEmail"
            label={t.inviteEmail()}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (problem) setProblem(null);
              if (serverProblem) send({ type: 'user.editInvite', field: 'email' });
            }}
            error={problem ?? serverProblem}
            hint={t.inviteHint()}
            required
          />
          <SelectField
            name="inviteRole"
            label={t.inviteRole()}
            value={role}
            options={view.inviteRoles.map((value) => ({ value, label: LL.workspace.roles[value]() }))}
            onChange={setRole}
            required
          />
        </div>
        <div className="actions">
          <SubmitButton busy={view.inviting} busyLabel={t.inviting()} disabled={view.busy}>
            {t.invite()}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
