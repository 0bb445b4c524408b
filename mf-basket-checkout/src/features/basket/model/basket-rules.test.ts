import {
  availabilityFromSlots,
  availabilityItems,
  deleteLine,
  dropFullLines,
  hasFullLines,
  lineSlotIds,
  markFullLines,
  markJudgedLines,
  planningDays,
} from './basket-rules';
import { line } from './test-lines';

describe('full lines', () => {
  const slots = availabilityFromSlots([
    { id: 100, placesMax: 10, placesTaken: 8 },
    { id: 101, placesMax: 10, placesTaken: 2, placesEmpty: 8 },
    { id: 102, placesMax: 10, placesTaken: 0, deleted: true },
  ]);
  it('marks a line complet when its slot has fewer free places than its counter', () => {
    const marked = markFullLines(
      [
        line({ nid: 1, idPlanning: 100, counter: 3 }),
        line({ nid: 2, idPlanning: 100, counter: 2 }),
        line({ nid: 3, idPlanning: 101, counter: 8, complet: true }),
        line({ nid: 4, idPlanning: 102, counter: 1 }),
        line({ nid: 5, idPlanning: 999, counter: 1, complet: true }),
        line({ nid: 6, counter: 50 }),
      ],
      slots,
    );
    expect(marked.map((l) => Boolean(l.complet))).toEqual([true, false, false, true, true, false]);
    expect(hasFullLines(marked)).toBe(true);
  });
  it('computes free places from max and taken when placesEmpty is absent, never negative', () => {
    expect(availabilityFromSlots([{ id: 1, placesMax: 4, placesTaken: 9 }])[0]?.free).toBe(0);
  });
  it('drops full lines and their group on validation', () => {
    const lines = [
      line({ nid: 1, pid: 'a', idPlanning: 100, complet: true }),
      line({ nid: 2, pid: 'a' }),
      line({ nid: 3, pid: 'b', idPlanning: 101 }),
      line({ nid: 4, pid: '', idPlanning: 102, complet: true }),
      line({ nid: 5, pid: '' }),
    ];
    expect(dropFullLines(lines).map((l) => Number(l.nid))).toEqual([3, 5]);
  });
});

describe('deleteLine', () => {
  const lines = [
    line({ nid: 1, pid: 7 }),
    line({ nid: 2, pid: 7 }),
    line({ nid: 3, pid: '' }),
    line({ nid: 4, pid: 8 }),
  ];
  it('deletes the whole group of a grouped line', () => {
    expect(deleteLine(lines, 2).map((l) => Number(l.nid))).toEqual([3, 4]);
  });
  it('deletes only an ungrouped line', () => {
    expect(deleteLine(lines, '3').map((l) => Number(l.nid))).toEqual([1, 2, 4]);
  });
  it('leaves the basket unchanged for an unknown line', () => {
    expect(deleteLine(lines, 42)).toBe(lines);
  });
});

describe('planning queries', () => {
  it('lists the Paris days of the slot lines in the browse format', () => {
    const lines = [
      line({ nid: 1, idPlanning: 1, select: '2026-03-28T23:30:00Z' }), // 29/03 00:30 Paris
      line({ nid: 2, idPlanning: 2, select: '2026-03-29T20:00:00+02:00' }),
      line({ nid: 3, idPlanning: 3, day: '05/04/2026', houre: '10:00' }),
      line({ nid: 4, select: '2026-04-06T10:00:00+02:00' }),
    ];
    expect(planningDays(lines)).toEqual(['2026-03-29', '2026-04-5']);
  });
  it('counts a group once per slot and adds different groups', () => {
    const lines = [
      line({ nid: 1, pid: 'a', idPlanning: 5, counter: 3 }),
      line({ nid: 2, pid: 'a', idPlanning: 5, counter: 3 }),
      line({ nid: 3, pid: 'b', idPlanning: 5, counter: 2 }),
      line({ nid: 4, idPlanning: 6, counter: 4 }),
      line({ nid: 5, counter: 9 }),
    ];
    expect(availabilityItems(lines)).toEqual([
      { idPlanning: 5, qty: 5 },
      { idPlanning: 6, qty: 4 },
    ]);
  });
});

describe('every slot a line holds (duo pack, birthday)', () => {
  const pack = line({ nid: 'p', pid: 'p', idPlanning: 601, idPlanningPack: [601, 602], counter: 2 });
  const birthday = line({ nid: 'b', pid: 'b', idPlanning: 701, idPlanningLinked: [702, 703], counter: 6 });
  it("names a line's slots once each: its own, the pack's, the birthday's linked ones", () => {
    expect(lineSlotIds(pack)).toEqual([601, 602]);
    expect(lineSlotIds(birthday)).toEqual([701, 702, 703]);
    expect(lineSlotIds(line({ nid: 1 }))).toEqual([]);
  });
  it('asks for the places on every slot of the line', () => {
    expect(availabilityItems([pack, birthday])).toEqual([
      { idPlanning: 601, qty: 2 },
      { idPlanning: 602, qty: 2 },
      { idPlanning: 701, qty: 6 },
      { idPlanning: 702, qty: 6 },
      { idPlanning: 703, qty: 6 },
    ]);
  });
  it('marks the pack whose second slot is full, and the birthday whose linked slot is', () => {
    const free = availabilityFromSlots([
      { id: 601, placesMax: 10, placesTaken: 0 },
      { id: 602, placesMax: 10, placesTaken: 9 },
      { id: 701, placesMax: 10, placesTaken: 0 },
      { id: 702, placesMax: 10, placesTaken: 0 },
      { id: 703, placesMax: 10, placesTaken: 5 },
    ]);
    expect(markFullLines([pack, birthday], free).map((l) => l.complet)).toEqual([true, true]);
  });
  it('lets the groups take a short slot in basket order: only those left without places are marked', () => {
    const free = availabilityFromSlots([{ id: 5, placesMax: 10, placesTaken: 7 }]);
    const lines = [
      line({ nid: 1, pid: 'a', idPlanning: 5, counter: 2 }),
      line({ nid: 2, pid: 'b', idPlanning: 5, counter: 2 }),
      line({ nid: 3, pid: 'c', idPlanning: 5, counter: 1 }),
    ];
    expect(markFullLines(lines, free).map((l) => l.complet)).toEqual([false, true, false]);
  });
  it("marks the lines the server judged, by nid, and leaves the others' marks", () => {
    const lines = [line({ nid: 1, complet: true }), line({ nid: 2 }), line({ nid: 3, complet: true })];
    const marked = markJudgedLines(lines, [
      { nid: '1', ok: true },
      { nid: '2', ok: false },
    ]);
    expect(marked.map((l) => l.complet)).toEqual([false, true, true]);
    expect(marked[2]).toBe(lines[2]);
  });
});
