import { clockOffsetMs, formatTimeLeft } from './timeLeft';

describe('formatTimeLeft', () => {
  it('shows the two largest units, and never a negative time', () => {
    expect(formatTimeLeft((2 * 86_400 + 4 * 3600 + 59) * 1000)).toBe('2 d 04 h');
    expect(formatTimeLeft((3 * 3600 + 5 * 60 + 7) * 1000)).toBe('3 h 05 min');
    expect(formatTimeLeft((4 * 60 + 9) * 1000)).toBe('4 min 09 s');
    expect(formatTimeLeft(9_999)).toBe('9 s');
    expect(formatTimeLeft(-5_000)).toBe('0 s');
  });
});

describe('clockOffsetMs', () => {
  it('is how far the server’s clock is ahead of the browser’s', () => {
    expect(clockOffsetMs('2030-03-01T12:00:10Z', Date.parse('2030-03-01T12:00:00Z'))).toBe(10_000);
    expect(clockOffsetMs('not a date', 0)).toBe(0);
  });
});
