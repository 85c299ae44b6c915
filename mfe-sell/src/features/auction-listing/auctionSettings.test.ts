import { auctionArgs, auctionSettingsError, NO_AUCTION } from './auctionSettings';

const WORDS = { reserveBelowStart: 'reserva', startInPast: 'inicio' };
const NOW = Date.parse('2030-03-01T12:00:00Z');

describe('auctionSettingsError', () => {
  it('passes a fixed-price listing and a valid auction', () => {
    expect(auctionSettingsError(NO_AUCTION, 100, NOW, WORDS)).toBeNull();
    expect(auctionSettingsError({ ...NO_AUCTION, enabled: true, reserve: '1,500' }, 1000, NOW, WORDS)).toBeNull();
  });
  it('refuses a reserve below the starting price and a start in the past or beyond 30 days', () => {
    expect(auctionSettingsError({ ...NO_AUCTION, enabled: true, reserve: '900' }, 1000, NOW, WORDS)).toBe('reserva');
    expect(
      auctionSettingsError({ ...NO_AUCTION, enabled: true, start: '2030-02-28T12:00:00Z' }, 1000, NOW, WORDS),
    ).toBe('inicio');
    expect(
      auctionSettingsError({ ...NO_AUCTION, enabled: true, start: '2030-05-01T12:00:00Z' }, 1000, NOW, WORDS),
    ).toBe('inicio');
  });
});

describe('auctionArgs', () => {
  it('sends the reserve as a number or null', () => {
    expect(auctionArgs('p', 100, { ...NO_AUCTION, enabled: true, reserve: '' })).toMatchObject({
      reserve_price: undefined,
      duration_days: 7,
      scheduled_start: undefined,
    });
    expect(auctionArgs('p', 100, { ...NO_AUCTION, enabled: true, reserve: '250,50' }).reserve_price).toBe(250.5);
  });
});
