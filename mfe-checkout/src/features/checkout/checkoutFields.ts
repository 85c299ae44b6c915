import type { FormikErrors } from 'formik';
import { type ShippingAddress } from '@vitrina/shared/core';
import type { CheckoutValues } from './checkoutSchema';
import { checkoutCopy } from './copy';

export type CheckoutTabId = 'account' | 'shipping' | 'payment';
export type CheckoutField = keyof CheckoutValues;

export interface CheckoutTab {
  id: CheckoutTabId;
  label: string;
  fields: readonly CheckoutField[];
}

/** The three tabs of the checkout (spec §2) and the fields of the checkout form (spec §3) each one holds. */
export const CHECKOUT_TABS: readonly CheckoutTab[] = [
  { id: 'account', label: checkoutCopy.accountTab, fields: ['firstName', 'lastName', 'email'] },
  {
    id: 'shipping',
    label: checkoutCopy.shippingTab,
    fields: ['address', 'neighborhood', 'city', 'state', 'zipCode', 'phone'],
  },
  { id: 'payment', label: checkoutCopy.paymentTab, fields: ['cardName', 'cardNumber', 'cardExpiry', 'cardCvc'] },
];

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  neighborhood: '',
  phone: '',
  city: '',
  state: '',
  zipCode: '',
  cardName: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};

export function tabById(id: CheckoutTabId): CheckoutTab {
  return CHECKOUT_TABS.find((tab) => tab.id === id) as CheckoutTab;
}

/**
 * A tab is complete when every field of it is filled and formik's validation (the schema) found no error in it.
 * Every field is required, so an empty one is never complete, even before the first validation has answered.
 */
export function isTabComplete(tab: CheckoutTab, values: CheckoutValues, errors: FormikErrors<CheckoutValues>): boolean {
  return tab.fields.every((field) => values[field].trim() !== '' && !errors[field]);
}

/** Every tab holding a field with an error, in the form's order: the ones a refused 'Pagar' names and marks. */
export function tabsWithErrors(errors: FormikErrors<CheckoutValues>): CheckoutTab[] {
  return CHECKOUT_TABS.filter((tab) => tab.fields.some((field) => errors[field]));
}

/** Tabs' names as Spanish lists them: 'Cuenta', 'Cuenta y Envío', 'Cuenta, Envío y Pago'. */
export function tabNames(tabs: readonly CheckoutTab[]): string {
  const names = tabs.map((tab) => tab.label);
  const last = names.pop();
  return names.length ? `${names.join(', ')} ${checkoutCopy.and} ${last}` : (last ?? '');
}

/** What the order stores of the form: contact and address. Card fields never leave the browser. */
export function toShippingAddress(values: CheckoutValues): ShippingAddress {
  return {
    full_name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip_code: values.zipCode.trim(),
    neighborhood: values.neighborhood.trim(),
    phone: values.phone.replace(/\D/g, ''),
  };
}

/** 'Ana López Ruiz' → 'Ana' / 'López Ruiz': the profile has one display name; the buyer corrects the split if needed. */
export function splitDisplayName(name: string | null | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
