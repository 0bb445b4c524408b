import { openingRules, slotsForDay } from './opening-hours';

const saturday = { year: 2026, month: 3, day: 28 };
const dstSunday = { year: 2026, month: 3, day: 29 };
const monday = { year: 2026, month: 3, day: 30 };
const autumnSunday = { year: 2026, month: 10, day: 25 };

describe('opening hours', () => {
  it('opens karting every 20 minutes, from 10:00 at weekends and 14:00 on weekdays, last start 21:40', () => {
    const sat = slotsForDay(openingRules.karting!, saturday);
    expect(sat).toHaveLength(36);
    expect(sat[0]!.startsAt.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(sat.at(-1)!.startsAt.toISOString()).toBe('2026-03-28T20:40:00.000Z');
    expect(sat[0]!.endsAt.getTime() - sat[0]!.startsAt.getTime()).toBe(15 * 60_000);
    expect(slotsForDay(openingRules.karting!, monday)).toHaveLength(24);
  });

  it('keeps Paris wall-clock times on DST days (10:00 is 08:00 UTC after the spring change, 09:00 after the autumn one)', () => {
    expect(slotsForDay(openingRules.trampoline!, dstSunday)[0]!.startsAt.toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(slotsForDay(openingRules.trampoline!, autumnSunday)[0]!.startsAt.toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    );
    expect(slotsForDay(openingRules.trampoline!, dstSunday)).toHaveLength(10);
  });

  it('runs bowling until midnight: the 23:00 game ends at 00:00 the next day', () => {
    const last = slotsForDay(openingRules.bowling!, saturday).at(-1)!;
    expect(last.startsAt.toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(last.endsAt.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('opens birthdays on Wednesdays and weekends only, events on Friday and Saturday nights', () => {
    expect(slotsForDay(openingRules.birthday!, monday)).toEqual([]);
    expect(slotsForDay(openingRules.birthday!, saturday)).toHaveLength(3);
    expect(slotsForDay(openingRules.events!, saturday)).toHaveLength(1);
    expect(slotsForDay(openingRules.events!, dstSunday)).toEqual([]);
  });

  it('has no planning for activities sold without slots', () => {
    for (const code of ['company', 'subscription', 'family-club', 'snacking'])
      expect(openingRules[code]).toBeUndefined();
  });
});
