import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderItemRow, type OrderRow, type OrderStatus } from '@vitrina/shared/core';
import { queryRoots, useUser } from '@vitrina/shared/kernel';
import { read, readOne } from '../read';
import { inList } from '../restRead';
import { supabaseClient } from '../supabaseClient';
import { invalidateProducts } from '../product/invalidateProducts';
import { fetchPublicProfiles, PUBLIC_MEMBER_COLUMNS, type PublicMember } from '../publicProfiles';
import { orderKeys } from './orderKeys';

/**
 * The member's orders after checkout: purchases, sales, one order, and its lifecycle through the
 * database functions of supabase/migrations/20250601002610_order_lifecycle.sql (cancel_order, ship_order,
 * confirm_delivery), which check who calls and in which state the order is. RLS shows a member the orders they
 * bought and, of the orders with their pieces, only their own items.
 */

export type OrderItemImage = { image_url: string; thumb_url: string | null; order: number };
export type DashboardOrderItem = OrderItemRow & {
  /** null when RLS hides the piece now (e.g. sold again to someone else) */
  product: { id: string; product_images: OrderItemImage[] } | null;
};
export type DashboardOrder = OrderRow & {
  order_items: DashboardOrderItem[];
  /** the buyer's public name, for the seller's view */
  buyer: PublicMember | null;
};

const ITEM_SELECT = '*, product:products(id, product_images(image_url, thumb_url, order))';
const ORDER_SELECT = `*, order_items(${ITEM_SELECT})`;

function normalizeItem(item: DashboardOrderItem): DashboardOrderItem {
  return { ...item, price: Number(item.price), quantity: Number(item.quantity), shipping: Number(item.shipping ?? 0) };
}

function normalizeOrder(order: Omit<DashboardOrder, 'buyer'> & { buyer?: DashboardOrder['buyer'] }): DashboardOrder {
  return {
    ...order,
    total: Number(order.total),
    subtotal: Number(order.subtotal ?? order.total),
    shipping_total: Number(order.shipping_total ?? 0),
    discount: Number(order.discount ?? 0),
    order_items: (order.order_items ?? []).map(normalizeItem),
    buyer: order.buyer ?? null,
  };
}

async function withBuyers(orders: Omit<DashboardOrder, 'buyer'>[]): Promise<DashboardOrder[]> {
  if (!orders.length) return [];
  const people = await fetchPublicProfiles(
    orders.map((order) => order.buyer_id),
    PUBLIC_MEMBER_COLUMNS,
  );
  return orders.map((order) => normalizeOrder({ ...order, buyer: people.get(order.buyer_id) ?? null }));
}

/** What the member bought, newest first, with every item. */
export async function fetchPurchases(userId: string): Promise<DashboardOrder[]> {
  const { data } = await read<DashboardOrder[] | null>(
    { path: 'orders', params: { select: ORDER_SELECT, buyer_id: `eq.${userId}`, order: 'created_at.desc' } },
    { as: 'member' },
  );
  return withBuyers(data ?? []);
}

/** Orders with the member's pieces, newest first, each with only the member's items (RLS). */
export async function fetchSales(userId: string): Promise<DashboardOrder[]> {
  const { data: items } = await read<{ order_id: string }[] | null>(
    { path: 'order_items', params: { select: 'order_id', seller_id: `eq.${userId}` } },
    { as: 'member' },
  );
  const orderIds = [...new Set((items ?? []).map((item) => item.order_id))];
  if (!orderIds.length) return [];
  const { data } = await read<DashboardOrder[] | null>(
    { path: 'orders', params: { select: ORDER_SELECT, id: inList(orderIds), order: 'created_at.desc' } },
    { as: 'member' },
  );
  const orders = (data ?? []).map((order) => ({
    ...order,
    order_items: order.order_items.filter((item) => item.seller_id === userId),
  }));
  return withBuyers(orders);
}

