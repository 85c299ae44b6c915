import { queryRoots } from '@vitrina/shared/kernel';

/**
 * Keys of the orders module. The cart's availability re-read lives under `queryRoots.products`, so everything that
 * invalidates products (a sale here, an edit or a review elsewhere) also re-reads the cart.
 */
export const orderKeys = {
  all: ['orders'] as const,
  /** the signed-in buyer's orders */
  mine: (userId: string) => [...orderKeys.all, 'buyer', userId] as const,
  /** what the checkout pre-fills for a buyer: profile name and the last shipping address */
  checkoutContact: (userId: string) => [...orderKeys.all, 'checkout-contact', userId] as const,
  /** the cart's pieces as the database sees them now (ids sorted: the same cart is one cache entry) */
  cartAvailability: (productIds: readonly string[]) =>
    [...queryRoots.products, 'cart-availability', [...productIds].sort()] as const,
};
