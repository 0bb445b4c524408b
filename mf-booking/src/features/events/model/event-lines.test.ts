import { EVENT_MAX_MESSAGE, EventLineError, buildEventLines, participantChoices, validateEvent } from './event-lines';

const slot = { idPlanning: 12941, select: '2026-10-25T20:00:00+01:00', end: '2026-10-26T00:00:00+01:00', idRoom: 20 };
const planche = {
  name: 'Planche mixte',
  article: 323,
  category: 'PLANCHE APÉRO À PARTAGER',
  tariff: { id: 70, idArticle: 323, price: 18.5, name: 'Normal', isDefault: true },
};
const coca = {
  name: 'Coca-Cola 33 cl',
  article: 301,
  category: 'SOFT',
  tariff: { id: 71, idArticle: 301, price: 3.5, name: 'Normal', isDefault: true },
};

describe('event validation', () => {
  it('needs a slot and 1 to 6 participants', () => {
    expect(validateEvent({ slot: null, participants: 2, extras: [], counts: {} })).toBe(
      "Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau.",
    );
    expect(validateEvent({ slot, participants: 0, extras: [], counts: {} })).toBe(
      'Le nombre de participants est négatif.',
    );
    expect(validateEvent({ slot, participants: 7, extras: [], counts: {} })).toBe(EVENT_MAX_MESSAGE);
    expect(EVENT_MAX_MESSAGE).toBe('1 piste pour 6 personnes maximum');
    expect(validateEvent({ slot, participants: 6, extras: [coca], counts: { 301: -1 } })).toBe(
      'Quantité invalide : Coca-Cola 33 cl',
    );
    expect(validateEvent({ slot, participants: 6, extras: [planche], counts: { 323: 2 } })).toBeNull();
  });
});

describe('event validation against the slot’s free places', () => {
  it('refuses more participants than the slot has free places (the server holds one place each)', () => {
    const input = { slot, participants: 5, extras: [], counts: {} };
    expect(validateEvent({ ...input, freePlaces: 4 })).toBe(
      'Le nombre de participants dépasse les places disponibles pour ce créneau.',
    );
    expect(validateEvent({ ...input, freePlaces: 0 })).toBe(
      'Ce créneau est complet. Veuillez choisir un autre créneau.',
    );
    expect(validateEvent({ ...input, freePlaces: 5 })).toBeNull();
    expect(validateEvent({ ...input, freePlaces: null })).toBeNull();
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
    counts: { 323: 2, 301: 0 },
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
    expect(lines[1]).toMatchObject({ day: '25/10/2026', houre: '20:00', idRoom: null, extra: 'drink' });
  });

  it('refuses an invalid booking', () => {
    expect(() => buildEventLines({ ...base, participants: 9 })).toThrow(EVENT_MAX_MESSAGE);
    expect(() => buildEventLines({ ...base, tariff: null })).toThrow(EventLineError);
    expect(() => buildEventLines({ ...base, counts: { 323: 51 } })).toThrow('Planche mixte : 50 au plus.');
  });

  it('offers 1 to 6 participants in the count dialog, at most the free places', () => {
    expect(participantChoices()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(participantChoices(3)).toEqual([1, 2, 3]);
    expect(participantChoices(40)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(participantChoices(0)).toEqual([]);
  });
});
