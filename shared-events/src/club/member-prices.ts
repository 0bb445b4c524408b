import type { BasketLine } from '../types/basket';
import type { CurrentUser } from '../types/user';

/**
 * The 360 Family Club (spec §4, §9), as the server prices it: a member pays MEMBER_PERCENTAGE less on
 * the booking of a reserved offer, before any promo code. The club is flagged when the user holds it
 * or the basket buys it. Pure.
 */
export const MEMBER_PERCENTAGE = 10;
export const CLUB_BADGE_LABEL = 'Membre 360 Family Club';
/** Family club membership line (spec §4): price 50, counter 1, type 8, 12 months. */
export const CLUB_PRICE = 50;
export const CLUB_VALIDITY_MONTHS = 12;

/** True when the user holds a running membership or the basket holds the club line. */
export function isClubFlagged(user: Pick<CurrentUser, 'clubMember'> | null, lines: readonly BasketLine[]): boolean {
  return user?.clubMember === true || lines.some((line) => line.familyClub === true);
}

/** Euros after a percentage, to the cent, half up on cents (the server's rounding). */
export function percentOff(price: number, percentage: number): number {
  const cents = Math.round(price * 100);
  return Math.round((cents * (100 - Math.min(100, Math.max(0, percentage)))) / 100) / 100;
}

/**
 * Sets the member price of every reserved-offer line that carries its list price: list − 10 % when the
 * club is flagged, the list price otherwise. A line whose member discount changes loses its promo code
 * (the caller applies the codes again on the new price). Lines already right are returned unchanged.
 */
export function applyMemberPrices(lines: readonly BasketLine[], member: boolean): BasketLine[] {
  const wanted = member ? MEMBER_PERCENTAGE : 0;
  return lines.map((line) => {
    if (!line.reservedOffer || line.listPrice === undefined) return line;
    if ((line.memberPercentage ?? 0) === wanted && line.price !== undefined) {
      const expected = percentOff(line.listPrice, wanted);
      if ((line.couponPrice ?? line.price) === expected) return line;
    }
    const { couponPrice: _dropped, ...rest } = line;
    return { ...rest, price: percentOff(line.listPrice, wanted), memberPercentage: wanted };
  });
}
