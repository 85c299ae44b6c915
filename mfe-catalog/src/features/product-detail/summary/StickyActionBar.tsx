import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, formatPrice, PHONE_QUERY } from '@vitrina/shared/core';
import { productDetailCopy } from '../copy';

/**
 * The bar's height on a phone when it cannot be measured, reserved at the page's end so it never covers the footer's
 * last links.
 */
const BAR_SPACE_PX = 76;

/** Under this width the price and the two buttons, in their full words, no longer fit on one line. */
const ONE_LINE_MIN_PX = 460;

const Bar = styled.div`
  display: none;
  ${({ theme }) => theme.media.belowMobile} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.header};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    padding-bottom: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 -6px 24px rgba(11, 22, 48, 0.12);
  }
  button {
    flex: none;
    height: 44px;
  }
  /* a narrow phone: the price on a line of its own above the two buttons, which share the width */
  @media (max-width: ${ONE_LINE_MIN_PX - 0.02}px) {
    && {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      row-gap: ${({ theme }) => theme.space[1]};
    }
    p {
      grid-column: 1 / -1;
    }
    button {
      padding: 0 ${({ theme }) => theme.space[2]};
    }
  }
`;

const Price = styled.p`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export interface StickyActionBarProps {
  price: number;
  onBuy: () => void;
  onOffer: () => void;
}

/**
 * On a phone, once the page's own buttons have been scrolled past, this bar keeps the price, 'Comprar ahora' and
 * 'Hacer una oferta' (the buttons' own words) at the bottom of the screen. Above the mobile breakpoint it is not
 * shown. It is mounted only then, so the two never show together.
 */
export function StickyActionBar({ price, onBuy, onOffer }: StickyActionBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    const reserve = () => {
      // one line or two (a narrow phone): the bar's own height
      const space = `${bar.current?.offsetHeight || BAR_SPACE_PX}px`;
      document.body.style.paddingBottom = phone.matches ? space : '';
      // the shared Toaster's bottom toasts sit above the bar instead of on it
      document.documentElement.style.setProperty('--vitrina-bottom-bar', phone.matches ? space : '0px');
    };
    reserve();
    phone.addEventListener('change', reserve);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    if (bar.current) resized?.observe(bar.current);
    return () => {
      resized?.disconnect();
      phone.removeEventListener('change', reserve);
      document.body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--vitrina-bottom-bar');
    };
  }, []);

  return (
    <Bar ref={bar} role="region" aria-label={productDetailCopy.quickActions} data-testid="sticky-action-bar">
      <Price>{formatPrice(price)}</Price>
      <Button type="button" variant="accent" onClick={onBuy}>
        {productDetailCopy.buyNow}
      </Button>
      <Button type="button" variant="outline" onClick={onOffer}>
        {productDetailCopy.makeOffer}
      </Button>
    </Bar>
  );
}
