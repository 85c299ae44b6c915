import type { Conversation, ProductStatus } from '@vitrina/shared/core';
import { offerStatusAt, type DashboardOffer, type DashboardOrder } from '@vitrina/shared/data';
import { type OwnListing } from '../collection/myListingsApi';

export interface OverviewFigures {
  listings: Record<Exclude<ProductStatus, 'deleted'>, number>;
  offersToAnswer: number;
  unreadMessages: number;
  ordersInProgress: number;
  salesTotal: number;
  piecesSold: number;
}

const IN_PROGRESS = new Set(['pending', 'paid', 'shipped']);

/**
 * The member's figures from the same queries the sections read: listings by status, offers waiting for the member
 * (received and still pending, or sent and countered by the seller), unread messages, purchases not yet delivered
 * or cancelled, and what the member's sold pieces brought in (cancelled orders left out).
 */
export function overviewFigures(input: {
  listings: OwnListing[];
  received: DashboardOffer[];
  sent: DashboardOffer[];
  conversations: Conversation[];
  purchases: DashboardOrder[];
  sales: DashboardOrder[];
  now?: Date;
}): OverviewFigures {
  const now = input.now ?? new Date();
  const listings = { pending: 0, published: 0, rejected: 0, sold: 0 };
  for (const listing of input.listings) {
    if (listing.status !== 'deleted') listings[listing.status] += 1;
  }
  const offersToAnswer =
    input.received.filter((offer) => offerStatusAt(offer, now) === 'pending').length +
    input.sent.filter((offer) => offerStatusAt(offer, now) === 'countered').length;
  let salesTotal = 0;
  let piecesSold = 0;
  for (const order of input.sales) {
    if (order.status === 'cancelled') continue;
    for (const item of order.order_items) {
      salesTotal += item.price * item.quantity;
      piecesSold += item.quantity;
    }
  }
  return {
    listings,
    offersToAnswer,
    unreadMessages: input.conversations.reduce((sum, c) => sum + c.unread_count, 0),
    ordersInProgress: input.purchases.filter((order) => IN_PROGRESS.has(order.status)).length,
    salesTotal,
    piecesSold,
  };
}
