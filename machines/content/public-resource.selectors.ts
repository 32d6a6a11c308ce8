import type { Failure } from '../../domain/failures';
import type { PublicResourceSnapshot } from './public-resource.machine';

export type PublicResourceView<T> =
  | { kind: 'loading' }
  | { kind: 'shown'; data: T }
  | { kind: 'missing' }
  | { kind: 'failed'; failure: Failure | null };

/** What the page shows; `T` is the type the page's `load` actor answers. */
export function selectPublicResource<T>(snapshot: PublicResourceSnapshot): PublicResourceView<T> {
  if (snapshot.matches('shown')) return { kind: 'shown', data: snapshot.context.data as T };
  if (snapshot.matches('missing')) return { kind: 'missing' };
  if (snapshot.matches('failed')) return { kind: 'failed', failure: snapshot.context.failure };
  return { kind: 'loading' };
}
