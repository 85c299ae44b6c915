import { LineIcon, plural } from '@vitrina/shared/core';
import { usePendingVerificationCount, useVerificationRealtime } from '../../verification/verificationApi';
import { SidebarCount } from '../../layout/SidebarCount';
import { verificationReviewCopy } from './copy';

/** A shield with a check: the sidebar's Verificaciones link (the size of the other sidebar icons). */
export const VerificationIcon = () => (
  <LineIcon>
    <path d="M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </LineIcon>
);

/**
 * Requests waiting for a decision, on the Verificaciones link (trusted members only). Refreshed after a decision
 * (the mutation invalidates the verification keys) and live through realtime. `id` is the link's aria-describedby.
 */
export function PendingVerificationsCount({ id }: { id: string }) {
  const count = usePendingVerificationCount(true);
  useVerificationRealtime();
  return (
    <SidebarCount
      id={id}
      count={count.data}
      label={plural(count.data ?? 0, verificationReviewCopy.pendingBadgeLabel)}
    />
  );
}
