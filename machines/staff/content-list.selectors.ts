// What /staff/articles and /staff/success-stories show for a content-list snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import type { ContentListSnapshot } from './content-list.machine';
import type { ContentListView } from './content-list.types';

export function selectContentListView(snapshot: ContentListSnapshot): ContentListView {
  const { filters, result, failure } = snapshot.context;
  if (failure && snapshot.matches('forbidden')) {
    return { kind: 'forbidden', notice: failureNotice(failure, 'errors.forbidden') };
  }
  if (failure && snapshot.matches('failed'))
    return { kind: 'failed', notice: failureNotice(failure), filters };
  if (result && (snapshot.matches('ready') || snapshot.matches('loading'))) {
    return { kind: 'ready', busy: snapshot.hasTag('busy'), filters, items: result.items, meta: result.meta };
  }
  return { kind: 'loading', filters };
}
