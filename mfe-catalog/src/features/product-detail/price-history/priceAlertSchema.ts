import * as yup from 'yup';
import { emptyToUndefined, fillCopy, formatPrice, hasAtMostTwoDecimals } from '@vitrina/shared/core';
import { productDetailCopy } from '../copy';

// The price alert form's rule (spec §8). Imported by the price insights' lazy chunk only, so yup arrives with
// that section, never with the product page's first paint.

const targetPrice = yup
  .number()
  .transform(emptyToUndefined)
  .typeError(productDetailCopy.invalidAlertPrice)
  .required(productDetailCopy.invalidAlertPrice)
  .moreThan(0, productDetailCopy.invalidAlertPrice)
  .test('cents', productDetailCopy.alertCents, (value) => value == null || hasAtMostTwoDecimals(value));

export const priceAlertSchema = yup.object({ target_price: targetPrice });

/**
 * The rule with the piece's price (issue #22): the target below the current price, as the database requires
 * (trigger guard_price_alert, the same words): an alert at or above it would never fire.
 */
export function priceAlertSchemaFor(currentPrice: number) {
  return yup.object({
    target_price: targetPrice.lessThan(
      currentPrice,
      fillCopy(productDetailCopy.alertNotBelowPrice, { price: formatPrice(currentPrice) }),
    ),
  });
}
