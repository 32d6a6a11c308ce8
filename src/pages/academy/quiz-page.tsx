// /academy/course/{id}/chapter/{chapterId}/quiz: a chapter's end-of-chapter quiz (an implied screen: the lesson
// screen offers it after the chapter's last lesson). The questions as labelled radio groups (one answer) or
// checkbox groups (every correct answer), submit, then the result: score, pass mark, each question right or wrong
// with its explanation, the course's progress after it, and a retake (attempts left) or the time the next attempt
// opens, in the reader's locale. The answers being chosen stay in this view; the quiz machine gets them on submit.
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { noticeText } from '../../../domain/failures';
import type { CourseDetail, Quiz, QuizAnswer } from '../../../machines/academy/academy.types';
import { selectQuizView } from '../../../machines/academy/quiz.selectors';
import type { QuizView } from '../../../machines/academy/quiz.types';
import type { PageProps } from '../../app/page-props';
import { useInspectedMachine } from '../../app/inspection';
import { routeId } from '../../app/academy-requests';
import { courseDetailPath, lessonPathFor, paths, signInPathFor } from '../../app/paths';
import { quizLogic } from '../../app/wiring/academy';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import { AcademyFailed, AcademyLoading, Breadcrumbs, ProgressBar, useAcademyTrail } from './academy-parts';
import { EnrolPanel, NoticeLine } from './course-parts';
import { QuizResult } from './quiz-result';
import { useEnrolment } from './use-enrolment';
import './learning.css';

export default function QuizPage({ params }: PageProps) {
  const { locale } = useI18nContext();
  const [courseId, chapterId] = [routeId(params.id), routeId(params.chapterId)];
  if (courseId === null || chapterId === null) return <NotFound />;
  return <QuizFrame key={`${locale} ${courseId} ${chapterId}`} courseId={courseId} chapterId={chapterId} />;
}

function QuizFrame({ courseId, chapterId }: { courseId: number; chapterId: number }) {
  const { LL, locale } = useI18nContext();
  const enrolment = useEnrolment(courseId);
  const quizActor = useInspectedMachine(quizLogic, { input: { courseId, chapterId } });
  const view = useSelector(quizActor, selectQuizView);
  const joined = enrolment.view.kind === 'shown' && enrolment.view.status.kind === 'joined';
  useEffect(() => {
    if (joined) quizActor.send({ type: 'course.joined' });
  }, [joined, quizActor]);
  const course = enrolment.view.kind === 'shown' ? enrolment.view.course : null;
  const chapter = course?.chapters.find((candidate) => candidate.id === chapterId) ?? null;
  const title = chapter ? LL.academyQuiz.title({ chapter: chapter.title }) : LL.screens.quiz();
  const { trail, breadcrumbs } = useAcademyTrail([
    { label: LL.screens.courseList(), href: paths.courseList },
    ...(course ? [{ label: course.title, href: courseDetailPath(course.id, course.slug) }] : []),
    { label: title },
  ]);
  useDocumentTitle(title, { breadcrumbs, noindex: true });
  if (enrolment.view.kind === 'missing' || view.kind === 'missing' || (course && !chapter?.quiz)) {
    return <NotFound />;
  }
  return (
    <div className="container quiz-page">
      <header className="lesson-header">
        <Breadcrumbs trail={trail} />
        <h1 id="page-title">{title}</h1>
        {course ? (
          <p>
            <Link href={courseDetailPath(course.id, course.slug)}>{LL.academy.lesson.backToCourse()}</Link>
          </p>
        ) : null}
      </header>
      <QuizBody
        view={view}
        course={course}
        onSubmit={(answers) => quizActor.send({ type: 'user.submit', answers })}
        onRetake={() => quizActor.send({ type: 'user.retake' })}
        onRetry={() => quizActor.send({ type: 'user.retry' })}
        onJoin={() => enrolment.send({ type: 'user.join' })}
        enrolmentView={enrolment.view}
        locale={locale}
      />
    </div>
  );
}

