import * as yup from 'yup';
import { copy, fillCopy, formatPrice, hasAtMostTwoDecimals, SELL_PRICE_MAX } from '@vitrina/shared/core';
import { offerCopy } from './copy';

/** A typed amount as a number: '$8,000' and '8 000' are 8000; empty or anything else is NaN. */
export function parseCounterAmount(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned ? Number(cleaned) : Number.NaN;
}

/**
 * A counter-offer's rule: above the offer, at most the list price, in pesos and centavos (guard_offer's rule and
 * words, should the price have changed meanwhile).
 */
export function counterOfferSchema(offerAmount: number, listPrice: number | null) {
  return yup.object({
    amount: yup.string().test('counter', '', function counter(text) {
      const amount = parseCounterAmount(text ?? '');
      const message =
        !Number.isFinite(amount) || amount <= 0 || amount > SELL_PRICE_MAX
          ? copy.marketplace.invalidOfferAmount
          : !hasAtMostTwoDecimals(amount)
            ? offerCopy.counterCents
            : amount <= offerAmount
              ? fillCopy(offerCopy.counterNotAboveOffer, { amount: formatPrice(offerAmount) })
              : listPrice !== null && amount > listPrice
                ? fillCopy(offerCopy.counterAboveListPrice, { amount: formatPrice(listPrice) })
                : null;
      return message ? this.createError({ message }) : true;
    }),
  });
}

export interface CounterOfferValues {
  amount: string;
}
