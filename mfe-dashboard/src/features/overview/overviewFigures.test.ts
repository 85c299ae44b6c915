import type { DashboardOffer, DashboardOrder } from '@vitrina/shared/data';
import type { OwnListing } from '../collection/myListingsApi';
import { overviewFigures } from './overviewFigures';

const NOW = new Date('2026-02-01T12:00:00Z');
const later = '2026-02-02T12:00:00Z';
const earlier = '2026-01-30T12:00:00Z';

const listing = (status: string) => ({ status }) as unknown as OwnListing;
const offer = (status: string, expires_at = later) =>
  ({ status, expires_at, order_id: null }) as unknown as DashboardOffer;
const order = (status: string, items: [number, number][] = []) =>
  ({ status, order_items: items.map(([price, quantity]) => ({ price, quantity })) }) as unknown as DashboardOrder;

it('cuenta piezas por estado, ofertas por responder, no leídos, pedidos en curso y el total vendido', () => {
  const figures = overviewFigures({
    now: NOW,
    listings: ['published', 'published', 'pending', 'rejected', 'sold', 'deleted'].map(listing),
    received: [offer('pending'), offer('pending', earlier), offer('accepted')],
    sent: [offer('countered'), offer('pending')],
    conversations: [{ unread_count: 2 }, { unread_count: 1 }] as never,
    purchases: [order('pending'), order('paid'), order('shipped'), order('delivered'), order('cancelled')],
    sales: [order('paid', [[1500, 1]]), order('delivered', [[2000.5, 2]]), order('cancelled', [[9999, 1]])],
  });
  expect(figures).toEqual({
    listings: { published: 2, pending: 1, rejected: 1, sold: 1 },
    offersToAnswer: 2,
    unreadMessages: 3,
    ordersInProgress: 3,
    salesTotal: 5501,
    piecesSold: 3,
  });
});
