export {
  applyMemberPrices,
  CLUB_BADGE_LABEL,
  CLUB_PRICE,
  CLUB_VALIDITY_MONTHS,
  isClubFlagged,
  MEMBER_PERCENTAGE,
  percentOff,
} from './member-prices';
export { applyPromoCode, applyPromoCodes, isDiscounted, promoArticles, withoutPromoCodes } from './promo-codes';
