import type { DashboardOrder } from '@vitrina/shared/data';

export type ShipmentState = 'waiting' | 'inTransit' | 'delivered' | 'cancelled';

/** Where the member's shipment of an order is: their items (a seller's) or the whole order (the buyer's). */
export function shipmentState(order: DashboardOrder): ShipmentState {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'delivered') return 'delivered';
  // a seller's part arrives on its own: their shipment is delivered while the order waits for another seller
  if (order.order_items.length > 0 && order.order_items.every((item) => item.delivered_at)) return 'delivered';
  if (order.order_items.length > 0 && order.order_items.every((item) => item.shipped_at)) return 'inTransit';
  return 'waiting';
}

export interface UsedAddress {
  key: string;
  name: string | null;
  line: string;
  uses: number;
  lastUsed: string;
}

/** The distinct addresses the member's purchases went to, most recently used first. */
export function usedAddresses(purchases: readonly DashboardOrder[]): UsedAddress[] {
  const byKey = new Map<string, UsedAddress>();
  for (const order of purchases) {
    const address = order.shipping_address;
    if (!address) continue;
    const line = [address.address, address.city, address.state, address.zip_code].filter(Boolean).join(', ');
    if (!line) continue;
    const key = line.toLowerCase().replace(/\s+/g, ' ');
    const seen = byKey.get(key);
    if (seen) {
      seen.uses += 1;
      if (order.created_at > seen.lastUsed) seen.lastUsed = order.created_at;
    } else {
      byKey.set(key, { key, name: address.full_name || null, line, uses: 1, lastUsed: order.created_at });
    }
  }
  return [...byKey.values()].sort((a, b) => b.lastUsed.localeCompare(a.lastUsed));
}
