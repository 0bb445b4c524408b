import type { BasketLine } from 'shared-events';
import {
  LineBuildError,
  asksEquipment,
  braceletTariff,
  buildBookingLines,
  linesTotal,
  newLineId,
  placeBookingLines,
  readBookingGroup,
  type LineBuildInput,
} from './basket-lines';
import { activity, formula, tariffs } from './test-fixtures';

function ids() {
  let n = 0;
  return () => `n${++n}`;
}

const input = (overrides: Partial<LineBuildInput> = {}): LineBuildInput => ({
  activity: activity(),
  formula: formula(),
  oid: 5,
  slot: { idPlanning: 77, select: '2026-10-25T02:30:00+01:00', end: '2026-10-25T03:30:00+01:00', idRoom: 4 },
  participants: 3,
  spectators: 2,
  tariffs,
  equipment: { haveOwn: false, equipments: 2, bracelets: 1 },
  pid: 'group-1',
  newId: ids(),
  ...overrides,
});

describe('building the lines of a booking', () => {
  it('activity + equipment (tariff index 1) + wristband (tariff index 2) sharing one pid', () => {
    const lines = buildBookingLines(input());
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.pid))).toEqual(new Set(['group-1']));
    expect(lines.map((l) => l.nid)).toEqual(['n1', 'n2', 'n3']);
    const [main, equipment, bracelet] = lines as [BasketLine, BasketLine, BasketLine];
    expect(main).toMatchObject({
      aid: 1,
      oid: 5,
      fid: 10,
      id: 100,
      idTariff: 501,
      price: 15,
      counter: 3,
      type: 0,
      description: '1 HEURE DE SAUT',
      idPlanning: 77,
      idRoom: 4,
      select: '2026-10-25T02:30:00+01:00',
      // The second 02:30 of the fall-back night keeps its wall time.
      day: '25/10/2026',
      houre: '02:30',
      spectateurs: 2,
      spectDescription: '2 spectateurs',
      complet: false,
    });
    expect(equipment).toMatchObject({
      description: 'Équipement',
      subDescription: '1 HEURE DE SAUT',
      idTariff: 502,
      price: 2.5,
      counter: 2,
      idPlanning: null,
      idRoom: null,
      day: '25/10/2026',
    });
    expect(bracelet).toMatchObject({
      description: 'Bracelet connecté',
      idTariff: 503,
      price: 2.5,
      counter: 1,
      idPlanning: null,
      idRoom: null,
    });
    expect(linesTotal(lines)).toBe(52.5);
  });

  it("'already have equipment' gives the activity line alone", () => {
    const lines = buildBookingLines(input({ equipment: { haveOwn: true } }));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.idTariff).toBe(501);
  });

  it("marks the activity line of an activity that counts boxes (the catalogue's unit), and no other", () => {
    const boxes = buildBookingLines(input({ activity: activity({ code: 'bowling', counterUnit: 'boxes' }) }));
    expect(boxes[0]!.counterUnit).toBe('boxes');
    expect(boxes.slice(1).every((l) => l.counterUnit === undefined)).toBe(true);
    const people = buildBookingLines(input({ activity: activity({ code: 'karaoke', counterUnit: 'people' }) }));
    expect(people.every((l) => l.counterUnit === undefined)).toBe(true);
  });

  it('no question asked gives the activity line alone; zero counts add no line', () => {
    expect(buildBookingLines(input({ equipment: null }))).toHaveLength(1);
    expect(buildBookingLines(input({ equipment: { haveOwn: false, equipments: 0, bracelets: 0 } }))).toHaveLength(1);
    expect(
      buildBookingLines(input({ equipment: { haveOwn: false, equipments: 0, bracelets: 2 } })).map((l) => l.idTariff),
    ).toEqual([501, 503]);
  });

  it('never sells a wristband for the playground', () => {
    const playground = activity({ code: 'playground' });
    expect(braceletTariff(tariffs, 'playground')).toBeNull();
    expect(() => buildBookingLines(input({ activity: playground }))).toThrow(LineBuildError);
    const lines = buildBookingLines(
      input({ activity: playground, equipment: { haveOwn: false, equipments: 1, bracelets: 0 } }),
    );
    expect(lines.map((l) => l.idTariff)).toEqual([501, 502]);
  });

  it('asks the equipment question only when the article sells equipment or a wristband', () => {
    expect(asksEquipment(tariffs, 'trampoline')).toBe(true);
    expect(asksEquipment(tariffs.slice(0, 1), 'trampoline')).toBe(false);
    expect(asksEquipment(tariffs.slice(0, 2), 'playground')).toBe(true);
  });

  it('a duo pack gives one line of type 3 with its dates', () => {
    const lines = buildBookingLines(
      input({
        slot: null,
        equipment: null,
        packSlots: [
          {
            name: 'KARTING',
            idPlanning: 11,
            select: '2026-03-29T03:30:00+02:00',
            end: '2026-03-29T04:00:00+02:00',
            idRoom: 2,
          },
          {
            name: 'LASER',
            idPlanning: 12,
            select: '2026-03-29T05:00:00+02:00',
            end: '2026-03-29T06:00:00+02:00',
            idRoom: 3,
          },
        ],
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      type: 3,
      idPlanning: 11,
      houre: '03:30',
      idPlanningPack: [11, 12],
      dates: [
        { name: 'KARTING', day: '29/03/2026', houre: '03:30', idPlanning: 11, select: '2026-03-29T03:30:00+02:00' },
        { name: 'LASER', day: '29/03/2026', houre: '05:00', idPlanning: 12, select: '2026-03-29T05:00:00+02:00' },
      ],
    });
  });

  it('refuses bad input with a clear error', () => {
    expect(() => buildBookingLines(input({ participants: 0 }))).toThrow('Le nombre de participants est négatif.');
    expect(() => buildBookingLines(input({ participants: 2.5 }))).toThrow(LineBuildError);
    expect(() => buildBookingLines(input({ spectators: -1 }))).toThrow(LineBuildError);
    expect(() => buildBookingLines(input({ tariffs: [] }))).toThrow("Aucun tarif n'est disponible pour cette formule.");
    expect(() => buildBookingLines(input({ formula: formula({ article: null }) }))).toThrow(LineBuildError);
    expect(() => buildBookingLines(input({ slot: null }))).toThrow('Aucune créneau sélectionnée');
    expect(() => buildBookingLines(input({ equipment: { haveOwn: false, equipments: -1, bracelets: 0 } }))).toThrow(
      LineBuildError,
    );
  });
});

