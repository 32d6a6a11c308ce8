// Texts of a course's detail page only (its facts, contents and completion policy), en: a namespace of its
// own, so that the lesson and quiz pages do not load them. The join area and the table of contents, which those
// pages show too, read ../academy.
import type { NamespaceAcademyCourseTranslation } from '../../i18n-types';

const academyCourse = {
  language: 'Course language',
  overview: 'Overview',
  audience: 'Who it is for',
  duration: 'Lesson time',
  estimated: 'Estimated time',
  updated: 'Updated',
  size: 'Size',
  sizeValue: '{chapters} chapters, {lessons} lessons',
  facts: 'Course facts',
  contents: 'Course content',
  policyTitle: 'How to complete the course',
  policyAllLessons: 'Finish every lesson.',
  policyMarkedLessons: 'Finish the required lessons.',
  policyQuiz: 'Score at least {percent}% on each end-of-chapter quiz.',
  policyAttempts:
    'Each quiz allows {count} attempts in a row; if none passes, the next attempt opens {hours} hours later. Your best score counts.',
  policyUnlimited: 'Quizzes can be retaken without limit; your best score counts.',
  policyServer:
    'The server checks these conditions; once they are met, you request your certificate and get it at once.',
} satisfies NamespaceAcademyCourseTranslation;

export default academyCourse;
