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

interface OrderAmounts {
  subtotal: number;
  shipping: number;
  /** 0 when no code was used */
  discount: number;
  discountCode: string | null;
  total: number;
}

/**
 * The amounts lines as the database stored them: the buyer sees the order's own columns (create_order wrote
 * subtotal, shipping_total, discount, discount_code, total); a seller sees only their items (RLS), so their part is
 * the sum of those items' stored price and shipping (the welcome discount is on the whole order, not on a seller).
 */
export function orderAmounts(order: DashboardOrder, userId: string): OrderAmounts {
  if (order.buyer_id === userId) {
    return {
      subtotal: order.subtotal,
      shipping: order.shipping_total,
      discount: order.discount,
      discountCode: order.discount_code ?? null,
      total: order.total,
    };
  }
  const subtotal = amountFor(order, userId);
  const shipping = order.order_items.reduce((sum, item) => sum + item.shipping, 0);
  // centavos: the stored amounts have two decimals, their float sum may not
  return { subtotal, shipping, discount: 0, discountCode: null, total: Math.round((subtotal + shipping) * 100) / 100 };
}

/** One line of the shipping address, or null when the order has none. */
export function addressLine(address: DashboardOrder['shipping_address']): string | null {
  if (!address) return null;
  const parts = [address.address, address.city, address.state, address.zip_code].filter(
    (part) => part && String(part).trim(),
  );
  return parts.length ? parts.join(', ') : null;
}
