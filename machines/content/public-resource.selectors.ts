import type { Failure } from '../../domain/failures';
import type { PublicResourceSnapshot } from './public-resource.machine';
import type { Preloaded } from './public-resource.types';

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

/**
 * The view of the machine's first snapshot for `preloaded`, without the machine (src/components/use-public-resource.ts
 * renders it before XState has loaded): `starting` resolves at once to `shown` (an answer), `missing` (a 404) or
 * `loading`. `shown` and `missing` are final for the machine (no event leaves them), so with a preloaded answer the
 * view never changes. public-resource.machine.test.ts checks it against the machine.
 */
export function selectFirstPublicResourceView<T>(
  preloaded: Preloaded<T> | null | undefined,
): PublicResourceView<T> {
  if (preloaded?.kind === 'found') return { kind: 'shown', data: preloaded.data };
  if (preloaded?.kind === 'missing') return { kind: 'missing' };
  return { kind: 'loading' };
}
