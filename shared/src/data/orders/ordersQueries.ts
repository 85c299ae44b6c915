import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots, useUser } from '@vitrina/shared/kernel';
import { invalidateProducts } from '../product/invalidateProducts';
import { orderKeys } from './orderKeys';
import { createOrder, fetchCheckoutContact, sendOrderConfirmation, type CreateOrderInput } from './ordersApi';

export function checkoutContactQueryOptions(userId: string) {
  return queryOptions({ queryKey: orderKeys.checkoutContact(userId), queryFn: () => fetchCheckoutContact(userId) });
}

/** Profile name and last shipping address of the signed-in buyer (idle for visitors). */
export function useCheckoutContact() {
  const user = useUser();
  return useQuery({ ...checkoutContactQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/**
 * Places the order. Either way the pieces changed or were found changed, so every read of products (listings,
 * each piece's page, the cart's availability, the localStorage listing cache) is dropped; on success also the
 * member's orders, the offer the order used, the seller's sales count on public profiles and the notifications
 * the order sent, and the confirmation e-mail is requested without waiting for it.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input),
    onSuccess: (orderId) => {
      void sendOrderConfirmation(orderId);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.publicProfiles });
      // the buyer's '¡Orden completada!' (the sellers' reach them live)
      void queryClient.invalidateQueries({ queryKey: queryRoots.notifications });
      // awaited: the checkout leaves once no page can show the pieces on sale any more
      return invalidateProducts(queryClient);
    },
    onError: () => invalidateProducts(queryClient),
  });
}
