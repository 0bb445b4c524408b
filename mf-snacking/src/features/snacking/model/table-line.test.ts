import { addTableLine, atMaxMessage, clampQuantity, hasAlcohol, linesOfTable, tableLine } from './table-line';

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
    let added = addTableLine([], tableLine(coca, 3.5, 30, place, 'a'));
    expect(added.capped).toBe(false);
    added = addTableLine(added.lines, tableLine(coca, 3.5, 20, place, 'b'));
    expect(added).toMatchObject({ capped: false, lines: [{ counter: 50 }] });
    added = addTableLine(added.lines, tableLine(coca, 3.5, 1, { ...place, table: 8 }, 'c'));
    expect(added.capped).toBe(false);
    expect(linesOfTable(added.lines, 2, 7)).toHaveLength(1);
    expect(linesOfTable(added.lines, 2, 8)).toHaveLength(1);
  });

  it('says when what was asked for does not fit under 50', () => {
    const full = addTableLine([], tableLine(coca, 3.5, 30, place, 'a')).lines;
    const added = addTableLine(full, tableLine(coca, 3.5, 30, place, 'b'));
    expect(added).toMatchObject({ capped: true, lines: [{ counter: 50 }] });
    expect(addTableLine(added.lines, tableLine(coca, 3.5, 1, place, 'c'))).toMatchObject({ capped: true });
    expect(atMaxMessage('COCA-COLA 33 CL')).toBe(
      '50 au plus par produit : la quantité de COCA-COLA 33 CL est au maximum.',
    );
  });

  it('knows which categories have alcohol', () => {
    expect(hasAlcohol('BIÈRE')).toBe(true);
    expect(hasAlcohol('SOFT')).toBe(false);
  });
});
