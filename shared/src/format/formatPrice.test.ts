import { formatPrice, formatTotal } from './formatPrice';

describe('formatPrice', () => {
  it('formatea pesos mexicanos sin decimales cuando el monto es entero', () => {
    expect(formatPrice(1500)).toBe('$1,500');
    expect(formatPrice(1_000_000)).toBe('$1,000,000');
    expect(formatPrice(0)).toBe('$0');
  });

  it('muestra hasta 2 decimales', () => {
    expect(formatPrice(1234.56)).toBe('$1,234.56');
    expect(formatPrice(1234.5)).toBe('$1,234.5');
    expect(formatPrice(10.999)).toBe('$11');
    expect(formatPrice(99.991)).toBe('$99.99');
  });

  it('acepta cadenas numéricas (columnas numeric de Postgres)', () => {
    expect(formatPrice('2500.75')).toBe('$2,500.75');
  });

  it('muestra $0 para valores ausentes o no numéricos', () => {
    expect(formatPrice(null)).toBe('$0');
    expect(formatPrice(undefined)).toBe('$0');
    expect(formatPrice('abc')).toBe('$0');
    expect(formatPrice(Number.NaN)).toBe('$0');
  });

  it('formatea negativos con signo', () => {
    expect(formatPrice(-50)).toBe('-$50');
  });
});

describe('formatTotal', () => {
  it('nombra la moneda una vez, tras la cifra que da formatPrice', () => {
    expect(formatTotal(7000)).toBe('$7,000 MXN');
    expect(formatTotal('2449.50')).toBe('$2,449.5 MXN');
    expect(formatTotal(null)).toBe('$0 MXN');
  });
});
