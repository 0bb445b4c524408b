import { saleNotes } from './sale-notes';

describe('saleNotes', () => {
  it('says when, for whom and with what, in Paris time', () => {
    expect(
      saleNotes({
        start: '2026-12-05T13:00:00Z',
        quantity: '2 participants (+ 1 spectateur)',
        detail: 'Avec équipement (charlotte et gants)',
      }),
    ).toEqual(['Le 05/12/2026 à 14:00 · 2 participants (+ 1 spectateur)', 'Avec équipement (charlotte et gants)']);
    expect(saleNotes({ start: '2026-07-14T08:30:00Z', quantity: '1 box' })).toEqual(['Le 14/07/2026 à 10:30 · 1 box']);
  });

  it('leaves out a bare count, a pack’s start (its slots are listed) and what the line does not carry', () => {
    expect(saleNotes({ quantity: '3', detail: 'Bracelet connecté' })).toEqual(['Bracelet connecté']);
    expect(
      saleNotes({ start: '2026-12-05T13:00:00Z', slots: ['KARTING : 05/12/2026 à 14:00'], quantity: '2' }),
    ).toEqual([]);
    expect(saleNotes({})).toEqual([]);
    expect(saleNotes({ start: 'n/a', quantity: '2 participants', detail: '  ' })).toEqual(['2 participants']);
  });
});
