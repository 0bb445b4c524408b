import type { BasketLine } from '../types/basket';
import { applyMemberPrices, isClubFlagged, percentOff } from './member-prices';

const line = (extra: Partial<BasketLine>): BasketLine => ({
  nid: 'n1',
  pid: 'p1',
  aid: 2,
  oid: 4,
  fid: 6,
  id: 111,
  idTariff: 1,
  price: 15,
  counter: 2,
  type: 0,
  description: 'TRAMPOLINE 1H',
  idPlanning: 10,
  select: null,
  day: null,
  houre: null,
  end: null,
  idRoom: 2,
  color: '#000',
  spectateurs: 0,
  complet: false,
  ...extra,
});

describe('360 Family Club member prices', () => {
  it('flags the club for a member or a basket that buys it', () => {
    expect(isClubFlagged({ clubMember: true }, [])).toBe(true);
    expect(isClubFlagged({ clubMember: false }, [line({ familyClub: true, id: 211 })])).toBe(true);
    expect(isClubFlagged(null, [line({})])).toBe(false);
  });

  it('rounds like the server: half up on cents', () => {
    expect(percentOff(15, 10)).toBe(13.5);
    expect(percentOff(12.95, 10)).toBe(11.66); // 1165.5 -> 1166
    expect(percentOff(9.99, 0)).toBe(9.99);
  });

  it('takes 10 % off reserved-offer lines for a member and puts the list price back otherwise', () => {
    const reserved = line({ reservedOffer: true, listPrice: 15 });
    const other = line({ nid: 'n2', id: 101, price: 20 });
    const member = applyMemberPrices([reserved, other], true);
    expect(member.map((l) => [l.price, l.memberPercentage])).toEqual([
      [13.5, 10],
      [20, undefined],
    ]);
    expect(member[1]).toBe(other);
    expect(applyMemberPrices(member, true)[0]).toBe(member[0]);
    const back = applyMemberPrices(member, false);
    expect(back[0]).toMatchObject({ price: 15, memberPercentage: 0 });
  });

  it('drops a promo code applied on the old price so it is applied again on the new one', () => {
    const promoted = line({ reservedOffer: true, listPrice: 15, price: 13.5, couponPrice: 15, memberPercentage: 0 });
    const [member] = applyMemberPrices([promoted], true);
    expect(member).toMatchObject({ price: 13.5, memberPercentage: 10 });
    expect(member!.couponPrice).toBeUndefined();
  });
});
