import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, formatPrice, PHONE_QUERY } from '@vitrina/shared/core';
import { productDetailCopy } from '../copy';

/** The bar's height on a phone, reserved at the page's end so it never covers the footer's last links. */
const BAR_SPACE_PX = 76;

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
 * On a phone the gallery fills the first screen and the buttons sit below it: while they are out of view this bar
 * keeps the price, 'Comprar' and 'Ofertar' at the bottom of the screen (issue #22). Above the mobile breakpoint it
 * is not shown. It is mounted only while the page's own buttons are off screen, so the two never show together.
 */
export function StickyActionBar({ price, onBuy, onOffer }: StickyActionBarProps) {
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    const reserve = () => {
      document.body.style.paddingBottom = phone.matches ? `${BAR_SPACE_PX}px` : '';
      // the shared Toaster's bottom toasts sit above the bar instead of on it
      document.documentElement.style.setProperty('--vitrina-bottom-bar', phone.matches ? `${BAR_SPACE_PX}px` : '0px');
    };
    reserve();
    phone.addEventListener('change', reserve);
    return () => {
      phone.removeEventListener('change', reserve);
      document.body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--vitrina-bottom-bar');
    };
  }, []);

  return (
    <Bar role="region" aria-label={productDetailCopy.quickActions} data-testid="sticky-action-bar">
      <Price>{formatPrice(price)}</Price>
      <Button type="button" variant="accent" onClick={onBuy}>
        {productDetailCopy.buyShort}
      </Button>
      <Button type="button" variant="outline" onClick={onOffer}>
        {productDetailCopy.offerShort}
      </Button>
    </Bar>
  );
}
