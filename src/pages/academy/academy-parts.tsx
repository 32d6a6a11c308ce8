// Pieces shared by the academy's pages: who is reading (visitor or member, as the session says, the same on the
// server and while hydrating), the breadcrumb trail, durations, topic and language labels, the progress bar, and the
// loading / failed states. The catalogue pages' course cards and paging are in ./course-cards.
import { Breadcrumbs as SharedBreadcrumbs, type Crumb } from '../../components/breadcrumbs';
import type { Locale } from '../../../domain/messages';
import type { CourseTopic, Viewer } from '../../../machines/academy/academy.types';
import type { Breadcrumb } from '../../app/head';
import { paths } from '../../app/paths';
import { useHydrated, useRenderContext } from '../../app/render-context';
import { useSessionView } from '../../components/session-context';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import './academy.css';

/**
 * The reader as the academy's machines know them. Until the page is hydrated it is the server's hint (no access-token
 * cookie: a visitor; else unknown), so the first render matches the server's HTML; then the live session.
 */
export function useViewer(): Viewer {
  const hydrated = useHydrated();
  const { sessionHint } = useRenderContext();
  const live = useSessionView();
  const kind = hydrated || sessionHint === null ? live.kind : sessionHint;
  if (kind === 'signedIn') return 'member';
  if (kind === 'signedOut') return 'visitor';
  return 'unknown';
}

export type { Crumb };

/** Home and the academy first; the last crumb is the current page. */
export function useAcademyTrail(crumbs: readonly Crumb[]): { trail: Crumb[]; breadcrumbs: Breadcrumb[] } {
  const { LL } = useI18nContext();
  const trail = [
    { label: LL.screens.home(), href: paths.home },
    { label: LL.screens.academy(), href: paths.academy },
    ...crumbs,
  ];
  return { trail, breadcrumbs: trail.map((crumb) => ({ name: crumb.label, path: crumb.href })) };
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { LL } = useI18nContext();
  return <SharedBreadcrumbs trail={trail} label={LL.academy.breadcrumb()} className="academy-crumbs" />;
}

/** `45 phút`, `1 giờ 20 phút` / `45 min`, `1 h 20 min`. */
export function formatDuration(LL: TranslationFunctions, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return LL.academy.minutes({ minutes: rest });
  if (rest === 0) return LL.academy.hours({ hours });
  return LL.academy.hoursMinutes({ hours, minutes: rest });
}

export function topicLabel(LL: TranslationFunctions, topic: CourseTopic): string {
  switch (topic) {
    case 'ghg-inventory':
      return LL.academy.topics.ghgInventory();
    case 'decree-06':
      return LL.academy.topics.decree06();
    case 'cbam':
      return LL.academy.topics.cbam();
    case 'esg':
      return LL.academy.topics.esg();
  }
}

export function languageLabel(LL: TranslationFunctions, language: Locale): string {
  return language === 'vi' ? LL.academy.languages.vi() : LL.academy.languages.en();
}

/** The API's progressPercent as a bar and its figure. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="academy-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span>{label}</span>
    </div>
  );
}

/** A course not written in the reader's language comes in Vietnamese: say so to assistive technology. */
export function contentLang(languages: readonly Locale[], locale: Locale): Locale | undefined {
  return languages.includes(locale) ? undefined : 'vi';
}

export function AcademyLoading() {
  const { LL } = useI18nContext();
  return (
    <p className="academy-loading" role="status">
      {LL.academy.loading()}
    </p>
  );
}

export function AcademyFailed({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { LL } = useI18nContext();
  return (
    <div className="academy-failed" role="alert">
      <p>{text ?? LL.academy.failed()}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {LL.academy.retry()}
      </button>
    </div>
  );
}
