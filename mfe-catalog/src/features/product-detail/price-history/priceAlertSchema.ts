import * as yup from 'yup';
import { emptyToUndefined } from '@vitrina/shared/core';
import { productDetailCopy } from '../copy';

// The price alert form's rule (spec §8). Imported by the price insights' lazy chunk only, so yup arrives with
// that section, never with the product page's first paint.

export const priceAlertSchema = yup.object({
  target_price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(productDetailCopy.invalidAlertPrice)
    .required(productDetailCopy.invalidAlertPrice)
    .moreThan(0, productDetailCopy.invalidAlertPrice),
});
export type PriceAlertValues = yup.InferType<typeof priceAlertSchema>;
