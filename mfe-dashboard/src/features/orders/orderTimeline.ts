import type { DashboardOrder } from '@vitrina/shared/data';
import type { Carrier, OrderReview } from './trustApi';

/**
 * The steps of an order, each with its date: placed, each seller's shipment (carrier, tracking number and the
 * carrier's tracking link), delivered or cancelled (by whom), each review. The status an order list shows comes
 * from here too (orderStage), so a list and the order page never disagree.
 */
export type TimelineStep =
  | { kind: 'placed'; at: string }
  | {
      kind: 'shipped';
      at: string;
      sellerId: string;
      carrier: string;
      carrierId: string | null;
      tracking: string;
    }
  /** sellerId: the part that arrived, when the order has several sellers */
  | { kind: 'delivered'; at: string; sellerId: string | null }
  | { kind: 'cancelled'; at: string; by: 'buyer' | 'seller' | 'staff' }
  | { kind: 'reviewed'; at: string; sellerId: string; rating: number };

export function orderTimeline(order: DashboardOrder, reviews: readonly OrderReview[] = []): TimelineStep[] {
  const steps: TimelineStep[] = [{ kind: 'placed', at: order.created_at }];
  const shipments = new Map<string, TimelineStep & { kind: 'shipped' }>();
  for (const item of order.order_items) {
    if (!item.shipped_at) continue;
    const key = `${item.seller_id}:${item.shipped_at}`;
    if (!shipments.has(key)) {
      shipments.set(key, {
        kind: 'shipped',
        at: item.shipped_at,
        sellerId: item.seller_id,
        carrier: item.carrier ?? '',
        carrierId: item.carrier_id ?? null,
        tracking: item.tracking_number ?? '',
      });
    }
  }
  steps.push(...[...shipments.values()].sort((a, b) => a.at.localeCompare(b.at)));
  // each seller's part arrives on its own; an order delivered before parts existed has only its own date
  const arrivals = new Map<string, string>();
  for (const item of order.order_items) {
    if (item.delivered_at && !arrivals.has(item.seller_id)) arrivals.set(item.seller_id, item.delivered_at);
  }
  if (arrivals.size > 0) {
    const several = new Set(order.order_items.map((item) => item.seller_id)).size > 1;
    const delivered = [...arrivals].map(([sellerId, at]) => ({
      kind: 'delivered' as const,
      at,
      sellerId: several ? sellerId : null,
    }));
    steps.push(...delivered.sort((a, b) => a.at.localeCompare(b.at)));
  } else if (order.status === 'delivered' && order.delivered_at) {
    steps.push({ kind: 'delivered', at: order.delivered_at, sellerId: null });
  }
  if (order.status === 'cancelled' && order.cancelled_at) {
    const by =
      order.cancelled_by === order.buyer_id
        ? 'buyer'
        : order.order_items.some((item) => item.seller_id === order.cancelled_by)
          ? 'seller'
          : // orders cancelled before cancelled_by existed were the buyer's (only the buyer can cancel)
            order.cancelled_by
            ? 'staff'
            : 'buyer';
    steps.push({ kind: 'cancelled', at: order.cancelled_at, by });
  }
  for (const review of [...reviews].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    steps.push({ kind: 'reviewed', at: review.created_at, sellerId: review.seller_id, rating: review.rating });
  }
  return steps;
}

/** Where an order stands, in words a list and the order page share: its status, or a mix of its parts'. */
export type OrderStage = DashboardOrder['status'] | 'partlyShipped' | 'partlyDelivered';

/**
 * The stage of the items the member sees: the whole order for its buyer, their own part for a seller (RLS shows a
 * seller only their items). Shipped when every piece is on its way, delivered when every piece arrived; between
 * the two, a mix ("Enviado en parte", "Entregado en parte").
 */
export function orderStage(order: DashboardOrder): OrderStage {
  if (order.status === 'cancelled') return 'cancelled';
  const items = order.order_items;
  const all = (done: (item: DashboardOrder['order_items'][number]) => unknown) => items.length > 0 && items.every(done);
  if (all((item) => item.delivered_at) || order.status === 'delivered') return 'delivered';
  if (items.some((item) => item.delivered_at)) return 'partlyDelivered';
  if (all((item) => item.shipped_at)) return 'shipped';
  if (items.some((item) => item.shipped_at)) return 'partlyShipped';
  return order.status === 'shipped' ? 'shipped' : order.status;
}

export function carrierOf(
  carriers: readonly Carrier[] | undefined,
  step: { carrierId: string | null; carrier: string },
) {
  return carriers?.find((c) => c.id === step.carrierId || c.name.toLowerCase() === step.carrier.toLowerCase()) ?? null;
}
