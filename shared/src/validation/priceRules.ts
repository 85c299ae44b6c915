import {
  HIGH_PRICE_BADGE,
  IDENTITY_VERIFICATION_PRICE,
  PRICE_WARNING_HIGH,
  PRICE_WARNING_LOW,
  RECOMMENDED_OFFER_RATIO,
} from '../constants';

export type PriceWarning = 'low' | 'high' | null;

/** Below 10 or above 100,000 warns; the preview still opens (spec §4). */
export function priceWarning(price: number): PriceWarning {
  if (price < PRICE_WARNING_LOW) return 'low';
  if (price > PRICE_WARNING_HIGH) return 'high';
  return null;
}

/** 'Precio alto' badge above 10,000. */
export function isHighPrice(price: number): boolean {
  return price > HIGH_PRICE_BADGE;
}

/** From 5,000 MXN the seller needs identity_verified. */
export function requiresIdentityVerification(price: number): boolean {
  return price >= IDENTITY_VERIFICATION_PRICE;
}

/**
 * Money takes two decimals (centavos): the database refuses an amount with more rather than rounding it (triggers
 * `*_money_decimals`, 004640). Tolerates the binary error of a typed decimal (0.1 + 0.2).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Default offer: 85% of the current price, floored (spec §5). */
export function defaultOfferAmount(price: number): number {
  return Math.floor(price * RECOMMENDED_OFFER_RATIO);
}
