import { line as makeLine } from '../model/test-lines';
import { normaliseBasket } from './use-basket';

const NOW = new Date('2026-11-23T10:00:00+01:00');
const reserved = makeLine({ nid: 'a', pid: 'a', id: 111, price: 15, counter: 2, reservedOffer: true, listPrice: 15 });
const club = makeLine({
  nid: 'c',
  pid: 'c',
  id: 211,
  price: 50,
  counter: 1,
  type: 8,
  validity: 12,
  familyClub: true,
  select: null,
  idPlanning: null,
});
const promo = { label: 'BIENVENUE10', articles: '111', percentage: 10 };

describe('basket normalisation: 360 Family Club member prices then promo codes', () => {
  it('charges a member 10 % less on a reserved offer, then the promo code on that price (as the server)', () => {
    const lines = normaliseBasket({ lines: [reserved], promoCodes: [promo], validated: false }, null, NOW, {
      clubMember: true,
    });
    expect(lines[0]).toMatchObject({ price: 12.15, couponPrice: 13.5, memberPercentage: 10 });
  });

  it('gives the member price when the basket buys the club, and the list price back when it is removed', () => {
    const withClub = normaliseBasket({ lines: [reserved, club], promoCodes: [], validated: false }, null, NOW, null);
    expect(withClub[0]!.price).toBe(13.5);
    const without = normaliseBasket({ lines: [withClub[0]!], promoCodes: [], validated: false }, null, NOW, null);
    expect(without[0]!.price).toBe(15);
  });
});
