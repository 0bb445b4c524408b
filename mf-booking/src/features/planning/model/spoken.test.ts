import { spokenDay, spokenSlot, spokenTime } from './spoken';

describe('what a screen reader says', () => {
  it('says wall times in Paris in hours and minutes', () => {
    expect(spokenTime('2026-11-23T14:30:00+01:00')).toBe('14 h 30');
    expect(spokenTime('2026-11-23T09:00:00Z')).toBe('10 h');
    expect(spokenTime('2026-07-01T08:05:00Z')).toBe('10 h 05');
  });
  it('names a slot by its time and free places', () => {
    expect(spokenSlot('2026-11-23T14:30:00+01:00', '6 places libres')).toBe('14 h 30, 6 places libres');
    expect(spokenSlot('2026-11-23T14:30:00+01:00', 'COMPLET')).toBe('14 h 30, complet');
  });
  it('names a day by weekday, day, month and year, and says when it has no slot', () => {
    expect(spokenDay('2026-11-23', true)).toBe('lundi 23 novembre 2026');
    expect(spokenDay('2026-03-29', false)).toBe('dimanche 29 mars 2026, aucun créneau disponible');
  });
});
