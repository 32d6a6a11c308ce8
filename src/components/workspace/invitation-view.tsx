// What an invitation link shows (/auth/sign-up-invitation?param=... and /work-space?invite=...): who invited whom to
// which space; then the sign-up form (the kit's SignUpForm, the one of /auth/sign-up) with the invited e-mail
// locked (no account yet), or "Join" for the invited account (signed in as someone else or signed out: what to do
// instead); accepted, withdrawn, expired and unknown links say why they cannot be used.
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../app/inspection';
import { Link } from 'wouter';
import { selectInvitationLinkView } from '../../../machines/spaces/invitation-link.selectors';
import type { InviteInfo } from '../../../machines/spaces/workspace.types';
import { paths, workspacePathFor } from '../../app/paths';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import { SignUpForm } from '../form/sign-up-form';
import { useSessionView } from '../session-context';
import { formatDate, Message, personName, useWorkspaceMachines } from './workspace-parts';

export function InvitationView({ param }: { param: string | null }) {
  const machines = useWorkspaceMachines();
  const link = useInspectedMachine(machines.invitation, { input: { param } });
  const session = useSessionView();
  const viewerEmail = session.kind === 'signedIn' ? session.user.email : null;
  const view = useSelector(link, (snapshot) => selectInvitationLinkView(snapshot, viewerEmail));
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.invitation;

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" aria-live="polite">
          {t.checking()}
        </p>
      );
    case 'unusable':
      return (
        <Message tone="error">
          <p>
            <strong>{t.unusableTitle()}</strong>
          </p>
          <p>{t.unusable[view.reason]()}</p>
        </Message>
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
            onClick={() => link.send({ type: 'user.retry' })}
          >
            {LL.workspace.common.retry()}
          </button>
        </>
      );
    case 'signUp':
      return (
        <>
          <Intro info={view.info} />
          <p>{t.signUpLead({ space: view.info.spaceName })}</p>
          <SignUpForm
            signUp={view.signUp}
            organizationName={view.info.spaceName}
            emailHint={t.emailLocked()}
            organizationHint={t.organizationHint()}
          />
        </>
      );
    case 'registered':
      return (
        <>
          <Message tone="success">
            <p>
              <strong>{t.registeredTitle()}</strong>
            </p>
            <p>{t.registeredLead({ email: view.email, space: view.info?.spaceName ?? '' })}</p>
          </Message>
          <div className="actions">
            <Link href={paths.signIn} className="button button-primary">
              {LL.workspace.common.signIn()}
            </Link>
          </div>
        </>
      );
    case 'join':
      return (
        <>
          <Intro info={view.info} />
          <p>{t.existingLead({ email: view.info.email, space: view.info.spaceName })}</p>
          {view.error && (
            <Message tone="error">
              <p>{noticeText(view.error, locale)}</p>
            </Message>
          )}
          {view.viewer === 'invitee' && (
            <div className="actions">
              <button
                type="button"
                className="button button-primary"
                disabled={view.busy}
                onClick={() => link.send({ type: 'user.join' })}
              >
                {view.busy ? t.joining() : t.join()}
              </button>
            </div>
          )}
          {view.viewer === 'signedOut' && (
            <>
              <p>{t.signInToJoin({ email: view.info.email })}</p>
              <div className="actions">
                <Link href={paths.signIn} className="button button-primary">
                  {t.signInLink()}
                </Link>
              </div>
            </>
          )}
          {view.viewer === 'otherAccount' && (
            <Message tone="info">
              <p>{t.otherAccount({ viewer: viewerEmail ?? '', email: view.info.email })}</p>
            </Message>
          )}
        </>
      );
    case 'joined':
      return (
        <>
          <Message tone="success">
            <p>{LL.success.joined()}</p>
          </Message>
          <div className="actions">
            <Link
              href={view.info ? workspacePathFor(view.info.spaceId) : paths.workspace}
              className="button button-primary"
            >
              {t.goToWorkspace()}
            </Link>
          </div>
        </>
      );
    default: {
      const never: never = view;
      return never;
    }
  }
}

function Intro({ info }: { info: InviteInfo }) {
  const { LL, locale } = useI18nContext();
  const t = LL.workspace.invitation;
  return (
    <>
      <p className="lead">
        {t.intro({
          inviter: personName(info.invitedBy),
          space: info.spaceName,
          role: LL.workspace.roles[info.role](),
        })}
      </p>
      <p className="ws-hint">{t.validUntil({ date: formatDate(info.expiresAt, locale) })}</p>
    </>
  );
}
