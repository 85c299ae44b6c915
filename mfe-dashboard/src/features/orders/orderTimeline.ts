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
  | { kind: 'delivered'; at: string }
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
  if (order.status === 'delivered' && order.delivered_at) steps.push({ kind: 'delivered', at: order.delivered_at });
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

/** The status of an order as the lists show it: the last step that moves the order along. */
export function orderStage(order: DashboardOrder): DashboardOrder['status'] {
  const steps = orderTimeline(order);
  const last = steps[steps.length - 1];
  if (last.kind === 'cancelled') return 'cancelled';
  if (last.kind === 'delivered') return 'delivered';
  // shipped only once every piece is on its way (a seller of two may still have to ship)
  if (last.kind === 'shipped') return order.order_items.every((item) => item.shipped_at) ? 'shipped' : order.status;
  return order.status;
}

export function carrierOf(
  carriers: readonly Carrier[] | undefined,
  step: { carrierId: string | null; carrier: string },
) {
  return carriers?.find((c) => c.id === step.carrierId || c.name.toLowerCase() === step.carrier.toLowerCase()) ?? null;
}
