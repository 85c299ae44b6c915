import styled from 'styled-components';
import { copy, fillCopy, VisuallyHidden } from '@vitrina/shared/core';
import { useModerationRealtime, usePendingListingCount } from '@vitrina/shared/data';

const Count = styled.span`
  margin-left: auto;
  min-width: 22px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.navy};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 20px;
  text-align: center;
`;

/**
 * The number of pieces waiting for review, on the Panel Admin link (shown to trusted members only). It refreshes
 * after a decision (the mutation invalidates it) and live when a seller sends a piece or a colleague decides.
 * `id` is the link's aria-describedby, so the link keeps its name and screen readers hear the count after it.
 */
export function PendingListingsCount({ id }: { id: string }) {
  const count = usePendingListingCount(true);
  useModerationRealtime(true);
  if (!count.data) return null;
  return (
    <Count id={id}>
      <span aria-hidden="true">{count.data > 99 ? '99+' : count.data}</span>
      <VisuallyHidden>{fillCopy(copy.moderation.pendingBadgeLabel, { n: count.data })}</VisuallyHidden>
    </Count>
  );
}