function QuizBody({
  view,
  course,
  onSubmit,
  onRetake,
  onRetry,
  onJoin,
  enrolmentView,
  locale,
}: {
  view: QuizView;
  course: CourseDetail | null;
  onSubmit: (answers: QuizAnswer[]) => void;
  onRetake: () => void;
  onRetry: () => void;
  onJoin: () => void;
  enrolmentView: ReturnType<typeof useEnrolment>['view'];
  locale: 'vi' | 'en';
}) {
  const { LL } = useI18nContext();
  const t = LL.academyQuiz;
  const [location] = useLocation();
  switch (view.kind) {
    case 'loading':
    case 'missing':
      return <AcademyLoading />;
    case 'failed':
      return <AcademyFailed onRetry={onRetry} text={noticeText(view.notice, locale)} />;
    case 'signInRequired':
      return (
        <div className="academy-alert">
          <p>{t.signInToTake()}</p>
          <Link href={signInPathFor(location)} className="button button-primary">
            {LL.academy.lesson.signIn()}
          </Link>
        </div>
      );
    case 'joinRequired':
      return (
        <div className="academy-alert">
          <p>{t.joinToTake()}</p>
          {course && enrolmentView.kind === 'shown' && enrolmentView.status.kind !== 'joined' ? (
            <EnrolPanel
              course={course}
              status={enrolmentView.status}
              notice={enrolmentView.notice}
              onJoin={onJoin}
              showContinue={false}
            />
          ) : (
            <button type="button" className="button button-secondary" onClick={onRetry}>
              {LL.academy.retry()}
            </button>
          )}
        </div>
      );
    case 'waiting':
      return (
        <div className="academy-alert" role="status">
          <p>
            <strong>{t.waitingTitle()}</strong>
          </p>
          <p>
            {view.retryAt ? t.waitingBody({ time: formatTime(view.retryAt, locale) }) : t.waitingUnknown()}
          </p>
          {view.standing?.bestScorePercent != null ? (
            <p>{t.bestScore({ percent: view.standing.bestScorePercent })}</p>
          ) : null}
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t.checkAgain()}
          </button>
        </div>
      );
    case 'answering':
      return <QuizForm key={view.quiz.id} view={view} onSubmit={onSubmit} />;
    case 'result': {
      const enrolment =
        view.enrolment ?? (enrolmentView.kind === 'shown' ? enrolmentView.course.enrolment : null);
      return (
        <>
          <QuizResult view={view} onRetake={onRetake} retryAt={(iso) => formatTime(iso, locale)} />
          {enrolment ? (
            <div className="quiz-progress">
              <ProgressBar
                percent={enrolment.progressPercent}
                label={t.courseProgress({ percent: enrolment.progressPercent })}
              />
              {enrolment.resume ? (
                <Link href={lessonPathFor(enrolment.resume)} className="button button-secondary">
                  {LL.academy.course.continue()}
                </Link>
              ) : null}
            </div>
          ) : null}
        </>
      );
    }
  }
}

/** The next attempt's time, in the reader's language and time zone (this page is never server-rendered). */
function formatTime(iso: string, locale: 'vi' | 'en'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(time);
}

function QuizForm({
  view,
  onSubmit,
}: {
  view: Extract<QuizView, { kind: 'answering' }>;
  onSubmit: (answers: QuizAnswer[]) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.academyQuiz;
  const { quiz } = view;
  const [chosen, setChosen] = useState<Record<string, number[]>>({});
  const toggle = (question: Quiz['questions'][number], option: number, on: boolean) =>
    setChosen((current) => {
      const before = current[question.key] ?? [];
      const after = question.multiple
        ? on
          ? [...before.filter((index) => index !== option), option].sort((a, b) => a - b)
          : before.filter((index) => index !== option)
        : [option];
      return { ...current, [question.key]: after };
    });
  const unanswered = new Set(view.unanswered);
  return (
    <form
      className="quiz-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(
          quiz.questions.map((question) => ({ key: question.key, selected: chosen[question.key] ?? [] })),
        );
      }}
    >
      <p className="quiz-meta">
        {t.passMark({ percent: quiz.passPercent })} · {t.questionCount({ count: quiz.questions.length })}
      </p>
      <p className="quiz-meta">
        {view.standing.attemptsLeft === null
          ? t.unlimited()
          : t.attemptsLeft({ count: view.standing.attemptsLeft })}
      </p>
      {view.unanswered.length > 0 ? (
        <p className="academy-notice" role="alert">
          {t.unanswered({ count: view.unanswered.length })}
        </p>
      ) : null}
      <NoticeLine notice={view.notice} />
      <ol className="quiz-questions">
        {quiz.questions.map((question, index) => {
          const missing = unanswered.has(question.key);
          const hintId = `quiz-${question.key}-hint`;
          return (
            <li key={question.key}>
              <fieldset
                className={missing ? 'quiz-question is-missing' : 'quiz-question'}
                aria-describedby={hintId}
                aria-invalid={missing || undefined}
              >
                <legend>
                  <span className="quiz-number">{t.question({ n: index + 1 })}</span> {question.prompt}
                </legend>
                <p id={hintId} className="quiz-hint">
                  {question.multiple ? t.chooseAll() : t.chooseOne()}
                  {missing ? ` ${t.notAnswered()}` : ''}
                </p>
                {question.options.map((option, optionIndex) => (
                  <label key={optionIndex} className="quiz-option">
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={`quiz-${question.key}`}
                      value={optionIndex}
                      checked={(chosen[question.key] ?? []).includes(optionIndex)}
                      disabled={view.submitting}
                      onChange={(event) => toggle(question, optionIndex, event.target.checked)}
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="submit" className="button button-primary button-large" disabled={view.submitting}>
        {view.submitting ? t.submitting() : t.submit()}
      </button>
    </form>
  );
}
