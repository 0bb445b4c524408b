import { activity, formula } from './test-fixtures';
import { articlesOnSale, bookingIdOf, isActiveActivity, isBookingId, isWebOffer, offerOf, offeredAt } from './on-sale';
import type { Offer } from '../api/booking-api';

const offer = (oid: number, aid: number, web?: boolean): Offer =>
  ({ oid, aid, web, name: `OFFRE ${oid}`, color: '', image: '', strings: '{}', sort: 0 }) as Offer;

describe('isBookingId', () => {
  it('accepts the ids the API knows: whole numbers from 1 to 2 147 483 647, in plain digits', () => {
    for (const id of ['1', '13', '45', '2147483647']) expect(isBookingId(id)).toBe(true);
    expect(bookingIdOf('45')).toBe(45);
  });
  it('refuses what names no catalogue entry (the API would answer 400, or another id)', () => {
    for (const id of [undefined, '', 'abc', '0', '-1', '1.5', '1e3', '07', ' 1', '1 ', '0x1', '2147483648']) {
      expect(isBookingId(id)).toBe(false);
      expect(bookingIdOf(id)).toBeNull();
    }
  });
});

describe('isActiveActivity and isWebOffer', () => {
  it('takes an activity as on sale unless its status is false (absent: on, as the seed and the catalogue)', () => {
    expect(isActiveActivity(activity({ status: true }))).toBe(true);
    expect(isActiveActivity({ status: undefined as unknown as boolean })).toBe(true);
    expect(isActiveActivity(activity({ status: false }))).toBe(false);
  });
  it('takes an offer as shown unless web is false or 0 (absent: shown)', () => {
    expect(isWebOffer(offer(1, 1, true))).toBe(true);
    expect(isWebOffer(offer(1, 1))).toBe(true);
    expect(isWebOffer(offer(1, 1, false))).toBe(false);
    expect(isWebOffer({ web: 0 as unknown as boolean })).toBe(false);
  });
});

describe('offeredAt', () => {
  const activities = [activity({ aid: 1 }), activity({ aid: 13, status: false })];
  const offers = [offer(5, 1), offer(6, 1), offer(7, 1, false), offer(16, 13)];
  const route = { aid: 1, oid: 5 };

  it('gives the activity and the offer of a formula sold online at the address', () => {
    const found = offeredAt(route, formula({ aid: 1, oid: 5 }), activities, offers);
    expect(found?.activity.aid).toBe(1);
    expect(found?.offer.oid).toBe(5);
  });

  it('refuses what the server refuses at payment: an inactive activity, an offer hidden from the web', () => {
    expect(offeredAt({ aid: 13, oid: 16 }, formula({ aid: 13, oid: 16 }), activities, offers)).toBeNull();
    expect(offeredAt({ aid: 1, oid: 7 }, formula({ aid: 1, oid: 7 }), activities, offers)).toBeNull();
  });

  it('refuses a formula without an article, as the server does at payment (FORMULA_NOT_ON_SALE)', () => {
    expect(offeredAt(route, formula({ aid: 1, oid: 5, article: null }), activities, offers)).toBeNull();
    expect(offeredAt(route, formula({ aid: 1, oid: 5, article: 0 }), activities, offers)).toBeNull();
  });

  it('refuses a formula of another activity or offer than the address’s, and an unknown activity or offer', () => {
    expect(offeredAt(route, formula({ aid: 1, oid: 6 }), activities, offers)).toBeNull();
    expect(offeredAt(route, formula({ aid: 2, oid: 5 }), activities, offers)).toBeNull();
    expect(offeredAt({ aid: 2, oid: 5 }, formula({ aid: 2, oid: 5 }), activities, offers)).toBeNull();
    expect(offeredAt({ aid: 1, oid: 8 }, formula({ aid: 1, oid: 8 }), activities, offers)).toBeNull();
    expect(offerOf({ aid: 13, oid: 5 }, activities, offers)).toBeNull();
  });
});

describe('articlesOnSale', () => {
  const catalogue = [
    { id: 100, onSale: true },
    { id: 101, onSale: false },
  ];
  it('refuses when the catalogue lists one of the articles as no longer on sale', () => {
    expect(articlesOnSale([100, 101], catalogue)).toBe(false);
    expect(articlesOnSale([101], catalogue)).toBe(false);
  });
  it('accepts articles on sale, no article (a pack step without one) and articles the list does not name', () => {
    expect(articlesOnSale([100, null, undefined], catalogue)).toBe(true);
    expect(articlesOnSale([999], catalogue)).toBe(true);
    expect(articlesOnSale([], [])).toBe(true);
  });
});
