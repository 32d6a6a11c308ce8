// What the inventory pages (issue 15, slice 1) share: the workspace they act in (`?space=`, else the caller's
// default), whether the viewer may manage it (the one permission table), the refusal texts and the area's links.
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { mayCall } from '../../../domain/workspace-permissions';
import { noticeText } from '../../../domain/failures';
import type { Facility, Refusal } from '../../../machines/inventory/inventory.types';
import { inventoryAreaPath, workspacePathFor, paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { useSessionView } from '../../components/session-context';
import { RequireSignIn } from '../../components/require-sign-in';
import { useDocumentTitle } from '../../components/use-document-title';
import { FormError } from '../../components/form/form-error';
import './inventory.css';

/** The workspace named by `?space=`, or null (the server takes the caller's default workspace). */
export function useSpaceId(): string | null {
  const space = new URLSearchParams(useSearch()).get('space');
  return space && space.length > 0 ? space : null;
}

/** Whether the signed-in viewer may manage facilities and inventories in the workspace (OWNER, ADMIN). */
export function useCanManage(spaceId: string | null): boolean {
  const session = useSessionView();
  if (session.kind !== 'signedIn') return false;
  const membership = spaceId
    ? session.user.spaces.find((space) => space.id === spaceId)
    : (session.space ?? session.user.spaces[0]);
  return Boolean(membership && membership.status === 'ACTIVE' && mayCall('createInventory', membership.role));
}

/** A refusal's form-level text (a stale version has its own explanation). */
export function RefusalText({ refusal }: { refusal: Refusal | null }) {
  const { LL, locale } = useI18nContext();
  if (!refusal) return null;
  const text =
    refusal.code === 'STALE_VERSION' ? LL.inventory.staleVersion() : noticeText(refusal.notice, locale);
  return <FormError>{text}</FormError>;
}

/** The text of a field's refusal, if the server named that field. */
export function fieldText(refusal: Refusal | null, field: string, locale: 'vi' | 'en'): string | null {
  const notice = refusal?.fieldErrors[field];
  return notice ? noticeText(notice, locale) : null;
}

/** The page frame: title, the area's links, signed-in only. */
export function InventoryFrame({
  title,
  lead,
  spaceId,
  children,
}: {
  title: string;
  lead: string;
  spaceId: string | null;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  useDocumentTitle(title);
  return (
    <RequireSignIn title={title}>
      <section className="container inv-page" aria-labelledby="page-title">
        <nav aria-label={LL.screens.inventories()} className="inv-nav">
          <Link href={spaceId ? workspacePathFor(spaceId) : paths.workspace}>
            {LL.inventory.backToWorkspace()}
          </Link>
          <Link href={inventoryAreaPath('inventories', spaceId)}>{LL.inventory.nav.inventories()}</Link>
          <Link href={inventoryAreaPath('facilities', spaceId)}>{LL.inventory.nav.facilities()}</Link>
        </nav>
        <h1 id="page-title">{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </section>
    </RequireSignIn>
  );
}

export function Loading() {
  const { LL } = useI18nContext();
  return (
    <p role="status" aria-busy="true">
      {LL.inventory.loading()}
    </p>
  );
}

export function LoadFailed({ refusal, onRetry }: { refusal: Refusal | null; onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div>
      <RefusalText refusal={refusal} />
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {LL.inventory.retry()}
      </button>
    </div>
  );
}

/** One line of a facility's address, from the street to the country. */
export function addressLine(facility: Facility): string {
  const a = facility.address;
  return [a.street, a.wardName, a.districtName, a.cityName, a.countryName].filter(Boolean).join(', ');
}
