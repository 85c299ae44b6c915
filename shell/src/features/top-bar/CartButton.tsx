import { plural, paths, cartItemCount } from '@vitrina/shared/core';
import { useCartStore } from '@vitrina/shared/kernel';
import { CartIcon } from './icons';
import { badgeFigure, IconBadgeLink } from './IconBadgeLink';
import { shellCopy } from '../../app/shellCopy';
import { topBarCopy } from './copy';

/** Cart icon with the number of items in the cart; open to everyone. */
export function CartButton() {
  const count = useCartStore((state) => cartItemCount(state.items));
  const label = count > 0 ? plural(count, topBarCopy.cartItems, { count: badgeFigure(count) }) : shellCopy.cart;
  return <IconBadgeLink to={paths.cart} label={label} count={count} icon={<CartIcon />} testId="cart-count" />;
}
