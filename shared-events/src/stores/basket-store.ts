import { bus } from '../bus/bus';
import type { BasketLine, BasketPackDate, BasketState, PromoCode } from '../types';
import { isFiniteNumber, isNullableNumber, isNullableString, isRecord } from './guards';
import { createPersistentStore } from './store';

export const BASKET_VERSION = 1;
export const emptyBasket: BasketState = { lines: [], promoCodes: [], validated: false };

const isOptional =
  <T>(check: (item: unknown) => item is T) =>
  (value: unknown): boolean =>
    value === undefined || (Array.isArray(value) && value.every(check));
const isString = (value: unknown): value is string => typeof value === 'string';
const isIds = isOptional(isFiniteNumber);
const isStrings = isOptional(isString);

/** One date of a pack line: its slot, the fields the calendar, the basket and the booking read. */
export function isBasketPackDate(value: unknown): value is BasketPackDate {
  return (
    isRecord(value) &&
    isString(value.name) &&
    isString(value.day) &&
    isString(value.houre) &&
    isFiniteNumber(value.idPlanning) &&
    isString(value.select) &&
    (value.end === undefined || isString(value.end)) &&
    (value.idRoom === undefined || isFiniteNumber(value.idRoom))
  );
}
const isPackDates = isOptional(isBasketPackDate);

/** A stored line: every field a reader relies on, the optional lists included (each item of the right kind). */
export function isBasketLine(value: unknown): value is BasketLine {
  if (!isRecord(value)) return false;
  return (
    isPackDates(value.dates) &&
    isIds(value.idPlanningPack) &&
    isIds(value.idPlanningLinked) &&
    isStrings(value.qrcodeDatesPack) &&
    isStrings(value.subDescriptions) &&
    typeof value.nid === 'string' &&
    typeof value.pid === 'string' &&
    isFiniteNumber(value.id) &&
    isFiniteNumber(value.price) &&
    isFiniteNumber(value.counter) &&
    isFiniteNumber(value.type) &&
    typeof value.description === 'string' &&
    isNullableNumber(value.aid) &&
    isNullableNumber(value.oid) &&
    isNullableNumber(value.fid) &&
    isNullableNumber(value.idPlanning) &&
    isNullableString(value.select) &&
    typeof value.complet === 'boolean'
  );
}

export function isPromoCode(value: unknown): value is PromoCode {
  return (
    isRecord(value) &&
    typeof value.label === 'string' &&
    typeof value.articles === 'string' &&
    isFiniteNumber(value.percentage)
  );
}

export function isBasketState(value: unknown): value is BasketState {
  return (
    isRecord(value) &&
    Array.isArray(value.lines) &&
    value.lines.every(isBasketLine) &&
    Array.isArray(value.promoCodes) &&
    value.promoCodes.every(isPromoCode) &&
    typeof value.validated === 'boolean'
  );
}

/** The basket: lines, promo codes, validated flag. Key 'park.basket.v1'. */
export const basketStore = createPersistentStore<BasketState>({
  name: 'basket',
  version: BASKET_VERSION,
  initial: emptyBasket,
  isValid: isBasketState,
});

// Every change of the lines (this tab or another) is announced on the bus as basket:changed.
{
  let previous = basketStore.get().lines;
  basketStore.state$.subscribe((state) => {
    if (state.lines === previous) return;
    previous = state.lines;
    bus.emit({ type: 'basket:changed', lines: state.lines });
  });
}
