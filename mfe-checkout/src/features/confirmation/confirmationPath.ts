/** The confirmation page of an order just placed: a sub-path of /checkout, routed by this remote. */
export const CONFIRMATION_ROUTE = 'orden/:orderId';

export function confirmationPath(orderId: string): string {
  return `/checkout/orden/${orderId}`;
}

/** The short number the buyer sees on screen and in the e-mail (order-confirmation): the id's first 8 characters. */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
