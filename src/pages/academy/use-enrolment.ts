// The enrolment machine of one course for the page at hand (course detail, lesson or quiz): started with what the
// server rendered (a visitor's copy of the course) and told whenever the session is known or changes. The machine
// (with XState and the API client) loads once the page is live (src/app/lazy-actor.ts); until then the page shows
// the view of its first snapshot (`firstEnrolmentView`), which the server renders too, and an event sent meanwhile
// ("Start course" in the first instant) waits for it.
import { useEffect } from 'react';
import type { CourseDetail, PreloadedBody, Viewer } from '../../../machines/academy/academy.types';
import { firstEnrolmentView, selectEnrolmentView } from '../../../machines/academy/enrolment.selectors';
import type { EnrolmentInput } from '../../../machines/academy/enrolment.types';
import { useLazyActor } from '../../app/lazy-actor';
import { courseRequest } from '../../app/academy-requests';
import { usePreloaded } from '../../app/render-context';
import { useI18nContext } from '../../i18n/i18n-react';
import { useViewer } from './academy-parts';

/** Tells a machine who reads the page, once known and at every change. */
export function useViewerSync(
  send: (event: { type: 'session.changed'; viewer: Exclude<Viewer, 'unknown'> }) => void,
) {
  const viewer = useViewer();
  useEffect(() => {
    if (viewer !== 'unknown') send({ type: 'session.changed', viewer });
  }, [viewer, send]);
  return viewer;
}

export function useEnrolment(courseId: number, joinOnArrival = false) {
  const { locale } = useI18nContext();
  const viewer = useViewer();
  const preloaded = usePreloaded<{ data: CourseDetail }>(
    courseRequest(courseId),
    locale,
  ) as PreloadedBody<CourseDetail> | null;
  const input: EnrolmentInput = { courseId, viewer, preloaded, joinOnArrival };
  const { view, send } = useLazyActor({
    create: () =>
      import('../../app/wiring/academy').then(({ createEnrolmentActor }) => createEnrolmentActor(input)),
    select: selectEnrolmentView,
    initialView: firstEnrolmentView(input),
  });
  useViewerSync(send);
  return { send, view };
}
