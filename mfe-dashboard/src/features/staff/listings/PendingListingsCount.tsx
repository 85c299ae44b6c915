import { plural } from '@vitrina/shared/core';
import { useModerationRealtime, usePendingListingCount } from './moderationApi';
import { SidebarCount } from '../../layout/SidebarCount';
import { moderationCopy } from './copy';

/**
 * The number of pieces waiting for review, on the Panel Admin link (shown to trusted members only). It refreshes
 * after a decision (the mutation invalidates it) and live when a seller sends a piece or a colleague decides.
 * `id` is the link's aria-describedby, so the link keeps its name and screen readers hear the count after it.
 */
export function PendingListingsCount({ id }: { id: string }) {
  const count = usePendingListingCount(true);
  useModerationRealtime(true);
  return <SidebarCount id={id} count={count.data} label={plural(count.data ?? 0, moderationCopy.pendingBadgeLabel)} />;
}
