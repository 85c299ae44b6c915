import * as yup from 'yup';
import { emptyToUndefined } from '@vitrina/shared/core';
import { auctionsDashboardCopy as t } from './copy';

/** The highest price list_at_auction and offer_to_top_bidder take, MXN. */
export const MAX_AUCTION_PRICE = 1_000_000;

export const AUCTION_DURATIONS = [1, 3, 5, 7] as const;

/** The auction settings form as typed: number inputs are '' while empty. */
export interface AuctionSettingsValues {
  starting_price: number | '';
  reserve_price: number | '';
  days: number;
}

/** The edit page's auction settings, with list_at_auction's rules and words. */
export const auctionSettingsSchema = yup.object({
  starting_price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(t.startingPriceInvalid)
    .required(t.startingPriceInvalid)
    .moreThan(0, t.startingPriceInvalid)
    .max(MAX_AUCTION_PRICE, t.startingPriceInvalid),
  reserve_price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(t.reserveBelowStart)
    .optional()
    .max(MAX_AUCTION_PRICE, t.reserveTooHigh)
    .when('starting_price', ([start], schema) =>
      typeof start === 'number' ? schema.min(start, t.reserveBelowStart) : schema,
    ),
  days: yup
    .number()
    .required(t.durationInvalid)
    .oneOf([...AUCTION_DURATIONS], t.durationInvalid),
});

/** The amount an unsold auction's piece is offered at to its top bidder (offer_to_top_bidder's rule and words). */
export const topBidderOfferSchema = yup.object({
  amount: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(t.amountInvalid)
    .required(t.amountInvalid)
    .moreThan(0, t.amountInvalid)
    .max(MAX_AUCTION_PRICE, t.amountInvalid),
});
