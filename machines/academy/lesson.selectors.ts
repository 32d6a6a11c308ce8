// What the lesson screen shows of the lesson machine, and the view of its first snapshot, which the page renders
// before the machine's code (and XState) has loaded (src/app/lazy-actor.ts) and the server renders too.
import type { LessonSnapshot } from './lesson.machine';
import type { LessonInput, LessonView } from './lesson.types';

export function selectLessonView(snapshot: LessonSnapshot): LessonView {
  const { lesson, notice } = snapshot.context;
  if (snapshot.matches('shown') && lesson) return { kind: 'shown', lesson };
  if (snapshot.matches('signInRequired')) return { kind: 'signInRequired' };
  if (snapshot.matches('joinRequired')) return { kind: 'joinRequired' };
  if (snapshot.matches('missing')) return { kind: 'missing' };
  if (snapshot.matches('failed'))
    return { kind: 'failed', notice: notice ?? { key: 'errors.generic', text: null } };
  return { kind: 'loading' };
}

/**
 * The view of the machine's first snapshot for `input` (its `starting` state resolved: missing, shown, checking or
 * loading), without the machine. lesson.machine.test.ts checks it against the machine.
 */
export function firstLessonView(input: Pick<LessonInput, 'preloaded'>): LessonView {
  const preloaded = input.preloaded ?? null;
  if (preloaded?.kind === 'missing') return { kind: 'missing' };
  if (preloaded?.kind === 'found') return { kind: 'shown', lesson: preloaded.data.data };
  return { kind: 'loading' };
}
