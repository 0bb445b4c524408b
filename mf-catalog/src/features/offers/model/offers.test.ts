import type { Offer } from '../../../shared/catalog-data/model/types';
import { findOffer, findWebOffer, isCompanyTicketing, needsCompanyGate, offerPath, visibleOffers } from './offers';

const offer = (
  oid: number,
  aid: number,
  name: string,
  web: Offer['web'] = true,
  sort: number | null = null,
): Offer => ({
  oid,
  aid,
  name,
  web,
  sort,
  color: null,
  image: null,
  strings: null,
});

describe('visibleOffers', () => {
  it('keeps the offers of the activity shown on the web, in order', () => {
    const list = [
      offer(1, 5, 'Grand Prix', true, 2),
      offer(2, 5, 'Session', true, 1),
      offer(3, 6, 'Autre'),
      offer(4, 5, 'Caché', false),
      offer(5, 5, 'Caché 0', 0),
      offer(6, 5, 'Sans flag', null, 3),
    ];
    expect(visibleOffers(list, '5').map((o) => o.oid)).toEqual([2, 1, 6]);
  });
  it('finds an offer by route param', () => {
    expect(findOffer([offer(9, 1, 'X')], '9')?.name).toBe('X');
    expect(findOffer([offer(9, 1, 'X')], '8')).toBeUndefined();
  });
});

describe('offerPath', () => {
  it('links to the formulas of the offer', () => {
    expect(offerPath({ aid: 3, code: 'karting' }, { oid: 8 })).toBe('/activites/3/8');
    expect(offerPath({ aid: 3, code: null }, { oid: 8 })).toBe('/activites/3/8');
  });
  it('links company offers to the company order page and events offers to the events page', () => {
    expect(offerPath({ aid: 10, code: 'company' }, { oid: 20 })).toBe('/activites/10/20/entreprise');
    expect(offerPath({ aid: 11, code: 'events' }, { oid: 21 })).toBe('/activites/11/21/events');
  });
});

describe('company gate', () => {
  const cse = { name: 'BILLETERIE CSE' };
  it('recognises the company ticketing activity by its title', () => {
    expect(isCompanyTicketing(cse)).toBe(true);
    expect(isCompanyTicketing({ name: ' Billeterie CSE ' })).toBe(true);
    expect(isCompanyTicketing({ name: 'KARTING' })).toBe(false);
  });
  it('shows for visitors, individuals and family members, not for company accounts', () => {
    expect(needsCompanyGate(cse, null)).toBe(true);
    expect(needsCompanyGate(cse, { type: 0 })).toBe(true);
    expect(needsCompanyGate(cse, { type: 1 })).toBe(true);
    expect(needsCompanyGate(cse, { type: 2 })).toBe(false);
    expect(needsCompanyGate(cse, { type: '2' })).toBe(false);
    expect(needsCompanyGate({ name: 'KARTING' }, null)).toBe(false);
  });
});

describe('findWebOffer', () => {
  const offers = [
    offer(4, 1, 'SESSION'),
    offer(6, 1, 'INTERNE', false),
    offer(7, 1, 'ANCIENNE', 0),
    offer(8, 2, 'AUTRE'),
  ];
  it('finds an offer of the activity shown on the web', () => {
    expect(findWebOffer(offers, '1', '4')?.name).toBe('SESSION');
  });
  it('leaves out offers hidden from the website (web false or 0) and offers of another activity', () => {
    expect(findWebOffer(offers, '1', '6')).toBeUndefined();
    expect(findWebOffer(offers, '1', '7')).toBeUndefined();
    expect(findWebOffer(offers, '1', '8')).toBeUndefined();
    expect(findWebOffer(offers, undefined, '4')).toBeUndefined();
  });
});
