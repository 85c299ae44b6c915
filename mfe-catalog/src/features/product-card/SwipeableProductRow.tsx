import { useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { SWIPE_THRESHOLD, abovePhone, isPhoneNow, onPhone } from '@vitrina/shared/core';
import { ProductCard, type ProductCardProduct } from './ProductCard';
import { useProductCardActions } from './useProductCardActions';
import { productCardCopy } from './copy';

const Track = styled.div`
  position: relative;
  /* as tall as its grid cell, so the tiles of a grid row line up */
  height: 100%;
  ${onPhone} {
    /* the row slides inside its frame; a tile keeps its shadow, unclipped */
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.lg};
    /* vertical scrolling stays the browser's; horizontal drags are the row's */
    touch-action: pan-y;
  }
`;

const Hint = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'side' })<{ side: 'left' | 'right' }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: ${({ side }) => (side === 'right' ? 'flex-start' : 'flex-end')};
  padding: 0 ${({ theme }) => theme.space[6]};
  background: ${({ side, theme }) => (side === 'right' ? theme.colors.destructiveSoft : theme.colors.successSoft)};
  color: ${({ side, theme }) => (side === 'right' ? theme.colors.destructive : theme.colors.success)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${abovePhone} {
    display: none;
  }
`;

const Slide = styled.div`
  position: relative;
  height: 100%;
  transition: transform ${({ theme }) => theme.transitions.normal};
  &[data-dragging='true'] {
    transition: none;
  }
`;

/**
 * A piece of a listing: a tile above a phone's width, a row at it (CSS, one markup). On a phone a swipe right past 50 px (spec §9 threshold) saves the piece as a favourite,
 * a swipe left adds it to the cart; the card's own buttons do the same for everyone who does not swipe. A piece sold
 * at auction is bought only by winning it, so its row swipes right only. Whether the page is a phone's is asked
 * at the gesture (the width may have changed since the render); a mouse never swipes.
 */
export function SwipeableProductRow({
  product,
  eagerImage = false,
}: {
  product: ProductCardProduct;
  eagerImage?: boolean;
}) {
  const actions = useProductCardActions(product);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const enabled = !actions.isOwn && !actions.isSold;
  const canAdd = !product.auction;

  const onPointerDown = (event: PointerEvent) => {
    if (!enabled || event.pointerType === 'mouse' || !isPhoneNow()) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent) => {
    const origin = start.current;
    if (!origin || origin.id !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    const dy = event.clientY - origin.y;
    if (!dragging && Math.abs(dx) < Math.abs(dy)) return;
    setDragging(true);
    setOffset(Math.max(canAdd ? -120 : 0, Math.min(120, dx)));
  };
  const finish = () => {
    const dx = offset;
    start.current = null;
    setDragging(false);
    setOffset(0);
    if (dx >= SWIPE_THRESHOLD && !actions.isFavorite) void actions.toggleFavorite();
    else if (dx <= -SWIPE_THRESHOLD && canAdd) void actions.addToCart();
  };

  return (
    <Track
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={() => {
        start.current = null;
        setDragging(false);
        setOffset(0);
      }}
      data-testid="swipe-row"
    >
      {offset !== 0 ? (
        <Hint side={offset > 0 ? 'right' : 'left'} aria-hidden="true">
          {offset > 0 ? productCardCopy.productSaved : productCardCopy.add}
        </Hint>
      ) : null}
      <Slide data-dragging={dragging} style={{ transform: offset ? `translateX(${offset}px)` : undefined }}>
        <ProductCard product={product} layout="responsive" eagerImage={eagerImage} />
      </Slide>
    </Track>
  );
}
