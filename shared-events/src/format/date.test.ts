import { formatDate, formatTime, parisInstant, parisNow, toParis } from './date';

describe('date helpers (Europe/Paris)', () => {
  afterEach(() => jest.useRealTimers());

  it('formats instants as the Paris day and wall time', () => {
    expect(formatDate('2026-07-14T22:30:00Z')).toBe('15/07/2026'); // 00:30 in Paris (UTC+2)
    expect(formatTime('2026-07-14T22:30:00Z')).toBe('00:30');
    expect(formatDate('2026-01-10T23:30:00Z')).toBe('11/01/2026'); // UTC+1 in winter
    expect(formatTime(new Date('2026-01-10T08:05:00Z'))).toBe('09:05');
  });

  it('handles the spring-forward day (29/03/2026: 02:00 -> 03:00)', () => {
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
    expect(parisInstant('29/03/2026', '01:30')).toBe('2026-03-29T01:30:00+01:00');
    expect(parisInstant('29/03/2026', '14:00')).toBe('2026-03-29T14:00:00+02:00');
  });

  it('handles the fall-back day (25/10/2026: 03:00 -> 02:00)', () => {
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(formatDate('2026-10-24T22:00:00Z')).toBe('25/10/2026');
    expect(parisInstant('25/10/2026', '14:00')).toBe('2026-10-25T14:00:00+01:00');
  });

  it('keeps an instant whatever offset it was written with', () => {
    expect(formatTime('2026-03-29T14:00:00+02:00')).toBe('14:00');
    expect(toParis('2026-03-29T12:00:00Z').format()).toBe('2026-03-29T14:00:00+02:00');
  });

  it('parisNow follows the (fixed) clock in Paris', () => {
    jest.useFakeTimers({ now: new Date('2026-10-25T00:30:00Z') });
    expect(parisNow().format('DD/MM/YYYY HH:mm Z')).toBe('25/10/2026 02:30 +02:00');
  });

  it('rejects invalid input with a clear error', () => {
    expect(() => formatDate('pas une date')).toThrow('Date invalide');
    expect(() => parisInstant('31/02/2026', '10:00')).toThrow('Date invalide');
  });
});
