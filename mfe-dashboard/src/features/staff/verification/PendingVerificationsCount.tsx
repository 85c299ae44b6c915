import { plural } from '@vitrina/shared/core';
import { usePendingVerificationCount, useVerificationRealtime } from '../../verification/verificationApi';
import { SidebarCount } from '../../layout/SidebarCount';
import { verificationReviewCopy } from './copy';

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
