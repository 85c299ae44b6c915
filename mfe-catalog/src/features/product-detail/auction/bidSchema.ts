import * as yup from 'yup';
import { emptyToUndefined, fillCopy, formatPrice } from '@vitrina/shared/core';
import { auctionCopy } from './copy';

/**
 * The bid form's rule: a maximum at least the next valid bid. place_bid checks the same against the auction as it
 * is when the bid arrives (someone may have bid meanwhile) and refuses in its own words. Loaded on demand by the
 * bid form (lazySchemaValidate), so an auction's page paints without yup.
 */
export function bidSchemaFor(nextMinimum: number) {
  const minimum = fillCopy(auctionCopy.minimum, { amount: formatPrice(nextMinimum) });
  return yup.object({
    max_amount: yup.number().transform(emptyToUndefined).typeError(minimum).required(minimum).min(nextMinimum, minimum),
  });
}
