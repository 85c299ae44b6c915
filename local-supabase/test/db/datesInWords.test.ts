/**
 * The dates the database writes into notifications and refusals read in words, in Mexico City's time: a day as
 * "3 de diciembre de 2026", a moment as "3 de diciembre de 2026 a las 14:05 (hora del centro)", whatever the
 * session's time zone; on PGlite and (with DATABASE_URL) on PostgreSQL 15.
 */
import { drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

describe.each(drivers())('dates in words on $name', (driver) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await driver.open();
  });

  afterAll(async () => {
    await db?.close();
  });

  const written = async (moment: string) => {
    const [row] = await db.query<{ day: string; at: string }>(
      'select public.format_day($1::timestamptz) as day, public.mx_time($1::timestamptz) as at',
      [moment],
    );
    return row;
  };

  it('writes the day and the time of Mexico City, the month by its name', async () => {
    // 20:05 UTC is 14:05 in Mexico City (UTC-6, no daylight saving time since 2022)
    expect(await written('2026-12-03T20:05:00Z')).toEqual({
      day: '3 de diciembre de 2026',
      at: '3 de diciembre de 2026 a las 14:05 (hora del centro)',
    });
  });

  it('counts the day in Mexico City: 02:30 UTC on the 1st of January is still the 31st of December there', async () => {
    expect(await written('2027-01-01T02:30:00Z')).toEqual({
      day: '31 de diciembre de 2026',
      at: '31 de diciembre de 2026 a las 20:30 (hora del centro)',
    });
  });

  it('names every month in Spanish', async () => {
    const days = await Promise.all(
      Array.from({ length: 12 }, (_, index) => written(`2026-${String(index + 1).padStart(2, '0')}-15T18:00:00Z`)),
    );
    expect(days.map(({ day }) => day.split(' de ')[1])).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });
});
