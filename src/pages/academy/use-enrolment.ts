// The enrolment machine of one course for the page at hand (course detail or lesson): started with what the server
// rendered (a visitor's copy of the course) and told whenever the session is known or changes.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { CourseDetail, PreloadedBody, Viewer } from '../../../machines/academy/academy.types';
import { selectEnrolmentView } from '../../../machines/academy/enrolment.selectors';
import { useInspectedMachine } from '../../app/inspection';
import { courseRequest } from '../../app/page-data';
import { usePreloaded } from '../../app/render-context';
import { enrolmentLogic } from '../../app/wiring/academy';
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
  const actor = useInspectedMachine(enrolmentLogic, {
    input: { courseId, viewer, preloaded, joinOnArrival },
  });
  useViewerSync(actor.send);
  const view = useSelector(actor, selectEnrolmentView);
  return { actor, view };
}
