import * as yup from 'yup';
import {
  CARD_EXPIRY_PATTERN,
  CHECKOUT_ADDRESS_MIN,
  CHECKOUT_CARD_EXPIRY_LENGTH,
  CHECKOUT_CARD_NUMBER_LENGTH,
  CHECKOUT_CITY_MIN,
  CHECKOUT_CVC_MAX,
  CHECKOUT_CVC_MIN,
  CHECKOUT_NAME_MIN,
  CHECKOUT_STATE_MIN,
  CHECKOUT_ZIP_MIN,
  EMAIL_PATTERN,
} from '@vitrina/shared/core';
import { checkoutCopy } from './copy';

// The checkout form's rules (spec §4, §8). Imported by the checkout page's own chunk only, so yup arrives with
// /checkout and never with the cart or the remote's entry.

/** MM/YY of a card that still works this month (a card expires at the end of its month). */
export function isCardExpiryCurrent(value: string, now: Date = new Date()): boolean {
  const match = CARD_EXPIRY_PATTERN.exec(value.trim());
  if (!match) return false;
  const [month, year] = value.trim().split('/').map(Number) as [number, number];
  const fullYear = 2000 + year;
  return fullYear > now.getFullYear() || (fullYear === now.getFullYear() && month >= now.getMonth() + 1);
}

export const checkoutSchema = yup.object({
  firstName: yup
    .string()
    .trim()
    .required(checkoutCopy.firstNameShort)
    .min(CHECKOUT_NAME_MIN, checkoutCopy.firstNameShort),
  lastName: yup.string().trim().required(checkoutCopy.lastNameShort).min(CHECKOUT_NAME_MIN, checkoutCopy.lastNameShort),
  email: yup.string().trim().required(checkoutCopy.invalidEmail).matches(EMAIL_PATTERN, checkoutCopy.invalidEmail),
  address: yup.string().trim().required(checkoutCopy.addressShort).min(CHECKOUT_ADDRESS_MIN, checkoutCopy.addressShort),
  neighborhood: yup
    .string()
    .trim()
    .required(checkoutCopy.neighborhoodShort)
    .min(CHECKOUT_CITY_MIN, checkoutCopy.neighborhoodShort),
  phone: yup
    .string()
    .transform((value: string | undefined) => value?.replace(/\D/g, ''))
    .required(checkoutCopy.invalidPhone)
    .matches(/^\d{10}$/, checkoutCopy.invalidPhone),
  city: yup.string().trim().required(checkoutCopy.cityShort).min(CHECKOUT_CITY_MIN, checkoutCopy.cityShort),
  state: yup.string().trim().required(checkoutCopy.stateShort).min(CHECKOUT_STATE_MIN, checkoutCopy.stateShort),
  // Mexico's C.P.: five digits, as the database checks on every order (20250601004910_tracking_formats.sql)
  zipCode: yup
    .string()
    .trim()
    .required(checkoutCopy.invalidZip)
    .min(CHECKOUT_ZIP_MIN, checkoutCopy.invalidZip)
    .matches(/^\d{5}$/, checkoutCopy.invalidZip),
  cardName: yup
    .string()
    .trim()
    .required(checkoutCopy.firstNameShort)
    .min(CHECKOUT_NAME_MIN, checkoutCopy.firstNameShort),
  cardNumber: yup
    .string()
    .transform((value: string | undefined) => value?.replace(/[\s-]/g, ''))
    .required(checkoutCopy.invalidCardNumber)
    .min(CHECKOUT_CARD_NUMBER_LENGTH, checkoutCopy.invalidCardNumber)
    .max(CHECKOUT_CARD_NUMBER_LENGTH, checkoutCopy.invalidCardNumber)
    .matches(/^\d+$/, checkoutCopy.invalidCardNumber),
  cardExpiry: yup
    .string()
    .trim()
    .required(checkoutCopy.invalidExpiry)
    .min(CHECKOUT_CARD_EXPIRY_LENGTH, checkoutCopy.invalidExpiry)
    .matches(CARD_EXPIRY_PATTERN, checkoutCopy.invalidExpiry)
    .test('not-expired', checkoutCopy.invalidExpiry, (value) => isCardExpiryCurrent(value ?? '')),
  cardCvc: yup
    .string()
    .trim()
    .required(checkoutCopy.invalidCvc)
    .min(CHECKOUT_CVC_MIN, checkoutCopy.invalidCvc)
    .max(CHECKOUT_CVC_MAX, checkoutCopy.invalidCvc)
    .matches(/^\d+$/, checkoutCopy.invalidCvc),
});
export type CheckoutValues = yup.InferType<typeof checkoutSchema>;
