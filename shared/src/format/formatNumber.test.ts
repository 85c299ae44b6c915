import { formatNumber, formatPesos } from './formatNumber';

const intlNumber = (max: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: max });
const intlPesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

// a fixed sequence, so a failure names the same number on every run
function* sample(count: number): Generator<number> {
  let seed = 20261129;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < count; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 5);
    const value = Math.round(next() * magnitude * 10 ** decimals) / 10 ** decimals;
    yield next() < 0.2 ? -value : value;
  }
}

const edges = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.005,
  0.015,
  0.125,
  0.375,
  0.625,
  0.875,
  1.005,
  2.675,
  10.999,
  99.991,
  99.995,
  999.995,
  999,
  1000,
  9999.999,
  123456789.125,
  2500,
  2500.75,
  -0.001,
  -0.004,
  -1234.5,
  1e15,
  999999999999.99,
  2 ** 53,
];

describe('formatNumber', () => {
  it("writes every number as Intl's es-MX format does, for 3 and for 2 decimals", () => {
    for (const value of [...edges, ...sample(4000)]) {
      expect([value, formatNumber(value)]).toEqual([value, intlNumber(3).format(value)]);
      expect([value, formatNumber(value, 2)]).toEqual([value, intlNumber(2).format(value)]);
    }
  });

  it('groups thousands with commas and drops trailing zeros', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(1200)).toBe('1,200');
  });
});

describe('formatPesos', () => {
  it("writes every amount as Intl's es-MX currency format for MXN does", () => {
    for (const value of [...edges, ...sample(4000)]) {
      expect([value, formatPesos(value)]).toEqual([value, intlPesos.format(value)]);
    }
  });
});
