import { isValidEmail, parseBirthday } from './rules';

describe('isValidEmail', () => {
  it.each(['demo@parc360.fr', 'a.b+c@sub.example.com', 'Jean.Dupont@Orange.FR'])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'demo', 'demo@', '@parc.fr', 'demo@parc', 'de mo@parc.fr', 'demo@parc..fr', 'demo@@parc.fr'])(
    'rejects %s',
    (v) => {
      expect(isValidEmail(v)).toBe(false);
    },
  );
});

describe('parseBirthday on a fixed clock', () => {
  // 2026-03-29 is the spring DST change in Paris; 00:30 UTC is 01:30 Paris time (still UTC+1).
  const dstMorning = new Date('2026-03-29T00:30:00Z');

  it('accepts a day in the past in every accepted shape', () => {
    expect(parseBirthday('1990-05-17', dstMorning)).toBe('1990-05-17');
    expect(parseBirthday('17/05/1990', dstMorning)).toBe('1990-05-17');
    // Midnight in Paris sent as an instant by a date picker.
    expect(parseBirthday('1990-05-16T22:00:00.000Z', dstMorning)).toBe('1990-05-17');
  });

  it('accepts today (Paris day) and refuses tomorrow', () => {
    expect(parseBirthday('2026-03-29', dstMorning)).toBe('2026-03-29');
    expect(parseBirthday('2026-03-30', dstMorning)).toBeNull();
  });

  it('uses the Paris day, not the UTC day, around midnight', () => {
    // 23:30 UTC on 27 October 2026 is already 28 October 00:30 in Paris (UTC+1 after the autumn change).
    const lateUtc = new Date('2026-10-27T23:30:00Z');
    expect(parseBirthday('2026-10-28', lateUtc)).toBe('2026-10-28');
    expect(parseBirthday('2026-10-29', lateUtc)).toBeNull();
  });

  it('refuses impossible or malformed days', () => {
    expect(parseBirthday('1990-02-30', dstMorning)).toBeNull();
    expect(parseBirthday('31/04/1990', dstMorning)).toBeNull();
    expect(parseBirthday('hier', dstMorning)).toBeNull();
    expect(parseBirthday('1850-01-01', dstMorning)).toBeNull();
    expect(parseBirthday('1990-05-17Tnope', dstMorning)).toBeNull();
  });
});
