// Pieces shared by the expert directory's pages (/expert, the list, a profile): who is reading (as the session says,
// the same on the server and while hydrating), the breadcrumb trail, the closed lists' labels, an expert's photo or
// initials, the illustrative mark, an expert's card, the list's paging and the loading / failed states.
import { Link } from 'wouter';
import type { components } from '../../../openapi/schema';
import type { Breadcrumb } from '../../app/head';
import { expertProfilePath, paths } from '../../app/paths';
import { useHydrated, useRenderContext } from '../../app/render-context';
import { Breadcrumbs as SharedBreadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { useSessionView } from '../../components/session-context';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import './experts.css';

export type Expert = components['schemas']['Expert'];
export type ExpertProfile = components['schemas']['ExpertProfile'];
export type Sector = components['schemas']['Sector'];

export interface ExpertListBody {
  data: Expert[];
  meta: components['schemas']['PageMeta'];
}

/**
 * Whether the reader is signed in. Until the page is hydrated it is the server's hint (no access-token cookie: a
 * visitor; else unknown), so the first render matches the server's HTML; then the live session.
 */
export function useSignedIn(): 'yes' | 'no' | 'unknown' {
  const hydrated = useHydrated();
  const { sessionHint } = useRenderContext();
  const live = useSessionView();
  const kind = hydrated || sessionHint === null ? live.kind : sessionHint;
  if (kind === 'signedIn') return 'yes';
  if (kind === 'signedOut') return 'no';
  return 'unknown';
}

/** Home and the directory first; the last crumb is the current page. */
export function useExpertTrail(crumbs: readonly Crumb[]): { trail: Crumb[]; breadcrumbs: Breadcrumb[] } {
  const { LL } = useI18nContext();
  const trail = [
    { label: LL.screens.home(), href: paths.home },
    { label: LL.screens.expert(), href: paths.expert },
    ...crumbs,
  ];
  return { trail, breadcrumbs: trail.map((crumb) => ({ name: crumb.label, path: crumb.href })) };
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { LL } = useI18nContext();
  return <SharedBreadcrumbs trail={trail} label={LL.experts.breadcrumb()} className="expert-crumbs" />;
}

/** Countries whose names are written family name first ("Nguyễn Văn Hùng"); elsewhere "Somchai Rattanakul". */
const FAMILY_NAME_FIRST = new Set(['VN', 'CN', 'HK', 'JP', 'KR']);

/** The expert's name as it is written where they work. */
export function fullName(expert: Pick<Expert, 'firstName' | 'lastName' | 'country'>): string {
  return FAMILY_NAME_FIRST.has(expert.country.code)
    ? `${expert.lastName} ${expert.firstName}`
    : `${expert.firstName} ${expert.lastName}`;
}

export function sectorName(sector: Sector, locale: string): string {
  return locale === 'en' ? sector.name_en : sector.name_vi;
}

export const serviceLabel = (LL: TranslationFunctions, code: Expert['services'][number]) =>
  LL.experts.services[code]();
export const standardLabel = (LL: TranslationFunctions, code: Expert['standards'][number]) =>
  LL.experts.standards[code]();
export const languageLabel = (LL: TranslationFunctions, code: Expert['languages'][number]) =>
  LL.experts.languages[code]();
export const availabilityLabel = (LL: TranslationFunctions, code: Expert['availability']) =>
  LL.experts.availability[code]();

/** The expert's photo, else their initials (decorative: the name is next to it). */
export function ExpertAvatar({ expert, size }: { expert: Expert; size: 'small' | 'large' }) {
  const words = fullName(expert).split(/\s+/);
  const initials = `${words[0].charAt(0)}${words.length > 1 ? words[words.length - 1].charAt(0) : ''}`;
  const className = `expert-avatar expert-avatar-${size}`;
  if (expert.avatarUrl) {
    const px = size === 'large' ? 128 : 64;
    return <img className={className} src={expert.avatarUrl} alt="" width={px} height={px} loading="lazy" />;
  }
  return (
    <span className={`${className} expert-initials`} aria-hidden="true">
      {initials.toLocaleUpperCase()}
    </span>
  );
}

export function IllustrativeBadge() {
  const { LL } = useI18nContext();
  return <span className="badge-example">{LL.experts.illustrative()}</span>;
}

export function ExpertCard({ expert, headingLevel = 3 }: { expert: Expert; headingLevel?: 2 | 3 }) {
  const { LL } = useI18nContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = fullName(expert);
  return (
    <article className="expert-card">
      <div className="expert-card-head">
        <ExpertAvatar expert={expert} size="small" />
        <div className="expert-card-who">
          {expert.illustrative ? <IllustrativeBadge /> : null}
          <Heading className="expert-card-name">
            <Link href={expertProfilePath(expert.slug)} aria-label={LL.experts.card.viewProfile({ name })}>
              {name}
            </Link>
          </Heading>
          {expert.location ? <p className="expert-card-location">{expert.location}</p> : null}
        </div>
      </div>
      <p className="expert-card-headline">{expert.headline}</p>
      <ul className="expert-tags" aria-label={LL.experts.profile.services()}>
        {expert.services.map((service) => (
          <li key={service}>{serviceLabel(LL, service)}</li>
        ))}
      </ul>
      <ul className="expert-card-facts">
        <li>{LL.experts.card.years({ count: expert.yearsOfExperience })}</li>
        <li>{availabilityLabel(LL, expert.availability)}</li>
        <li>{expert.languages.map((language) => languageLabel(LL, language)).join(', ')}</li>
        {expert.verifiedCredentialCount > 0 ? (
          <li className="expert-verified">
            {LL.experts.card.verified({ count: expert.verifiedCredentialCount })}
          </li>
        ) : null}
      </ul>
    </article>
  );
}

export function ExpertsLoading() {
  const { LL } = useI18nContext();
  return (
    <p className="expert-loading" role="status">
      {LL.experts.loading()}
    </p>
  );
}

export function ExpertsFailed({ onRetry }: { onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="expert-failed" role="alert">
      <p>{LL.experts.failed()}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {LL.experts.retry()}
      </button>
    </div>
  );
}
