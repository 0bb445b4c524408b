import { fixClock, releaseClock } from 'shared-events/testing';
import { bookedSlot } from '../../../shared/model/booking-context';
import { activity, slot } from '../../../shared/model/test-fixtures';
import { chosenSlotBounds } from './participant-bounds';

/** Thursday 10 December 2026, 09:00 in Paris: the birthday is on the 14th (+4 days). */
const NOW = '2026-12-10T09:00:00+01:00';
beforeEach(() => fixClock(NOW));
afterEach(() => releaseClock());

const birthday = activity({ aid: 8, code: 'birthday', minParticipants: 1, maxParticipants: 50 });
const links = [
  { aid: 1, code: 'karting', offsetMinutes: 0 },
  { aid: 2, code: 'trampoline', offsetMinutes: 60 },
];

describe('the participant bounds of the chosen slot', () => {
  const room = slot({ start: '2026-12-14T14:00:00+01:00', idActivity: 8, placesMax: 20, placesTaken: 8 });
  const kart = slot({ start: '2026-12-14T14:00:00+01:00', idActivity: 1, placesMax: 10, placesTaken: 6 });
  const jump = slot({ start: '2026-12-14T15:00:00+01:00', idActivity: 2, placesMax: 60, placesTaken: 0 });
  const day = [room, kart, jump];

  it("bounds a birthday's participants by its linked activity slot's free places, not only the room's", () => {
    const booked = bookedSlot(room, links, day, { now: NOW });
    expect(booked.linked).toEqual([kart.id, jump.id]);
    expect(chosenSlotBounds(birthday, room, booked.linked, day)).toEqual({ min: 1, max: 4 });
  });

  it("keeps the room's free places and the activity's maximum when the linked slots have more", () => {
    const roomy = { ...kart, placesTaken: 0, placesEmpty: 10 };
    const booked = bookedSlot(room, links, [room, roomy, jump], { now: NOW });
    expect(chosenSlotBounds(birthday, room, booked.linked, [room, roomy, jump])).toEqual({ min: 1, max: 10 });
    expect(chosenSlotBounds(birthday, room, [], day)).toEqual({ min: 1, max: 12 });
    expect(chosenSlotBounds({ ...birthday, maxParticipants: 8 }, room, undefined, day)).toEqual({ min: 1, max: 8 });
  });

  it('a full linked slot leaves no participant; no slot chosen: the activity range', () => {
    const full = { ...kart, placesTaken: 10, placesEmpty: 0 };
    expect(chosenSlotBounds(birthday, room, [full.id, jump.id], [room, full, jump]).max).toBe(0);
    expect(chosenSlotBounds(birthday, null, undefined, day)).toEqual({ min: 1, max: 50 });
  });
});
