// What /staff/contact-requests shows for a contact-pipeline snapshot: one view the page switches on.
import { failureNotice } from '../../domain/failures';
import type { ContactPipelineSnapshot } from './contact-pipeline.machine';
import type { ContactPipelineView } from './contact-pipeline.types';

export function selectContactPipelineView(snapshot: ContactPipelineSnapshot): ContactPipelineView {
  const { context } = snapshot;
  const { filters, result, failure } = context;
  if (failure && snapshot.matches('forbidden')) {
    return { kind: 'forbidden', notice: failureNotice(failure, 'errors.forbidden') };
  }
  if (failure && snapshot.matches('failed'))
    return { kind: 'failed', notice: failureNotice(failure), filters };
  if (result && (snapshot.matches('ready') || snapshot.matches('loading'))) {
    return {
      kind: 'ready',
      busy: snapshot.hasTag('busy'),
      filters,
      items: result.items,
      meta: result.meta,
      members: result.members,
    };
  }
  return { kind: 'loading', filters };
}
