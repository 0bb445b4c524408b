import { nextParisMidnight, paidTime } from './paid-time';

describe('the time an order card shows (Europe/Paris)', () => {
  const now = '2026-11-29T10:00:00+01:00';

  it('is the time alone for an order paid today', () => {
    expect(paidTime('2026-11-29T13:32:00.000Z', now)).toEqual({ text: '14:32', earlierDay: false });
    // 00:30 in Paris is today, though still the 28th in UTC.
    expect(paidTime('2026-11-28T23:30:00.000Z', now)).toEqual({ text: '00:30', earlierDay: false });
  });

  it('shows the day of an order paid an earlier day, and says it is from an earlier day', () => {
    expect(paidTime('2026-11-28T13:32:00.000Z', now)).toEqual({ text: '28/11 14:32', earlierDay: true });
    // 23:30 in Paris on the 28th: yesterday, a few hours ago.
    expect(paidTime('2026-11-28T22:30:00.000Z', now)).toEqual({ text: '28/11 23:30', earlierDay: true });
  });

  it('changes day at the next Paris midnight', () => {
    expect(new Date(nextParisMidnight(Date.parse(now))).toISOString()).toBe('2026-11-29T23:00:00.000Z');
    // In summer Paris is UTC+2.
    expect(new Date(nextParisMidnight(Date.parse('2026-07-01T12:00:00Z'))).toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
  });
});
