// What the course detail and lesson screens show of the enrolment machine: one view, switched on `kind`.
import type { EnrolmentSnapshot } from './enrolment.machine';
import type { EnrolmentInput, EnrolmentStatus, EnrolmentView } from './enrolment.types';

function status(snapshot: EnrolmentSnapshot): EnrolmentStatus {
  const enrolment = snapshot.context.course?.enrolment ?? null;
  if (snapshot.matches('joined') && enrolment) {
    return { kind: 'joined', enrolment, saving: snapshot.matches({ joined: 'saving' }) };
  }
  if (snapshot.matches('visitor')) return { kind: 'visitor' };
  if (snapshot.matches('notJoined')) return { kind: 'notJoined', joining: false };
  if (snapshot.matches('joining')) return { kind: 'notJoined', joining: true };
  if (snapshot.matches('planLimit')) return { kind: 'planLimit' };
  return { kind: 'checking' };
}

export function selectEnrolmentView(snapshot: EnrolmentSnapshot): EnrolmentView {
  const { course, notice } = snapshot.context;
  if (snapshot.matches('missing')) return { kind: 'missing' };
  if (snapshot.matches('failed') && !course) {
    return { kind: 'failed', notice: notice ?? { key: 'errors.generic', text: null } };
  }
  if (!course) return { kind: 'loading' };
  return { kind: 'shown', course, status: status(snapshot), notice };
}

/**
 * The view of the machine's first snapshot for `input` (its `starting` state resolved), without the machine: what
 * the course and lesson pages render before its code (and XState) has loaded (src/app/lazy-actor.ts), and what the
 * server renders. enrolment.machine.test.ts checks it against the machine.
 */
export function firstEnrolmentView(input: EnrolmentInput): EnrolmentView {
  const preloaded = input.preloaded ?? null;
  if (preloaded?.kind === 'missing') return { kind: 'missing' };
  if (preloaded?.kind !== 'found') return { kind: 'loading' };
  // A visitor with the server's course is `visitor`; a reader still unknown is `checking`, a member `loading`
  // (their own copy): both show the course while the join area waits.
  const status: EnrolmentStatus = input.viewer === 'visitor' ? { kind: 'visitor' } : { kind: 'checking' };
  return { kind: 'shown', course: preloaded.data.data, status, notice: null };
}