describe('placing lines in the basket', () => {
  const line = (nid: string, pid: string): BasketLine => ({
    ...buildBookingLines(input({ equipment: null }))[0]!,
    nid,
    pid,
  });

  it('appends a new booking', () => {
    const current = [line('a', 'p1')];
    const next = placeBookingLines(current, [line('b', 'p2')], null);
    expect(next.map((l) => l.nid)).toEqual(['a', 'b']);
    expect(current.map((l) => l.nid)).toEqual(['a']);
  });

  it('replaces the lines of the edited pid, in place', () => {
    const current = [line('a', 'p1'), line('b', 'p2'), line('c', 'p2'), line('d', 'p3')];
    const next = placeBookingLines(current, [line('x', 'p2')], 'p2');
    expect(next.map((l) => l.nid)).toEqual(['a', 'x', 'd']);
  });

  it('appends when the edited group is no longer in the basket', () => {
    const next = placeBookingLines([line('a', 'p1')], [line('x', 'p9')], 'p9');
    expect(next.map((l) => l.nid)).toEqual(['a', 'x']);
  });

  it('reads back an edited group', () => {
    const lines = buildBookingLines(input());
    const group = readBookingGroup([...lines, line('z', 'other')], 'group-1', tariffs);
    expect(group?.activityLine.nid).toBe('n1');
    expect(group?.equipments).toBe(2);
    expect(group?.bracelets).toBe(1);
    expect(readBookingGroup(lines, 'missing', tariffs)).toBeNull();
  });

  it('makes unique ids', () => {
    const made = new Set(Array.from({ length: 50 }, () => newLineId()));
    expect(made.size).toBe(50);
  });
});

describe('member prices of reserved offers', () => {
  it('charges a 360 Family Club member 10 % less on a reserved offer, keeping the list price; equipment at full price', () => {
    const base = tariffs[0]!.price;
    const [main, equipment] = buildBookingLines(input({ formula: formula({ reservedOffer: true }), member: true }));
    expect(main).toMatchObject({
      reservedOffer: true,
      listPrice: base,
      memberPercentage: 10,
      price: Math.round(base * 90) / 100,
    });
    expect(equipment!.price).toBe(tariffs[1]!.price);
    expect(equipment!.reservedOffer).toBeUndefined();
  });

  it('charges the list price to a non-member, and never discounts a formula that is not reserved', () => {
    const [plain] = buildBookingLines(input({ formula: formula({ reservedOffer: true }), member: false }));
    expect(plain).toMatchObject({ price: tariffs[0]!.price, memberPercentage: 0, reservedOffer: true });
    const [other] = buildBookingLines(input({ member: true }));
    expect(other!.price).toBe(tariffs[0]!.price);
    expect(other!.reservedOffer).toBeUndefined();
  });
});
