import { fillCopy } from '@vitrina/shared/core';
import { cartItemCount, useCartStore } from '@vitrina/shared/kernel';
import { CartIcon } from './icons';
import { badgeFigure, IconBadgeLink } from './IconBadgeLink';
import { shellCopy } from '../../app/shellCopy';
import { topBarCopy } from './copy';

/** Cart icon with the number of items in the cart; open to everyone. */
export function CartButton() {
  const count = useCartStore((state) => cartItemCount(state.items));
  let label: string = shellCopy.cart;
  if (count === 1) label = topBarCopy.cartOneItem;
  else if (count > 1) label = fillCopy(topBarCopy.cartItems, { count: badgeFigure(count) });
  return <IconBadgeLink to="/cart" label={label} count={count} icon={<CartIcon />} testId="cart-count" />;
}
