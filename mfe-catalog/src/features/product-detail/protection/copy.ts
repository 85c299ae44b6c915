/** The protection promise on the product page (Compra protegida, docs/protected-purchase.md). */

/**
 * Mirrors the database's protection_settings `window_days` (7 by default): the page renders on the server and in
 * the browser from the same constant, with no request for it.
 */
export const PROTECTION_WINDOW_DAYS = 7;
/** Mirrors protection_settings `full_window_price` (MXN): from this price the payment waits for the whole window. */
export const FULL_WINDOW_PRICE = 50000;

export const protectionCopy = {
  title: 'Compra protegida',
  promise:
    'Si no llega o no es lo que se describe, te devolvemos tu dinero: tienes {days} días desde la entrega para reclamar',
  held: 'Tu pago se retiene hasta que recibes la pieza.',
  fullWindow: 'Por su valor, el pago al vendedor espera los {days} días completos.',
} as const;
