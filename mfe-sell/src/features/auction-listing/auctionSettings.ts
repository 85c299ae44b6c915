import { parseAmountText } from './parseAmountText';

export const AUCTION_DURATIONS = [1, 3, 5, 7] as const;

/** What the seller chose for an auction, as the form keeps it (text inputs). */
export interface AuctionSettings {
  enabled: boolean;
  reserve: string;
  durationDays: number;
  /** a datetime-local value ('2030-03-01T12:00'), or '' to start on approval */
  start: string;
}

export const NO_AUCTION: AuctionSettings = { enabled: false, reserve: '', durationDays: 7, start: '' };

/** The form's mirror of list_at_auction's checks; null when it may be sent. */
export function auctionSettingsError(
  settings: AuctionSettings,
  startingPrice: number,
  now: number,
  words: { reserveBelowStart: string; startInPast: string },
): string | null {
  if (!settings.enabled) return null;
  const reserve = parseAmountText(settings.reserve);
  if (settings.reserve.trim() && (reserve === null || reserve < startingPrice)) return words.reserveBelowStart;
  if (settings.start) {
    const at = new Date(settings.start).getTime();
    if (!Number.isFinite(at) || at <= now || at > now + 30 * 86_400_000) return words.startInPast;
  }
  return null;
}

/** list_at_auction's arguments. */
export function auctionArgs(productId: string, startingPrice: number, settings: AuctionSettings) {
  return {
    product_id: productId,
    starting_price: startingPrice,
    reserve_price: (settings.reserve.trim() && parseAmountText(settings.reserve)) || undefined,
    duration_days: settings.durationDays,
    scheduled_start: settings.start ? new Date(settings.start).toISOString() : undefined,
  };
}
