import styled from 'styled-components';
import {
  AmountList,
  copy,
  fillCopy,
  formatPrice,
  formatTotal,
  imageFrame,
  pieceShippingLabel,
  bareList,
} from '@vitrina/shared/core';
import type { CartItem } from '@vitrina/shared/contract';
import { AvailabilityNote } from '../availability/AvailabilityNote';
import type { ItemAvailability } from '../availability/useCheckedCart';
import { SmallNote, SummaryCard, SummaryTitle, TotalRow } from '../cart/CartSummary';
import { cartCopy } from '../cart/copy';
import { checkoutCopy } from './copy';
import { DiscountCodeField } from './DiscountCodeField';
import type { AppliedDiscount } from './discountCodeApi';
import { orderTotals, shippingLabel } from './orderTotals';

const Lines = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Line = styled.li<{ $flagged: boolean }>`
  display: grid;
  grid-template-columns: 48px 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  outline: ${({ theme, $flagged }) => ($flagged ? `2px solid ${theme.colors.destructive}` : 'none')};
  background: ${({ theme, $flagged }) => ($flagged ? theme.colors.destructiveSoft : 'transparent')};
`;

const Thumb = styled.div`
  ${imageFrame}
  width: 48px;
  height: 60px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const LineTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

const LineMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LinePrice = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface OrderSummaryProps {
  items: readonly CartItem[];
  availability: ReadonlyMap<string, ItemAvailability>;
  /** a piece the database just refused (sold meanwhile): marked even before the re-read says so */
  refusedId?: string;
  /** each piece's shipping price per unit, from the availability re-read */
  shippingPrices: ReadonlyMap<string, number>;
  discount: AppliedDiscount | null;
  onDiscountChange: (applied: AppliedDiscount | null) => void;
  discountRefusal?: string;
}

/** The order beside the checkout tabs: each piece with quantity and price, subtotal, shipping and total. */
export function OrderSummary({
  items,
  availability,
  refusedId,
  shippingPrices,
  discount,
  onDiscountChange,
  discountRefusal,
}: OrderSummaryProps) {
  const totals = orderTotals(items, shippingPrices, discount?.percent ?? 0);
  return (
    <SummaryCard aria-labelledby="order-summary-title">
      <SummaryTitle id="order-summary-title">{checkoutCopy.orderSummary}</SummaryTitle>
      <Lines>
        {items.map((item) => {
          const state =
            item.id === refusedId && availability.get(item.id) === 'available' ? 'sold' : availability.get(item.id);
          const flagged = item.id === refusedId || Boolean(state && state !== 'available');
          return (
            <Line key={item.id} $flagged={flagged} data-testid="summary-item" data-flagged={flagged}>
              <Thumb>{item.images?.[0] ? <img src={item.images[0]} alt="" /> : null}</Thumb>
              <div>
                <LineTitle>{item.title}</LineTitle>
                <LineMeta>
                  {item.quantity} × {formatPrice(item.price)}
                </LineMeta>
                {shippingPrices.has(item.id) ? (
                  <LineMeta data-testid="summary-item-shipping">
                    {pieceShippingLabel(shippingPrices.get(item.id), item.quantity)}
                  </LineMeta>
                ) : null}
                <AvailabilityNote state={flagged && !state ? 'sold' : state} />
              </div>
              <LinePrice>{formatPrice(item.price * item.quantity)}</LinePrice>
            </Line>
          );
        })}
      </Lines>
      <AmountList>
        <dt>{cartCopy.subtotal}</dt>
        <dd data-testid="checkout-subtotal">{formatPrice(totals.subtotal)}</dd>
        <dt>{cartCopy.shipping}</dt>
        <dd data-testid="checkout-shipping">{shippingLabel(totals.shipping)}</dd>
        {discount ? (
          <>
            <dt>{fillCopy(checkoutCopy.discountLine, { code: discount.code })}</dt>
            <dd data-testid="checkout-discount">−{formatPrice(totals.discount)}</dd>
          </>
        ) : null}
      </AmountList>
      <TotalRow>
        <span>{cartCopy.total}</span>
        <span data-testid="checkout-total">
          {totals.total === null ? checkoutCopy.shippingPending : formatTotal(totals.total)}
        </span>
      </TotalRow>
      <DiscountCodeField applied={discount} onChange={onDiscountChange} refusal={discountRefusal} />
      <SmallNote>{copy.shipping.rule}</SmallNote>
      <SmallNote>{cartCopy.cancellationNote}</SmallNote>
    </SummaryCard>
  );
}
