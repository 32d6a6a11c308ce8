// /academy/course "Our Courses": every published course, filtered by topic (`?topic=`) and by the language it is
// written in (`?language=`), nine per page (`?page=`): a filtered list has its own URL (and canonical URL). Each
// card: cover, title, summary, duration, lessons, updated date, and "Joined" with the progress for a member who
// joined. Server-rendered with its first page; a member's copy is read again in the browser.
import { Link, useSearch } from 'wouter';
import type { PageProps } from '../../app/page-props';
import {
  COURSE_LANGUAGES,
  COURSE_TOPICS,
  courseListQuery,
  courseListRequest,
  type CourseListQuery,
} from '../../app/page-data';
import { courseListPathFor } from '../../app/paths';
import { loadCourses } from '../../app/wiring/academy-reads';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import {
  AcademyFailed,
  AcademyLoading,
  Breadcrumbs,
  languageLabel,
  topicLabel,
  useAcademyTrail,
} from './academy-parts';
import { CourseCard, Paging } from './course-cards';
import { CourseListRead } from './course-list-read';

export default function CourseListPage(_: PageProps) {
  const { LL } = useI18nContext();
  const query = courseListQuery(useSearch());
  const title = LL.screens.courseList();
  const { trail, breadcrumbs } = useAcademyTrail([{ label: title }]);
  const filters = [
    query.topic ? topicLabel(LL, query.topic) : null,
    query.language ? languageLabel(LL, query.language) : null,
  ].filter(Boolean);
  useDocumentTitle(filters.length ? `${title}: ${filters.join(', ')}` : title, {
    description: LL.academyCatalog.list.lead(),
    breadcrumbs,
  });
  const request = courseListRequest(query);
  return (
    <>
      <section className="academy-hero academy-hero-compact" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumbs trail={trail} />
          <h1 id="page-title">{title}</h1>
          <p className="lead">{LL.academyCatalog.list.lead()}</p>
        </div>
      </section>
      <div className="container academy-section">
        <Filters query={query} />
        <CourseListRead request={request} load={() => loadCourses(query)}>
          {(view, retry) => {
            if (view.kind === 'loading') return <AcademyLoading />;
            if (view.kind !== 'shown') return <AcademyFailed onRetry={retry} />;
            const { data, meta } = view.data;
            if (data.length === 0) {
              return (
                <p className="academy-empty">
                  {LL.academyCatalog.list.empty()}{' '}
                  <Link href={courseListPathFor({ topic: null, language: null, page: 1 })}>
                    {LL.academyCatalog.list.clearFilters()}
                  </Link>
                </p>
              );
            }
            return (
              <>
                <div className="course-grid">
                  {data.map((course) => (
                    <CourseCard key={course.id} course={course} headingLevel={2} />
                  ))}
                </div>
                <Paging
                  page={meta.page}
                  pages={meta.pageCount}
                  hrefOf={(page) => courseListPathFor({ ...query, page })}
                />
              </>
            );
          }}
        </CourseListRead>
      </div>
    </>
  );
}

/** The filters as links (each a URL of its own, usable without JavaScript), the current one marked. */
function Filters({ query }: { query: CourseListQuery }) {
  const { LL } = useI18nContext();
  const t = LL.academyCatalog.list;
  const topics: Array<[CourseListQuery['topic'], string]> = [
    [null, t.allTopics()],
    ...COURSE_TOPICS.map((topic): [CourseListQuery['topic'], string] => [topic, topicLabel(LL, topic)]),
  ];
  const languages: Array<[CourseListQuery['language'], string]> = [
    [null, t.allLanguages()],
    ...COURSE_LANGUAGES.map((language): [CourseListQuery['language'], string] => [
      language,
      languageLabel(LL, language),
    ]),
  ];
  return (
    <nav className="course-filters" aria-label={t.filters()}>
      <div className="course-filter">
        <h2 className="h-small" id="filter-topic">
          {t.topic()}
        </h2>
        <ul aria-labelledby="filter-topic">
          {topics.map(([topic, label]) => (
            <li key={topic ?? 'all'}>
              <Link
                href={courseListPathFor({ ...query, topic, page: 1 })}
                aria-current={query.topic === topic ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="course-filter">
        <h2 className="h-small" id="filter-language">
          {t.language()}
        </h2>
        <ul aria-labelledby="filter-language">
          {languages.map(([language, label]) => (
            <li key={language ?? 'all'}>
              <Link
                href={courseListPathFor({ ...query, language, page: 1 })}
                aria-current={query.language === language ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
