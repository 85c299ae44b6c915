import styled from 'styled-components';
import { fillCopy } from '@vitrina/shared/core';
import { FULL_WINDOW_PRICE, PROTECTION_WINDOW_DAYS, protectionCopy } from './copy';

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * The guarantee every piece carries: the buyer's money is held until they have it, and they may claim for the
 * window after the delivery. Pieces the seller marked for escrow, and expensive ones, wait for the whole window.
 */
export function ProtectionNote({ product }: { product: { escrow_required: boolean; price: number | string } }) {
  const days = PROTECTION_WINDOW_DAYS;
  const fullWindow = product.escrow_required || Number(product.price) >= FULL_WINDOW_PRICE;
  return (
    <Note data-testid="protection-note">
      <strong>{protectionCopy.title}</strong>
      <span>{fillCopy(protectionCopy.promise, { days })}</span>
      <span>{protectionCopy.held}</span>
      {fullWindow ? <span>{fillCopy(protectionCopy.fullWindow, { days })}</span> : null}
    </Note>
  );
}
