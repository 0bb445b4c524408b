import { slot } from '../../../shared/model/test-fixtures';
import { eventSlotCards, participantsFor } from './event-slots';

const events = { aid: 9, code: 'events' };
const now = '2026-12-05T12:00:00+01:00';
const at20 = '2026-12-05T20:00:00+01:00';
const at21 = '2026-12-05T21:00:00+01:00';

describe('the slot cards of an event day', () => {
  it('offers a slot with free places whatever the participants chosen (spec §5: selectable when free > 0)', () => {
    const fewLeft = slot({ id: 1, idActivity: 9, idRoom: 20, start: at20, placesMax: 120, placesTaken: 116 });
    const full = slot({ id: 2, idActivity: 9, idRoom: 20, start: at21, placesMax: 120, placesTaken: 120 });
    expect(eventSlotCards([fewLeft, full], { activity: events, now }, null)).toEqual([
      { slot: fewLeft, selectable: true, label: '4 places libres' },
      { slot: full, selectable: false, label: 'COMPLET' },
    ]);
  });

  it('holds the participants to the chosen slot’s free places', () => {
    expect(participantsFor(6, 4)).toBe(4);
    expect(participantsFor(2, 4)).toBe(2);
    expect(participantsFor(6, 120)).toBe(6);
  });
});
