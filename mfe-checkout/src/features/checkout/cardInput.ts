import { CHECKOUT_CARD_EXPIRY_LENGTH, CHECKOUT_CARD_NUMBER_LENGTH, CHECKOUT_CVC_MAX } from '@vitrina/shared/core';

/** Keeps digits only, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Card number as typed or pasted ('4242 4242-4242 4242'): 16 digits at most. */
export function cardNumberInput(value: string): string {
  return digitsOnly(value, CHECKOUT_CARD_NUMBER_LENGTH);
}

/**
 * MM/YY with the slash added once the month is typed ('12' → '12/', '1229' → '12/29'), 5 characters at most.
 * While deleting (the value got shorter) no slash is added back, so backspace gets past it.
 */
export function cardExpiryInput(value: string, previous = ''): string {
  const digits = digitsOnly(value, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`.slice(0, CHECKOUT_CARD_EXPIRY_LENGTH);
}

export function cvcInput(value: string): string {
  return digitsOnly(value, CHECKOUT_CVC_MAX);
}
