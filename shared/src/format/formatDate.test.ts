import { DATE_PATTERN_SHORT, DATE_TIME_PATTERN, formatDate } from './formatDate';
import { toDate } from './toDate';

// Mexico City is six hours behind UTC all year (no daylight saving time since 2022).
const mexicoCity = (iso: string) => new Date(`${iso}-06:00`);

describe('formatDate', () => {
  it('formatea en español de México', () => {
    expect(formatDate(mexicoCity('2024-03-05T12:00'))).toBe('5 de marzo de 2024');
    expect(formatDate(mexicoCity('2023-12-31T23:59'))).toBe('31 de diciembre de 2023');
  });

  it('trata una fecha sin hora como fecha local (no UTC)', () => {
    expect(formatDate('2024-03-05')).toBe('5 de marzo de 2024');
  });

  it('acepta timestamps ISO de la base de datos y números', () => {
    const iso = mexicoCity('2024-01-15T12:00').toISOString();
    expect(formatDate(iso)).toBe('15 de enero de 2024');
    expect(formatDate(mexicoCity('2024-01-15T00:00').getTime())).toBe('15 de enero de 2024');
  });

  it('muestra un instante con la hora de la Ciudad de México, sea cual sea la zona de quien lo formatea', () => {
    // 03:00 UTC on the 5th is still the evening of the 4th in Mexico City
    const lateEvening = '2024-03-05T03:00:00+00:00';
    const zone = process.env.TZ;
    try {
      const seen = ['UTC', 'Asia/Tokyo', 'America/Tijuana', 'America/Mexico_City'].map((tz) => {
        process.env.TZ = tz;
        return [formatDate(lateEvening, DATE_TIME_PATTERN), formatDate(new Date(lateEvening), "EEEE d 'de' MMMM")];
      });
      expect(new Set(seen.map((pair) => pair.join(' | ')))).toEqual(
        new Set(['4 de marzo de 2024, 21:00 | lunes 4 de marzo']),
      );
    } finally {
      process.env.TZ = zone;
    }
  });

  it('muestra tal cual una fecha u hora escrita sin desfase', () => {
    expect(formatDate('2024-03-05T23:30', DATE_TIME_PATTERN)).toBe('5 de marzo de 2024, 23:30');
    expect(formatDate('2024-03-05 00:15:00', 'dd/MM/yy HH:mm')).toBe('05/03/24 00:15');
  });

  it('acepta un patrón propio', () => {
    expect(formatDate(mexicoCity('2024-03-05T10:00'), DATE_PATTERN_SHORT)).toBe('05/03/2024');
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
    expect(formatDate(mexicoCity('2024-09-07T09:05'), DATE_TIME_PATTERN)).toBe('7 de septiembre de 2024, 09:05');
    expect(formatDate(mexicoCity('2024-03-05T00:00'), "EEEE d 'de' MMMM")).toBe('martes 5 de marzo');
    expect(formatDate(mexicoCity('2024-03-05T00:00'), "dd/MM/yy 'a las' H:mm")).toBe('05/03/24 a las 0:00');
  });

  it('lee los timestamps de Postgres (espacio, microsegundos, desfase)', () => {
    const expected = new Date(Date.UTC(2024, 2, 5, 18, 30, 15, 123));
    expect(toDate('2024-03-05 18:30:15.123456+00')?.getTime()).toBe(expected.getTime());
    expect(toDate('2024-03-05T12:30:15.123-06:00')?.getTime()).toBe(expected.getTime());
    expect(toDate('2024-03-05T18:30:15.123Z')?.getTime()).toBe(expected.getTime());
    expect(toDate('2024-03-05T18:30')?.getTime()).toBe(new Date(2024, 2, 5, 18, 30).getTime());
  });

  it('rechaza un patrón que no conoce', () => {
    expect(() => formatDate(mexicoCity('2024-03-05T00:00'), 'Qo')).toThrow(RangeError);
  });
});

describe('formatDate MMM', () => {
  it("writes a date and time as Intl's es-MX medium date and short time do, on the market's clock", () => {
    const intl = new Intl.DateTimeFormat('es-MX', {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'America/Mexico_City',
    });
    for (let month = 0; month < 12; month += 1) {
      const instant = new Date(Date.UTC(2026, month, 1 + month * 2, (month * 5) % 24, month * 4));
      expect(formatDate(instant, 'd MMM yyyy, HH:mm')).toBe(intl.format(instant));
    }
  });
});
