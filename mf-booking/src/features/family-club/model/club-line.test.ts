import type { BasketLine } from 'shared-events';
import { ALREADY_IN_BASKET, ALREADY_MEMBER, buildClubLine, clubPeriod, clubRefusal, clubTariff } from './club-line';

const tariff = { id: 90, idArticle: 211, price: 50, name: 'Adhésion', isDefault: true };
const input = {
  activity: { aid: 12, color: '#D946EF', color2: '#F8DDFC' },
  formula: { fid: 28, oid: 15, name: '360 FAMILY CLUB - ADHÉSION 1 AN', article: 211 },
  tariff,
  pid: 'club',
  newId: () => 'n1',
};

describe('360 Family Club line', () => {
  it('is a 50 € line, type 8, counter 1, valid 12 months from today (Paris)', () => {
    const line = buildClubLine({ ...input, now: '2026-11-23T23:30:00Z' });
    expect(line).toMatchObject({
      id: 211,
      fid: 28,
      idTariff: 90,
      price: 50,
      counter: 1,
      type: 8,
      validity: 12,
      familyClub: true,
      idPlanning: null,
      select: null,
      subDescription: 'Du 24/11/2026 au 24/11/2027',
      accessStart: '2026-11-24T00:00:00+01:00',
      accessEnd: '2027-11-24T00:00:00+01:00',
    });
  });

  it('lasts to the same day a year later across a leap day', () => {
    expect(clubPeriod('2028-02-29T10:00:00+01:00')).toMatchObject({ startLabel: '29/02/2028', endLabel: '28/02/2029' });
  });

  it('is bought once: refused to a member and when already in the basket', () => {
    const inBasket = [buildClubLine({ ...input, now: '2026-11-23T10:00:00Z' })] as BasketLine[];
    expect(clubRefusal({ clubMember: true }, [])).toBe(ALREADY_MEMBER);
    expect(clubRefusal(null, inBasket)).toBe(ALREADY_IN_BASKET);
    expect(clubRefusal({ clubMember: false }, [])).toBeNull();
  });

  it('takes the default tariff', () => {
    expect(clubTariff([{ ...tariff, id: 1, isDefault: false }, tariff])).toBe(tariff);
    expect(clubTariff([])).toBeNull();
  });
});
