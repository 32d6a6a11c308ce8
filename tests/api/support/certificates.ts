// The set-up the certificate tests share: cognito-local users (a learner, a second learner, a late learner and a
// staff member), the tests' own course finished by the learner and a second course left unfinished, the form,
// and the calls (request, verify a file) in a language.
import { beforeAll } from 'vitest';
import type { Engine } from '../harness';
import { enrol, finishCourse, seedTestCourse, type TestCourse } from './academy';
import type { CognitoLocal } from './cognito-local';
import { useSessionSuite } from './session-suite';
import { signedInUser, type SignedInUser } from './staff';

export const FORM = {
  firstName: 'Hằng',
  lastName: 'Nguyễn Thị',
  email: 'hang.nguyen@thepxanh.vn',
  phone: '0912345678',
  organizationName: 'Công ty TNHH Thép Xanh',
};

/** The payload of a compact JWS, read without checking it. */
export const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

export function useCertificateSuite(engine: Engine, stack: { cognito: CognitoLocal }) {
  const { suite, email, call } = useSessionSuite(engine, stack);
  const users = {} as Record<'learner' | 'other' | 'staff' | 'late', SignedInUser>;
  const courses = {} as { course: TestCourse; unfinished: TestCourse };

  const me = async (token: string) => (await call({ method: 'GET', url: '/api/auth/me', token })).json().data;
  const request = (courseId: number, token: string | undefined, payload: object, locale?: 'vi' | 'en') =>
    call({ method: 'POST', url: `/api/academy/courses/${courseId}/certificate`, token, payload, locale });
  const verifyFile = (credential: string, locale?: 'vi' | 'en') =>
    call({ method: 'POST', url: '/api/academy/credentials/verify', payload: { credential }, locale });

  beforeAll(async () => {
    const db = suite.handle.db;
    users.learner = await signedInUser(stack.cognito, me, email('learner'), { staff: false });
    users.other = await signedInUser(stack.cognito, me, email('other'), { staff: false });
    users.late = await signedInUser(stack.cognito, me, email('late'), { staff: false });
    users.staff = await signedInUser(stack.cognito, me, email('staff'), { staff: true });
    courses.course = await seedTestCourse(db);
    courses.unfinished = await seedTestCourse(db);
    await finishCourse(db, await enrol(db, users.learner.userId, courses.course.id), courses.course);
    // The same learner joined a second course and stopped before the end (one lesson and the quizzes missing).
    await finishCourse(db, await enrol(db, users.learner.userId, courses.unfinished.id), courses.unfinished, {
      skipLessons: 1,
      failQuizzes: true,
    });
  });

  return { suite, email, call, users, courses, request, verifyFile };
}
