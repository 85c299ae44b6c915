import { DATE_PATTERN_SHORT, DATE_TIME_PATTERN, formatDate } from './formatDate';
import { toDate } from './toDate';

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

describe('formatDate sin date-fns', () => {
  it('da la fecha y hora con DATE_TIME_PATTERN y el día de la semana', () => {
    expect(formatDate(new Date(2024, 8, 7, 9, 5), DATE_TIME_PATTERN)).toBe('7 de septiembre de 2024, 09:05');
    expect(formatDate(new Date(2024, 2, 5), "EEEE d 'de' MMMM")).toBe('martes 5 de marzo');
    expect(formatDate(new Date(2024, 2, 5), "dd/MM/yy 'a las' H:mm")).toBe('05/03/24 a las 0:00');
  });

  it('lee los timestamps de Postgres (espacio, microsegundos, desfase)', () => {
    const expected = new Date(Date.UTC(2024, 2, 5, 18, 30, 15, 123));
    expect(toDate('2024-03-05 18:30:15.123456+00')?.getTime()).toBe(expected.getTime());
    expect(toDate('2024-03-05T12:30:15.123-06:00')?.getTime()).toBe(expected.getTime());
    expect(toDate('2024-03-05T18:30:15.123Z')?.getTime()).toBe(expected.getTime());
    expect(toDate('2024-03-05T18:30')?.getTime()).toBe(new Date(2024, 2, 5, 18, 30).getTime());
  });

  it('rechaza un patrón que no conoce', () => {
    expect(() => formatDate(new Date(2024, 2, 5), 'Qo')).toThrow(RangeError);
  });
});
