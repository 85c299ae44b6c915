import styled, { css } from 'styled-components';
import { Skeleton } from '@vitrina/shared/core';
import { asRow, type CardLayout } from './ProductCard';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './ProductImage';

const Shell = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'layout' })<{ layout: CardLayout }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  ${({ layout }) =>
    asRow(
      layout,
      css`
        flex-direction: row;
      `,
    )}
`;

const Photo = styled(Skeleton).withConfig({ shouldForwardProp: (prop) => prop !== 'layout' })<{
  layout: CardLayout;
}>`
  aspect-ratio: ${IMAGE_WIDTH} / ${IMAGE_HEIGHT};
  height: auto;
  border-radius: 0;
  flex: none;
  width: 100%;
  ${({ layout }) =>
    asRow(
      layout,
      css`
        width: 112px;
      `,
    )}
`;

/** The buttons' place: 32 px in a tile, a thumb's 44 px in a row, as the card's. */
const ButtonsLine = styled(Skeleton).withConfig({ shouldForwardProp: (prop) => prop !== 'layout' })<{
  layout: CardLayout;
}>`
  height: 32px;
  ${({ layout }) =>
    asRow(
      layout,
      css`
        height: 44px;
      `,
    )}
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  flex: 1;
`;

/** A card-shaped placeholder with the card's proportions, so the grid does not jump when the pieces arrive. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  return (
    <Shell layout={layout} aria-hidden="true" data-testid="product-card-skeleton">
      <Photo layout={layout} />
      <Lines>
        <Skeleton width="55%" height="20px" radius="999px" />
        <Skeleton height="18px" />
        <Skeleton width="70%" height="18px" />
        <Skeleton width="50%" height="14px" />
        <Skeleton width="40%" height="24px" />
        <ButtonsLine layout={layout} />
      </Lines>
    </Shell>
  );
}
