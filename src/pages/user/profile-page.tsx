// /user/profile: the signed-in user's profile (the profile machine loads /auth/me and /users/profile in parallel).
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useInspectedMachine } from '../../app/inspection';
import { Link } from 'wouter';
import { selectProfileView } from '../../../machines/profile/profile.machine';
import type { Profile, ProfileCertificate, ProfileSpace } from '../../../machines/profile/profile.types';
import { displayName } from '../../../machines/session/session.selectors';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import type { PageProps } from '../../app/page-props';
import { certificateRequestPath, paths } from '../../app/paths';
import { createProfileMachine } from '../../app/wiring/profile';
import { FormError } from '../../components/form/form-error';
import { useSession } from '../../components/session-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { Avatar, LoadingProfile } from './profile-parts';
import { RequireSignIn } from '../../components/require-sign-in';
import './user.css';

const FACTS = ['email', 'phone', 'organizationName', 'profession', 'location', 'bio'] as const;

function ProfileFacts({ profile }: { profile: Profile }) {
  const { LL } = useI18nContext();
  return (
    <dl className="profile-facts">
      {FACTS.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{LL.profile.fields[field]()}</dt>
          <dd>{profile[field] || <span className="profile-muted">{LL.profile.notProvided()}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function Certificates({ certificates }: { certificates: ProfileCertificate[] }) {
  const { LL, locale } = useI18nContext();
  const day = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'medium' });
  return (
    <section className="form-card" aria-labelledby="certificates-title">
      <h2 id="certificates-title" className="h-small">
        {LL.profile.certificates()}
      </h2>
      {certificates.length === 0 ? (
        <p>
          {LL.profile.noCertificates()} <Link href={paths.academy}>{LL.profile.academyLink()}</Link>
        </p>
      ) : (
        <ul className="profile-spaces">
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <strong>{certificate.courseTitle}</strong>
              <span>
                {LL.profile.certificateLine({
                  code: certificate.code,
                  date: day.format(new Date(certificate.issuedAt)),
                })}
                {certificate.status === 'REVOKED' ? ` · ${LL.profile.certificateRevoked()}` : ''}
              </span>
              <Link href={certificateRequestPath(certificate.courseId)}>{LL.profile.certificateOpen()}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The expert directory: the own expert profile (which says so when the user is not an expert yet) and the application. */
function ExpertLinks() {
  const { LL } = useI18nContext();
  return (
    <section className="form-card" aria-labelledby="expert-title">
      <h2 id="expert-title" className="h-small">
        {LL.screens.expert()}
      </h2>
      <ul className="profile-spaces">
        <li>
          <Link href={paths.expertMyProfile}>{LL.screens.expertMyProfile()}</Link>
        </li>
        <li>
          <Link href={paths.expertApply}>{LL.screens.expertApply()}</Link>
        </li>
      </ul>
    </section>
  );
}

function Spaces({ spaces }: { spaces: ProfileSpace[] }) {
  const { LL } = useI18nContext();
  return (
    <section className="form-card" aria-labelledby="spaces-title">
      <h2 id="spaces-title" className="h-small">
        {LL.profile.workspaces()}
      </h2>
      {spaces.length === 0 ? (
        <p>{LL.profile.noWorkspaces()}</p>
      ) : (
        <ul className="profile-spaces">
          {spaces.map((space) => (
            <li key={space.id}>
              <strong>{space.name}</strong>
              <span>
                {LL.profile.roles[space.role]()} · {LL.profile.statuses[space.status]()}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProfileContent() {
  const { LL, locale } = useI18nContext();
  const session = useSession();
  const machine = useMemo(() => createProfileMachine(session), [session]);
  const profile = useInspectedMachine(machine, { input: { withSuggestions: false } });
  const view = useSelector(profile, selectProfileView);
  switch (view.kind) {
    case 'loading':
      return <LoadingProfile />;
    case 'failed':
      return (
        <>
          <FormError>
            {LL.profile.loadFailed()} {noticeText(view.error, locale)}
          </FormError>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => profile.send({ type: 'user.retry' })}
            >
              {LL.profile.retry()}
            </button>
          </div>
        </>
      );
    case 'ready': {
      const since = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
        dateStyle: 'long',
      }).format(new Date(view.profile.createdAt));
      return (
        <>
          <section className="form-card" aria-labelledby="details-title">
            <div className="profile-head">
              <Avatar profile={view.profile} />
              <div>
                <h2 id="details-title">{displayName(view.profile)}</h2>
                <p>{LL.profile.memberSince({ date: since })}</p>
              </div>
            </div>
            <div style={{ marginTop: '1.25rem' }}>
              <ProfileFacts profile={view.profile} />
            </div>
            <div className="form-actions" style={{ marginTop: '1.25rem' }}>
              <Link href={paths.profileEdit} className="button button-primary">
                {LL.profile.edit()}
              </Link>
            </div>
          </section>
          <Spaces spaces={view.spaces} />
          <Certificates certificates={view.certificates} />
          <ExpertLinks />
        </>
      );
    }
    default: {
      const unexpected: never = view;
      throw new Error(`unknown profile view ${JSON.stringify(unexpected)}`);
    }
  }
}

export default function ProfilePage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  return (
    <RequireSignIn title={title}>
      <section className="container profile-page" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <div className="profile-sections">
          <ProfileContent />
        </div>
      </section>
    </RequireSignIn>
  );
}
