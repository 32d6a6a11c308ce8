// The catalogue pages' pieces (/academy and the course list): a course's card and the list's paging. Apart from the
// pieces every academy page shares (./academy-parts), so that a course, lesson or quiz page loads neither them nor
// the catalogue's texts (the academyCatalog namespace).
import { Link } from 'wouter';
import type { CourseSummary } from '../../../machines/academy/academy.types';
import { courseDetailPath } from '../../app/paths';
import { formatDay, isoDay } from '../../components/content/format-day';
import { useI18nContext } from '../../i18n/i18n-react';
import { contentLang, formatDuration, languageLabel, ProgressBar, topicLabel } from './academy-parts';

export function CourseCard({ course, headingLevel = 3 }: { course: CourseSummary; headingLevel?: 2 | 3 }) {
  const { LL, locale } = useI18nContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = courseDetailPath(course.id, course.slug);
  return (
    <article className="course-card" lang={contentLang(course.languages, locale)}>
      {course.coverImageUrl ? (
        <img
          className="course-card-cover"
          src={course.coverImageUrl}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
        />
      ) : (
        <div className="course-card-cover course-card-cover-blank" aria-hidden="true">
          {topicLabel(LL, course.topic)}
        </div>
      )}
      <div className="course-card-body">
        <p className="course-card-topic">
          {topicLabel(LL, course.topic)}
          {course.enrolled ? <span className="course-badge">{LL.academy.card.joined()}</span> : null}
        </p>
        <Heading className="course-card-title">
          <Link href={href}>{course.title}</Link>
        </Heading>
        <p className="course-card-summary">{course.summary}</p>
        <ul className="course-card-facts">
          <li>{formatDuration(LL, course.durationMinutes)}</li>
          <li>{LL.academy.card.lessons({ count: course.lessonCount })}</li>
          <li>
            <UpdatedOn iso={course.updatedAt} />
          </li>
          <li>
            {LL.academy.card.inLanguages({
              languages: course.languages.map((language) => languageLabel(LL, language)).join(', '),
            })}
          </li>
        </ul>
        {course.enrolled && course.progressPercent !== null ? (
          <ProgressBar
            percent={course.progressPercent}
            label={LL.academy.card.progress({ percent: course.progressPercent })}
          />
        ) : null}
      </div>
    </article>
  );
}

export function Paging({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { LL } = useI18nContext();
  if (pages <= 1) return null;
  return (
    <nav className="academy-paging" aria-label={LL.academyCatalog.list.pagination()}>
      {page > 1 ? <Link href={hrefOf(page - 1)}>{LL.academyCatalog.list.previousPage()}</Link> : <span />}
      <span>{LL.academyCatalog.list.pageOf({ page, pages })}</span>
      {page < pages ? <Link href={hrefOf(page + 1)}>{LL.academyCatalog.list.nextPage()}</Link> : <span />}
    </nav>
  );
}

export function UpdatedOn({ iso }: { iso: string }) {
  const { LL, locale } = useI18nContext();
  return <time dateTime={isoDay(iso)}>{LL.academy.card.updatedOn({ date: formatDay(iso, locale) })}</time>;
}
