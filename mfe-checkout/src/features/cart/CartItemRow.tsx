import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  copy,
  fillCopy,
  formatPrice,
  imageFrame,
  pieceShippingLabel,
  paths,
  stockLimitMessage,
} from '@vitrina/shared/core';
import { toast, useCartStore } from '@vitrina/shared/kernel';
import type { CartItem } from '@vitrina/shared/contract';
import { AvailabilityNote } from '../availability/AvailabilityNote';
import type { ItemAvailability } from '../availability/useCheckedCart';
import { cartCopy } from './copy';

const Row = styled.li<{ $unavailable: boolean }>`
  display: grid;
  grid-template-columns: 96px 1fr auto;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $unavailable }) => ($unavailable ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: 72px 1fr;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Thumb = styled.div`
  ${imageFrame}
  width: 96px;
  height: 120px;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.belowMobile} {
    width: 72px;
    height: 90px;
  }
`;

const Info = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Title = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: 2px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Agreed = styled.span`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.belowMobile} {
    grid-column: 1 / -1;
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    height: 36px;
    width: 36px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Quantity = styled.output`
  min-width: 36px;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LineTotal = styled.strong`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface CartItemRowProps {
  item: CartItem;
  availability: ItemAvailability | undefined;
  /** the piece's shipping per unit as its seller set it (availability re-read); unknown while it loads */
  shippingPrice?: number;
  /** the published price when the buyer pays an accepted offer's price instead */
  agreedListPrice?: number;
}

/** One piece of the cart: image, title, unit price, quantity stepper (capped at the stock), remove. */
export function CartItemRow({ item, availability, shippingPrice, agreedListPrice }: CartItemRowProps) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const removeItem = useCartStore((state) => state.removeItem);
  const image = item.images?.[0];
  const unavailable = Boolean(availability && availability !== 'available');
  // at the listing's stock (a one-of-a-kind piece: at 1) there is nothing more to add
  const atStock = item.stock !== undefined && item.quantity >= item.stock;

  const announceRemoved = () =>
    toast({ title: copy.marketplace.productRemovedTitle, description: copy.marketplace.productRemovedDescription });

  const decrease = () => {
    if (setQuantity(item.id, item.quantity - 1) === 'removed') announceRemoved();
  };
  const increase = () => {
    if (setQuantity(item.id, item.quantity + 1) === 'limit') {
      toast({
        title: copy.cart.stockLimitTitle,
        description: stockLimitMessage(item.stock ?? item.quantity),
        variant: 'info',
      });
    }
  };
  const remove = () => {
    removeItem(item.id);
    announceRemoved();
  };

  return (
    <Row $unavailable={unavailable} data-testid="cart-item" data-product-id={item.id}>
      <Thumb>{image ? <img src={image} alt={item.title} loading="lazy" /> : null}</Thumb>
      <Info>
        <Title to={paths.productShort(item.id)}>{item.title}</Title>
        <Muted>
          {cartCopy.unitPrice}: {formatPrice(item.price)}
        </Muted>
        {agreedListPrice !== undefined && !unavailable ? (
          <Agreed data-testid="cart-item-agreed">
            {fillCopy(cartCopy.agreedPrice, { price: formatPrice(agreedListPrice) })}
          </Agreed>
        ) : null}
        {shippingPrice !== undefined && !unavailable ? (
          <Muted data-testid="cart-item-shipping">{pieceShippingLabel(shippingPrice, item.quantity)}</Muted>
        ) : null}
        {item.stock !== undefined && !unavailable ? (
          <Muted>{item.stock > 1 ? fillCopy(cartCopy.lowStock, { stock: item.stock }) : cartCopy.oneOfAKind}</Muted>
        ) : null}
        <AvailabilityNote state={availability} />
      </Info>
      <Controls>
        <Stepper role="group" aria-label={`${cartCopy.quantity}: ${item.title}`}>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={fillCopy(cartCopy.decrease, { title: item.title })}
            onClick={decrease}
          >
            −
          </Button>
          <Quantity aria-live="polite" data-testid="cart-item-quantity">
            {item.quantity}
          </Quantity>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={fillCopy(cartCopy.increase, { title: item.title })}
            title={atStock ? stockLimitMessage(item.stock ?? item.quantity) : undefined}
            disabled={atStock}
            onClick={increase}
          >
            +
          </Button>
        </Stepper>
        <LineTotal aria-label={`${cartCopy.lineTotal}: ${formatPrice(item.price * item.quantity)}`}>
          {formatPrice(item.price * item.quantity)}
        </LineTotal>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={fillCopy(cartCopy.remove, { title: item.title })}
          onClick={remove}
        >
          {cartCopy.removeShort}
        </Button>
      </Controls>
    </Row>
  );
}
