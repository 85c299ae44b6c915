import { fillCopy, type BadgeVariant } from '@vitrina/shared/core';
import type { DashboardOrder } from '@vitrina/shared/data';
import { orderCopy } from './copy';
import type { OrderStage } from './orderTimeline';

export const ORDER_BADGE: Record<OrderStage, BadgeVariant> = {
  pending: 'warning',
  paid: 'info',
  partlyShipped: 'info',
  shipped: 'info',
  partlyDelivered: 'success',
  delivered: 'success',
  cancelled: 'secondary',
};

/** A short, readable order number: the first 8 characters of its id. */
export function orderNumber(order: Pick<DashboardOrder, 'id'>): string {
  return fillCopy(orderCopy.orderNumber, { number: order.id.slice(0, 8).toUpperCase() });
}

/**
 * Who is looking at the order: its buyer, one of its sellers, or staff (trusted users read every order; RLS shows a
 * seller only their own items, so a viewer with none of the items is not a seller of it).
 */
export type OrderViewer = 'buyer' | 'seller' | 'staff';

export function orderViewer(order: DashboardOrder, userId: string): OrderViewer {
  if (order.buyer_id === userId) return 'buyer';
  return order.order_items.some((item) => item.seller_id === userId) ? 'seller' : 'staff';
}

/** What the member's side of the order adds up to: the whole total for the buyer (and staff), their items for a seller. */
export function amountFor(order: DashboardOrder, userId: string): number {
  if (orderViewer(order, userId) !== 'seller') return order.total;
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
 * The amounts lines as the database stored them: the buyer and staff see the order's own columns (create_order wrote
 * subtotal, shipping_total, discount, discount_code, total); a seller sees only their items (RLS), so their part is
 * the sum of those items' stored price and shipping (the welcome discount is on the whole order, not on a seller).
 */
export function orderAmounts(order: DashboardOrder, userId: string): OrderAmounts {
  if (orderViewer(order, userId) !== 'seller') {
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

/**
 * The shipping address as the carrier needs it, one line each: street, colonia, city and state, C.P., the phone
 * for the courier (the buyer's, and each seller's of the order: RLS shows it to them and to nobody else).
 */
export function addressLines(address: DashboardOrder['shipping_address']): string[] {
  if (!address) return [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const lines = [
    text(address.address),
    text(address.neighborhood) && fillCopy(orderCopy.neighborhood, { neighborhood: text(address.neighborhood) }),
    [text(address.city), text(address.state)].filter(Boolean).join(', '),
    text(address.zip_code) && fillCopy(orderCopy.zip, { zip: text(address.zip_code) }),
    text(address.phone) && fillCopy(orderCopy.phone, { phone: text(address.phone) }),
  ];
  return lines.filter(Boolean);
}
