// What the course detail and lesson screens show of the enrolment machine: one view, switched on `kind`.
import type { EnrolmentSnapshot } from './enrolment.machine';
import type { EnrolmentStatus, EnrolmentView } from './enrolment.types';

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
