import { fillCopy, type BadgeVariant, type OrderStatus } from '@vitrina/shared/core';
import type { DashboardOrder } from '@vitrina/shared/data';
import { orderCopy } from './copy';

export const ORDER_BADGE: Record<OrderStatus, BadgeVariant> = {
  pending: 'warning',
  paid: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'secondary',
};

/** A short, readable order number: the first 8 characters of its id. */
export function orderNumber(order: Pick<DashboardOrder, 'id'>): string {
  return fillCopy(orderCopy.orderNumber, { number: order.id.slice(0, 8).toUpperCase() });
}

/** What the member's side of the order adds up to: the whole total for the buyer, their items for a seller. */
export function amountFor(order: DashboardOrder, userId: string): number {
  if (order.buyer_id === userId) return order.total;
  return order.order_items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** One line of the shipping address, or null when the order has none. */
export function addressLine(address: DashboardOrder['shipping_address']): string | null {
  if (!address) return null;
  const parts = [address.address, address.city, address.state, address.zip_code].filter(
    (part) => part && String(part).trim(),
  );
  return parts.length ? parts.join(', ') : null;
}
