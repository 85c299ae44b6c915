import { fillCopy, formatPrice } from '@vitrina/shared/core';
import { auctionCopy } from './copy';

/** Whole pesos as a buyer may write them: 7200, 7,200, $7,200 or 7200.00. */
const WHOLE_PESOS = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.0{1,2})?$/;
/** An amount with cents: 7100.5, 7,100.50. */
const WITH_CENTS = /^\$?(\d{1,3}(,\d{3})+|\d+)?[.,]\d+$/;

/** The typed maximum in whole pesos, or null when it is not one. */
export function parseBidAmount(typed: string): number | null {
  const text = typed.replace(/\s/g, '');
  if (!WHOLE_PESOS.test(text)) return null;
  return Number(text.replace(/[$,]/g, ''));
}

/**
 * What is wrong with a typed maximum, one message per case, or undefined when it may go: nothing typed, not a
 * number, cents, below the next valid bid (named), at or above the auction's limit (`bidLimit`: an unverified
 * seller's auction takes bids under it). place_bid checks both again against the auction as it is when the bid
 * arrives (someone may have bid meanwhile) and refuses in its own words.
 */
export function bidAmountError(typed: string, nextMinimum: number, bidLimit: number | null = null): string | undefined {
  const text = typed.replace(/\s/g, '');
  if (!text) return auctionCopy.bidEmpty;
  const amount = parseBidAmount(text);
  if (amount === null) return WITH_CENTS.test(text) ? auctionCopy.bidCents : auctionCopy.bidNotNumber;
  if (amount < nextMinimum) return fillCopy(auctionCopy.bidBelowMinimum, { amount: formatPrice(nextMinimum) });
  if (bidLimit !== null && amount >= bidLimit)
    return fillCopy(auctionCopy.bidAtLimit, { amount: formatPrice(bidLimit) });
  return undefined;
}
