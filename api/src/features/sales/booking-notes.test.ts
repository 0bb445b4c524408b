import { bookingNotes } from './booking-notes';

describe('booking notes for staff', () => {
  it('writes the birthday child form on the birthday slot and on its linked slots, the team on the karting slot', () => {
    const notes = bookingNotes([
      {
        slotIds: [5, 40, 41],
        client: {
          anniversaires: { nom: 'Léa', age: 7, gateaux: { id: null, name: 'Chocolat' }, commentaires: 'Allergie noix' },
        },
      },
      {
        slotIds: [40],
        client: { players: { TeamName: 'Les Bolides', GameValue: '10 min', BookingDate: '', players: ['Ana', 'Tom'] } },
      },
      { slotIds: [6], client: { spectateurs: 0 } },
    ]);
    const birthday = 'Anniversaire de Léa, 7 ans, gâteau : Chocolat — Allergie noix';
    expect(notes.get(5)).toBe(birthday);
    expect(notes.get(41)).toBe(birthday);
    expect(notes.get(40)).toBe(`${birthday} | Équipe Les Bolides (10 min) : Ana, Tom`);
    expect(notes.has(6)).toBe(false);
  });
});

describe('the birthday note', () => {
  it('says « 1 an » for a one-year-old and leaves out a missing age', () => {
    const note = (age: unknown) =>
      bookingNotes([
        { slotIds: [5], client: { anniversaires: { nom: 'Tim', age, gateaux: { id: null, name: 'Fraisier' } } } },
      ]).get(5);
    expect(note(1)).toBe('Anniversaire de Tim, 1 an, gâteau : Fraisier');
    expect(note(undefined)).toBe('Anniversaire de Tim, gâteau : Fraisier');
  });
});
