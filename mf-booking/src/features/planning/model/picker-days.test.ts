import moment from 'moment-timezone';
import { isPickerDayDisabled, pickerDayKey, pickerDayName } from './picker-days';

const paris = (key: string) => moment.tz(key, 'YYYY-MM-DD', 'Europe/Paris');

describe("the date picker's days", () => {
  it('reads the Paris day of any instant, across the clock change', () => {
    expect(pickerDayKey(paris('2026-03-29'))).toBe('2026-03-29');
    // 23:30 UTC on 28 March is already the 29th in Paris; the same instant read twice gives the same answer.
    const lateUtc = moment.utc('2026-03-28T23:30:00Z');
    expect(pickerDayKey(lateUtc)).toBe('2026-03-29');
    expect(pickerDayKey(lateUtc)).toBe('2026-03-29');
  });
  it('names each day with its own state, kept apart by bookability', () => {
    expect(pickerDayName(paris('2026-11-23'), true)).toBe('lundi 23 novembre 2026');
    expect(pickerDayName(paris('2026-11-23'), false)).toBe('lundi 23 novembre 2026, aucun créneau disponible');
    expect(pickerDayName(paris('2026-11-24'), true)).toBe('mardi 24 novembre 2026');
  });
  it('says how many bookable slots a day has when the open days give it, each answer kept apart', () => {
    const open = { from: '2026-11-01', count: 30, days: ['2026-11-23', '2026-11-24'], slots: { '2026-11-23': 3 } };
    expect(pickerDayName(paris('2026-11-23'), true, open)).toBe('lundi 23 novembre 2026, 3 créneaux disponibles');
    expect(pickerDayName(paris('2026-11-23'), true)).toBe('lundi 23 novembre 2026');
    const later = { ...open, slots: { '2026-11-23': 1 } };
    expect(pickerDayName(paris('2026-11-23'), true, later)).toBe('lundi 23 novembre 2026, 1 créneau disponible');
    // A day that cannot be chosen says so, whatever count is known.
    expect(pickerDayName(paris('2026-11-23'), false, open)).toBe('lundi 23 novembre 2026, aucun créneau disponible');
    expect(pickerDayName(paris('2026-11-24'), true, open)).toBe('mardi 24 novembre 2026');
  });
  it('disables the days before today and the days known to have no slot', () => {
    const open = { from: '2026-11-01', count: 30, days: ['2026-11-25'] };
    expect(isPickerDayDisabled(paris('2026-11-24'), '2026-11-25', null)).toBe(true);
    expect(isPickerDayDisabled(paris('2026-11-25'), '2026-11-25', null)).toBe(false);
    expect(isPickerDayDisabled(paris('2026-11-25'), '2026-11-25', open)).toBe(false);
    expect(isPickerDayDisabled(paris('2026-11-26'), '2026-11-25', open)).toBe(true);
    // Outside the window the open days cover, nothing is known: the day stays choosable.
    expect(isPickerDayDisabled(paris('2026-12-02'), '2026-11-25', open)).toBe(false);
  });
});
