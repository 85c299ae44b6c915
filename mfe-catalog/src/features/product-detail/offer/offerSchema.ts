import * as yup from 'yup';
import { copy, emptyToUndefined } from '@vitrina/shared/core';

// The offer dialog's rule (spec §5, §8). Imported by the dialog's own lazy chunk only, so yup arrives when the
// dialog opens, never with the product page's first paint.

export const offerSchema = yup.object({
  amount: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(copy.marketplace.invalidOfferAmount)
    .required(copy.marketplace.invalidOfferAmount)
    .moreThan(0, copy.marketplace.invalidOfferAmount),
});
