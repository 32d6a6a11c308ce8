// A public page's read as a machine (machines/content/public-resource): started with what the server already
// fetched for this page when it rendered it, otherwise loading through `load`. Give the component that uses it a
// `key` of the request and the language, so another page, filter or language starts a new read.
//
// With the server's answer (every server-rendered page whose API call answered) the machine's first state is final
// (`shown` or `missing`): nothing can change, so its code is not even loaded. Otherwise (a page reached by a link, or
// a read the server could not make) the machine loads and runs (src/app/lazy-actor.ts), showing `loading` meanwhile.
import { useI18nContext } from '../i18n/i18n-react';
import { useLazyActor } from '../app/lazy-actor';
import { usePreloaded } from '../app/render-context';
import {
  selectFirstPublicResourceView,
  selectPublicResource,
  type PublicResourceView,
} from '../../machines/content/public-resource.selectors';
import type { PublicResourceSnapshot } from '../../machines/content/public-resource.machine';

export function usePublicResource<T>(
  request: string,
  load: () => Promise<T>,
): [view: PublicResourceView<T>, retry: () => void] {
  const { locale } = useI18nContext();
  const preloaded = usePreloaded<T>(request, locale);
  const { view, send } = useLazyActor({
    create: preloaded
      ? null
      : () =>
          import('./public-resource-actor').then(({ createPublicResourceActor }) =>
            createPublicResourceActor(load, preloaded),
          ),
    select: (snapshot: PublicResourceSnapshot) => selectPublicResource<T>(snapshot),
    initialView: selectFirstPublicResourceView<T>(preloaded),
  });
  return [view, () => send({ type: 'user.retry' })];
}
