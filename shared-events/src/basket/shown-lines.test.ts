import { dropPastLines, lineStart, shownLines } from './shown-lines';
import { basketLine as line } from '../testing/basket-line';

describe('lineStart', () => {
  it('reads the ISO select first', () => {
    expect(lineStart(line({ nid: 1, select: '2026-07-14T15:00:00+02:00', day: '01/01/2020' }))?.toISOString()).toBe(
      '2026-07-14T13:00:00.000Z',
    );
  });
  it('reads day and houre in Europe/Paris, including DST days', () => {
    expect(lineStart(line({ nid: 1, day: '29/03/2026', houre: '03:30' }))?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(lineStart(line({ nid: 1, day: '29/03/2026', houre: '01:30' }))?.toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(lineStart(line({ nid: 1, day: '25/10/2026', houre: '04:00' }))?.toISOString()).toBe(
      '2026-10-25T03:00:00.000Z',
    );
    expect(lineStart(line({ nid: 1, day: '24/12/2026', houre: '10:00' }))?.toISOString()).toBe(
      '2026-12-24T09:00:00.000Z',
    );
  });
  it('is null for undated lines and unreadable dates', () => {
    expect(lineStart(line({ nid: 1 }))).toBeNull();
    expect(lineStart(line({ nid: 1, select: 'n/a', day: '31/02/2026' }))).toBeNull();
  });
});

describe('dropPastLines', () => {
  // Fixed clock: the spring-forward morning, 03:10 Paris (01:10 UTC).
  const now = new Date('2026-03-29T01:10:00Z');
  it('drops lines earlier than now and keeps the others', () => {
    const lines = [
      line({ nid: 1, select: '2026-03-29T01:59:00+01:00' }), // 00:59 UTC, the last minute before the jump: past
      line({ nid: 2, select: '2026-03-29T03:30:00+02:00' }), // 01:30 UTC: future
      line({ nid: 3, day: '29/03/2026', houre: '03:00' }), // 01:00 UTC: past
      line({ nid: 4, day: '29/03/2026', houre: '03:10' }), // exactly now: kept
      line({ nid: 5 }), // undated subscription / club line: kept
    ];
    expect(dropPastLines(lines, now).map((l) => Number(l.nid))).toEqual([2, 4, 5]);
  });
  it('keeps a subscription starting today (a day without a time) until that Paris day is over', () => {
    const lines = [
      line({ nid: 1, day: '29/03/2026', houre: null, select: null, abo: true, type: 8 }), // today: kept
      line({ nid: 2, day: '28/03/2026', houre: null, select: null, abo: true, type: 8 }), // yesterday: past
    ];
    expect(dropPastLines(lines, now).map((l) => Number(l.nid))).toEqual([1]);
    expect(dropPastLines(lines, new Date('2026-03-29T21:59:00Z')).map((l) => Number(l.nid))).toEqual([1]);
    expect(dropPastLines(lines, new Date('2026-03-29T22:00:00Z'))).toEqual([]);
  });
  it('handles the autumn fall-back day', () => {
    const autumn = new Date('2026-10-25T01:30:00Z'); // 02:30 CET, second pass of the hour
    const lines = [
      line({ nid: 1, day: '25/10/2026', houre: '03:00' }),
      line({ nid: 2, select: '2026-10-25T02:45:00+02:00' }),
    ];
    expect(dropPastLines(lines, autumn).map((l) => Number(l.nid))).toEqual([1]);
  });
});

describe('shownLines', () => {
  const now = new Date('2026-07-14T10:00:00Z');
  const lines = [
    line({ nid: 1, select: '2026-07-14T09:00:00Z' }), // past booking
    line({ nid: 2, select: '2026-07-14T11:00:00Z' }), // coming booking
    line({ nid: 3, familyClub: true, type: 8 }), // undated: kept
    line({ nid: 4, ZONE: 1, TABLE: 4 }), // table 1/4's order
    line({ nid: 5, ZONE: 1, TABLE: 5 }), // table 1/5's order
    line({ nid: 6, ZONE: 1, TABLE: 4, select: '2026-07-14T09:30:00Z' }), // a past line of table 1/4
  ];
  it('outside snacking: past lines dropped and snacking lines removed', () => {
    expect(shownLines(lines, null, now).map((l) => Number(l.nid))).toEqual([2, 3]);
  });
  it("at a table: that table's lines, past ones dropped", () => {
    expect(shownLines(lines, { zone: '1', table: '4' }, now).map((l) => Number(l.nid))).toEqual([4]);
  });
});
