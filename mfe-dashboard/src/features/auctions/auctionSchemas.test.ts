import { errorAt } from '../../../test/schemaErrorAt';
import { auctionSettingsSchema, topBidderOfferSchema } from './auctionSchemas';

describe('auctionSettingsSchema', () => {
  it('el precio inicial: mayor que $0 y de hasta $1,000,000, con las palabras de list_at_auction', async () => {
    for (const starting_price of ['', 0, -1, 1_000_001]) {
      expect(await errorAt(auctionSettingsSchema, { starting_price, days: 7 }, 'starting_price')).toBe(
        'El precio inicial debe ser mayor que $0 y de hasta $1,000,000 MXN',
      );
    }
    expect(await errorAt(auctionSettingsSchema, { starting_price: 1000, days: 7 }, 'starting_price')).toBeUndefined();
  });

  it('la reserva es opcional, no menor que el precio inicial y de hasta $1,000,000', async () => {
    const reserveError = (reserve_price: unknown) =>
      errorAt(auctionSettingsSchema, { starting_price: 1000, reserve_price, days: 7 }, 'reserve_price');
    expect(await reserveError('')).toBeUndefined();
    expect(await reserveError(1000)).toBeUndefined();
    expect(await reserveError(999)).toBe('El precio de reserva no puede ser menor que el precio inicial');
    expect(await reserveError(2_000_000)).toBe('El precio de reserva puede ser de hasta $1,000,000 MXN');
  });

  it('la duración es de 1, 3, 5 o 7 días', async () => {
    expect(await errorAt(auctionSettingsSchema, { starting_price: 1000, days: 2 }, 'days')).toBe(
      'Elige una duración de 1, 3, 5 o 7 días',
    );
    expect(await errorAt(auctionSettingsSchema, { starting_price: 1000, days: 5 }, 'days')).toBeUndefined();
  });
});

describe('topBidderOfferSchema', () => {
  it('un monto mayor que $0 y de hasta $1,000,000', async () => {
    for (const amount of ['', 0, -3, 1_000_001]) {
      expect(await errorAt(topBidderOfferSchema, { amount }, 'amount')).toBe('Ingresa un monto válido');
    }
    expect(await errorAt(topBidderOfferSchema, { amount: 1200 }, 'amount')).toBeUndefined();
  });
});
