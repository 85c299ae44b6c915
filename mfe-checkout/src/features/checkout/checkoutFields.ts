import type { FormikErrors } from 'formik';
import { type ShippingAddress } from '@vitrina/shared/core';
import { checkoutSchema, type CheckoutValues } from './checkoutSchema';
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
 * The schema's message for every field that is wrong now, checked synchronously from the values: what the tabs'
 * completeness shows never waits on (or races with) formik's asynchronous validation runs.
 */
export function fieldErrors(values: CheckoutValues): FormikErrors<CheckoutValues> {
  const errors: FormikErrors<CheckoutValues> = {};
  for (const tab of CHECKOUT_TABS) {
    for (const field of tab.fields) {
      try {
        checkoutSchema.validateSyncAt(field, values);
      } catch (error) {
        errors[field] = (error as Error).message;
      }
    }
  }
  return errors;
}

/** A tab is complete when none of its fields has an error under the full schema. */
export function isTabComplete(tab: CheckoutTab, errors: FormikErrors<CheckoutValues>): boolean {
  return tab.fields.every((field) => !errors[field]);
}

export function firstTabWithErrors(errors: FormikErrors<CheckoutValues>): CheckoutTab | undefined {
  return CHECKOUT_TABS.find((tab) => !isTabComplete(tab, errors));
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
