import { copy, fillCopy } from '../copy';
import { formatPrice } from './formatPrice';

/**
 * A piece's shipping as its seller set it (products.shipping_price, MXN, 0 = free), for `units` units: 'Envío $150'
 * or 'Envío gratis'. The product page, the cards, the cart and the checkout say it with these words.
 */
export function pieceShippingLabel(price: number | string | null | undefined, units = 1): string {
  const amount = Number(price ?? 0) * units;
  return amount > 0 ? fillCopy(copy.shipping.piece, { price: formatPrice(amount) }) : copy.shipping.pieceFree;
}
