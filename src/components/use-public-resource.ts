// A public page's read as a machine (machines/content/public-resource): started with what the server already
// fetched for this page when it rendered it, otherwise loading through `load`. Give the component that uses it a
// `key` of the request and the language, so another page, filter or language starts a new read.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { publicResourceMachine } from '../../machines/content/public-resource.machine';
import {
  selectPublicResource,
  type PublicResourceView,
} from '../../machines/content/public-resource.selectors';
import { useInspectedMachine } from '../app/inspection';
import { usePreloaded } from '../app/render-context';
import { useI18nContext } from '../i18n/i18n-react';

export function usePublicResource<T>(
  request: string,
  load: () => Promise<T>,
): [view: PublicResourceView<T>, retry: () => void] {
  const { locale } = useI18nContext();
  const preloaded = usePreloaded<T>(request, locale);
  const [logic] = useState(() =>
    publicResourceMachine.provide({ actors: { load: fromPromise<unknown>(load) } }),
  );
  const actor = useInspectedMachine(logic, { input: { preloaded } });
  const view = useSelector(actor, (snapshot) => selectPublicResource<T>(snapshot));
  return [view, () => actor.send({ type: 'user.retry' })];
}
