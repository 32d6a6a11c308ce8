// The quiz machine with fake actors: unanswered questions stop the submit, a failed then a passed attempt, the
// pause after the attempts in a row, and the last result on reopening. Its model paths are checked by
// tests/paths/registry.test.ts.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { quizMachine, retryAtOf } from './quiz.machine';
import { selectQuizView } from './quiz.selectors';
import type { Quiz, QuizAnswer, QuizAttemptResult } from './academy.types';
import {
  academyFailures,
  attemptResult,
  CHAPTER_ID,
  COURSE_ID,
  partialAnswers,
  quiz,
  rightAnswers,
  standing,
  wrongAnswers,
} from '../../tests/fixtures/academy-machines';

function start(load: () => Promise<Quiz>, submit: (answers: QuizAnswer[]) => Promise<QuizAttemptResult>) {
  const machine = quizMachine.provide({
    actors: {
      loadQuiz: fromPromise(() => load()),
      submitAttempt: fromPromise(({ input }) => submit(input.answers)),
    },
  });
  return createActor(machine, { input: { courseId: COURSE_ID, chapterId: CHAPTER_ID } }).start();
}

const scored = async (answers: QuizAnswer[]) =>
  attemptResult(JSON.stringify(answers) === JSON.stringify(rightAnswers));

describe('quiz machine', () => {
  it('names the unanswered questions instead of submitting', async () => {
    let submitted = 0;
    const actor = start(
      async () => quiz(),
      async (answers) => {
        submitted += 1;
        return scored(answers);
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    actor.send({ type: 'user.submit', answers: partialAnswers });
    expect(selectQuizView(actor.getSnapshot())).toMatchObject({ kind: 'answering', unanswered: ['gases'] });
    expect(submitted).toBe(0);
  });

  it('fails, retakes, then passes; the result carries the explanations and the new progress', async () => {
    const actor = start(async () => quiz(), scored);
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    actor.send({ type: 'user.submit', answers: wrongAnswers });
    await waitFor(actor, (snapshot) => snapshot.matches({ result: 'failed' }));
    const failedView = selectQuizView(actor.getSnapshot());
    expect(failedView).toMatchObject({ kind: 'result', outcome: { passed: false, scorePercent: 0 } });
    actor.send({ type: 'user.retake' });
    expect(selectQuizView(actor.getSnapshot()).kind).toBe('answering');
    actor.send({ type: 'user.submit', answers: rightAnswers });
    await waitFor(actor, (snapshot) => snapshot.matches({ result: 'passed' }));
    const view = selectQuizView(actor.getSnapshot());
    expect(view).toMatchObject({ kind: 'result', outcome: { passed: true, scorePercent: 100 } });
    if (view.kind === 'result') {
      expect(view.outcome.results[0].explanation).toBe('Trực tiếp.');
      expect(view.enrolment?.progressPercent).toBe(66);
    }
  });

  it('the last attempt used up: retaking waits for the time the server gave', async () => {
    const actor = start(
      async () => quiz(),
      async () => attemptResult(false, 0),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    actor.send({ type: 'user.submit', answers: wrongAnswers });
    await waitFor(actor, (snapshot) => snapshot.matches('result'));
    actor.send({ type: 'user.retake' });
    expect(selectQuizView(actor.getSnapshot())).toMatchObject({
      kind: 'waiting',
      retryAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it('409 QUIZ_RETRY_LATER waits with the time in its details', async () => {
    const actor = start(
      async () => quiz(),
      async () => {
        throw academyFailures.retryLater;
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('answering'));
    actor.send({ type: 'user.submit', answers: rightAnswers });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    expect(actor.getSnapshot().context.retryAt).toBe('2026-11-25T10:00:00.000Z');
    expect(retryAtOf({ details: [{ message: 'not a date' }] })).toBeNull();
  });

  it('opens on the last result, or on the wait when the pause runs', async () => {
    const last = attemptResult(false);
    const reopened = start(async () => quiz({ lastAttempt: last.outcome, standing: last.standing }), scored);
    await waitFor(reopened, (snapshot) => snapshot.matches({ result: 'failed' }));
    const paused = start(
      async () =>
        quiz({ standing: standing({ attempts: 3, attemptsLeft: 0, retryAt: '2026-11-25T10:00:00.000Z' }) }),
      scored,
    );
    await waitFor(paused, (snapshot) => snapshot.matches('waiting'));
  });

  it('a visitor is asked to sign in, a non-member to join', async () => {
    const visitor = start(async () => {
      throw academyFailures.unauthorized;
    }, scored);
    await waitFor(visitor, (snapshot) => snapshot.matches('signInRequired'));
    const stranger = start(async () => {
      throw academyFailures.forbidden;
    }, scored);
    await waitFor(stranger, (snapshot) => snapshot.matches('joinRequired'));
    // Joining on the page opens the quiz (here the fake answers the same refusal, so it loads and refuses again).
    stranger.send({ type: 'course.joined' });
    expect(stranger.getSnapshot().matches('loading')).toBe(true);
  });
});
