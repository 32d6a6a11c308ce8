// Texts of a chapter's quiz page (questions, result, attempts), en: a namespace of its own, loaded by the quiz
// page only.
import type { NamespaceAcademyQuizTranslation } from '../../i18n-types';

const academyQuiz = {
  title: 'Quiz: {chapter}',
  passMark: 'Pass mark: {percent}%',
  questionCount: '{count} questions',
  question: 'Question {n}',
  chooseOne: 'Choose one answer.',
  chooseAll: 'Choose every correct answer.',
  submit: 'Submit answers',
  submitting: 'Scoring…',
  unanswered: '{count} {{question is|questions are}} not answered yet.',
  notAnswered: 'This question is not answered yet.',
  passed: 'Passed! You got through the quiz.',
  failed: 'Not passed yet. Read the explanations and try again.',
  score: 'Score: {percent}% ({correct} of {total} correct)',
  bestScore: 'Best score: {percent}%',
  attemptNumber: 'Attempt {n}',
  correct: 'Correct',
  incorrect: 'Incorrect',
  yourAnswer: 'Your answer: {answer}',
  correctAnswer: 'Correct answer: {answer}',
  noAnswer: '(none chosen)',
  explanation: 'Explanation: {text}',
  retake: 'Retake the quiz',
  attemptsLeft: '{count} {{attempt|attempts}} left in a row.',
  unlimited: 'No limit on attempts.',
  courseProgress: 'Course progress: {percent}% complete',
  waitingTitle: 'You have used up your attempts in a row',
  waitingBody: 'The next attempt opens at {time}.',
  waitingUnknown: 'The next attempt opens after a pause.',
  checkAgain: 'Check again',
  signInToTake: 'The quiz is for people who joined the course. Sign in to take it.',
  joinToTake: 'The quiz is for people who joined the course. Join the course to take it.',
  goToCourse: 'Go to the course',
} satisfies NamespaceAcademyQuizTranslation;

export default academyQuiz;
