import { EVENT_MAX_MESSAGE, EventLineError, buildEventLines, validateEvent } from './event-lines';

const slot = { idPlanning: 12941, select: '2026-10-25T20:00:00+01:00', end: '2026-10-26T00:00:00+01:00', idRoom: 20 };
const planche = {
  name: 'Planche mixte',
  article: 323,
  tariff: { id: 70, idArticle: 323, price: 18.5, name: 'Normal', isDefault: true },
  count: 2,
};
const coca = {
  name: 'Coca-Cola 33 cl',
  article: 301,
  tariff: { id: 71, idArticle: 301, price: 3.5, name: 'Normal', isDefault: true },
  count: 0,
};

describe('event validation', () => {
  it('needs a slot and 1 to 6 participants', () => {
    expect(validateEvent({ slot: null, participants: 2, extras: [] })).toBe(
      "Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau.",
    );
    expect(validateEvent({ slot, participants: 0, extras: [] })).toBe('Le nombre de participants est négatif.');
    expect(validateEvent({ slot, participants: 7, extras: [] })).toBe(EVENT_MAX_MESSAGE);
    expect(EVENT_MAX_MESSAGE).toBe('1 piste pour 6 personnes maximum');
    expect(validateEvent({ slot, participants: 6, extras: [{ ...coca, count: -1 }] })).toBe(
      'Quantité invalide : Coca-Cola 33 cl',
    );
    expect(validateEvent({ slot, participants: 6, extras: [planche] })).toBeNull();
  });
});

describe('event lines', () => {
  let n = 0;
  const base = {
    activity: { aid: 9, name: 'ÉVÉNEMENTS', color: '#0EA5E9', color2: '#fff' },
    formula: { fid: 20, name: 'SOIRÉE BOWLING & KARAOKÉ', article: 181 },
    oid: 12,
    slot,
    participants: 4,
    tariff: { id: 80, idArticle: 181, price: 35, name: 'Normal', isDefault: true },
    extras: [planche, coca],
    pid: 'evt',
    newId: () => `n${++n}`,
  };

  it('gives the event line and one line per extra with a count, type 2, one pid', () => {
    const lines = buildEventLines(base);
    expect(lines.map((l) => [l.id, l.idTariff, l.counter, l.price, l.type, l.idPlanning, l.pid])).toEqual([
      [181, 80, 4, 35, 2, 12941, 'evt'],
      [323, 70, 2, 18.5, 2, null, 'evt'],
    ]);
    // 20:00 on the fall-back Sunday (CET).
    expect(lines[1]).toMatchObject({ day: '25/10/2026', houre: '20:00', idRoom: null });
  });

  it('refuses an invalid booking', () => {
    expect(() => buildEventLines({ ...base, participants: 9 })).toThrow(EVENT_MAX_MESSAGE);
    expect(() => buildEventLines({ ...base, tariff: null })).toThrow(EventLineError);
  });
});
