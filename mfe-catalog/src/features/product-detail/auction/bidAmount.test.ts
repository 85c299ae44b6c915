import { bidAmountError, parseBidAmount } from './bidAmount';

describe('bidAmountError', () => {
  it('vacía: pide el monto', () => {
    expect(bidAmountError('', 7200)).toBe('Escribe el monto de tu puja máxima');
    expect(bidAmountError('   ', 7200)).toBe('Escribe el monto de tu puja máxima');
  });

  it('no numérica: pide solo números', () => {
    expect(bidAmountError('abc', 7200)).toBe('Escribe el monto solo con números, en pesos');
    expect(bidAmountError('-5', 7200)).toBe('Escribe el monto solo con números, en pesos');
  });

  it('con centavos: pide pesos enteros', () => {
    expect(bidAmountError('7100.5', 7200)).toBe('La puja va en pesos enteros, sin centavos');
    expect(bidAmountError('7,300.50', 7200)).toBe('La puja va en pesos enteros, sin centavos');
  });

  it('menor que la siguiente puja válida: lo dice y nombra la mínima', () => {
    for (const typed of ['0', '100', '7199']) {
      expect(bidAmountError(typed, 7200)).toBe('Tu puja está por debajo de la mínima: $7,200');
    }
  });

  it('la siguiente puja válida o más pasa, escrita como se escribe un precio', () => {
    for (const typed of ['7200', '7,200', '$7,200', '7200.00', ' 8000 ']) {
      expect(bidAmountError(typed, 7200)).toBeUndefined();
    }
    expect(parseBidAmount('$7,200')).toBe(7200);
    expect(parseBidAmount('7200.00')).toBe(7200);
  });

  it('en la subasta de un vendedor sin verificar: desde el límite, pide una puja menor', () => {
    for (const typed of ['5000', '5,000', '7200']) {
      expect(bidAmountError(typed, 4050, 5000)).toBe('Tu puja debe ser menor a $5,000 MXN');
    }
    expect(bidAmountError('4999', 4050, 5000)).toBeUndefined();
    // below the minimum is said first: it is what the buyer must change
    expect(bidAmountError('4000', 4050, 5000)).toBe('Tu puja está por debajo de la mínima: $4,050');
    expect(bidAmountError('7200', 7200, null)).toBeUndefined();
  });
});
