import { cartItemCount, copy, useCartStore } from '@vitrina/shared/core';
import { CartIcon } from './icons';
import { IconBadgeLink } from './IconBadgeLink';

/** Cart icon with the number of items in the cart; open to everyone. */
export function CartButton() {
  const count = useCartStore((state) => cartItemCount(state.items));
  const label = count > 0 ? `${copy.shell.cart} (${count})` : copy.shell.cart;
  return <IconBadgeLink to="/cart" label={label} count={count} icon={<CartIcon />} testId="cart-count" />;
}
