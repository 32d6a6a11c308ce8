// /academy/course/{id}/chapter/{chapterId}/lesson/{lessonId}/{slug}: one lesson: its content (sanitised HTML from
// the API), "Up next" with "Next lesson", "Previous" / "Next", "Back to course", the course content (table of
// contents with done marks and the current lesson), marking the lesson done (moving on with "Next" marks it done
// too) and the chapter's quiz after its last lesson. Visitors read the preview lesson only; other lessons ask them
// to sign in, then to join. A wrong slug is replaced by the right one; unknown ids are the 404 page.
// Two machines: the course's enrolment (course, progress, joining; kept while moving between its lessons) and the
// lesson's content.
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import type { CourseDetail, Lesson } from '../../../machines/academy/academy.types';
import type { EnrolmentStatus, EnrolmentView } from '../../../machines/academy/enrolment.types';
import { firstLessonView, selectLessonView } from '../../../machines/academy/lesson.selectors';
import type { LessonInput } from '../../../machines/academy/lesson.types';
import type { PageProps } from '../../app/page-props';
import { useLazyActor } from '../../app/lazy-actor';
import { lessonRequest, routeId } from '../../app/academy-requests';
import { courseDetailPath, lessonPathFor, paths, quizPathFor, signInPathFor } from '../../app/paths';
import { usePreloaded } from '../../app/render-context';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../components/use-document-title';
import { useNoticeText } from '../../components/form/use-notice-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { AcademyFailed, AcademyLoading, Breadcrumbs, useAcademyTrail } from './academy-parts';
import './learning.css';
import { CourseToc, EnrolPanel, NoticeLine } from './course-parts';
import { useEnrolment, useViewerSync } from './use-enrolment';

interface LessonIds {
  courseId: number;
  chapterId: number;
  lessonId: number;
}

export default function LessonPage({ params }: PageProps) {
  const { locale } = useI18nContext();
  const [courseId, chapterId, lessonId] = [
    routeId(params.id),
    routeId(params.chapterId),
    routeId(params.lessonId),
  ];
  if (courseId === null || chapterId === null || lessonId === null) return <NotFound />;
  return (
    <LessonFrame
      key={`${locale} ${courseId}`}
      ids={{ courseId, chapterId, lessonId }}
      slug={params.slug ?? ''}
    />
  );
}

/** The course around the lesson (kept while moving between its lessons). */
function LessonFrame({ ids, slug }: { ids: LessonIds; slug: string }) {
  const { send, view } = useEnrolment(ids.courseId);
  if (view.kind === 'missing') return <NotFound />;
  if (view.kind !== 'shown') {
    return <Pending view={view} onRetry={() => send({ type: 'user.retry' })} />;
  }
  const chapter = view.course.chapters.find((candidate) => candidate.id === ids.chapterId);
  const entry = chapter?.lessons.find((candidate) => candidate.id === ids.lessonId);
  if (!chapter || !entry) return <NotFound />;
  return (
    <LessonView
      key={ids.lessonId}
      ids={ids}
      slug={slug}
      rightSlug={entry.slug}
      course={view.course}
      enrolment={view}
      send={send}
    />
  );
}

function Pending({ view, onRetry }: { view: EnrolmentView; onRetry: () => void }) {
  const { LL } = useI18nContext();
  const noticeText = useNoticeText();
  useDocumentTitle(LL.screens.lesson());
  return (
    <div className="container academy-section">
      <h1 className="visually-hidden">{LL.screens.lesson()}</h1>
      {view.kind === 'failed' ? (
        <AcademyFailed onRetry={onRetry} text={noticeText(view.notice) ?? undefined} />
      ) : (
        <AcademyLoading />
      )}
    </div>
  );
}

type EnrolmentSend = ReturnType<typeof useEnrolment>['send'];

