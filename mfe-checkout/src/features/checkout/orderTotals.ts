import { copy, formatPrice } from '@vitrina/shared/core';
import type { CartItem } from '@vitrina/shared/contract';
import { checkoutCopy } from './copy';

export interface OrderTotals {
  subtotal: number;
  /** null until every piece's shipping price is known */
  shipping: number | null;
  discount: number;
  total: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The order's amounts as create_order computes them (migration 20250601003500): each piece's shipping price times
 * its units (summed per seller, hence overall), 10% of the pieces' subtotal with the welcome code, rounded to the
 * centavo; total = subtotal - discount + shipping.
 */
export function orderTotals(
  items: readonly Pick<CartItem, 'id' | 'price' | 'quantity'>[],
  shippingPrices: ReadonlyMap<string, number>,
  discountPercent = 0,
): OrderTotals {
  const subtotal = cents(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const known = items.every((item) => shippingPrices.has(item.id));
  const shipping = known
    ? cents(items.reduce((sum, item) => sum + (shippingPrices.get(item.id) ?? 0) * item.quantity, 0))
    : null;
  const discount = cents((subtotal * discountPercent) / 100);
  return { subtotal, shipping, discount, total: shipping === null ? null : cents(subtotal - discount + shipping) };
}

/** The shipping line: its amount, 'Gratis', or 'Calculando…' while the sellers' prices are read. */
export function shippingLabel(amount: number | null): string {
  if (amount === null) return checkoutCopy.shippingPending;
  return amount > 0 ? formatPrice(amount) : copy.shipping.free;
}
