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

/** Default offer: 85% of the current price, floored (spec §5). */
export function defaultOfferAmount(price: number): number {
  return Math.floor(price * RECOMMENDED_OFFER_RATIO);
}
