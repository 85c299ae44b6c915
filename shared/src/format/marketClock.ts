import type { ClockReading } from './toDate';

/**
 * The market's clock. An instant (a timestamp with its offset, a number, a Date) reads as Mexico City's time, on the
 * server and in every browser alike, so a page rendered on the server hydrates with the same dates whatever zone
 * either runs in. A date or a time written without an offset is a wall-clock reading and is shown as written.
 */
const MARKET_TIME_ZONE = 'America/Mexico_City';

// Mexico City has kept UTC-6 all year since daylight saving time ended there, on 30 October 2022 at 07:00 UTC.
// An instant from then on is read by arithmetic: Intl with a time zone loads the engine's zone and locale data, one
// uninterruptible call of tens of milliseconds on a phone in the middle of hydration. marketClock.test.ts holds the
// arithmetic against the engine's zone data, so a change of Mexico's rules fails there.
const FIXED_OFFSET_SINCE = Date.UTC(2022, 9, 30, 7);
const MARKET_OFFSET_MS = -6 * 60 * 60 * 1000;

let marketClock: Intl.DateTimeFormat | undefined;

/** The market's reading of an instant. */
export function inMarketZone(date: Date): ClockReading {
  if (date.getTime() >= FIXED_OFFSET_SINCE) {
    const wall = new Date(date.getTime() + MARKET_OFFSET_MS);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hours: wall.getUTCHours(),
      minutes: wall.getUTCMinutes(),
      seconds: wall.getUTCSeconds(),
    };
  }
  return inMarketZoneByIntl(date);
}

/** The same reading from the engine's time zone data: the instants before the fixed offset, and the test's reference. */
export function inMarketZoneByIntl(date: Date): ClockReading {
  marketClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MARKET_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part: Record<string, number> = {};
  for (const { type, value } of marketClock.formatToParts(date)) part[type] = Number(value);
  return {
    year: part.year,
    month: part.month,
    day: part.day,
    hours: part.hour % 24,
    minutes: part.minute,
    seconds: part.second,
  };
}
