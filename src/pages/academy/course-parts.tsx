// The course's join area and its table of contents, shared by the course detail and lesson screens. Both render
// the enrolment machine's view: the same Enrolment (progressPercent, done lessons, quiz standings) on each screen.
import { Link } from 'wouter';
import type { Notice } from '../../../domain/failures';
import type { CourseDetail } from '../../../machines/academy/academy.types';
import type { EnrolmentStatus } from '../../../machines/academy/enrolment.types';
import { certificateRequestPath, lessonPathFor, paths, quizPathFor } from '../../app/paths';
import { useHydrated } from '../../app/render-context';
import { useNoticeText } from '../../components/form/use-notice-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { formatDuration, ProgressBar } from './academy-parts';

/** The first lesson a visitor may read. */
export function previewLesson(course: CourseDetail) {
  for (const chapter of course.chapters) {
    const lesson = chapter.lessons.find((candidate) => candidate.preview);
    if (lesson) return { chapter, lesson };
  }
  return null;
}

export function NoticeLine({ notice }: { notice: Notice | null }) {
  // The catalogue loads once the page is live: a notice only comes from the machine, which loads after it.
  const noticeText = useNoticeText();
  if (!notice) return null;
  return (
    <p className="academy-notice" role="alert">
      {noticeText(notice)}
    </p>
  );
}

/** "Start course" / "Joined" with the progress and "Continue", or why joining is not possible now. */
export function EnrolPanel({
  course,
  status,
  notice,
  onJoin,
  showContinue = true,
}: {
  course: CourseDetail;
  status: EnrolmentStatus;
  notice: Notice | null;
  onJoin: () => void;
  showContinue?: boolean;
}) {
  const { LL } = useI18nContext();
  const t = LL.academy.course;
  const preview = previewLesson(course);
  // Disabled until the page is live: a click on the server's HTML before hydration would be lost.
  const live = useHydrated();
  const startButton = (busy: boolean) => (
    <button
      type="button"
      className="button button-primary button-large"
      onClick={onJoin}
      disabled={busy || !live}
    >
      {busy ? t.joining() : t.start()}
    </button>
  );
  switch (status.kind) {
    case 'checking':
      return (
        <div className="enrol-panel" aria-busy="true">
          <button type="button" className="button button-primary button-large" disabled>
            {t.start()}
          </button>
          <p className="enrol-hint">{t.checking()}</p>
        </div>
      );
    case 'visitor':
      return (
        <div className="enrol-panel">
          {startButton(false)}
          <p className="enrol-hint">{t.signInToStart()}</p>
          {preview ? (
            <p>
              <Link
                href={lessonPathFor({
                  courseId: course.id,
                  chapterId: preview.chapter.id,
                  lessonId: preview.lesson.id,
                  slug: preview.lesson.slug,
                })}
              >
                {t.readPreview()}
              </Link>
            </p>
          ) : null}
        </div>
      );
    case 'notJoined':
      return (
        <div className="enrol-panel">
          {startButton(status.joining)}
          <NoticeLine notice={notice} />
        </div>
      );
    case 'planLimit':
      return (
        <div className="enrol-panel">
          <div className="academy-alert" role="alert">
            <p>
              <strong>{t.planLimitTitle()}</strong>
            </p>
            <p>{t.planLimitBody()}</p>
            <p>
              <Link href={paths.pricing}>{t.seePricing()}</Link>
            </p>
          </div>
          {startButton(false)}
        </div>
      );
    case 'joined': {
      const { enrolment } = status;
      return (
        <div className="enrol-panel">
          <p className="enrol-joined">
            <span className="course-badge">{t.joined()}</span>
          </p>
          <ProgressBar
            percent={enrolment.progressPercent}
            label={t.progressValue({ percent: enrolment.progressPercent })}
          />
          <p className="enrol-hint">{t.steps({ done: enrolment.stepsDone, total: enrolment.steps })}</p>
          {enrolment.complete ? <p className="enrol-complete">{t.complete()}</p> : null}
          {enrolment.complete ? (
            <Link href={certificateRequestPath(course.id)} className="button button-primary">
              {enrolment.certificateId ? t.viewCertificate() : t.getCertificate()}
            </Link>
          ) : null}
          {showContinue && enrolment.resume ? (
            <Link href={lessonPathFor(enrolment.resume)} className="button button-primary">
              {t.continue()}
            </Link>
          ) : null}
          {showContinue && enrolment.resume ? (
            <p className="enrol-hint">{t.resumeAt({ title: enrolment.resume.title })}</p>
          ) : null}
          <NoticeLine notice={notice} />
        </div>
      );
    }
  }
}

/** Chapters with their lessons (done marks, the preview, the current lesson) and each chapter's quiz. */
export function CourseToc({
  course,
  currentLessonId = null,
  headingId,
}: {
  course: CourseDetail;
  currentLessonId?: number | null;
  headingId: string;
}) {
  const { LL } = useI18nContext();
  const t = LL.academy.course;
  const passed = new Set(
    (course.enrolment?.quizzes ?? []).filter((quiz) => quiz.passed).map((quiz) => quiz.chapterId),
  );
  return (
    <ol className="course-toc" aria-labelledby={headingId}>
      {course.chapters.map((chapter) => (
        <li key={chapter.id}>
          <h3 className="course-toc-chapter">
            {t.chapter({ position: chapter.position, title: chapter.title })}
          </h3>
          <ol>
            {chapter.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              return (
                <li key={lesson.id} className={current ? 'is-current' : undefined}>
                  <Link
                    href={lessonPathFor({
                      courseId: course.id,
                      chapterId: chapter.id,
                      lessonId: lesson.id,
                      slug: lesson.slug,
                    })}
                    aria-current={current ? 'page' : undefined}
                  >
                    <span className={`toc-mark${lesson.completed ? ' is-done' : ''}`} aria-hidden="true">
                      {lesson.completed ? '✓' : ''}
                    </span>
                    <span className="toc-title">{lesson.title}</span>
                  </Link>
                  <span className="toc-meta">
                    {formatDuration(LL, lesson.durationMinutes)}
                    {lesson.completed ? <span className="toc-tag">{t.done()}</span> : null}
                    {lesson.preview ? <span className="toc-tag">{t.preview()}</span> : null}
                    {current ? <span className="visually-hidden">{t.current()}</span> : null}
                  </span>
                </li>
              );
            })}
            {chapter.quiz ? (
              <li className="toc-quiz">
                <Link href={quizPathFor(course.id, chapter.id)}>
                  <span className={`toc-mark${passed.has(chapter.id) ? ' is-done' : ''}`} aria-hidden="true">
                    {passed.has(chapter.id) ? '✓' : '?'}
                  </span>
                  <span className="toc-title">{t.quizItem({ count: chapter.quiz.questionCount })}</span>
                </Link>
                {passed.has(chapter.id) ? (
                  <span className="toc-meta">
                    <span className="toc-tag">{t.quizPassed()}</span>
                  </span>
                ) : null}
              </li>
            ) : null}
          </ol>
        </li>
      ))}
    </ol>
  );
}
