import type { ShippingAddress } from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';
import { readOne } from '../read';
import { supabaseClient } from '../supabaseClient';

export interface OrderLine {
  productId: string;
  quantity: number;
}

export interface CreateOrderInput {
  lines: readonly OrderLine[];
  shipping: ShippingAddress;
  /** one per purchase attempt: a double click or a retry of the same purchase returns the same order */
  idempotencyKey: string;
  /** the newsletter's welcome code, checked and charged by create_order */
  discountCode?: string | null;
}

/**
 * rpc/create_order: one transaction in the database (prices, stock, availability and the buyer's own pieces are
 * checked there). No card data: the payment is simulated in the browser and never sent.
 */
export async function createOrder({
  lines,
  shipping,
  idempotencyKey,
  discountCode,
}: CreateOrderInput): Promise<string> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase.rpc('create_order', {
    product_ids: lines.map((line) => line.productId),
    quantities: lines.map((line) => line.quantity),
    shipping_address: shipping,
    idempotency_key: idempotencyKey,
    ...(discountCode ? { discount_code: discountCode } : {}),
  });
  if (error) throw error;
  return data;
}

/**
 * Asks the order-confirmation edge function to e-mail the buyer. The order is already placed: a failure here is
 * reported and never shown as a failed purchase.
 */
export async function sendOrderConfirmation(orderId: string): Promise<boolean> {
  const supabase = await supabaseClient();
  try {
    const { error } = await supabase.functions.invoke('order-confirmation', { body: { order_id: orderId } });
    if (error) throw error;
    return true;
  } catch (err) {
    reportError(err, { where: 'order-confirmation', orderId });
    return false;
  }
}

export interface CheckoutContact {
  displayName: string | null;
  /** the buyer's last shipping address, to pre-fill the shipping tab */
  lastShipping: ShippingAddress | null;
}

/** What the checkout pre-fills: the profile's display name and the last order's address (RLS: own rows only). */
export async function fetchCheckoutContact(userId: string): Promise<CheckoutContact> {
  const [profile, lastOrder] = await Promise.all([
    readOne<{ display_name: string | null }>(
      { path: 'profiles', params: { select: 'display_name', id: `eq.${userId}` } },
      { as: 'member' },
    ),
    readOne<{ shipping_address: ShippingAddress | null }>(
      {
        path: 'orders',
        params: { select: 'shipping_address', buyer_id: `eq.${userId}`, order: 'created_at.desc', limit: '1' },
      },
      { as: 'member' },
    ),
  ]);
  return {
    displayName: profile?.display_name ?? null,
    lastShipping: lastOrder?.shipping_address ?? null,
  };
}
