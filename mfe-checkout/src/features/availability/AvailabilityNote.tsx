import styled from 'styled-components';

import type { ItemAvailability } from './useCheckedCart';
import { availabilityCopy } from './copy';

const MESSAGES: Record<Exclude<ItemAvailability, 'available'>, string> = {
  sold: availabilityCopy.unavailableSold,
  review: availabilityCopy.unavailableReview,
  gone: availabilityCopy.unavailableGone,
  own: availabilityCopy.unavailableOwn,
};

const Note = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.destructiveSoft};
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Why a piece in the cart cannot be bought any more; nothing for an available one. */
export function AvailabilityNote({ state }: { state: ItemAvailability | undefined }) {
  if (!state || state === 'available') return null;
  return <Note data-testid="unavailable-note">{MESSAGES[state]}</Note>;
}
