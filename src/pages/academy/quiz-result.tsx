// A quiz attempt's result: passed or not, the score against the pass mark, each question right or wrong with the
// answer chosen, the correct one and the explanation, then a retake (attempts left) or when the next one opens.
import { useEffect, useRef } from 'react';
import type { QuizView } from '../../../machines/academy/quiz.types';
import { useI18nContext } from '../../i18n/i18n-react';

export function QuizResult({
  view,
  onRetake,
  retryAt,
}: {
  view: Extract<QuizView, { kind: 'result' }>;
  onRetake: () => void;
  retryAt: (iso: string) => string;
}) {
  const { LL } = useI18nContext();
  const t = LL.academyQuiz;
  const { quiz, outcome, standing } = view;
  // The result replaces the form: move the focus to its heading, so keyboard and screen-reader users land on it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [outcome.attemptNumber]);
  const optionsText = (key: string, indices: number[]) => {
    const question = quiz.questions.find((candidate) => candidate.key === key);
    const texts = indices
      .map((index) => question?.options[index])
      .filter((text): text is string => Boolean(text));
    return texts.length ? texts.join('; ') : t.noAnswer();
  };
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title">
      <h2
        id="quiz-result-title"
        ref={heading}
        className={outcome.passed ? 'is-passed' : 'is-failed'}
        tabIndex={-1}
      >
        {outcome.passed ? t.passed() : t.failed()}
      </h2>
      <p className="quiz-score">
        {t.score({
          percent: outcome.scorePercent,
          correct: outcome.correctCount,
          total: outcome.questionCount,
        })}
      </p>
      <p className="quiz-meta">
        {t.passMark({ percent: quiz.passPercent })} · {t.attemptNumber({ n: outcome.attemptNumber })}
        {standing.bestScorePercent !== null
          ? ` · ${t.bestScore({ percent: standing.bestScorePercent })}`
          : ''}
      </p>
      <ol className="quiz-questions">
        {outcome.results.map((result, index) => {
          const question = quiz.questions.find((candidate) => candidate.key === result.key);
          return (
            <li
              key={result.key}
              className={result.correct ? 'quiz-answer is-correct' : 'quiz-answer is-incorrect'}
            >
              <p>
                <span className="quiz-number">{t.question({ n: index + 1 })}</span> {question?.prompt}
              </p>
              <p className="quiz-verdict">{result.correct ? t.correct() : t.incorrect()}</p>
              <p>{t.yourAnswer({ answer: optionsText(result.key, result.selected) })}</p>
              {!result.correct ? (
                <p>{t.correctAnswer({ answer: optionsText(result.key, result.correctOptions) })}</p>
              ) : null}
              <p className="quiz-explanation">{t.explanation({ text: result.explanation })}</p>
            </li>
          );
        })}
      </ol>
      <div className="actions">
        {standing.retryAt && standing.attemptsLeft === 0 && !standing.passed ? (
          <p>{t.waitingBody({ time: retryAt(standing.retryAt) })}</p>
        ) : (
          <p className="quiz-meta">
            {standing.attemptsLeft === null
              ? t.unlimited()
              : t.attemptsLeft({ count: standing.attemptsLeft })}
          </p>
        )}
        <button type="button" className="button button-secondary" onClick={onRetake}>
          {t.retake()}
        </button>
      </div>
    </section>
  );
}
