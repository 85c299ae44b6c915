import { defaultOfferAmount, isPositiveAmount, parseAmount, recommendedOffer } from './offerAmount';

describe('montos de oferta', () => {
  it('la oferta inicial es el 85% del precio, redondeado hacia abajo', () => {
    expect(defaultOfferAmount(1000)).toBe(850);
    expect(defaultOfferAmount(999)).toBe(849);
    expect(defaultOfferAmount(1234.56)).toBe(1049);
  });

  it('la oferta recomendada es el 85% del precio actual', () => {
    expect(recommendedOffer(999)).toBe(849.15);
  });

  it('lee lo escrito como número: decimales con punto o coma, separadores de miles', () => {
    expect(parseAmount('850')).toBe(850);
    expect(parseAmount(' 850.5 ')).toBe(850.5);
    expect(parseAmount('850,5')).toBe(850.5);
    expect(parseAmount('1,500.00')).toBe(1500);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount(850)).toBe(850);
    expect(parseAmount(Number.NaN)).toBeNull();
  });

  it('solo un número mayor a 0 es un monto válido', () => {
    expect(isPositiveAmount(0)).toBe(false);
    expect(isPositiveAmount(-5)).toBe(false);
    expect(isPositiveAmount(null)).toBe(false);
    expect(isPositiveAmount(0.01)).toBe(true);
  });
});
