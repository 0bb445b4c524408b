import moment from 'moment-timezone';
import 'shared-events/dates';
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
    expect(spokenDay('2026-02-30', true)).toBe('2026-02-30'); // not a day: said as written
  });
  it('says how many slots a bookable day has', () => {
    expect(spokenDay('2026-11-23', true, 1)).toBe('lundi 23 novembre 2026, 1 créneau disponible');
    expect(spokenDay('2026-11-23', true, 12)).toBe('lundi 23 novembre 2026, 12 créneaux disponibles');
    expect(spokenDay('2026-11-23', false, 12)).toBe('lundi 23 novembre 2026, aucun créneau disponible');
  });
  it('names every day of two years as the fr-FR date formatter does', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    });
    const day = moment.tz('2026-01-01', 'Europe/Paris');
    for (let i = 0; i < 730; i += 1, day.add(1, 'day')) {
      const key = day.format('YYYY-MM-DD');
      expect([key, spokenDay(key, true)]).toEqual([key, intl.format(day.clone().hours(12).toDate())]);
    }
  });
});
