// A course list read (the academy's featured courses, a page of "Our Courses") as the public-resource machine, for
// the reader at hand: a visitor (or a reader whose session is still being read) starts with what the server
// rendered; a member's copy says which courses they joined and how far they are, so it is read again with their
// token (a request key of its own, which no server-rendered answer matches). Another language, filter or reader is
// a new read: the inner component is keyed on them, so its machine starts afresh.
import type { ReactNode } from 'react';
import type { CourseSummary } from '../../../machines/academy/academy.types';
import type { PublicResourceView } from '../../../machines/content/public-resource.selectors';
import type { components } from '../../../openapi/schema';
import { usePublicResource } from '../../components/use-public-resource';
import { useI18nContext } from '../../i18n/i18n-react';
import { useViewer } from './academy-parts';

export interface CourseListBody {
  data: CourseSummary[];
  meta: components['schemas']['PageMeta'];
}

interface CourseListProps {
  request: string;
  load: () => Promise<CourseListBody>;
  children: (view: PublicResourceView<CourseListBody>, retry: () => void) => ReactNode;
}

export function CourseListRead({ request, load, children }: CourseListProps) {
  const viewer = useViewer();
  const { locale } = useI18nContext();
  const key = viewer === 'member' ? `member ${request}` : request;
  return <KeyedRead key={`${locale} ${key}`} request={key} load={load} render={children} />;
}

function KeyedRead({
  request,
  load,
  render,
}: {
  request: string;
  load: () => Promise<CourseListBody>;
  render: CourseListProps['children'];
}) {
  const [view, retry] = usePublicResource<CourseListBody>(request, load);
  return <>{render(view, retry)}</>;
}
