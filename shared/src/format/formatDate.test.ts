import { DATE_PATTERN_SHORT, formatDate } from './formatDate';

describe('formatDate', () => {
  it('formatea en español de México', () => {
    expect(formatDate(new Date(2024, 2, 5))).toBe('5 de marzo de 2024');
    expect(formatDate(new Date(2023, 11, 31))).toBe('31 de diciembre de 2023');
  });

  it('trata una fecha sin hora como fecha local (no UTC)', () => {
    expect(formatDate('2024-03-05')).toBe('5 de marzo de 2024');
  });

  it('acepta timestamps ISO de la base de datos y números', () => {
    const iso = new Date(2024, 0, 15, 12, 0).toISOString();
    expect(formatDate(iso)).toBe('15 de enero de 2024');
    expect(formatDate(new Date(2024, 0, 15).getTime())).toBe('15 de enero de 2024');
  });

  it('acepta un patrón propio', () => {
    expect(formatDate(new Date(2024, 2, 5), DATE_PATTERN_SHORT)).toBe('05/03/2024');
  });

  it("muestra 'Fecha inválida' si no se puede leer", () => {
    expect(formatDate('no es una fecha')).toBe('Fecha inválida');
    expect(formatDate(new Date(Number.NaN))).toBe('Fecha inválida');
  });

  it("muestra 'N/A' si falta la fecha", () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
  });
});
