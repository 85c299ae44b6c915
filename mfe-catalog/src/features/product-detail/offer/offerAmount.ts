import { RECOMMENDED_OFFER_RATIO } from '@vitrina/shared/core';

/** The amount the offer dialog starts with: 85% of the current price, floored to whole pesos (spec §5). */
export function defaultOfferAmount(price: number): number {
  return Math.floor(price * RECOMMENDED_OFFER_RATIO);
}

/** The recommended offer shown beside the price history: 85% of the current price, to the centavo. */
export function recommendedOffer(price: number): number {
  return Math.round(price * RECOMMENDED_OFFER_RATIO * 100) / 100;
}

/**
 * What the user typed, as a number (spec §5 "parsed as a number"), or null when it is not one. A comma is read as
 * the decimal point ('850,50'), and thousands separators a user may paste ('1,500.00' is still 1500) are dropped.
 */
export function parseAmount(input: string | number | null | undefined): number | null {
  // formik hands number inputs over as numbers once typed, as '' when empty
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = (input ?? '').trim().replace(/\s/g, '');
  if (!text) return null;
  const normalised = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** A valid amount is a number above 0 (spec §5 offer and price alert). */
export function isPositiveAmount(value: number | null): value is number {
  return value !== null && value > 0;
}
