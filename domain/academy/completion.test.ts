// The academy's completion policy (domain/academy/completion.ts): steps and the progress figure, completion only
// when every required lesson and quiz is done, the quiz standing with attempts in a row and the retry pause, the
// best score, and scoring and checking answers.
import { describe, expect, it } from 'vitest';
import {
  answersProblem,
  courseProgress,
  quizStanding,
  scoreQuiz,
  type CompletionPolicy,
  type OutlineChapter,
  type QuizAttemptRecord,
} from './completion';

const POLICY: CompletionPolicy = {
  requiredLessons: 'all',
  quizPassPercent: 70,
  maxQuizAttempts: 3,
  quizRetryHours: 24,
};

// Two chapters: lessons 1-3 with quiz 100, lessons 4-5 with quiz 200; lesson 3 is not marked required.
const CHAPTERS: OutlineChapter[] = [
  {
    id: 10,
    quizId: 100,
    lessons: [
      { id: 1, required: true },
      { id: 2, required: true },
      { id: 3, required: false },
    ],
  },
  {
    id: 20,
    quizId: 200,
    lessons: [
      { id: 4, required: true },
      { id: 5, required: true },
    ],
  },
];

const NOW = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const attempt = (
  quizId: number,
  attemptNumber: number,
  scorePercent: number,
  submittedAt: string,
): QuizAttemptRecord => ({ quizId, attemptNumber, scorePercent, passed: scorePercent >= 70, submittedAt });

describe('course progress', () => {
  it('counts the required lessons and the chapter quizzes as steps, rounding the percent down', () => {
    const empty = courseProgress(POLICY, CHAPTERS, { completedLessonIds: [], attempts: [] }, NOW);
    expect(empty).toMatchObject({ steps: 7, stepsDone: 0, percent: 0, complete: false });
    expect(empty.requiredLessonIds).toEqual([1, 2, 3, 4, 5]);
    expect(empty.missingLessonIds).toEqual([1, 2, 3, 4, 5]);
    const some = courseProgress(POLICY, CHAPTERS, { completedLessonIds: [2, 5], attempts: [] }, NOW);
    // 2 of 7 = 28.57 %: rounded down.
    expect(some).toMatchObject({ stepsDone: 2, percent: 28, missingLessonIds: [1, 3, 4] });
  });

  it('`marked` requires only the lessons whose flag is set', () => {
    const marked = { ...POLICY, requiredLessons: 'marked' as const };
    const progress = courseProgress(
      marked,
      CHAPTERS,
      { completedLessonIds: [1, 2, 4, 5], attempts: [] },
      NOW,
    );
    expect(progress).toMatchObject({ steps: 6, stepsDone: 4, percent: 66, missingLessonIds: [] });
  });

  it('is complete exactly when every required lesson is done and every quiz is passed', () => {
    const lessonsOnly = courseProgress(
      POLICY,
      CHAPTERS,
      { completedLessonIds: [1, 2, 3, 4, 5], attempts: [attempt(100, 1, 100, hoursAgo(1))] },
      NOW,
    );
    expect(lessonsOnly).toMatchObject({ stepsDone: 6, percent: 85, complete: false });
    const failedSecond = courseProgress(
      POLICY,
      CHAPTERS,
      {
        completedLessonIds: [1, 2, 3, 4, 5],
        attempts: [attempt(100, 1, 100, hoursAgo(2)), attempt(200, 1, 60, hoursAgo(1))],
      },
      NOW,
    );
    expect(failedSecond.complete).toBe(false);
    const all = courseProgress(
      POLICY,
      CHAPTERS,
      {
        completedLessonIds: [5, 4, 3, 2, 1, 99],
        attempts: [attempt(100, 1, 100, hoursAgo(2)), attempt(200, 1, 70, hoursAgo(1))],
      },
      NOW,
    );
    expect(all).toMatchObject({ steps: 7, stepsDone: 7, percent: 100, complete: true });
  });

  it('a course without steps is never complete and shows 0 %', () => {
    const progress = courseProgress(POLICY, [], { completedLessonIds: [], attempts: [] }, NOW);
    expect(progress).toMatchObject({ steps: 0, stepsDone: 0, percent: 0, complete: false });
  });

  it('a chapter without a quiz adds no quiz step', () => {
    const chapters = [{ ...CHAPTERS[0], quizId: null }];
    const progress = courseProgress(POLICY, chapters, { completedLessonIds: [1, 2, 3], attempts: [] }, NOW);
    expect(progress).toMatchObject({ steps: 3, complete: true, quizzes: [] });
  });
});

