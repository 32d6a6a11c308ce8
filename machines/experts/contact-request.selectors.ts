// What the "contact this expert" panel shows for a snapshot: one view the panel switches on.
import type { Notice } from '../../domain/failures';
import type { ContactExpertSnapshot } from './contact-request.machine';
import type { ContactExpertView } from './contact-request.types';

const GENERIC: Notice = { key: 'errors.generic', text: null };

export function selectContactExpertView(snapshot: ContactExpertSnapshot): ContactExpertView {
  const { context } = snapshot;
  if (snapshot.matches('noWorkspace')) return { kind: 'noWorkspace' };
  if (snapshot.matches('sent') && context.sent) return { kind: 'sent', request: context.sent };
  if (snapshot.matches('refused')) {
    return { kind: 'refused', refusal: context.refusal ?? 'conflict', error: context.error ?? GENERIC };
  }
  if (snapshot.matches('rateLimited')) {
    return { kind: 'rateLimited', error: context.error ?? { key: 'errors.rateLimited', text: null } };
  }
  if (snapshot.matches('failed')) return { kind: 'failed', error: context.error ?? GENERIC };
  return {
    kind: 'form',
    workspaces: context.workspaces,
    today: context.today,
    busy: snapshot.hasTag('busy'),
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}
