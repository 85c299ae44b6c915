import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AmountList, Button, copy, formatPrice, formatTotal, authPathFor, paths } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import type { CartItem } from '@vitrina/shared/contract';
import { orderTotals, shippingLabel } from '../checkout/orderTotals';
import { cartCopy } from './copy';
import { checkoutCopy } from '../checkout/copy';

export const SummaryCard = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.aboveSidebar} {
    position: sticky;
    top: 88px;
  }
`;

export const SummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
`;

export const TotalRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

export const SmallNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Blocked = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** Where /auth sends the buyer back after signing in (mfe-auth reads state.from, then ?redirect=). */
export const CHECKOUT_RETURN = authPathFor(paths.checkout);

export interface CartSummaryProps {
  items: readonly CartItem[];
  /** pieces that cannot be bought: the buyer removes them before paying */
  blocked: boolean;
  /** each piece's shipping price per unit (availability re-read) */
  shippingPrices: ReadonlyMap<string, number>;
}

/** Subtotal, shipping (the sellers' prices per piece), total, and the way to checkout (or to sign in first). */
export function CartSummary({ items, blocked, shippingPrices }: CartSummaryProps) {
  const user = useUser();
  const navigate = useNavigate();
  const totals = orderTotals(items, shippingPrices);
  const blockedId = 'cart-blocked-reason';

  return (
    <SummaryCard aria-labelledby="cart-summary-title">
      <SummaryTitle id="cart-summary-title">{cartCopy.summary}</SummaryTitle>
      <AmountList>
        <dt>{cartCopy.subtotal}</dt>
        <dd data-testid="cart-subtotal">{formatPrice(totals.subtotal)}</dd>
        <dt>{cartCopy.shipping}</dt>
        <dd data-testid="cart-shipping">{shippingLabel(totals.shipping)}</dd>
      </AmountList>
      <TotalRow>
        <span>{cartCopy.total}</span>
        <span data-testid="cart-total">
          {totals.total === null ? checkoutCopy.shippingPending : formatTotal(totals.total)}
        </span>
      </TotalRow>
      <SmallNote>{copy.shipping.rule}</SmallNote>
      {blocked ? <Blocked id={blockedId}>{checkoutCopy.unavailableBlocksPay}</Blocked> : null}
      {user ? (
        blocked ? (
          <Button type="button" size="lg" fullWidth disabled aria-describedby={blockedId}>
            {cartCopy.goToCheckout}
          </Button>
        ) : (
          <Button as={Link} to={paths.checkout} size="lg" fullWidth>
            {cartCopy.goToCheckout}
          </Button>
        )
      ) : (
        <Button
          type="button"
          size="lg"
          fullWidth
          disabled={user === undefined}
          onClick={() => void navigate(CHECKOUT_RETURN, { state: { from: paths.checkout } })}
        >
          {cartCopy.signInToBuy}
        </Button>
      )}
      <SmallNote>{cartCopy.cancellationNote}</SmallNote>
      <SmallNote>{cartCopy.secureNote}</SmallNote>
    </SummaryCard>
  );
}
