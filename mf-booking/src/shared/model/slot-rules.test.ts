import {
  FULL_LABEL,
  cutoffHours,
  freePlaces,
  isRoomTakenInBasket,
  isSlotOffered,
  isSlotSelectable,
  linkedFreeCount,
  linkedSlotChoice,
  offeredSlots,
  onePerStart,
  slotAvailabilityLabel,
} from './slot-rules';
import { activity, formula, slot } from './test-fixtures';

const trampoline = activity();
const karting = activity({ aid: 2, code: 'karting', name: 'KARTING' });

describe('cutoff', () => {
  it('is 3 hours for karting and 1 hour otherwise', () => {
    expect(cutoffHours('karting')).toBe(3);
    expect(cutoffHours('trampoline')).toBe(1);
    expect(cutoffHours('bowling')).toBe(1);
  });
});

describe('slot filtering on a fixed clock', () => {
  const now = '2026-06-10T14:00:00+02:00';

  it('offers a slot starting strictly later than now + 1 h', () => {
    expect(isSlotOffered(slot({ start: '2026-06-10T15:00:00+02:00' }), { activity: trampoline, now })).toBe(false);
    expect(isSlotOffered(slot({ start: '2026-06-10T15:01:00+02:00' }), { activity: trampoline, now })).toBe(true);
    expect(isSlotOffered(slot({ start: '2026-06-10T14:30:00+02:00' }), { activity: trampoline, now })).toBe(false);
  });

  it('needs now + 3 h for karting', () => {
    const ctx = { activity: karting, now };
    expect(isSlotOffered(slot({ idActivity: 2, start: '2026-06-10T16:30:00+02:00' }), ctx)).toBe(false);
    expect(isSlotOffered(slot({ idActivity: 2, start: '2026-06-10T17:00:00+02:00' }), ctx)).toBe(false);
    expect(isSlotOffered(slot({ idActivity: 2, start: '2026-06-10T17:15:00+02:00' }), ctx)).toBe(true);
  });

  it('drops deleted slots and slots of another activity', () => {
    const later = '2026-06-11T10:00:00+02:00';
    expect(isSlotOffered(slot({ start: later, deleted: true }), { activity: trampoline, now })).toBe(false);
    expect(isSlotOffered(slot({ start: later, idActivity: 7 }), { activity: trampoline, now })).toBe(false);
  });

  it("keeps only the formula's rooms when it names some", () => {
    const later = '2026-06-11T10:00:00+02:00';
    const ctx = { activity: trampoline, now, formula: formula({ rooms: '3, 4' }) };
    expect(isSlotOffered(slot({ start: later, idRoom: 3 }), ctx)).toBe(true);
    expect(isSlotOffered(slot({ start: later, idRoom: 1 }), ctx)).toBe(false);
    expect(isSlotOffered(slot({ start: later, idRoom: 1 }), { ...ctx, formula: formula({ rooms: '' }) })).toBe(true);
  });

  it('hides a slot whose room the basket already books at the same start, unless it is the edited group', () => {
    const start = '2026-06-11T10:00:00+02:00';
    const basketLines = [{ pid: 'g1', idRoom: 4, select: '2026-06-11T08:00:00Z' }];
    const roomFour = slot({ start, idRoom: 4 });
    expect(isRoomTakenInBasket(roomFour, basketLines)).toBe(true);
    expect(isSlotOffered(roomFour, { activity: trampoline, now, basketLines })).toBe(false);
    expect(isSlotOffered(roomFour, { activity: trampoline, now, basketLines, editedPid: 'g1' })).toBe(true);
    expect(isSlotOffered(slot({ start, idRoom: 5 }), { activity: trampoline, now, basketLines })).toBe(true);
    expect(
      isSlotOffered(slot({ start: '2026-06-11T11:00:00+02:00', idRoom: 4 }), {
        activity: trampoline,
        now,
        basketLines,
      }),
    ).toBe(true);
    // Equipment lines carry no room: they never hide a slot.
    expect(isRoomTakenInBasket(roomFour, [{ pid: 'g2', idRoom: null, select: start }])).toBe(false);
  });

  it('reads a stored line of another shape without failing: its odd fields book nothing', () => {
    const roomFour = slot({ id: 40, start: '2026-06-11T10:00:00+02:00', idRoom: 4 });
    const odd = JSON.parse(
      '{"pid":"g3","idRoom":null,"select":null,"idPlanning":"40","dates":"x","idPlanningPack":"40","idPlanningLinked":"40,41"}',
    );
    expect(isRoomTakenInBasket(roomFour, [odd])).toBe(false);
    const oddDates = JSON.parse('{"pid":"g4","idRoom":null,"select":null,"dates":[null,7,{"idPlanning":40}]}');
    expect(isRoomTakenInBasket(roomFour, [oddDates])).toBe(true);
  });

  it('sorts the offered slots by start then id', () => {
    const a = slot({ id: 3, start: '2026-06-11T11:00:00+02:00' });
    const b = slot({ id: 2, start: '2026-06-11T10:00:00+02:00' });
    const c = slot({ id: 1, start: '2026-06-11T10:00:00+02:00', idRoom: 2 });
    const gone = slot({ id: 4, start: '2026-06-11T12:00:00+02:00', deleted: true });
    expect(offeredSlots([a, b, c, gone], { activity: trampoline, now }).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});

describe('slot filtering on DST days', () => {
  it('spring forward (29/03/2026): now 01:30 CET, 03:30 CEST is exactly now + 1 h', () => {
    const now = '2026-03-29T01:30:00+01:00';
    const ctx = { activity: trampoline, now };
    expect(isSlotOffered(slot({ start: '2026-03-29T03:30:00+02:00' }), ctx)).toBe(false);
    expect(isSlotOffered(slot({ start: '2026-03-29T03:31:00+02:00' }), ctx)).toBe(true);
    // Karting: now + 3 h is 05:30 CEST.
    const kart = { activity: karting, now };
    expect(isSlotOffered(slot({ idActivity: 2, start: '2026-03-29T05:00:00+02:00' }), kart)).toBe(false);
    expect(isSlotOffered(slot({ idActivity: 2, start: '2026-03-29T05:45:00+02:00' }), kart)).toBe(true);
  });

  it('fall back (25/10/2026): now 02:30 CEST, the second 02:30 (CET) is exactly now + 1 h', () => {
    const now = '2026-10-25T02:30:00+02:00';
    const ctx = { activity: trampoline, now };
    expect(isSlotOffered(slot({ start: '2026-10-25T02:45:00+02:00' }), ctx)).toBe(false);
    expect(isSlotOffered(slot({ start: '2026-10-25T02:30:00+01:00' }), ctx)).toBe(false);
    expect(isSlotOffered(slot({ start: '2026-10-25T02:45:00+01:00' }), ctx)).toBe(true);
  });
});

describe('free places and selectability', () => {
  const start = '2026-06-11T10:00:00+02:00';

  it('counts free places, never below 0', () => {
    expect(freePlaces({ placesMax: 20, placesTaken: 5, placesEmpty: 15 })).toBe(15);
    expect(freePlaces({ placesMax: 20, placesTaken: 25, placesEmpty: -5 })).toBe(0);
    // The smaller of the two readings wins when they disagree.
    expect(freePlaces({ placesMax: 20, placesTaken: 18, placesEmpty: 5 })).toBe(2);
  });

  it('standard: selectable with at least one free place', () => {
    const ctx = { kind: 'standard' as const, participants: 4, minimum: 1 };
    expect(isSlotSelectable(slot({ start, placesTaken: 19 }), ctx)).toBe(true);
    expect(isSlotSelectable(slot({ start, placesTaken: 20 }), ctx)).toBe(false);
  });

  it('virtual reality: the whole room must be free', () => {
    const ctx = { kind: 'virtual-reality' as const, participants: 2, minimum: 1 };
    expect(isSlotSelectable(slot({ start, placesMax: 8, placesTaken: 0 }), ctx)).toBe(true);
    expect(isSlotSelectable(slot({ start, placesMax: 8, placesTaken: 1 }), ctx)).toBe(false);
  });

  it('pack: free places at least the participants', () => {
    const s = slot({ start, placesMax: 10, placesTaken: 6 });
    expect(isSlotSelectable(s, { kind: 'pack', participants: 4, minimum: 1 })).toBe(true);
    expect(isSlotSelectable(s, { kind: 'pack', participants: 5, minimum: 1 })).toBe(false);
  });

  it('birthday: the linked free count must reach the minimum', () => {
    const s = slot({ start });
    expect(isSlotSelectable(s, { kind: 'birthday', participants: 1, minimum: 6, linkedFree: 6 })).toBe(true);
    expect(isSlotSelectable(s, { kind: 'birthday', participants: 1, minimum: 6, linkedFree: 5 })).toBe(false);
    expect(isSlotSelectable(s, { kind: 'birthday', participants: 1, minimum: 6, linkedFree: null })).toBe(true);
    expect(
      isSlotSelectable(slot({ start, placesTaken: 20 }), {
        kind: 'birthday',
        participants: 1,
        minimum: 1,
        linkedFree: 10,
      }),
    ).toBe(false);
  });

  it("labels full slots 'COMPLET' and others with their free places", () => {
    expect(slotAvailabilityLabel(slot({ start, placesTaken: 20 }), false)).toBe(FULL_LABEL);
    expect(FULL_LABEL).toBe('COMPLET');
    expect(slotAvailabilityLabel(slot({ start, placesTaken: 19 }), true)).toBe('1 place libre');
    expect(slotAvailabilityLabel(slot({ start, placesTaken: 8 }), true)).toBe('12 places libres');
    expect(slotAvailabilityLabel(slot({ start, placesTaken: 8 }), true, { counterUnit: 'people' })).toBe(
      '12 places libres',
    );
  });

  it('counts the slot of an activity that counts boxes (karaoke) in boxes, as its counter does', () => {
    expect(slotAvailabilityLabel(slot({ start, placesMax: 6, placesTaken: 0 }), true, { counterUnit: 'boxes' })).toBe(
      '6 box libres',
    );
    expect(slotAvailabilityLabel(slot({ start, placesMax: 6, placesTaken: 5 }), true, { counterUnit: 'boxes' })).toBe(
      '1 box libre',
    );
    expect(slotAvailabilityLabel(slot({ start, placesMax: 6, placesTaken: 6 }), false, { counterUnit: 'boxes' })).toBe(
      FULL_LABEL,
    );
  });
});

describe('birthday linked free count', () => {
  const now = '2026-06-13T09:00:00+02:00';
  const birthdayStart = '2026-06-13T14:00:00+02:00';
  const day = [
    slot({ idActivity: 1, start: '2026-06-13T14:30:00+02:00', placesMax: 20, placesTaken: 12, idRoom: 1 }),
    slot({ idActivity: 1, start: '2026-06-13T14:30:00+02:00', placesMax: 20, placesTaken: 4, idRoom: 2 }),
    slot({
      idActivity: 1,
      start: '2026-06-13T14:30:00+02:00',
      placesMax: 20,
      placesTaken: 0,
      idRoom: 3,
      deleted: true,
    }),
    slot({ idActivity: 3, start: '2026-06-13T15:30:00+02:00', placesMax: 10, placesTaken: 3 }),
  ];

  it('takes the best slot per link and the smallest over links', () => {
    expect(
      linkedFreeCount({ start: birthdayStart }, [{ aid: 1, code: 'trampoline', offsetMinutes: 30 }], day, { now }),
    ).toBe(16);
    expect(
      linkedFreeCount(
        { start: birthdayStart },
        [
          { aid: 1, code: 'trampoline', offsetMinutes: 30 },
          { aid: 3, code: 'bowling', offsetMinutes: 90 },
        ],
        day,
        { now },
      ),
    ).toBe(7);
  });

  it('is 0 when a linked slot is missing and null without links', () => {
    expect(
      linkedFreeCount({ start: birthdayStart }, [{ aid: 1, code: 'trampoline', offsetMinutes: 60 }], day, { now }),
    ).toBe(0);
    expect(linkedFreeCount({ start: birthdayStart }, [], day, { now })).toBeNull();
  });

  it('adds the offset in real minutes across the spring DST change', () => {
    const links = [{ aid: 1, code: 'trampoline', offsetMinutes: 60 }];
    const dstDay = [slot({ idActivity: 1, start: '2026-03-29T03:30:00+02:00', placesTaken: 5 })];
    const dstNow = '2026-03-28T12:00:00+01:00';
    expect(linkedFreeCount({ start: '2026-03-29T01:30:00+01:00' }, links, dstDay, { now: dstNow })).toBe(15);
  });
});

describe("a birthday's linked slots, judged as slots of their own activity", () => {
  // The karting birthday at 14:00 takes the karting at 14:00: bookable online until 13:00, its karting until 11:00.
  const at14 = '2026-06-13T14:00:00+02:00';
  const party = slot({ idActivity: 8, idRoom: 18, start: at14 });
  const kart = slot({ idActivity: 2, idRoom: 1, start: at14, placesMax: 10 });
  const links = [{ aid: 2, code: 'karting', offsetMinutes: 0 }];
  const day = [party, kart];

  it("is not selectable inside karting's 3 h cut-off, though past the birthday's 1 h (spec §5)", () => {
    const now = '2026-06-13T11:30:00+02:00';
    expect(isSlotOffered(party, { activity: { aid: 8, code: 'birthday' }, now })).toBe(true);
    const linkedFree = linkedFreeCount(party, links, day, { now });
    expect(linkedFree).toBe(0);
    expect(isSlotSelectable(party, { kind: 'birthday', participants: 2, minimum: 1, linkedFree })).toBe(false);
    expect(linkedSlotChoice(party, links, day, { now })).toBeNull();
  });

  it('takes the karting slot once it starts strictly later than now + 3 h', () => {
    expect(linkedFreeCount(party, links, day, { now: '2026-06-13T11:00:00+02:00' })).toBe(0);
    expect(linkedFreeCount(party, links, day, { now: '2026-06-13T10:59:00+02:00' })).toBe(10);
    expect(linkedSlotChoice(party, links, day, { now: '2026-06-13T10:59:00+02:00' })).toEqual([kart.id]);
    // Another activity's link keeps the 1 h cut-off.
    const jump = slot({ idActivity: 3, idRoom: 2, start: at14 });
    const jumpLink = [{ aid: 3, code: 'trampoline', offsetMinutes: 0 }];
    expect(linkedFreeCount(party, jumpLink, [party, jump], { now: '2026-06-13T12:30:00+02:00' })).toBe(20);
  });

  it('does not count a linked slot whose room another group of the basket books at its start', () => {
    const now = '2026-06-13T09:00:00+02:00';
    const basketLines = [{ pid: 'g1', idPlanning: kart.id, idRoom: 1, select: at14 }];
    expect(linkedFreeCount(party, links, day, { now, basketLines })).toBe(0);
    expect(linkedFreeCount(party, links, day, { now, basketLines, editedPid: 'g1' })).toBe(10);
  });
});

describe('every slot a basket line books hides its room at its start (spec §5)', () => {
  const now = '2026-12-05T09:00:00+01:00';
  const at14 = '2026-12-05T14:00:00+01:00';
  const at15 = '2026-12-05T15:00:00+01:00';
  const date = (idPlanning: number, select: string, idRoom?: number) => ({
    name: 'ACTIVITÉ',
    day: '05/12/2026',
    houre: select.slice(11, 16),
    idPlanning,
    select,
    ...(idRoom === undefined ? {} : { idRoom }),
  });
  const pack = {
    pid: 'p1',
    idPlanning: 10,
    idRoom: 1,
    select: at14,
    idPlanningPack: [10, 20],
    dates: [date(10, at14, 1), date(20, at15, 2)],
  };

  it("hides the room of a duo pack's later slot at its start, not at another start or in another room", () => {
    const later = slot({ id: 20, idRoom: 2, start: at15 });
    expect(isRoomTakenInBasket(later, [pack])).toBe(true);
    expect(isRoomTakenInBasket(slot({ idRoom: 2, start: at15 }), [pack])).toBe(true);
    expect(isSlotOffered(later, { activity: trampoline, now, basketLines: [pack] })).toBe(false);
    expect(isSlotOffered(later, { activity: trampoline, now, basketLines: [pack], editedPid: 'p1' })).toBe(true);
    expect(isRoomTakenInBasket(slot({ idRoom: 2, start: at14 }), [pack])).toBe(false);
    expect(isRoomTakenInBasket(slot({ idRoom: 3, start: at15 }), [pack])).toBe(false);
  });

  it('hides the slots of a pack line kept without rooms (older baskets) by their ids', () => {
    const older = { ...pack, dates: [date(10, at14), date(20, at15)] };
    expect(isRoomTakenInBasket(slot({ id: 20, idRoom: 2, start: at15 }), [older])).toBe(true);
    expect(isRoomTakenInBasket(slot({ id: 20, idRoom: 2, start: at15 }), [{ ...older, dates: [] }])).toBe(true);
  });

  it("hides a birthday's linked slots (idPlanningLinked)", () => {
    const birthday = { pid: 'b1', idPlanning: 40, idRoom: 18, select: at14, idPlanningLinked: [30, 31] };
    const kart = slot({ id: 30, idActivity: 2, idRoom: 1, start: at14 });
    expect(isRoomTakenInBasket(kart, [birthday])).toBe(true);
    expect(isSlotOffered(kart, { activity: karting, now, basketLines: [birthday] })).toBe(false);
    expect(isSlotOffered(kart, { activity: karting, now, basketLines: [birthday], editedPid: 'b1' })).toBe(true);
    expect(isRoomTakenInBasket(slot({ id: 32, idActivity: 2, idRoom: 5, start: at14 }), [birthday])).toBe(false);
  });
});

describe('one card per start time', () => {
  const at10 = '2026-06-11T10:00:00+02:00';
  const at11 = '2026-06-11T11:00:00+02:00';
  const rated = [
    { slot: slot({ id: 1, start: at10, placesMax: 8, placesTaken: 3, idRoom: 14 }), selectable: false },
    { slot: slot({ id: 2, start: at10, placesMax: 8, placesTaken: 0, idRoom: 15 }), selectable: true },
    { slot: slot({ id: 3, start: at11, placesMax: 8, placesTaken: 8, idRoom: 14 }), selectable: false },
    {
      slot: slot({ id: 4, start: '2026-06-11T09:00:00Z', placesMax: 8, placesTaken: 8, idRoom: 15 }),
      selectable: false,
    },
  ];

  it('keeps the best room of each start, selectable first', () => {
    expect(onePerStart(rated, null).map((r) => r.slot.id)).toEqual([2, 3]);
  });

  it('keeps the selected room while it can be chosen', () => {
    const bothFree = [
      { slot: slot({ id: 5, start: at10, placesTaken: 5 }), selectable: true },
      { slot: slot({ id: 6, start: at10, placesTaken: 0 }), selectable: true },
    ];
    expect(onePerStart(bothFree, null).map((r) => r.slot.id)).toEqual([6]);
    expect(onePerStart(bothFree, 5).map((r) => r.slot.id)).toEqual([5]);
    expect(onePerStart(rated, 1).map((r) => r.slot.id)).toEqual([2, 3]);
  });
});
