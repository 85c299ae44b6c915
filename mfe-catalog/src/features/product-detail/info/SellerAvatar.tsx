import styled, { css } from 'styled-components';
import { memberInitials } from '@vitrina/shared/core';

/** The bordered surface a seller's card (product page) and header (seller page) sit on. */
export const sellerPanel = css`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Circle = styled.div<{ $large: boolean }>`
  flex: none;
  width: ${({ $large }) => ($large ? 96 : 56)}px;
  height: ${({ $large }) => ($large ? 96 : 56)}px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.goldLight};
  display: grid;
  place-items: center;
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.xl : 'inherit')};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The seller's picture, or their initials on navy without one (spec §9). Decorative: the name stands beside it.
 * Large on the seller's page, where it is above the fold (so not lazy); small and lazy on the product page.
 */
export function SellerAvatar({ name, url, large = false }: { name: string; url: string | null; large?: boolean }) {
  return (
    <Circle aria-hidden="true" $large={large}>
      {url ? <img src={url} alt="" loading={large ? undefined : 'lazy'} /> : memberInitials(name)}
    </Circle>
  );
}
