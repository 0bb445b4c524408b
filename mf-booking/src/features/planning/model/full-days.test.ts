import type { OpenDays } from '../../../shared/model/open-days';
import { fullDaysFor, isHorizonFull, nextOpenDay, recordDay, withoutFullDays } from './full-days';

const open: OpenDays = { from: '2026-06-10', count: 62, days: ['2026-06-12', '2026-06-10', '2026-06-11'] };

describe('full days', () => {
  it('records a day full or bookable for a basis (a count of participants), and forgets them for another', () => {
    const none = { judgedFor: '2', days: [] };
    const one = recordDay(none, '2', '2026-06-11', true);
    expect(one.days).toEqual(['2026-06-11']);
    expect(recordDay(one, '2', '2026-06-11', true)).toBe(one);
    expect(recordDay(one, '2', '2026-06-11', false).days).toEqual([]);
    expect(fullDaysFor(one, '3')).toEqual([]);
    expect(recordDay(one, '3', '2026-06-10', true)).toEqual({ judgedFor: '3', days: ['2026-06-10'] });
  });

  it('takes the full days out of the open days, keeping the answer itself when none of them is open', () => {
    expect(withoutFullDays(open, ['2026-06-20'])).toBe(open);
    expect(withoutFullDays(null, ['2026-06-10'])).toBeNull();
    expect(withoutFullDays(open, ['2026-06-10'])?.days).toEqual(['2026-06-12', '2026-06-11']);
  });

  it('finds the next open day and says when the whole window is full', () => {
    expect(nextOpenDay('2026-06-10', open)).toBe('2026-06-11');
    expect(nextOpenDay('2026-06-12', open)).toBeNull();
    // Nothing known (the open days' request failed): the next calendar day, across a month's end too.
    expect(nextOpenDay('2026-06-10', null)).toBe('2026-06-11');
    expect(nextOpenDay('2026-06-30', null)).toBe('2026-07-01');
    expect(nextOpenDay('not a day', null)).toBeNull();
    expect(isHorizonFull({ ...open, days: [] })).toBe(true);
    expect(isHorizonFull(open)).toBe(false);
    expect(isHorizonFull(null)).toBe(false);
  });
});
