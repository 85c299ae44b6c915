import { CHECKOUT_CARD_EXPIRY_LENGTH, CHECKOUT_CARD_NUMBER_LENGTH, CHECKOUT_CVC_MAX } from '@vitrina/shared/core';

/** Keeps digits only, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * Card number as typed or pasted ('4242 4242-4242 4242'): spaces, dashes and anything not a digit are ignored, 16
 * digits at most, shown in groups of four ('4242 4242 4242 4242'). The input has no maxLength of 16 characters: it
 * cut a pasted grouped number to 13 digits.
 */
export function cardNumberInput(value: string): string {
  return digitsOnly(value, CHECKOUT_CARD_NUMBER_LENGTH).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The grouped card number's longest display: 16 digits and 3 spaces. */
export const CARD_NUMBER_DISPLAY_LENGTH = CHECKOUT_CARD_NUMBER_LENGTH + 3;

/** Phone for the carrier: digits, shown '55 1234 5678'. */
export function phoneInput(value: string): string {
  const digits = digitsOnly(value, 10);
  return [digits.slice(0, 2), digits.slice(2, 6), digits.slice(6)].filter(Boolean).join(' ');
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