/** One order the member bought or sold in, or null when there is none they may read. */
export async function fetchOrder(orderId: string): Promise<DashboardOrder | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId)) return null;
  const data = await readOne<DashboardOrder>(
    { path: 'orders', params: { select: ORDER_SELECT, id: `eq.${orderId}` } },
    { as: 'member' },
  );
  if (!data) return null;
  const [order] = await withBuyers([data]);
  return order;
}

export function purchasesQueryOptions(userId: string) {
  return queryOptions({ queryKey: orderKeys.purchases(userId), queryFn: () => fetchPurchases(userId) });
}
export function salesQueryOptions(userId: string) {
  return queryOptions({ queryKey: orderKeys.sales(userId), queryFn: () => fetchSales(userId) });
}
export function orderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => fetchOrder(orderId) });
}

export function usePurchases() {
  const user = useUser();
  return useQuery({ ...purchasesQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}
export function useSales() {
  const user = useUser();
  return useQuery({ ...salesQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}
export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}

/**
 * A change of an order. Shipping, correcting the guía and confirming the delivery are per seller's part
 * (supabase/migrations/20250601004900_seller_parts.sql): the seller ships and corrects their own part, the buyer
 * confirms one seller's part (`sellerId`; without it, the order's only seller).
 */
export type OrderAction =
  | { orderId: string; action: 'cancel' }
  | { orderId: string; action: 'ship'; carrier: string; trackingNumber: string }
  | { orderId: string; action: 'correctTracking'; carrier: string; trackingNumber: string }
  | { orderId: string; action: 'confirmDelivery'; sellerId?: string };

async function callOrderRpc(change: OrderAction) {
  const supabase = await supabaseClient();
  switch (change.action) {
    case 'cancel':
      return supabase.rpc('cancel_order', { order_id: change.orderId });
    case 'ship':
    case 'correctTracking':
      return supabase.rpc(change.action === 'ship' ? 'ship_order' : 'update_tracking', {
        order_id: change.orderId,
        carrier: change.carrier,
        tracking_number: change.trackingNumber,
      });
    case 'confirmDelivery':
      return supabase.rpc(
        'confirm_delivery',
        change.sellerId ? { order_id: change.orderId, seller_id: change.sellerId } : { order_id: change.orderId },
      );
  }
}

export async function changeOrder(change: OrderAction): Promise<void> {
  const { error } = await callOrderRpc(change);
  if (error) throw error;
}

export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrder,
    onSettled: (_data, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        // a cancellation puts pieces back on sale and takes them off the sellers' sales counts
        change.action === 'cancel' ? invalidateProducts(queryClient) : undefined,
        // a cancellation or a delivery moves the sellers' sales counts
        change.action === 'cancel' || change.action === 'confirmDelivery'
          ? queryClient.invalidateQueries({ queryKey: queryRoots.publicProfiles })
          : undefined,
      ]),
  });
}

/**
 * What each side may do with an order now (the database decides; the buttons mirror it). `sellerId` narrows it to
 * one seller's part; without it, the seller's own part and, for the buyer, the order's only part.
 */
export function orderActions(order: DashboardOrder, userId: string, sellerId?: string) {
  const isBuyer = order.buyer_id === userId;
  const sellers = new Set(order.order_items.map((item) => item.seller_id));
  const part = order.order_items.filter((item) =>
    sellerId ? item.seller_id === sellerId : isBuyer ? sellers.size === 1 : item.seller_id === userId,
  );
  const mine = part.filter((item) => item.seller_id === userId);
  const anyShipped = order.order_items.some((item) => item.shipped_at);
  const live = order.status !== 'cancelled';
  const open: OrderStatus[] = ['pending', 'paid'];
  const shippedNotDelivered =
    part.length > 0 && part.every((item) => item.shipped_at) && part.some((item) => !item.delivered_at);
  return {
    canCancel: isBuyer && !sellerId && open.includes(order.status) && !anyShipped,
    canShip: live && mine.length > 0 && mine.some((item) => !item.shipped_at),
    canCorrectTracking: live && mine.length > 0 && shippedNotDelivered,
    canConfirmDelivery: isBuyer && live && shippedNotDelivered,
  };
}
