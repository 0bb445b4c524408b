import type { BasketLine } from '../types/basket';
import { counterLabel } from './counter-label';

const line = (overrides: Partial<BasketLine>): BasketLine =>
  ({
    nid: 'n',
    pid: 'p',
    aid: 1,
    oid: 1,
    fid: 1,
    id: 101,
    price: 18,
    counter: 2,
    type: 0,
    description: 'SESSION 10 MIN',
    idPlanning: 5,
    select: '2026-12-05T14:00:00+01:00',
    day: '05/12/2026',
    houre: '14:00',
    end: null,
    idRoom: 1,
    color: '#000',
    spectateurs: 0,
    complet: false,
    ...overrides,
  }) as BasketLine;

describe('the counter label of a basket line', () => {
  it('says Participants for a booking, Box for karaoke, Quantité for what is not a person', () => {
    const booking = line({});
    expect(counterLabel(booking)).toBe('Participants');
    expect(counterLabel(line({ counterUnit: 'boxes' }))).toBe('Box');
    expect(counterLabel(line({ idPlanning: null, extra: 'equipment' }))).toBe('Quantité');
    expect(counterLabel(line({ idPlanning: null, extra: 'drink' }))).toBe('Quantité');
    expect(counterLabel(line({ ZONE: 1, TABLE: 2, idPlanning: null }))).toBe('Quantité');
    expect(counterLabel(line({ familyClub: true, type: 8, idPlanning: null }))).toBe('Quantité');
    expect(counterLabel(line({ type: 1, idPlanning: null }))).toBe('Quantité');
    // An older equipment line, without `extra`: undated in a booking's group.
    const old = line({ nid: 'e', idPlanning: null });
    expect(counterLabel(old, [booking, old])).toBe('Quantité');
    expect(counterLabel(old, [old])).toBe('Participants');
  });
});
