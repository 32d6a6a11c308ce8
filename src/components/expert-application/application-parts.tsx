// Read-only parts of the expert application pages, shared by /expert/apply, /expert/my-profile and the staff review
// (src/pages/experts, src/pages/staff):
// the application's answers, a credentials list, and the application's history. Dates in the reader's format.
import type { ReactNode } from 'react';
import { formatDay } from '../content/format-day';
import { useI18nContext } from '../../i18n/i18n-react';
import type {
  CityList,
  ExpertApplicationDraft,
  ExpertApplicationEvent,
  ExpertCredential,
  ExpertReference,
} from '../../../machines/experts/experts.types';
import './expert-application.css';

/** A moment in the reader's format, e.g. 24 thg 11, 2026, 10:00 (vi) or 24 Nov 2026, 10:00 (en). */
export function formatDateTime(value: string, locale: 'vi' | 'en'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A calendar date (YYYY-MM-DD) in the reader's format. */
export function formatDate(iso: string, locale: 'vi' | 'en'): string {
  return formatDay(`${iso}T12:00:00+07:00`, locale);
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="expert-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything an application holds, as the applicant wrote it. */
export function ApplicationSummary({
  data,
  reference,
  cities,
  withContact = true,
}: {
  data: ExpertApplicationDraft;
  reference: ExpertReference;
  cities: CityList;
  withContact?: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertApply;
  const v = LL.expertVocabulary;
  const none = t.common.none();
  const list = (items: string[]) => (items.length ? items.join(', ') : none);
  const sectors = (data.sectorIds ?? []).map((id) => {
    const sector = reference.sectors.find((item) => item.id === id);
    return sector ? (locale === 'vi' ? sector.name_vi : sector.name_en) : `#${id}`;
  });
  const country = reference.countries.find((item) => item.id === data.countryId);
  const city = cities.cities.find((item) => item.id === data.cityId);
  const place = [city?.name, country ? (locale === 'vi' ? country.name_vi : country.name_en) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <dl className="expert-facts">
        {withContact && (
          <>
            <Fact label={t.fields.lastName()}>{data.lastName ?? none}</Fact>
            <Fact label={t.fields.firstName()}>{data.firstName ?? none}</Fact>
            <Fact label={t.fields.phone()}>{data.phone ?? none}</Fact>
          </>
        )}
        <Fact label={t.fields.headline()}>{data.headline ?? none}</Fact>
        <Fact label={t.fields.description()}>
          <span className="expert-text">{data.description ?? none}</span>
        </Fact>
        <Fact label={t.fields.profession()}>{data.profession || none}</Fact>
        <Fact label={t.fields.organizationName()}>{data.organizationName || none}</Fact>
        <Fact label={t.fields.yearsOfExperience()}>
          {data.yearsOfExperience === undefined ? none : String(data.yearsOfExperience)}
        </Fact>
        <Fact label={t.fields.availability()}>
          {data.availability ? v.availability[data.availability]() : none}
        </Fact>
        <Fact label={t.fields.profileUrl()}>
          {data.profileUrl ? <ExternalLink href={data.profileUrl}>{data.profileUrl}</ExternalLink> : none}
        </Fact>
        <Fact label={t.fields.sectors()}>{list(sectors)}</Fact>
        <Fact label={t.fields.services()}>
          {list((data.services ?? []).map((code) => v.services[code]()))}
        </Fact>
        <Fact label={t.fields.standards()}>
          {list((data.standards ?? []).map((code) => v.standards[code]()))}
        </Fact>
        <Fact label={t.fields.country()}>{place || none}</Fact>
        <Fact label={t.fields.languages()}>
          {list((data.languages ?? []).map((code) => v.languages[code]()))}
        </Fact>
      </dl>
      <h3 className="h-small">{t.sections.credentials()}</h3>
      <DeclaredCredentials credentials={data.credentials ?? []} />
    </>
  );
}

/** Credentials as declared (title, issuer, dates, evidence link). */
export function DeclaredCredentials({
  credentials,
}: {
  credentials: NonNullable<ExpertApplicationDraft['credentials']>;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertApply.credentials;
  if (credentials.length === 0) return <p>{t.none()}</p>;
  return (
    <ul className="expert-credential-list">
      {credentials.map((credential, index) => (
        <li key={index}>
          <strong>{credential.title}</strong>, {credential.issuer}
          <br />
          {t.issuedAt({ date: formatDate(credential.issuedOn, locale) })}
          {credential.expiresOn
            ? ` · ${t.validUntil({ date: formatDate(credential.expiresOn, locale) })}`
            : ''}
          {credential.evidenceUrl && (
            <>
              {' · '}
              <ExternalLink href={credential.evidenceUrl}>{t.checkLink()}</ExternalLink>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Credentials as a profile shows them: verified ones marked, academy certificates linked to their check page. */
export function ProfileCredentials({ credentials }: { credentials: ExpertCredential[] }) {
  const { LL, locale } = useI18nContext();
  const t = LL.expertApply.credentials;
  if (credentials.length === 0) return <p>{t.none()}</p>;
  return (
    <ul className="expert-credential-list">
      {credentials.map((credential, index) => (
        <li key={index}>
          <strong>{credential.title}</strong>,{' '}
          {credential.source === 'ACADEMY' ? t.academy() : credential.issuer}
          {credential.verified && <span className="expert-badge expert-badge-ok">{t.verified()}</span>}
          {credential.expired && <span className="expert-badge">{t.expired()}</span>}
          <br />
          {t.issuedAt({ date: formatDate(credential.issuedOn, locale) })}
          {credential.expiresOn
            ? ` · ${t.validUntil({ date: formatDate(credential.expiresOn, locale) })}`
            : ''}
          {(credential.verifyUrl ?? credential.evidenceUrl) && (
            <>
              {' · '}
              <ExternalLink href={(credential.verifyUrl ?? credential.evidenceUrl)!}>
                {t.checkLink()}
              </ExternalLink>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="expert-link">
      {children}
    </a>
  );
}

/** The application's steps, oldest first, with staff's texts. */
export function ApplicationHistory({ events }: { events: ExpertApplicationEvent[] }) {
  const { LL, locale } = useI18nContext();
  const v = LL.expertVocabulary;
  const t = LL.staffExperts.detail;
  if (events.length === 0) return <p>{t.noHistory()}</p>;
  return (
    <ol className="expert-history">
      {events.map((event, index) => (
        <li key={index}>
          <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>{' '}
          <strong>{v.statuses[event.toStatus]()}</strong> ({event.byStaff ? t.byStaff() : t.byApplicant()})
          {event.message && <p className="expert-text">{event.message}</p>}
        </li>
      ))}
    </ol>
  );
}
