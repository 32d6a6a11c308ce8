// /work-space: the workspace home. Signed in: the current space (its plan, usage, members count, the user's role),
// the user's other spaces ("Go to Tenant" opens one with ?space=<id>), invitations waiting for the user (join with
// POST /tenant/{id}/join, "Joined successfully"), shortcuts to reports and courses, and "create a workspace" for a
// user with none. `?invite=<param>` shows an invitation link's join view instead. Signed out: a sign-in prompt.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../app/inspection';
import { Link, useSearch } from 'wouter';
import { selectWorkspaceHomeView } from '../../../machines/spaces/workspace-home.selectors';
import type { WorkspaceAssessments, WorkspaceHomeView } from '../../../machines/spaces/workspace-home.types';
import type { ReceivedInvitation, UsageLine } from '../../../machines/spaces/workspace.types';
import type { PageProps } from '../../app/page-props';
import { ghgReportDetailPath, inventoryAreaPath, paths, workspacePathFor } from '../../app/paths';
import { noticeText } from '../../../domain/failures';
import { formatNumber } from '../../../domain/numbers';
import { mayCall } from '../../../domain/workspace-permissions';
import { useI18nContext } from '../../i18n/i18n-react';
import { Form } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { InvitationView } from '../../components/workspace/invitation-view';
import {
  formatDate,
  Loading,
  Message,
  noticeLabel,
  personName,
  SignedInOnly,
  useWorkspaceMachines,
} from '../../components/workspace/workspace-parts';
import { InventoryDashboard } from './inventory-dashboard';

const SPACE_NAME_MAX_LENGTH = 120;

export default function WorkspacePage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const search = new URLSearchParams(useSearch());
  const invite = search.get('invite');
  const spaceId = search.get('space');

  return (
    <section className="container ws-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {invite !== null ? (
        <InvitationView key={invite} param={invite} />
      ) : (
        <SignedInOnly>
          <WorkspaceHome key={spaceId ?? ''} spaceId={spaceId} />
        </SignedInOnly>
      )}
    </section>
  );
}

function WorkspaceHome({ spaceId }: { spaceId: string | null }) {
  const machines = useWorkspaceMachines();
  const home = useInspectedMachine(machines.home, { input: { spaceId } });
  const view = useSelector(home, selectWorkspaceHomeView);
  const { LL, locale } = useI18nContext();
  const t = LL.workspace;

  switch (view.kind) {
    case 'loading':
      return <Loading />;
    case 'noAccess':
      return (
        <>
          <Message tone="error">
            <p>
              <strong>{t.home.noAccessTitle()}</strong>
            </p>
            <p>{t.home.noAccessLead()}</p>
          </Message>
          <p className="ws-hint">{noticeText(view.notice, locale)}</p>
          <div className="actions">
            <Link
              href={paths.workspace}
              className="button button-secondary"
              onClick={() => home.send({ type: 'user.retry' })}
            >
              {t.home.showDefault()}
            </Link>
          </div>
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
            onClick={() => home.send({ type: 'user.retry' })}
          >
            {t.common.retry()}
          </button>
        </>
      );
    case 'noSpace':
      return (
        <>
          <Notices notice={view.notice} error={view.error} />
          {view.suspended.map((space) => (
            <Message key={space.id} tone="error">
              <p>{t.home.suspended({ space: space.name })}</p>
            </Message>
          ))}
          <h2>{t.home.noSpaceTitle()}</h2>
          <p className="lead">{t.home.noSpaceLead()}</p>
          <Invitations
            invitations={view.invitations}
            busy={view.busy}
            onJoin={(tenantId) => home.send({ type: 'user.joinTenant', tenantId })}
          />
          <CreateSpaceForm
            busy={view.busy}
            onCreate={(name) => home.send({ type: 'user.createSpace', name })}
          />
        </>
      );
    case 'ready':
      return (
        <CurrentSpace view={view} onJoin={(tenantId) => home.send({ type: 'user.joinTenant', tenantId })} />
      );
    default: {
      const never: never = view;
      return never;
    }
  }
}

