import { queryRoots } from '@vitrina/shared/kernel';

/** Keys of the orders module: every read of `orders` (and its `order_items`) starts with the orders root. */
export const orderKeys = {
  all: queryRoots.orders,
  /** what the member bought */
  purchases: (userId: string) => [...queryRoots.orders, 'purchases', userId] as const,
  /** orders with the member's pieces */
  sales: (userId: string) => [...queryRoots.orders, 'sales', userId] as const,
  detail: (orderId: string) => [...queryRoots.orders, 'detail', orderId] as const,
  /** what the checkout pre-fills for a buyer: profile name and the last shipping address */
  checkoutContact: (userId: string) => [...queryRoots.orders, 'checkout-contact', userId] as const,
};
