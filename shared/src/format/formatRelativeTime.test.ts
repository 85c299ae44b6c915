import { formatRelativeTime } from './formatRelativeTime';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

describe('formatRelativeTime', () => {
  it("dice 'hace un momento' por debajo de 60 segundos", () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('hace un momento');
    expect(formatRelativeTime(ago(59), NOW)).toBe('hace un momento');
  });

  it('cuenta minutos por debajo de una hora', () => {
    expect(formatRelativeTime(ago(60), NOW)).toBe('hace 1 minuto');
    expect(formatRelativeTime(ago(5 * MIN), NOW)).toBe('hace 5 minutos');
    expect(formatRelativeTime(ago(59 * MIN + 59), NOW)).toBe('hace 59 minutos');
  });

  it('cuenta horas por debajo de 24', () => {
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('hace 1 hora');
    expect(formatRelativeTime(ago(23 * HOUR), NOW)).toBe('hace 23 horas');
  });

  it('cuenta días por debajo de 7', () => {
    expect(formatRelativeTime(ago(DAY), NOW)).toBe('hace 1 día');
    expect(formatRelativeTime(ago(3 * DAY), NOW)).toBe('hace 3 días');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), NOW)).toBe('hace 6 días');
  });

  it('cuenta semanas por debajo de 4', () => {
    expect(formatRelativeTime(ago(7 * DAY), NOW)).toBe('hace 1 semana');
    expect(formatRelativeTime(ago(14 * DAY), NOW)).toBe('hace 2 semanas');
    expect(formatRelativeTime(ago(27 * DAY), NOW)).toBe('hace 3 semanas');
  });

  it('cuenta meses por debajo de 12', () => {
    expect(formatRelativeTime(ago(28 * DAY), NOW)).toBe('hace 1 mes');
    expect(formatRelativeTime(ago(90 * DAY), NOW)).toBe('hace 3 meses');
    expect(formatRelativeTime(ago(359 * DAY), NOW)).toBe('hace 11 meses');
  });

  it('cuenta años después', () => {
    expect(formatRelativeTime(ago(360 * DAY), NOW)).toBe('hace 1 año');
    expect(formatRelativeTime(ago(365 * DAY), NOW)).toBe('hace 1 año');
    expect(formatRelativeTime(ago(3 * 365 * DAY), NOW)).toBe('hace 3 años');
  });

  it('acepta cadenas ISO', () => {
    expect(formatRelativeTime('2025-06-15T11:00:00Z', NOW)).toBe('hace 1 hora');
  });

  it("una fecha futura (reloj desfasado) se lee 'hace un momento'", () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5 * MIN * 1000), NOW)).toBe('hace un momento');
  });

  it("muestra 'Fecha inválida' y 'N/A'", () => {
    expect(formatRelativeTime('ayer', NOW)).toBe('Fecha inválida');
    expect(formatRelativeTime(null, NOW)).toBe('N/A');
    expect(formatRelativeTime(undefined, NOW)).toBe('N/A');
  });
});