function Notices({
  notice,
  error,
}: {
  notice: Extract<WorkspaceHomeView, { kind: 'ready' }>['notice'];
  error: Extract<WorkspaceHomeView, { kind: 'ready' }>['error'];
}) {
  const { LL, locale } = useI18nContext();
  return (
    <>
      {notice && (
        <Message tone="success">
          <p>{noticeLabel(LL, notice)}</p>
        </Message>
      )}
      {error && (
        <Message tone="error">
          <p>{noticeText(error, locale)}</p>
        </Message>
      )}
    </>
  );
}

function CurrentSpace({
  view,
  onJoin,
}: {
  view: Extract<WorkspaceHomeView, { kind: 'ready' }>;
  onJoin: (tenantId: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace;
  const { tenant } = view;
  const manages = mayCall('listMembers', tenant.role);
  const suspended = view.memberships.filter((space) => space.status === 'SUSPENDED');
  return (
    <>
      <p className="lead">{t.home.lead()}</p>
      <Notices notice={view.notice} error={view.error} />
      {suspended.map((space) => (
        <Message key={space.id} tone="error">
          <p>{t.home.suspended({ space: space.name })}</p>
        </Message>
      ))}
      <div className="ws-grid">
        <article className="card" aria-labelledby="current-space">
          <p className="eyebrow">{t.home.currentTitle()}</p>
          <h2 id="current-space">{tenant.name}</h2>
          <dl className="ws-facts">
            <dt>{t.home.yourRole()}</dt>
            <dd>{t.roles[tenant.role]()}</dd>
            <dt>{t.home.plan()}</dt>
            <dd>{tenant.plan}</dd>
            <dt>{t.home.memberCount()}</dt>
            <dd>{tenant.memberCount}</dd>
            <dt>{t.home.createdAt()}</dt>
            <dd>{formatDate(tenant.createdAt, locale)}</dd>
          </dl>
        </article>
        {view.usage.length > 0 && (
          <article className="card" aria-labelledby="usage-title">
            <h2 id="usage-title" className="h-small">
              {t.home.usageTitle()} ({tenant.plan})
            </h2>
            <dl className="ws-facts">
              {view.usage.map((line) => (
                <UsageFact key={line.resource} line={line} />
              ))}
            </dl>
          </article>
        )}
        <nav className="card" aria-labelledby="quick-links">
          <h2 id="quick-links" className="h-small">
            {t.home.quickLinksTitle()}
          </h2>
          <ul className="link-list">
            {manages && (
              <li>
                <Link href={paths.workspaceManagement}>{t.home.manageMembers()}</Link>
              </li>
            )}
            <li>
              <Link href={paths.ghgReportResult}>{t.home.reports()}</Link>
            </li>
            <li>
              <Link href={paths.courseList}>{t.home.courses()}</Link>
            </li>
            <li>
              <Link href={paths.expertRequests}>{LL.screens.expertRequests()}</Link>
            </li>
            <li>
              <Link href={inventoryAreaPath('inventories', tenant.id)}>{LL.screens.inventories()}</Link>
            </li>
            <li>
              <Link href={inventoryAreaPath('facilities', tenant.id)}>{LL.screens.facilities()}</Link>
            </li>
          </ul>
        </nav>
      </div>

      <InventoryDashboard summary={view.inventory} spaceId={tenant.id} />

      <Assessments assessments={view.assessments} />

      <section className="ws-section" aria-labelledby="spaces-title">
        <h2 id="spaces-title">{t.home.spacesTitle()}</h2>
        <ul className="ws-list">
          {view.memberships.map((space) => (
            <li key={space.id}>
              <span>
                <strong>{space.name}</strong> · {t.roles[space.role]()} ·{' '}
                <span className={`ws-badge ws-badge-${space.status.toLowerCase()}`}>
                  {t.memberStatuses[space.status]()}
                </span>
              </span>
              {space.id === tenant.id ? (
                <span className="ws-badge">{t.home.currentBadge()}</span>
              ) : (
                space.status === 'ACTIVE' && (
                  <Link
                    href={workspacePathFor(space.id)}
                    className="button button-secondary"
                    aria-label={`${t.home.goToTenant()}: ${space.name}`}
                  >
                    {t.home.goToTenant()}
                  </Link>
                )
              )}
            </li>
          ))}
        </ul>
      </section>
      <Invitations invitations={view.invitations} busy={view.busy} onJoin={onJoin} />
    </>
  );
}

/** The workspace's newest emission-risk assessments, each linked to its result (GET /ghg-reports). */
function Assessments({ assessments }: { assessments: WorkspaceAssessments | null }) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.assessments;
  return (
    <section className="ws-section" aria-labelledby="assessments-title" data-testid="workspace-assessments">
      <h2 id="assessments-title">{t.title()}</h2>
      <p className="ws-hint">{t.lead()}</p>
      {assessments === null ? (
        <Message tone="error">
          <p>{t.failed()}</p>
        </Message>
      ) : assessments.items.length === 0 ? (
        <p>
          {t.empty()} <Link href={paths.ghgReportCountdown}>{t.start()}</Link>
        </p>
      ) : (
        <>
          <ul className="ws-list">
            {assessments.items.map((item) => (
              <li key={item.id}>
                <span>
                  <strong>{item.companyName ?? t.unnamed()}</strong>
                  {item.shared && <span className="ws-badge">{t.shared()}</span>}
                  <br />
                  <span className="ws-hint">
                    {t.date()}: {formatDate(item.createdAt, locale)} · {t.total()}:{' '}
                    {t.totalValue({ value: formatNumber(item.totalTco2e, locale, 1) })} · {t.score()}:{' '}
                    {t.scoreValue({ score: item.score, level: t.levels[item.level]() })}
                  </span>
                </span>
                <Link
                  href={ghgReportDetailPath(item.id)}
                  className="button button-secondary"
                  aria-label={`${t.open()}: ${item.companyName ?? t.unnamed()}, ${formatDate(item.createdAt, locale)}`}
                >
                  {t.open()}
                </Link>
              </li>
            ))}
          </ul>
          {assessments.total > assessments.items.length && (
            <p className="ws-hint">
              {t.shown({ shown: assessments.items.length, total: formatNumber(assessments.total, locale) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function UsageFact({ line }: { line: UsageLine }) {
  const { LL, locale } = useI18nContext();
  const n = (value: number) => formatNumber(value, locale);
  const t = LL.workspace;
  return (
    <>
      <dt>{t.resources[line.resource]()}</dt>
      <dd>
        {line.limit === null
          ? t.home.usageUnlimited({ used: n(line.used) })
          : t.home.usageValue({ used: n(line.used), limit: n(line.limit) })}
      </dd>
    </>
  );
}

function Invitations({
  invitations,
  busy,
  onJoin,
}: {
  invitations: ReceivedInvitation[];
  busy: boolean;
  onJoin: (tenantId: string) => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace;
  if (invitations.length === 0) return null;
  return (
    <section className="ws-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t.home.invitationsTitle()}</h2>
      <ul className="ws-list">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span>
              <strong>{invitation.spaceName}</strong>
              <br />
              <span className="ws-hint">
                {t.home.invitationFrom({
                  name: personName(invitation.invitedBy),
                  role: t.roles[invitation.role](),
                  date: formatDate(invitation.expiresAt, locale),
                })}
              </span>
            </span>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => onJoin(invitation.spaceId)}
            >
              {busy ? t.home.joining() : t.home.join({ space: invitation.spaceName })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreateSpaceForm({ busy, onCreate }: { busy: boolean; onCreate: (name: string) => void }) {
  const { LL } = useI18nContext();
  const t = LL.workspace;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (): boolean => {
    const value = name.trim();
    const problem = !value
      ? LL.validation.fieldRequired()
      : value.length > SPACE_NAME_MAX_LENGTH
        ? LL.validation.maxLength({ max: SPACE_NAME_MAX_LENGTH })
        : null;
    setError(problem);
    // The Form focuses the field when it is invalid.
    if (problem) return false;
    onCreate(value);
    return true;
  };

  return (
    <section className="ws-section ws-narrow" aria-labelledby="create-title">
      <h2 id="create-title">{t.home.createTitle()}</h2>
      <Form className="ws-form" onSubmit={submit} busy={busy}>
        <TextField
          name="spaceName"
          label={t.home.spaceName()}
          value={name}
          onChange={(value) => {
            setName(value);
            if (error) setError(null);
          }}
          autoComplete="organization"
          hint={t.home.spaceNameHint({ max: SPACE_NAME_MAX_LENGTH })}
          error={error}
          required
        />
        <div className="actions">
          <SubmitButton busy={busy} busyLabel={t.home.creating()}>
            {t.home.create()}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
