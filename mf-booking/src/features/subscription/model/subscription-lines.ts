import { API_LIMITS, type BasketLine } from 'shared-events';
import { DAY_KEY_FORMAT, PARIS_TZ, toParis, parseDayKey, type Instant } from '../../../shared/model/time';
import type { Tariff } from '../../../shared/model/types';

/** A subscription lasts one month from its start day (spec §2, §4), unless its name says more ('3 MOIS'). */
export const SUBSCRIPTION_MONTHS = 1;

/** The months of a subscription, read from its name as the server reads it ('… 3 MOIS SANS LIMITE' → 3). */
export function subscriptionMonths(name: string): number {
  const months = /(\d{1,2})\s*MOIS/i.exec(name);
  return months ? Math.min(Math.max(Number(months[1]), 1), 24) : SUBSCRIPTION_MONTHS;
}
/** Quantity bounds of the counter (spec §9: counter input 1-50; the maximum is the API's COUNTER_MAX). */
export const SUBSCRIPTION_QUANTITY = { min: 1, max: API_LIMITS.basket.counterMax } as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The subscription tariff: the first whose name says 'abonnement', else the first. */
export function subscriptionTariff(tariffs: readonly Tariff[]): Tariff | null {
  return tariffs.find((tariff) => fold(tariff.name).includes('abonnement')) ?? tariffs[0] ?? null;
}

export interface SubscriptionPeriod {
  /** ISO instant of the start day's midnight in Paris. */
  accessStart: string;
  /** ISO instant of the same day one month later, midnight in Paris. */
  accessEnd: string;
  startLabel: string;
  endLabel: string;
}

/** The period of a subscription starting on a Paris day ('YYYY-MM-DD'); end = start + 1 month. */
export function subscriptionPeriod(startDayKey: string, months: number = SUBSCRIPTION_MONTHS): SubscriptionPeriod {
  const start = parseDayKey(startDayKey);
  if (!start) throw new RangeError(`Date invalide : ${startDayKey}`);
  const end = start.clone().add(months, 'months');
  return {
    accessStart: start.format(),
    accessEnd: end.format(),
    startLabel: start.format('DD/MM/YYYY'),
    endLabel: end.format('DD/MM/YYYY'),
  };
}

/**
 * A subscription starts at most this many days after today (Paris days): the API's SUBSCRIPTION_START_MAX_DAYS
 * (api/src/features/payment/line-bounds.ts), which refuses a later start at payment, generated into the contract's
 * limits (shared-events API_LIMITS).
 */
export const SUBSCRIPTION_START_MAX_DAYS = API_LIMITS.basket.subscriptionStartMaxDays;

/** The last start day the server accepts: today + SUBSCRIPTION_START_MAX_DAYS in Paris ('YYYY-MM-DD'). */
export function lastStartDay(now: Instant): string {
  return toParis(now).tz(PARIS_TZ).startOf('day').add(SUBSCRIPTION_START_MAX_DAYS, 'days').format(DAY_KEY_FORMAT);
}

/** True when the day is today or later in Paris, and no later than the last start day the server accepts. */
export function isValidStartDay(dayKey: string, now: Instant): boolean {
  const day = parseDayKey(dayKey);
  if (day === null) return false;
  const today = toParis(now).tz(PARIS_TZ).startOf('day');
  return !day.isBefore(today) && day.format(DAY_KEY_FORMAT) <= lastStartDay(now);
}

export interface SubscriptionOption {
  /** The accessory's name ('Chaussettes antidérapantes'). */
  name: string;
  article: number;
  tariff: Tariff;
  count: number;
}

export interface SubscriptionLineInput {
  aid: number;
  oid: number;
  fid: number;
  article: number;
  formulaName: string;
  color: string;
  tariff: Tariff;
  startDayKey: string;
  quantity: number;
  /** Socks, wristbands: one line each when the count is above 0. */
  options: readonly SubscriptionOption[];
  pid: string;
  newId: () => string;
}

export class SubscriptionLineError extends Error {}

/**
 * The basket lines of a subscription: the subscription line (type 8, abo, validity 1 month, price ×
 * quantity, access start/end) and one line per chosen option, all under one pid. The lines are undated
 * for the planning (select and idPlanning null): they take no slot.
 */
export function buildSubscriptionLines(input: SubscriptionLineInput): BasketLine[] {
  const { quantity } = input;
  if (!Number.isInteger(quantity) || quantity < SUBSCRIPTION_QUANTITY.min) {
    throw new SubscriptionLineError('Le nombre de participants est négatif.');
  }
  if (quantity > SUBSCRIPTION_QUANTITY.max)
    throw new SubscriptionLineError(`${SUBSCRIPTION_QUANTITY.max} abonnements au plus.`);
  const months = subscriptionMonths(input.formulaName);
  const period = subscriptionPeriod(input.startDayKey, months);
  const common = {
    pid: input.pid,
    aid: input.aid,
    oid: input.oid,
    fid: input.fid,
    select: null,
    day: period.startLabel,
    houre: null,
    end: null,
    idPlanning: null,
    idRoom: null,
    color: input.color,
    spectateurs: 0,
    complet: false,
    accessStart: period.accessStart,
    accessEnd: period.accessEnd,
    validity: months,
  };
  const lines: BasketLine[] = [
    {
      ...common,
      nid: input.newId(),
      id: input.article,
      idTariff: input.tariff.id,
      idTarif: input.tariff.id,
      price: input.tariff.price,
      counter: quantity,
      type: 8,
      abo: true,
      description: input.formulaName,
      subDescription: `Du ${period.startLabel} au ${period.endLabel}`,
    },
  ];
  for (const option of input.options) {
    if (!Number.isInteger(option.count) || option.count < 0)
      throw new SubscriptionLineError(`Quantité invalide : ${option.name}`);
    if (option.count === 0) continue;
    lines.push({
      ...common,
      nid: input.newId(),
      id: option.article,
      idTariff: option.tariff.id,
      idTarif: option.tariff.id,
      price: option.tariff.price,
      counter: option.count,
      type: 0,
      description: option.name,
      subDescription: input.formulaName,
    });
  }
  return lines;
}
