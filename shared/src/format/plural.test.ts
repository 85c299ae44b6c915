import { plural } from './plural';

const sold = { one: '{count} pieza vendida', other: '{count} piezas vendidas' } as const;

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, sold)).toBe('1 pieza vendida');
  });

  it('uses the plural for zero, many and fractions', () => {
    expect(plural(0, sold)).toBe('0 piezas vendidas');
    expect(plural(2, sold)).toBe('2 piezas vendidas');
    expect(plural(1.5, sold)).toBe('1.5 piezas vendidas');
  });

  it('groups thousands the es-MX way and reads CLDR many as the plural', () => {
    expect(plural(1200, sold)).toBe('1,200 piezas vendidas');
    expect(plural(1_000_000, sold)).toBe('1,000,000 piezas vendidas');
  });

  it('takes other placeholders and a count of its own', () => {
    expect(plural(12, { one: 'Carrito: {count} artículo', other: 'Carrito: {count} artículos' }, { count: '9+' })).toBe(
      'Carrito: 9+ artículos',
    );
    expect(plural(1, { one: '{count} foto de {title}', other: '{count} fotos de {title}' }, { title: 'Jersey' })).toBe(
      '1 foto de Jersey',
    );
  });

  it("picks the form es-MX's CLDR rules pick, and writes the count as Intl does", () => {
    const rules = new Intl.PluralRules('es-MX');
    const numbers = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
    for (const n of [0, 1, -1, 1.5, 2, 0.5, 11, 21, 101, 1000, 1200, 12345.678, 999999, 1_000_000, 2_000_000, -3]) {
      const form = rules.select(n) === 'one' ? 'one' : 'other';
      expect([n, plural(n, { one: 'one {count}', other: 'other {count}' })]).toEqual([
        n,
        `${form} ${numbers.format(n)}`,
      ]);
    }
  });
});
