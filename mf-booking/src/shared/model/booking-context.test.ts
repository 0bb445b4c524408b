import { birthdayLinks, bookedFromLine, bookedSlot, packSteps } from './booking-context';
import { activity, formula, slot } from './test-fixtures';

const karting = activity({ aid: 2, name: 'KARTING', code: 'karting' });
const laser = activity({ aid: 3, name: 'LASER GAME', code: 'events' });
const formulas = [
  formula({ fid: 20, aid: 2, article: 200, name: 'KART 10 MIN' }),
  formula({ fid: 30, aid: 3, article: 300, name: 'LASER 20 MIN' }),
];

describe('duo pack steps', () => {
  it('follows relatedPack order through the formulas selling each article', () => {
    const pack = formula({ fid: 40, aid: 2, article: 400, code: 'duo-pack', relatedPack: '300,200' });
    expect(
      packSteps(pack, karting, formulas, [karting, laser]).map((s) => [s.name, s.activity.aid, s.formula?.fid]),
    ).toEqual([
      ['LASER GAME', 3, 30],
      ['KARTING', 2, 20],
    ]);
  });

  it('skips unknown articles and falls back to the own activity', () => {
    const pack = formula({ fid: 40, aid: 2, code: 'duo-pack', relatedPack: '999, x' });
    expect(packSteps(pack, karting, formulas, [karting, laser]).map((s) => s.name)).toEqual(['KARTING']);
  });
});

describe('birthday links', () => {
  it('maps the sub-formulas of the birthday to activities and offsets', () => {
    const subs = [
      { anniv_formule: 50, linked_formule: 20, start: 30 },
      { anniv_formule: 50, linked_formule: 30, start: 90 },
      { anniv_formule: 51, linked_formule: 30, start: 0 },
      { anniv_formule: 50, linked_formule: 999, start: 0 },
    ];
    expect(birthdayLinks(50, subs, formulas, [karting, laser])).toEqual([
      { aid: 2, code: 'karting', offsetMinutes: 30 },
      { aid: 3, code: 'events', offsetMinutes: 90 },
    ]);
    expect(birthdayLinks(52, subs, formulas, [karting, laser])).toEqual([]);
  });

  it("names each link's activity code (its cut-off), none for an activity the list lacks (the server's 1 h)", () => {
    const subs = [{ anniv_formule: 50, linked_formule: 20, start: 0 }];
    expect(birthdayLinks(50, subs, formulas, [karting]).map((link) => link.code)).toEqual(['karting']);
    expect(birthdayLinks(50, subs, formulas, []).map((link) => link.code)).toEqual(['']);
  });
});

describe('the slots a birthday takes', () => {
  const start = '2026-06-13T14:00:00+02:00';
  const birthdaySlot = slot({ id: 1, idActivity: 8, start, end: '2026-06-13T16:00:00+02:00' });
  const day = [
    birthdaySlot,
    slot({ id: 10, idActivity: 1, idRoom: 1, start, end: '2026-06-13T14:15:00+02:00', placesMax: 10, placesTaken: 8 }),
    slot({ id: 11, idActivity: 1, idRoom: 5, start, end: '2026-06-13T14:15:00+02:00', placesMax: 10, placesTaken: 0 }),
    slot({ id: 20, idActivity: 2, idRoom: 2, start: '2026-06-13T15:00:00+02:00', end: '2026-06-13T16:00:00+02:00' }),
    slot({ id: 21, idActivity: 2, idRoom: 2, start: '2026-06-13T14:30:00+02:00', end: '2026-06-13T15:30:00+02:00' }),
  ];

  const now = '2026-06-13T09:00:00+02:00';

  it('names one linked slot per link, at its offset, in the formula’s rooms, the freest first', () => {
    const links = [
      { aid: 1, code: 'karting', offsetMinutes: 0, rooms: [1] },
      { aid: 2, code: 'trampoline', offsetMinutes: 60 },
    ];
    expect(bookedSlot(birthdaySlot, links, day, { now })).toEqual({
      idPlanning: 1,
      select: start,
      end: '2026-06-13T16:00:00+02:00',
      idRoom: birthdaySlot.idRoom,
      linked: [10, 20],
    });
    expect(bookedSlot(birthdaySlot, [{ aid: 1, code: 'karting', offsetMinutes: 0 }], day, { now }).linked).toEqual([
      11,
    ]);
  });

  it('names none when a link has no slot at its offset, and none for other bookings', () => {
    expect(bookedSlot(birthdaySlot, [{ aid: 2, code: 'trampoline', offsetMinutes: 45 }], day, { now }).linked).toBe(
      undefined,
    );
    expect(bookedSlot(birthdaySlot, [], day, { now }).linked).toBeUndefined();
  });

  it("names no karting slot inside karting's 3 h cut-off, though the birthday's own 1 h is passed", () => {
    const kart = [{ aid: 1, code: 'karting', offsetMinutes: 0 }];
    // 11:30: the birthday (14:00) is 2 h 30 away, the karting at 14:00 is inside its 3 h.
    expect(bookedSlot(birthdaySlot, kart, day, { now: '2026-06-13T11:30:00+02:00' }).linked).toBeUndefined();
    expect(bookedSlot(birthdaySlot, kart, day, { now: '2026-06-13T10:59:00+02:00' }).linked).toEqual([11]);
  });

  it('names no linked slot whose room another group of the basket books then (the edited group excepted)', () => {
    const kart = [{ aid: 1, code: 'karting', offsetMinutes: 0 }];
    const basketLines = [{ pid: 'g1', idPlanning: 11, idRoom: 5, select: start }];
    expect(bookedSlot(birthdaySlot, kart, day, { now, basketLines }).linked).toEqual([10]);
    expect(bookedSlot(birthdaySlot, kart, day, { now, basketLines, editedPid: 'g1' }).linked).toEqual([11]);
  });
});

describe('editing a booked line', () => {
  it('keeps the birthday’s linked slots when the pencil reopens the planning', () => {
    const line = {
      idPlanning: 80,
      select: '2026-06-14T14:00:00+02:00',
      end: null,
      idRoom: 18,
      idPlanningLinked: [70, 90],
    };
    expect(bookedFromLine(line as never)).toEqual({
      idPlanning: 80,
      select: '2026-06-14T14:00:00+02:00',
      end: '2026-06-14T14:00:00+02:00',
      idRoom: 18,
      linked: [70, 90],
    });
  });
});
