import { inMarketZone, inMarketZoneByIntl } from './marketClock';

describe('the market clock without Intl', () => {
  it("reads every instant from the end of Mexico's daylight saving time on as the engine's zone data does", () => {
    const start = Date.UTC(2022, 9, 29);
    const end = Date.UTC(2032, 0, 1);
    // every 97 minutes for ten years: every hour of the day and both sides of each month's turn
    for (let time = start; time < end; time += 97 * 60 * 1000 + 13_000) {
      const instant = new Date(time);
      expect([instant.toISOString(), inMarketZone(instant)]).toEqual([
        instant.toISOString(),
        inMarketZoneByIntl(instant),
      ]);
    }
  });

  it('reads the hour daylight saving time ended on both sides', () => {
    expect(inMarketZone(new Date('2022-10-30T06:59:59Z'))).toMatchObject({ day: 30, hours: 1, minutes: 59 });
    expect(inMarketZone(new Date('2022-10-30T07:00:00Z'))).toMatchObject({ day: 30, hours: 1, minutes: 0 });
    expect(inMarketZone(new Date('2021-07-01T12:00:00Z'))).toMatchObject({ hours: 7 });
  });
});
