import { copy, fillCopy } from '@vitrina/shared/core';
import { cartItemCount, useCartStore } from '@vitrina/shared/kernel';
import { CartIcon } from './icons';
import { badgeFigure, IconBadgeLink } from './IconBadgeLink';

/** Cart icon with the number of items in the cart; open to everyone. */
export function CartButton() {
  const count = useCartStore((state) => cartItemCount(state.items));
  let label: string = copy.shell.cart;
  if (count === 1) label = copy.shell.cartOneItem;
  else if (count > 1) label = fillCopy(copy.shell.cartItems, { count: badgeFigure(count) });
  return <IconBadgeLink to="/cart" label={label} count={count} icon={<CartIcon />} testId="cart-count" />;
}
