// /expert/profile/{slug}: one expert's public profile (GET /experts/profiles/{slug}): photo or initials, name,
// headline, location, languages, availability, sectors, services, standards, years of experience, description,
// credentials (verified marks; the academy's certificates link to their /verify/{code} page), the profile link, and
// the contact panel (./contact-expert-panel). An illustrative profile says so first. Unknown or unpublished: the
// 404 page with a 404 status. Server-rendered (a visitor's copy, `contactable` false); a signed-in reader's copy is
// read again with their token, which decides `contactable`.
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { expertProfileRequest } from '../../app/expert-directory';
import { expertProfilePath, paths } from '../../app/paths';
import { loadExpertProfile } from '../../app/wiring/expert-reads';
import { formatDay, isoDay } from '../../components/content/format-day';
import { NotFound } from '../../components/not-found';
import { usePublicResource } from '../../components/use-public-resource';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import ContactExpertPanel from './contact-expert-panel';
import {
  Breadcrumbs,
  ExpertAvatar,
  ExpertsFailed,
  ExpertsLoading,
  IllustrativeBadge,
  availabilityLabel,
  fullName,
  languageLabel,
  sectorName,
  serviceLabel,
  standardLabel,
  useExpertTrail,
  useSignedIn,
  type ExpertProfile,
} from './expert-parts';

type Credential = ExpertProfile['credentials'][number];

export default function ExpertProfilePage({ params }: PageProps) {
  const { locale } = useI18nContext();
  const signedIn = useSignedIn();
  const slug = params.slug ?? '';
  const request = expertProfileRequest(slug);
  // A signed-in reader's copy is a read of its own (no server-rendered answer matches it): `contactable` is theirs.
  const key = signedIn === 'yes' ? `member ${request}` : request;
  return <ProfileView key={`${locale} ${key}`} slug={slug} request={key} />;
}

function ProfileView({ slug, request }: { slug: string; request: string }) {
  const [view, retry] = usePublicResource<{ data: ExpertProfile }>(request, () => loadExpertProfile(slug));
  switch (view.kind) {
    case 'missing':
      return <NotFound />;
    case 'shown':
      return <ProfileShown profile={view.data.data} />;
    case 'loading':
    case 'failed':
      return <ProfilePending failed={view.kind === 'failed'} onRetry={retry} />;
  }
}

function ProfilePending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.screens.expertProfile());
  return (
    <div className="container expert-section">
      <h1 className="visually-hidden">{LL.screens.expertProfile()}</h1>
      {failed ? <ExpertsFailed onRetry={onRetry} /> : <ExpertsLoading />}
    </div>
  );
}

