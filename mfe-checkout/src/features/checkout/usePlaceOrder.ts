import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_SIMULATED_DELAY_MS } from '@vitrina/shared/core';
import { toast, useCartStore } from '@vitrina/shared/kernel';
import type { CartItem } from '@vitrina/shared/contract';
import { confirmationPath } from '../confirmation/confirmationPath';
import { describeOrderFailure, useCreateOrder, type OrderFailure } from '@vitrina/shared/data';
import type { CheckoutValues } from './checkoutSchema';
import { toShippingAddress } from './checkoutFields';
import { checkoutCopy } from './copy';
import { clearCheckoutProgress } from './checkoutProgress';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PlaceOrder {
  place: (
    values: CheckoutValues,
    items: readonly CartItem[],
    purchaseKey: string,
    discountCode?: string | null,
  ) => Promise<void>;
  processing: boolean;
  /** the last refusal, with the piece it names; cleared when the buyer tries again */
  failure: OrderFailure | null;
}

/**
 * The pay step: the simulated payment ('Procesando...' for the spec's 2000 ms; no card data is sent anywhere),
 * then one create_order call. A second click while one is running does nothing, and the purchase key makes a
 * repeated call return the same order. Success: the order's confirmation page (/checkout/orden/{id}), cart emptied;
 * no toast of its own (the database's '¡Orden completada!' notification is the one). Failure: the cart and
 * the form stay as they are and the refusal is shown in Spanish.
 */
export function usePlaceOrder(): PlaceOrder {
  const createOrder = useCreateOrder();
  const clearCart = useCartStore((state) => state.clearCart);
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  const place = useCallback(
    async (values: CheckoutValues, items: readonly CartItem[], purchaseKey: string, discountCode?: string | null) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setProcessing(true);
      setFailure(null);
      try {
        await wait(CHECKOUT_SIMULATED_DELAY_MS);
        const orderId = await createOrder.mutateAsync({
          lines: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
          shipping: toShippingAddress(values),
          idempotencyKey: purchaseKey,
          discountCode,
        });
        navigate(confirmationPath(orderId));
        clearCart();
        clearCheckoutProgress();
      } catch (error) {
        const described = describeOrderFailure(error);
        setFailure(described);
        toast({ title: checkoutCopy.errorTitle, description: described.description, variant: 'destructive' });
      } finally {
        inFlight.current = false;
        setProcessing(false);
      }
    },
    [createOrder, clearCart, navigate],
  );

  return { place, processing, failure };
}
