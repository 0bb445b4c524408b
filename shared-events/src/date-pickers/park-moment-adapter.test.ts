import moment from 'moment-timezone';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { ParkMomentAdapter, readInSameZone } from './park-moment-adapter';

const park = new ParkMomentAdapter({ locale: 'fr' });
const reference = new AdapterMoment({ locale: 'fr' });
const METHODS = ['isSameDay', 'isSameMonth', 'isSameYear', 'isBeforeDay', 'isAfterDay'] as const;

/** Instants around the park's edges: midnights, the two DST changes of 2026, month and year ends. */
const INSTANTS = [
  '2026-03-28T22:30:00Z',
  '2026-03-28T23:30:00Z',
  '2026-03-29T00:30:00Z',
  '2026-03-29T01:30:00Z',
  '2026-03-29T22:30:00Z',
  '2026-10-24T21:30:00Z',
  '2026-10-24T22:30:00Z',
  '2026-10-25T00:30:00Z',
  '2026-10-25T23:30:00Z',
  '2026-11-30T22:59:59Z',
  '2026-11-30T23:00:00Z',
  '2026-12-31T22:59:59Z',
  '2026-12-31T23:00:00Z',
  '2027-01-01T12:00:00Z',
];

/** The same instants as the pickers may hold them: zoned in Paris, in another zone, UTC, fixed offsets, local. */
function variants(iso: string): moment.Moment[] {
  return [
    moment.tz(iso, 'Europe/Paris'),
    moment.tz(iso, 'America/New_York'),
    moment.utc(iso),
    moment.utc(iso).utcOffset(120),
    moment.utc(iso).utcOffset(-300),
    moment(iso),
  ];
}

describe('ParkMomentAdapter', () => {
  const all = INSTANTS.flatMap(variants).concat(
    moment.invalid(),
    moment.tz('2026-02-30', 'YYYY-MM-DD', true, 'Europe/Paris'),
  );

  it.each(METHODS)(
    '%s answers as MUI X’s moment adapter for every pair of zones, instants and invalid dates',
    (method) => {
      const differing: string[] = [];
      for (const a of all) {
        for (const b of all) {
          if (park[method](a, b) !== reference[method](a, b)) differing.push(`${a.format()} / ${b.format()}`);
        }
      }
      expect(all).toHaveLength(86);
      expect(differing).toEqual([]);
    },
  );

  it('compares fields only when both moments read them in the same zone', () => {
    const paris = moment.tz('2026-11-26T10:00:00Z', 'Europe/Paris');
    expect(readInSameZone(paris, paris.clone().add(3, 'days'))).toBe(true);
    expect(readInSameZone(paris, moment.tz('2026-11-26T10:00:00Z', 'Europe/London'))).toBe(false);
    expect(readInSameZone(paris, moment.utc('2026-11-26T10:00:00Z'))).toBe(false);
    expect(readInSameZone(moment.utc().utcOffset(60), moment.utc().utcOffset(120))).toBe(false);
    expect(readInSameZone(moment.utc(), moment.utc())).toBe(true);
    expect(readInSameZone(moment.utc().utcOffset(120), moment.utc().utcOffset(120))).toBe(true);
    expect(readInSameZone(moment.invalid(), moment.invalid())).toBe(false);
  });

  it('keeps the French day names the pickers show', () => {
    expect(park.format(moment.tz('2026-11-26T10:00:00Z', 'Europe/Paris'), 'weekday')).toBe('jeudi');
  });
});