describe('quiz standing', () => {
  it('no attempt yet: every attempt left, no best score', () => {
    expect(quizStanding(POLICY, 10, 100, [], NOW)).toEqual({
      quizId: 100,
      chapterId: 10,
      attempts: 0,
      bestScorePercent: null,
      passed: false,
      attemptsLeft: 3,
      retryAt: null,
    });
  });

  it('counts only this quiz; the best score counts and a pass is never lost by a worse retake', () => {
    const attempts = [
      attempt(100, 1, 40, hoursAgo(3)),
      attempt(100, 2, 80, hoursAgo(2)),
      attempt(100, 3, 20, hoursAgo(1)),
      attempt(200, 1, 100, hoursAgo(1)),
    ];
    expect(quizStanding(POLICY, 10, 100, attempts, NOW)).toMatchObject({
      attempts: 3,
      bestScorePercent: 80,
      passed: true,
      // A passed quiz never waits; a fresh set of attempts starts.
      attemptsLeft: 3,
      retryAt: null,
    });
  });

  it('the attempts in a row used up without a pass: wait quizRetryHours after the last one', () => {
    const used = [
      attempt(100, 1, 10, hoursAgo(5)),
      attempt(100, 2, 20, hoursAgo(3)),
      attempt(100, 3, 30, hoursAgo(1)),
    ];
    expect(quizStanding(POLICY, 10, 100, used, NOW)).toMatchObject({
      attempts: 3,
      passed: false,
      attemptsLeft: 0,
      retryAt: new Date(Date.parse(hoursAgo(1)) + 24 * 3_600_000).toISOString(),
    });
    // 25 hours later the pause is over and a fresh set of attempts opens.
    const later = new Date(NOW.getTime() + 24 * 3_600_000);
    expect(quizStanding(POLICY, 10, 100, used, later)).toMatchObject({ attemptsLeft: 3, retryAt: null });
    // One attempt into the new set.
    const fourth = [...used, attempt(100, 4, 10, later.toISOString())];
    expect(quizStanding(POLICY, 10, 100, fourth, later)).toMatchObject({ attemptsLeft: 2, retryAt: null });
  });

  it('unlimited attempts never wait; a pause of 0 hours never waits either', () => {
    const many = Array.from({ length: 12 }, (_, i) => attempt(100, i + 1, 0, hoursAgo(12 - i)));
    expect(quizStanding({ ...POLICY, maxQuizAttempts: null }, 10, 100, many, NOW)).toMatchObject({
      attempts: 12,
      attemptsLeft: null,
      retryAt: null,
    });
    const three = many.slice(0, 3);
    expect(quizStanding({ ...POLICY, quizRetryHours: 0 }, 10, 100, three, NOW)).toMatchObject({
      attemptsLeft: 3,
      retryAt: null,
    });
  });
});

describe('scoring', () => {
  const QUESTIONS = [
    { key: 'q1', correct: [1], optionCount: 4 },
    { key: 'q2', correct: [0, 2], optionCount: 4 },
    { key: 'q3', correct: [2], optionCount: 3 },
    { key: 'q4', correct: [0], optionCount: 2 },
  ];

  it('a question counts when exactly its correct options are chosen, in any order', () => {
    const score = scoreQuiz(
      QUESTIONS,
      [
        { key: 'q1', selected: [1] },
        { key: 'q2', selected: [2, 0] },
        { key: 'q3', selected: [2] },
        { key: 'q4', selected: [0] },
      ],
      70,
    );
    expect(score).toMatchObject({ correctCount: 4, questionCount: 4, scorePercent: 100, passed: true });
  });

  it('a part of a select-all answer, an extra option or no answer is wrong; the percent is rounded down', () => {
    const score = scoreQuiz(
      QUESTIONS,
      [
        { key: 'q1', selected: [1, 3] },
        { key: 'q2', selected: [0] },
        { key: 'q3', selected: [2] },
      ],
      70,
    );
    expect(score.results).toEqual([
      { key: 'q1', correct: false },
      { key: 'q2', correct: false },
      { key: 'q3', correct: true },
      { key: 'q4', correct: false },
    ]);
    expect(score).toMatchObject({ correctCount: 1, scorePercent: 25, passed: false });
    const twoOfThree = scoreQuiz(
      QUESTIONS.slice(0, 3),
      [
        { key: 'q1', selected: [1] },
        { key: 'q3', selected: [2] },
      ],
      66,
    );
    expect(twoOfThree).toMatchObject({ scorePercent: 66, passed: true });
  });

  it('the pass mark is inclusive', () => {
    const answers = [
      { key: 'q1', selected: [1] },
      { key: 'q2', selected: [0, 2] },
      { key: 'q3', selected: [2] },
    ];
    expect(scoreQuiz(QUESTIONS, answers, 75).passed).toBe(true);
    expect(scoreQuiz(QUESTIONS, answers, 76).passed).toBe(false);
  });

  it('names what cannot be scored', () => {
    expect(answersProblem(QUESTIONS, [{ key: 'q1', selected: [1] }])).toBeNull();
    expect(answersProblem(QUESTIONS, [])).toBeNull();
    expect(answersProblem(QUESTIONS, [{ key: 'q9', selected: [0] }])).toBe('unknown question q9');
    expect(
      answersProblem(QUESTIONS, [
        { key: 'q1', selected: [0] },
        { key: 'q1', selected: [1] },
      ]),
    ).toBe('question q1 answered twice');
    expect(answersProblem(QUESTIONS, [{ key: 'q2', selected: [0, 0] }])).toBe('repeated option in q2');
    expect(answersProblem(QUESTIONS, [{ key: 'q4', selected: [2] }])).toBe('option out of range in q4');
    expect(answersProblem(QUESTIONS, [{ key: 'q4', selected: [-1] }])).toBe('option out of range in q4');
    expect(answersProblem(QUESTIONS, [{ key: 'q4', selected: [0.5] }])).toBe('option out of range in q4');
  });
});
