import { addTableLine, clampQuantity, hasAlcohol, linesOfTable, tableLine } from './table-line';

const coca = { id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale: true };
const place = { aid: 13, oid: 16, zone: 2, table: 7 };

describe('table basket lines', () => {
  it('keeps quantities between 1 and 50', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(51)).toBe(50);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(7)).toBe(7);
  });

  it('makes a slotless line carrying ZONE and TABLE', () => {
    expect(tableLine(coca, 3.5, 2, place, 'n1')).toMatchObject({
      id: 301,
      price: 3.5,
      counter: 2,
      type: 0,
      idPlanning: null,
      ZONE: 2,
      TABLE: 7,
    });
  });

  it('adds up the same product at the same table, never beyond 50, and keeps tables apart', () => {
    let lines = addTableLine([], tableLine(coca, 3.5, 30, place, 'a'));
    lines = addTableLine(lines, tableLine(coca, 3.5, 30, place, 'b'));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.counter).toBe(50);
    lines = addTableLine(lines, tableLine(coca, 3.5, 1, { ...place, table: 8 }, 'c'));
    expect(linesOfTable(lines, 2, 7)).toHaveLength(1);
    expect(linesOfTable(lines, 2, 8)).toHaveLength(1);
  });

  it('knows which categories have alcohol', () => {
    expect(hasAlcohol('BIÈRE')).toBe(true);
    expect(hasAlcohol('SOFT')).toBe(false);
  });
});
