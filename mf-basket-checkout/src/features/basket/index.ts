// What the basket feature offers the area's other features: they import it from here, never from its folders.
export { checkAvailability, checkLines } from './api/basket-api';
export {
  availabilityItems,
  dropFullLines,
  hasFullLines,
  markFullLines,
  markJudgedLines,
  planningDays,
  type LineVerdict,
} from './model/basket-rules';
export { packDates } from './model/line-dates';
export {
  AVAILABILITY_FAILED,
  AVAILABILITY_WINDOW_MS,
  BASKET_HAS_FULL_SLOTS,
  BASKET_TOAST_MS,
  EMPTY_BASKET,
  PAYMENT_START_FAILED,
  PROFILE_INCOMPLETE,
  TERMS_REQUIRED,
  TOTAL_CHANGED,
  WINDOW_EXPIRED,
} from './model/messages';
export { promoCodesFor, withoutPaidLines } from './model/stored-basket';
export { basketTotals, lineTotal } from './model/totals';
