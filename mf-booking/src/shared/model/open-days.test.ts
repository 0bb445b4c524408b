import { firstOpenDay, isClosedDay, isInWindow, slotsOfDay, type OpenDays } from './open-days';

const open: OpenDays = { from: '2026-12-28', count: 7, days: ['2026-12-31', '2027-01-01', '2027-01-02'] };

describe('open days', () => {
  it('knows the window, across the new year', () => {
    expect(isInWindow('2026-12-28', open)).toBe(true);
    expect(isInWindow('2027-01-03', open)).toBe(true);
    expect(isInWindow('2027-01-04', open)).toBe(false);
    expect(isInWindow('2026-12-27', open)).toBe(false);
  });

  it('marks a day closed only when the answer covers it and lists no slot on it', () => {
    expect(isClosedDay('2026-12-29', open)).toBe(true);
    expect(isClosedDay('2026-12-31', open)).toBe(false);
    expect(isClosedDay('2027-01-10', open)).toBe(false);
    expect(isClosedDay('2026-12-29', null)).toBe(false);
  });

  it('opens on the rule’s day when it has a slot, else on the next bookable day', () => {
    expect(firstOpenDay('2026-12-31', open)).toBe('2026-12-31');
    expect(firstOpenDay('2026-12-28', open)).toBe('2026-12-31');
    expect(firstOpenDay('2027-01-03', open)).toBe('2026-12-31');
    expect(firstOpenDay('2026-12-28', { ...open, days: [] })).toBe('2026-12-28');
    expect(firstOpenDay('2026-12-28', null)).toBe('2026-12-28');
  });

  it('gives a day its number of bookable slots only when the answer holds a positive whole number for it', () => {
    const counted: OpenDays = { ...open, slots: { '2026-12-31': 12, '2027-01-01': 1 } };
    expect(slotsOfDay('2026-12-31', counted)).toBe(12);
    expect(slotsOfDay('2027-01-01', counted)).toBe(1);
    expect(slotsOfDay('2027-01-02', counted)).toBeUndefined();
    expect(slotsOfDay('2026-12-31', open)).toBeUndefined();
    expect(slotsOfDay('2026-12-31', null)).toBeUndefined();
    const forged = JSON.parse('{"a": 0, "b": -2, "c": 1.5, "d": "3", "e": null, "__proto__": 4}');
    for (const day of ['a', 'b', 'c', 'd', 'e', 'toString', 'hasOwnProperty'])
      expect(slotsOfDay(day, { ...open, slots: forged })).toBeUndefined();
  });
});
