import {
  defaultOfferAmount,
  hasAtMostTwoDecimals,
  isHighPrice,
  priceWarning,
  requiresIdentityVerification,
} from './priceRules';

describe('price rules', () => {
  it('advierte por debajo de 10 y por encima de 100,000', () => {
    expect(priceWarning(9.99)).toBe('low');
    expect(priceWarning(10)).toBeNull();
    expect(priceWarning(100_000)).toBeNull();
    expect(priceWarning(100_000.01)).toBe('high');
  });

  it("insignia 'Precio alto' por encima de 10,000", () => {
    expect(isHighPrice(10_000)).toBe(false);
    expect(isHighPrice(10_001)).toBe(true);
  });

  it('verificación de identidad desde 5,000 MXN', () => {
    expect(requiresIdentityVerification(4999.99)).toBe(false);
    expect(requiresIdentityVerification(5000)).toBe(true);
  });

  it('oferta recomendada: 85% del precio, redondeada hacia abajo', () => {
    expect(defaultOfferAmount(1000)).toBe(850);
    expect(defaultOfferAmount(999)).toBe(849);
  });

  it('el dinero lleva a lo más dos decimales (centavos)', () => {
    for (const ok of [15000, 15000.9, 15000.99, 0.1 + 0.2, 1234.56]) expect(hasAtMostTwoDecimals(ok)).toBe(true);
    for (const bad of [15000.999, 0.001, 1500.005, Number.NaN, Infinity]) expect(hasAtMostTwoDecimals(bad)).toBe(false);
  });
});
