// What the quiz screen shows: one view, switched on `kind`.
import type { QuizSnapshot } from './quiz.machine';
import type { QuizView } from './quiz.types';

export function selectQuizView(snapshot: QuizSnapshot): QuizView {
  const { quiz, standing, outcome, enrolment, unanswered, retryAt, notice } = snapshot.context;
  if (snapshot.matches('waiting')) return { kind: 'waiting', quiz, standing, retryAt };
  if (snapshot.matches('signInRequired')) return { kind: 'signInRequired' };
  if (snapshot.matches('joinRequired')) return { kind: 'joinRequired' };
  if (snapshot.matches('missing')) return { kind: 'missing' };
  if (snapshot.matches('failed')) {
    return { kind: 'failed', notice: notice ?? { key: 'errors.generic', text: null } };
  }
  if (quiz && standing && outcome && snapshot.matches('result')) {
    return { kind: 'result', quiz, outcome, standing, enrolment };
  }
  if (quiz && standing && (snapshot.matches('answering') || snapshot.matches('submitting'))) {
    return {
      kind: 'answering',
      quiz,
      standing,
      submitting: snapshot.matches('submitting'),
      unanswered,
      notice,
    };
  }
  return { kind: 'loading' };
}
