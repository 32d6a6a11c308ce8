// /academy/course/{id}/detail/{slug}: one course: overview, audience, duration, estimated time, updated date, the
// table of contents (chapters with lessons and quiz), the completion policy in words, sources, and the join area:
// "Start course" (a visitor signs in first and comes back with ?join=1, which joins), "Joined" with the progress
// and "Continue" at the resume lesson, or the plan limit with a link to pricing. A wrong slug is replaced by the
// right one; an unknown id is the 404 page. Server-rendered (a visitor's copy) with its head.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CourseDetail } from '../../../machines/academy/academy.types';
import type { EnrolmentView } from '../../../machines/academy/enrolment.types';
import type { PageProps } from '../../app/page-props';
import { routeId } from '../../app/academy-requests';
import { courseDetailPath, paths } from '../../app/paths';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../components/use-document-title';
import { useNoticeText } from '../../components/form/use-notice-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { formatDay, isoDay } from '../../components/content/format-day';
import {
  AcademyFailed,
  AcademyLoading,
  Breadcrumbs,
  contentLang,
  formatDuration,
  languageLabel,
  topicLabel,
  useAcademyTrail,
} from './academy-parts';
import { CourseToc, EnrolPanel } from './course-parts';
import { useEnrolment } from './use-enrolment';

export default function CoursePage({ params }: PageProps) {
  const { locale } = useI18nContext();
  const id = routeId(params.id);
  const joinOnArrival = new URLSearchParams(useSearch()).get('join') === '1';
  if (id === null) return <NotFound />;
  return <CourseView key={`${locale} ${id}`} courseId={id} slug={params.slug ?? ''} join={joinOnArrival} />;
}

function CourseView({ courseId, slug, join }: { courseId: number; slug: string; join: boolean }) {
  const { send, view } = useEnrolment(courseId, join);
  const [, navigate] = useLocation();
  const right = view.kind === 'shown' ? courseDetailPath(view.course.id, view.course.slug) : null;
  const wrongSlug = view.kind === 'shown' && view.course.slug !== slug;
  // A wrong slug (or the sign-in return's ?join=1, once read) is replaced by the course's own URL.
  useEffect(() => {
    if (right && (wrongSlug || join)) navigate(right, { replace: true });
  }, [right, wrongSlug, join, navigate]);
  switch (view.kind) {
    case 'missing':
      return <NotFound />;
    case 'loading':
      return <CoursePending view={view} onRetry={() => undefined} />;
    case 'failed':
      return <CoursePending view={view} onRetry={() => send({ type: 'user.retry' })} />;
    case 'shown':
      return <CourseShown view={view} course={view.course} onJoin={() => send({ type: 'user.join' })} />;
  }
}

function CoursePending({ view, onRetry }: { view: EnrolmentView; onRetry: () => void }) {
  const { LL } = useI18nContext();
  const noticeText = useNoticeText();
  useDocumentTitle(LL.screens.courseDetail());
  return (
    <div className="container academy-section">
      <h1 className="visually-hidden">{LL.screens.courseDetail()}</h1>
      {view.kind === 'failed' ? (
        <AcademyFailed onRetry={onRetry} text={noticeText(view.notice) ?? undefined} />
      ) : (
        <AcademyLoading />
      )}
    </div>
  );
}

function CourseShown({
  view,
  course,
  onJoin,
}: {
  view: Extract<EnrolmentView, { kind: 'shown' }>;
  course: CourseDetail;
  onJoin: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.academy.course;
  const page = LL.academyCourse;
  const { trail, breadcrumbs } = useAcademyTrail([
    { label: LL.screens.courseList(), href: paths.courseList },
    { label: course.title },
  ]);
  useDocumentTitle(course.title, {
    description: course.summary,
    image: course.coverImageUrl,
    breadcrumbs,
    languages: course.languages,
    path: courseDetailPath(course.id, course.slug),
  });
  return (
    <article className="course-page" aria-labelledby="page-title">
      <header className="academy-hero">
        <div className="container course-hero">
          <div>
            <Breadcrumbs trail={trail} />
            <p className="eyebrow">{topicLabel(LL, course.topic)}</p>
            <h1 id="page-title">{course.title}</h1>
            <p className="lead">{course.summary}</p>
            <dl className="course-facts" aria-label={page.facts()}>
              <div>
                <dt>{page.duration()}</dt>
                <dd>{formatDuration(LL, course.durationMinutes)}</dd>
              </div>
              <div>
                <dt>{page.estimated()}</dt>
                <dd>{formatDuration(LL, course.estimatedMinutes)}</dd>
              </div>
              <div>
                <dt>{page.size()}</dt>
                <dd>{page.sizeValue({ chapters: course.chapterCount, lessons: course.lessonCount })}</dd>
              </div>
              <div>
                <dt>{page.updated()}</dt>
                <dd>
                  <time dateTime={isoDay(course.updatedAt)}>{formatDay(course.updatedAt, locale)}</time>
                </dd>
              </div>
              <div>
                <dt>{LL.academyCourse.language()}</dt>
                <dd>{course.languages.map((language) => languageLabel(LL, language)).join(', ')}</dd>
              </div>
            </dl>
          </div>
          <EnrolPanel course={course} status={view.status} notice={view.notice} onJoin={onJoin} />
        </div>
      </header>
      <div className="container course-body" lang={contentLang(course.languages, locale)}>
        <section aria-labelledby="course-overview">
          <h2 id="course-overview">{page.overview()}</h2>
          {/* Sanitised on the server (the course seed renders Markdown to safe HTML). */}
          <div className="academy-html" dangerouslySetInnerHTML={{ __html: course.overviewHtml }} />
          <h3>{page.audience()}</h3>
          <p>{course.audience}</p>
        </section>
        <section aria-labelledby="course-contents">
          <h2 id="course-contents">{page.contents()}</h2>
          <CourseToc course={course} headingId="course-contents" />
        </section>
        <section aria-labelledby="course-policy">
          <h2 id="course-policy">{page.policyTitle()}</h2>
          <CompletionPolicy course={course} />
        </section>
        {course.sources.length > 0 ? (
          <section aria-labelledby="course-sources">
            <h2 id="course-sources">{t.sources()}</h2>
            <ul className="academy-sources">
              {course.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** The completion policy in words. */
function CompletionPolicy({ course }: { course: CourseDetail }) {
  const { LL } = useI18nContext();
  const page = LL.academyCourse;
  const policy = course.completionPolicy;
  const hasQuizzes = course.chapters.some((chapter) => chapter.quiz !== null);
  return (
    <ul className="course-policy">
      <li>{policy.requiredLessons === 'all' ? page.policyAllLessons() : page.policyMarkedLessons()}</li>
      {hasQuizzes ? <li>{page.policyQuiz({ percent: policy.quizPassPercent })}</li> : null}
      {hasQuizzes ? (
        <li>
          {policy.maxQuizAttempts === null
            ? page.policyUnlimited()
            : page.policyAttempts({ count: policy.maxQuizAttempts, hours: policy.quizRetryHours })}
        </li>
      ) : null}
      <li>{page.policyServer()}</li>
    </ul>
  );
}