function ProfileShown({ profile }: { profile: ExpertProfile }) {
  const { LL, locale } = useI18nContext();
  const t = LL.experts.profile;
  const name = fullName(profile);
  const { trail, breadcrumbs } = useExpertTrail([
    { label: LL.screens.expertList(), href: paths.expertList },
    { label: name },
  ]);
  useDocumentTitle(name, {
    description: `${profile.headline}${profile.location ? ` · ${profile.location}` : ''}`,
    image: profile.avatarUrl,
    breadcrumbs,
    path: expertProfilePath(profile.slug),
  });
  return (
    <article aria-labelledby="page-title">
      <header className="expert-hero">
        <div className="container">
          <Breadcrumbs trail={trail} />
          <div className="expert-profile-hero">
            <ExpertAvatar expert={profile} size="large" />
            <div className="expert-profile-who">
              {profile.illustrative ? <IllustrativeBadge /> : null}
              <h1 id="page-title">{name}</h1>
              <p className="lead">{profile.headline}</p>
              {profile.location ? <p>{profile.location}</p> : null}
              {profile.illustrative ? <p className="expert-note">{LL.experts.illustrativeNote()}</p> : null}
            </div>
          </div>
        </div>
      </header>
      <div className="container expert-profile-body">
        <div>
          <section aria-labelledby="expert-about">
            <h2 id="expert-about">{t.about()}</h2>
            <p className="expert-description">{profile.description}</p>
          </section>
          <section aria-labelledby="expert-sectors">
            <h2 id="expert-sectors">{t.sectors()}</h2>
            <ul className="expert-tags">
              {profile.sectors.map((sector) => (
                <li key={sector.id}>{sectorName(sector, locale)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="expert-services">
            <h2 id="expert-services">{t.services()}</h2>
            <ul className="expert-tags">
              {profile.services.map((service) => (
                <li key={service}>{serviceLabel(LL, service)}</li>
              ))}
            </ul>
          </section>
          {profile.standards.length > 0 ? (
            <section aria-labelledby="expert-standards">
              <h2 id="expert-standards">{t.standards()}</h2>
              <ul className="expert-tags">
                {profile.standards.map((standard) => (
                  <li key={standard}>{standardLabel(LL, standard)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="expert-credentials">
            <h2 id="expert-credentials">{t.credentials()}</h2>
            {profile.credentials.length === 0 ? (
              <p>{t.noCredentials()}</p>
            ) : (
              <ul className="expert-credentials">
                {profile.credentials.map((credential, index) => (
                  <CredentialItem key={`${index}-${credential.title}`} credential={credential} />
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside>
          <section aria-labelledby="expert-facts">
            <h2 id="expert-facts">{t.facts()}</h2>
            <dl className="expert-facts">
              {profile.organizationName ? (
                <>
                  <dt>{t.organization()}</dt>
                  <dd>
                    {profile.organizationName}
                    {profile.profession ? ` · ${profile.profession}` : ''}
                  </dd>
                </>
              ) : null}
              {profile.location ? (
                <>
                  <dt>{t.location()}</dt>
                  <dd>{profile.location}</dd>
                </>
              ) : null}
              <dt>{t.languages()}</dt>
              <dd>{profile.languages.map((language) => languageLabel(LL, language)).join(', ')}</dd>
              <dt>{t.availability()}</dt>
              <dd>{availabilityLabel(LL, profile.availability)}</dd>
              <dt>{t.experience()}</dt>
              <dd>{LL.experts.card.years({ count: profile.yearsOfExperience })}</dd>
            </dl>
            {profile.profileUrl ? (
              <p>
                <a href={profile.profileUrl} rel="noopener noreferrer nofollow ugc" target="_blank">
                  {t.profileLink()}
                </a>
              </p>
            ) : null}
          </section>
          <ContactExpertPanel profile={profile} />
          <p>
            <Link href={paths.expertList}>{t.backToList()}</Link>
          </p>
        </aside>
      </div>
    </article>
  );
}

function CredentialItem({ credential }: { credential: Credential }) {
  const { LL, locale } = useI18nContext();
  const t = LL.experts.profile;
  return (
    <li className="expert-credential">
      <div className="expert-credential-marks">
        {credential.verified ? <span className="expert-mark-verified">✓ {t.verified()}</span> : null}
        {credential.expired ? <span className="expert-mark-expired">{t.expired()}</span> : null}
      </div>
      <h3>{credential.title}</h3>
      <p>{credential.source === 'ACADEMY' ? t.academy() : t.issuedBy({ issuer: credential.issuer })}</p>
      <p>
        <time dateTime={isoDay(credential.issuedOn)}>
          {t.issuedOn({ date: formatDay(credential.issuedOn, locale) })}
        </time>
        {credential.expiresOn ? (
          <>
            {' · '}
            <time dateTime={isoDay(credential.expiresOn)}>
              {t.expiresOn({ date: formatDay(credential.expiresOn, locale) })}
            </time>
          </>
        ) : null}
      </p>
      {credential.verifyUrl ? (
        <p>
          <a href={credential.verifyUrl}>{t.verify()}</a>
        </p>
      ) : null}
      {credential.evidenceUrl ? (
        <p>
          <a href={credential.evidenceUrl} rel="noopener noreferrer nofollow" target="_blank">
            {t.evidence()}
          </a>
        </p>
      ) : null}
    </li>
  );
}
