import { addDays, formatDayParam, parisDayBounds, parisDayOf, parisInstant, parseDayParam, weekday } from './paris-day';

describe('the planning day parameter', () => {
  it.each([
    ['2026-11-5', { year: 2026, month: 11, day: 5 }],
    ['2026-03-29', { year: 2026, month: 3, day: 29 }],
    ['2024-2-29', { year: 2024, month: 2, day: 29 }],
  ])('reads %s', (text, expected) => {
    expect(parseDayParam(text)).toEqual(expected);
  });

  it.each([
    '',
    'abc',
    '2026-13-01',
    '2026-02-30',
    '2025-2-29',
    '2026-1-0',
    '26-1-1',
    '2026/01/01',
    '2026-001-01',
    '1900-01-01',
  ])('refuses %p', (text) => {
    expect(parseDayParam(text)).toBeNull();
  });
});

describe('Paris day bounds', () => {
  const hours = (d: { start: Date; end: Date }) => (d.end.getTime() - d.start.getTime()) / 3_600_000;

  it('gives 24 hours on an ordinary winter day, starting at 23:00 UTC the day before', () => {
    const b = parisDayBounds({ year: 2026, month: 1, day: 15 });
    expect(b.start.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(hours(b)).toBe(24);
  });

  it('gives 23 hours on the spring DST day and 25 on the autumn one', () => {
    expect(hours(parisDayBounds({ year: 2026, month: 3, day: 29 }))).toBe(23);
    const autumn = parisDayBounds({ year: 2026, month: 10, day: 25 });
    expect(autumn.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(hours(autumn)).toBe(25);
  });

  it('places wall-clock times on the right side of the change', () => {
    expect(parisInstant({ year: 2026, month: 3, day: 29 }, 10 * 60).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(parisInstant({ year: 2026, month: 3, day: 28 }, 10 * 60).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(parisInstant({ year: 2026, month: 10, day: 25 }, 23 * 60).toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('finds the Paris day of an instant near midnight', () => {
    expect(parisDayOf(new Date('2026-07-14T22:30:00Z'))).toEqual({ year: 2026, month: 7, day: 15 });
    expect(parisDayOf(new Date('2026-01-14T22:30:00Z'))).toEqual({ year: 2026, month: 1, day: 14 });
  });

  it('walks calendar days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(weekday({ year: 2026, month: 3, day: 29 })).toBe(0);
    expect(formatDayParam({ year: 2026, month: 3, day: 9 })).toBe('2026-3-9');
  });
});
