import * as yup from 'yup';
import { copy, emptyToUndefined, fillCopy, formatPrice, hasAtMostTwoDecimals } from '@vitrina/shared/core';
import { productDetailCopy } from '../copy';

// The offer dialog's rule (spec §5, §8). Imported by the dialog's own lazy chunk only, so yup arrives when the
// dialog opens, never with the product page's first paint.

const amount = yup
  .number()
  .transform(emptyToUndefined)
  .typeError(copy.marketplace.invalidOfferAmount)
  .required(copy.marketplace.invalidOfferAmount)
  .moreThan(0, copy.marketplace.invalidOfferAmount)
  .test('cents', productDetailCopy.offerCents, (value) => value == null || hasAtMostTwoDecimals(value));

export const offerSchema = yup.object({ amount });

/**
 * The rule with the piece's price: an offer at most at the list price, as the database requires (trigger
 * guard_offer_price, the same words); above it the buyer buys with "Comprar ahora".
 */
export function offerSchemaFor(price: number) {
  return yup.object({
    amount: amount.max(price, fillCopy(productDetailCopy.offerAbovePrice, { price: formatPrice(price) })),
  });
}
