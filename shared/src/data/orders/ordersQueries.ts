import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearListingCache } from '@vitrina/shared/core';
import { queryRoots, useUser } from '@vitrina/shared/kernel';
import { orderKeys } from './orderKeys';
import {
  createOrder,
  fetchCartAvailability,
  fetchCheckoutContact,
  sendOrderConfirmation,
  type CreateOrderInput,
} from './ordersApi';

export function cartAvailabilityOptions(productIds: readonly string[]) {
  return queryOptions({
    queryKey: orderKeys.cartAvailability(productIds),
    queryFn: () => fetchCartAvailability(productIds),
    // the point is to learn what changed since the piece went into the cart: always read again on open
    staleTime: 0,
  });
}

/** The cart's pieces as the database sees them now; re-read whenever a cart or checkout page mounts. */
export function useCartAvailability(productIds: readonly string[]) {
  return useQuery({ ...cartAvailabilityOptions(productIds), enabled: productIds.length > 0, refetchOnMount: 'always' });
}

export function checkoutContactOptions(userId: string) {
  return queryOptions({ queryKey: orderKeys.checkoutContact(userId), queryFn: () => fetchCheckoutContact(userId) });
}

/** Profile name and last shipping address of the signed-in buyer (idle for visitors). */
export function useCheckoutContact() {
  const user = useUser();
  return useQuery({ ...checkoutContactOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/**
 * Places the order. Either way the pieces changed or were found changed, so every product key (listings,
 * category pages, the cart's availability) and the per-user listing cache are dropped; on success the buyer's
 * orders too, and the confirmation e-mail is requested without waiting for it.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const refreshProducts = () => {
    clearListingCache();
    return queryClient.invalidateQueries({ queryKey: queryRoots.products });
  };
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input),
    onSuccess: (orderId) => {
      void sendOrderConfirmation(orderId);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return refreshProducts();
    },
    onError: () => refreshProducts(),
  });
}
