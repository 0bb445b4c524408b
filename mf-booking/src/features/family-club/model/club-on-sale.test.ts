import { activity, formula } from '../../../shared/model/test-fixtures';
import type { Offer } from '../../../shared/api/booking-api';
import { clubOnSale } from './club-on-sale';

const offer = (oid: number, aid: number, web = true): Offer =>
  ({ oid, aid, web, name: `OFFRE ${oid}`, color: '', image: '', strings: '{}', sort: 0 }) as Offer;

const club = activity({ aid: 12, name: '360 FAMILY CLUB', code: 'family-club' });
const membership = formula({ fid: 28, oid: 15, aid: 12, article: 211, name: 'ADHÉSION 1 AN', code: 'family-club' });
const jump = formula({ fid: 6, oid: 4, aid: 2, article: 111, name: 'TRAMPOLINE 1H' });
const onSale = { id: 211, onSale: true };
const input = { formulas: [jump, membership], activities: [club], offers: [offer(15, 12)], articles: [onSale] };

describe('clubOnSale', () => {
  it('proposes no club the server refuses: inactive activity, offer hidden from the web, no article', () => {
    expect(clubOnSale({ ...input, activities: [{ ...club, status: false }] })).toBeNull();
    expect(clubOnSale({ ...input, offers: [offer(15, 12, false)] })).toBeNull();
    expect(clubOnSale({ ...input, formulas: [{ ...membership, article: null }] })).toBeNull();
  });

  it('proposes no club whose article is not on sale, or unknown to the catalogue', () => {
    expect(clubOnSale({ ...input, articles: [{ id: 211, onSale: false }] })).toBeNull();
    expect(clubOnSale({ ...input, articles: [] })).toBeNull();
  });

  it('proposes no club when its activity or its offer is unknown, and never another formula', () => {
    expect(clubOnSale({ ...input, activities: [] })).toBeNull();
    expect(clubOnSale({ ...input, offers: [offer(16, 12)] })).toBeNull();
    expect(clubOnSale({ ...input, formulas: [jump] })).toBeNull();
  });

  it('gives the club formula on sale and its activity, passing over one that is not', () => {
    expect(clubOnSale(input)).toEqual({ activity: club, formula: membership });
    const hidden = { ...membership, fid: 27, oid: 14 };
    const found = clubOnSale({
      ...input,
      formulas: [hidden, membership],
      offers: [offer(14, 12, false), offer(15, 12)],
    });
    expect(found?.formula.fid).toBe(28);
  });
});
