// What the lifecycle panel, the review view and the row comments share (issue 15): the viewer's role in the
// workspace (from the session, like `useCanManage`), and a lifecycle refusal's text.
import type { SpaceRole } from '../../../domain/membership-lifecycle';
import { noticeText } from '../../../domain/failures';
import type { Refusal } from '../../../machines/inventory/inventory.types';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSessionView } from '../../components/session-context';
import { FormError } from '../../components/form/form-error';

/** The signed-in viewer's role in the workspace (`?space=`, else their default one); null when not an active member. */
export function useSpaceRole(spaceId: string | null): SpaceRole | null {
  const session = useSessionView();
  if (session.kind !== 'signedIn') return null;
  const membership = spaceId
    ? session.user.spaces.find((space) => space.id === spaceId)
    : (session.space ?? session.user.spaces[0]);
  return membership && membership.status === 'ACTIVE' ? (membership.role as SpaceRole) : null;
}

/** A lifecycle refusal: stale, not allowed and forbidden explained in the screen's words; others from the catalogue. */
export function LifecycleRefusal({ refusal }: { refusal: Refusal | null }) {
  const { LL, locale } = useI18nContext();
  if (!refusal) return null;
  const t = LL.inventoryReviewUi.lifecycle.refusals;
  const text =
    refusal.code === 'STALE_VERSION'
      ? t.stale()
      : refusal.code === 'INVENTORY_TRANSITION_NOT_ALLOWED'
        ? t.notAllowed()
        : refusal.code === 'FORBIDDEN'
          ? t.forbidden()
          : noticeText(refusal.notice, locale);
  return <FormError>{text}</FormError>;
}
