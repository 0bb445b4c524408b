import { defaultBookingDay, isPastDay } from './default-date';
import { activity, formula } from '../../../shared/model/test-fixtures';

const trampoline = activity();
const karting = activity({ code: 'karting' });

describe('default booking day (Europe/Paris)', () => {
  it("uses the formula's date when it has one (its Paris day)", () => {
    const f = formula({ date: '2026-12-31T23:30:00Z' });
    expect(
      defaultBookingDay({ now: '2026-06-10T12:00:00+02:00', activity: trampoline, formula: f, kind: 'standard' }),
    ).toBe('2027-01-01');
  });

  it('others: now + 1 h, which changes the day late in the evening', () => {
    const base = { activity: trampoline, formula: formula(), kind: 'standard' as const };
    expect(defaultBookingDay({ ...base, now: '2026-06-10T22:59:00+02:00' })).toBe('2026-06-10');
    expect(defaultBookingDay({ ...base, now: '2026-06-10T23:00:00+02:00' })).toBe('2026-06-11');
  });

  it('karting: now + 2 h', () => {
    const base = { activity: karting, formula: formula(), kind: 'standard' as const };
    expect(defaultBookingDay({ ...base, now: '2026-06-10T21:59:00+02:00' })).toBe('2026-06-10');
    expect(defaultBookingDay({ ...base, now: '2026-06-10T22:00:00+02:00' })).toBe('2026-06-11');
  });

  it('birthdays: + 4 days; packs: + 1 day', () => {
    const now = '2026-06-10T09:00:00+02:00';
    expect(
      defaultBookingDay({
        now,
        activity: activity({ code: 'birthday' }),
        formula: formula({ code: 'birthday' }),
        kind: 'birthday',
      }),
    ).toBe('2026-06-14');
    expect(defaultBookingDay({ now, activity: trampoline, formula: formula({ code: 'duo-pack' }), kind: 'pack' })).toBe(
      '2026-06-11',
    );
  });

  it('spring forward: 28/03 at 23:30 CET + 1 h is 29/03 00:30; 29/03 at 01:30 + 1 h is 03:30 the same day', () => {
    const base = { activity: trampoline, formula: formula(), kind: 'standard' as const };
    expect(defaultBookingDay({ ...base, now: '2026-03-28T23:30:00+01:00' })).toBe('2026-03-29');
    expect(defaultBookingDay({ ...base, now: '2026-03-29T01:30:00+01:00' })).toBe('2026-03-29');
    // 22:30 CEST on the 29th + 2 h (karting) = 00:30 on the 30th.
    expect(defaultBookingDay({ ...base, activity: karting, now: '2026-03-29T22:30:00+02:00' })).toBe('2026-03-30');
  });

  it('fall back: 25/10 has 25 hours; 23:30 CET + 1 h is 26/10', () => {
    const base = { activity: trampoline, formula: formula(), kind: 'standard' as const };
    expect(defaultBookingDay({ ...base, now: '2026-10-25T02:30:00+02:00' })).toBe('2026-10-25');
    expect(defaultBookingDay({ ...base, now: '2026-10-25T23:30:00+01:00' })).toBe('2026-10-26');
    // Birthdays count calendar days: 22/10 at 10:00 CEST + 4 days = 26/10 (10:00 CET).
    expect(defaultBookingDay({ ...base, kind: 'birthday', now: '2026-10-22T10:00:00+02:00' })).toBe('2026-10-26');
  });

  it('knows the past days of the picker', () => {
    const now = '2026-06-10T00:10:00+02:00';
    expect(isPastDay('2026-06-09', now)).toBe(true);
    expect(isPastDay('2026-06-10', now)).toBe(false);
    expect(isPastDay('2026-06-11', now)).toBe(false);
  });
});
