import moment from 'moment-timezone';
import { browseDateParam, dayKeyToFrench, instantMs, toParis, parisDayKey, parseDayKey, sameInstant } from './time';

describe('Paris time helpers', () => {
  it('reads instants into Europe/Paris across both DST changes', () => {
    expect(toParis('2026-03-29T00:59:00Z').format('HH:mm Z')).toBe('01:59 +01:00');
    expect(toParis('2026-03-29T01:00:00Z').format('HH:mm Z')).toBe('03:00 +02:00');
    expect(toParis('2026-10-25T00:30:00Z').format('HH:mm Z')).toBe('02:30 +02:00');
    expect(toParis('2026-10-25T01:30:00Z').format('HH:mm Z')).toBe('02:30 +01:00');
  });

  it('gives the Paris day, not the UTC day', () => {
    expect(parisDayKey('2026-07-14T22:30:00Z')).toBe('2026-07-15');
    expect(parisDayKey('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });

  it('rejects garbage', () => {
    expect(() => toParis('pas une date')).toThrow('Date invalide');
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('')).toBeNull();
  });

  it('formats the browse parameter without padding the day', () => {
    expect(browseDateParam('2026-03-05')).toBe('2026-03-5');
    expect(browseDateParam('2026-10-25')).toBe('2026-10-25');
    expect(() => browseDateParam('2026-13-01')).toThrow();
    expect(dayKeyToFrench('2026-03-05')).toBe('05/03/2026');
  });

  it('compares instants whatever their offset', () => {
    expect(sameInstant('2026-10-25T02:30:00+02:00', '2026-10-25T00:30:00Z')).toBe(true);
    expect(sameInstant('2026-10-25T02:30:00+02:00', '2026-10-25T02:30:00+01:00')).toBe(false);
  });
});

describe('instantMs', () => {
  it('reads ISO strings with their offset exactly as moment does, across the clock changes', () => {
    for (const iso of [
      '2026-03-29T01:30:00+01:00',
      '2026-03-29T03:30:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T02:30:00+01:00',
      '2026-11-23T13:00:00Z',
      '2026-11-23T13:00:00.250Z',
      '2026-11-23T14:00+01:00',
    ]) {
      expect(instantMs(iso)).toBe(moment.parseZone(iso, moment.ISO_8601, true).valueOf());
    }
  });
  it('takes numbers, dates and moments, and throws on garbage like toParis', () => {
    expect(instantMs(1_795_669_716_767)).toBe(1_795_669_716_767);
    expect(instantMs(new Date('2026-11-23T13:00:00Z'))).toBe(Date.UTC(2026, 10, 23, 13));
    expect(instantMs(moment.utc('2026-11-23T13:00:00Z'))).toBe(Date.UTC(2026, 10, 23, 13));
    expect(() => instantMs('23/11/2026')).toThrow('Date invalide');
    expect(() => instantMs('2026-02-30T10:00:00+01:00')).toThrow('Date invalide');
    // 24:00 is ISO's end of the day: moment's answer, whatever it is, is kept.
    expect(instantMs('2026-11-23T24:00:00Z')).toBe(toParis('2026-11-23T24:00:00Z').valueOf());
    expect(instantMs('2028-02-29T10:00:00Z')).toBe(Date.UTC(2028, 1, 29, 10));
  });
  it('says two writings of one instant are the same', () => {
    expect(sameInstant('2026-11-23T14:00:00+01:00', '2026-11-23T13:00:00Z')).toBe(true);
    expect(sameInstant('2026-11-23T14:00:00+01:00', '2026-11-23T14:00:00Z')).toBe(false);
  });
});