function LessonView({
  ids,
  slug,
  rightSlug,
  course,
  enrolment,
  send,
}: {
  ids: LessonIds;
  slug: string;
  rightSlug: string;
  course: CourseDetail;
  enrolment: Extract<EnrolmentView, { kind: 'shown' }>;
  send: EnrolmentSend;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.academy.lesson;
  const noticeText = useNoticeText();
  const preloaded = usePreloaded<{ data: Lesson }>(
    lessonRequest(ids.courseId, ids.chapterId, ids.lessonId),
    locale,
  );
  // The lesson machine loads once the page is live, like the enrolment's (src/app/lazy-actor.ts).
  const input: LessonInput = { ...ids, viewer: 'unknown', preloaded };
  const lesson = useLazyActor({
    create: () =>
      import('../../app/wiring/academy').then(({ createLessonActor }) => createLessonActor(input)),
    select: selectLessonView,
    initialView: firstLessonView(input),
  });
  const sendLesson = lesson.send;
  useViewerSync(sendLesson);
  const { view } = lesson;
  const joined = enrolment.status.kind === 'joined';
  useEffect(() => {
    if (joined) sendLesson({ type: 'course.joined' });
  }, [joined, sendLesson]);
  const [location, navigate] = useLocation();
  const ownPath = lessonPathFor({ ...ids, slug: rightSlug });
  useEffect(() => {
    if (slug !== rightSlug) navigate(ownPath, { replace: true });
  }, [slug, rightSlug, ownPath, navigate]);

  const chapter = course.chapters.find((candidate) => candidate.id === ids.chapterId)!;
  const entry = chapter.lessons.find((candidate) => candidate.id === ids.lessonId)!;
  const { trail, breadcrumbs } = useAcademyTrail([
    { label: LL.screens.courseList(), href: paths.courseList },
    { label: course.title, href: courseDetailPath(course.id, course.slug) },
    { label: entry.title },
  ]);
  useDocumentTitle(`${entry.title} · ${course.title}`, {
    description: view.kind === 'shown' ? `${course.title}: ${chapter.title}` : course.summary,
    breadcrumbs,
    languages: course.languages,
    path: ownPath,
    // A locked lesson's page only says to sign in: nothing for search engines to list.
    ...(view.kind === 'signInRequired' || view.kind === 'joinRequired' ? { noindex: true } : {}),
  });
  // The 404 page's head follows (rendered after this one, it wins).
  if (view.kind === 'missing') return <NotFound />;

  return (
    <div className="container lesson-page">
      <header className="lesson-header">
        <Breadcrumbs trail={trail} />
        <p className="eyebrow">{t.meta({ chapter: chapter.title, minutes: entry.durationMinutes })}</p>
        <h1 id="page-title">{entry.title}</h1>
        <p>
          <Link href={courseDetailPath(course.id, course.slug)}>{t.backToCourse()}</Link>
        </p>
      </header>
      <div className="lesson-layout">
        <div className="lesson-main">
          {(() => {
            switch (view.kind) {
              case 'loading':
                return <AcademyLoading />;
              case 'failed':
                return (
                  <AcademyFailed
                    onRetry={() => sendLesson({ type: 'user.retry' })}
                    text={noticeText(view.notice) ?? undefined}
                  />
                );
              case 'signInRequired':
                return (
                  <div className="academy-alert">
                    <p>{t.signInToRead()}</p>
                    <Link href={signInPathFor(location)} className="button button-primary">
                      {t.signIn()}
                    </Link>
                  </div>
                );
              case 'joinRequired':
                return (
                  <div className="academy-alert">
                    <p>{t.joinToRead()}</p>
                    <EnrolPanel
                      course={course}
                      status={enrolment.status}
                      notice={enrolment.notice}
                      onJoin={() => send({ type: 'user.join' })}
                      showContinue={false}
                    />
                  </div>
                );
              case 'shown':
                return (
                  <LessonBody lesson={view.lesson} course={course} status={enrolment.status} send={send} />
                );
            }
          })()}
          {view.kind === 'shown' ? <NoticeLine notice={enrolment.notice} /> : null}
        </div>
        <aside className="lesson-aside" aria-labelledby="lesson-contents">
          <h2 id="lesson-contents" className="h-small">
            {t.courseContent()}
          </h2>
          <CourseToc course={course} currentLessonId={ids.lessonId} headingId="lesson-contents" />
          {enrolment.status.kind !== 'joined' && view.kind !== 'joinRequired' ? (
            <EnrolPanel
              course={course}
              status={enrolment.status}
              notice={enrolment.notice}
              onJoin={() => send({ type: 'user.join' })}
              showContinue={false}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function LessonBody({
  lesson,
  course,
  status,
  send,
}: {
  lesson: Lesson;
  course: CourseDetail;
  status: EnrolmentStatus;
  send: EnrolmentSend;
}) {
  const { LL } = useI18nContext();
  const t = LL.academy.lesson;
  const joined = status.kind === 'joined';
  const saving = joined && status.saving;
  const done = joined && status.enrolment.completedLessonIds.includes(lesson.id);
  const nextPath = lesson.chapterQuiz
    ? quizPathFor(course.id, lesson.chapterQuiz.chapterId)
    : lesson.next
      ? lessonPathFor(lesson.next)
      : courseDetailPath(course.id, course.slug);
  const nextLessonPath = lesson.next ? lessonPathFor(lesson.next) : null;
  // A member moves on through the progress call (marking this lesson done); anyone else simply follows the link.
  const moveOn = (path: string) => (event: { preventDefault: () => void }) => {
    if (!joined) return;
    event.preventDefault();
    send({ type: 'user.next', lessonId: lesson.id, path });
  };
  return (
    <>
      {lesson.preview && !joined ? <p className="academy-note">{t.previewNote()}</p> : null}
      {/* Sanitised on the server (the course seed renders Markdown to safe HTML). */}
      <div className="academy-html lesson-content" dangerouslySetInnerHTML={{ __html: lesson.contentHtml }} />
      {lesson.sources.length > 0 ? (
        <section aria-labelledby="lesson-sources" className="lesson-sources">
          <h2 id="lesson-sources" className="h-small">
            {t.sources()}
          </h2>
          <ul className="academy-sources">
            {lesson.sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {joined ? (
        <div className="lesson-done">
          {done ? <p>{t.isDone()}</p> : null}
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={done}
            disabled={saving}
            onClick={() => send({ type: 'user.markLesson', lessonId: lesson.id, completed: !done })}
          >
            {done ? t.markNotDone() : t.markDone()}
          </button>
        </div>
      ) : null}
      {lesson.chapterQuiz ? (
        <div className="lesson-quiz-offer">
          <p>{t.quizOffer({ chapter: lesson.chapterTitle, count: lesson.chapterQuiz.questionCount })}</p>
          <Link href={nextPath} className="button button-primary" onClick={moveOn(nextPath)}>
            {t.takeQuiz()}
          </Link>
        </div>
      ) : null}
      {lesson.next ? (
        <section className="lesson-up-next" aria-labelledby="lesson-up-next">
          <h2 id="lesson-up-next" className="h-small">
            {t.upNext()}
          </h2>
          <p>{lesson.next.title}</p>
          <Link href={nextLessonPath!} className="button button-secondary" onClick={moveOn(nextLessonPath!)}>
            {t.nextLesson()}
          </Link>
        </section>
      ) : (
        <p className="academy-note">{t.endOfCourse()}</p>
      )}
      <nav className="lesson-nav" aria-label={t.lessonNavigation()}>
        {lesson.previous ? (
          <Link href={lessonPathFor(lesson.previous)} rel="prev">
            ← {t.previous()}
          </Link>
        ) : (
          <span />
        )}
        <Link
          href={nextPath}
          rel="next"
          className="button button-primary"
          aria-disabled={saving || undefined}
          onClick={moveOn(nextPath)}
        >
          {t.next()} →
        </Link>
      </nav>
      <p className="visually-hidden" aria-live="polite">
        {saving ? LL.academy.loading() : ''}
      </p>
    </>
  );
}
