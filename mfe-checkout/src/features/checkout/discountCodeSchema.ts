import * as yup from 'yup';
import { checkoutCopy } from './copy';

// "Aplicar" needs a code; whether it takes something off is check_discount_code's to say.

export const discountCodeSchema = yup.object({
  code: yup.string().trim().required(checkoutCopy.discountEmpty),
});
export type DiscountCodeValues = yup.InferType<typeof discountCodeSchema>;
