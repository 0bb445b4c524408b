import moment from 'moment-timezone';

const PARIS_TZ = 'Europe/Paris';

/**
 * Subscription rules (spec §4): a subscription lasts its number of months (1 by default) from the
 * chosen start day; the 360 Family Club lasts 1 year from the day of purchase. Only the 3-month
 * no-limit subscription can be cancelled, and only from its third month. Pure functions.
 */

export interface SubscriptionTerms {
  kind: 'subscription' | 'family-club';
  months: number;
  noLimit: boolean;
}

export interface SubscriptionLineInfo {
  articleName: string;
  articleCategory: string;
  tariffName: string;
  /** Codes of the formulas that sell this article ('subscription', 'family-club', ...). */
  formulaCodes: string[];
  /** The line's checked details (accessStart...); a client's `abo` flag decides nothing. */
  client: Record<string, unknown>;
}

function monthsIn(text: string): number | null {
  const months = /(\d{1,2})\s*MOIS/i.exec(text);
  if (months) return Number(months[1]);
  const years = /(\d{1,2})\s*ANS?\b/i.exec(text);
  if (years) return Number(years[1]) * 12;
  return null;
}

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** Whether a paid line is a subscription or the family club, and its terms; null for any other line. */
export function subscriptionTerms(line: SubscriptionLineInfo): SubscriptionTerms | null {
  const category = normalise(line.articleCategory);
  const name = normalise(`${line.articleName} ${line.tariffName}`);
  const familyClub =
    line.formulaCodes.includes('family-club') || category === 'FAMILY CLUB' || name.includes('FAMILY CLUB');
  if (familyClub) return { kind: 'family-club', months: 12, noLimit: false };
  const isSubscription =
    line.formulaCodes.includes('subscription') || category.startsWith('ABONNEMENT') || /\bABONNEMENTS?\b/.test(name);
  if (!isSubscription) return null;
  const months = monthsIn(line.articleName) ?? monthsIn(line.tariffName) ?? 1;
  const noLimit = /SANS LIMITE|ILLIMITE|NO[- ]?LIMIT/.test(name);
  return { kind: 'subscription', months: Math.min(Math.max(months, 1), 24), noLimit };
}

/** Paris midnight of the day given as 'YYYY-MM-DD...' (ISO, with or without time/offset) or 'DD/MM/YYYY'; null when unreadable. */
export function parisDayStart(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  let m: moment.Moment;
  if (fr) m = moment.tz(`${fr[3]}-${fr[2]}-${fr[1]}`, 'YYYY-MM-DD', true, PARIS_TZ);
  else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) m = moment.tz(text, 'YYYY-MM-DD', true, PARIS_TZ);
  else m = moment.tz(text, moment.ISO_8601, PARIS_TZ).tz(PARIS_TZ);
  if (!m.isValid()) return null;
  return m.clone().startOf('day').toDate();
}

/**
 * The period of a subscription: from the Paris midnight of its start day to the same day `months`
 * later (a month-end start ends on the last day of the shorter month, as moment does).
 * The start is the chosen day (accessStart, else the line's date), never before the purchase day;
 * the family club starts on the purchase day, or when the current membership ends (renewal).
 */
export function subscriptionPeriod(
  terms: SubscriptionTerms,
  client: Record<string, unknown>,
  purchasedAt: Date,
  /** End of the client's current family club membership: a new one follows it (renewal). */
  familyClubUntil: Date | null = null,
): { start: Date; end: Date } {
  const today = moment(purchasedAt).tz(PARIS_TZ).startOf('day');
  let start = today;
  if (terms.kind === 'family-club' && familyClubUntil && familyClubUntil.getTime() > today.valueOf()) {
    start = moment(familyClubUntil).tz(PARIS_TZ).startOf('day');
  }
  if (terms.kind === 'subscription') {
    const chosen = parisDayStart(client.accessStart) ?? parisDayStart(client.select) ?? parisDayStart(client.day);
    if (chosen && chosen.getTime() > today.valueOf()) start = moment(chosen).tz(PARIS_TZ);
  }
  const end = start.clone().add(terms.months, 'months').startOf('day');
  return { start: start.toDate(), end: end.toDate() };
}

export interface CancellableSubscription {
  months: number;
  noLimit: boolean;
  canceled: boolean;
  startsAt: Date;
  endsAt: Date;
}

export const CANCEL_ONLY_NO_LIMIT = 'Seul l’abonnement 3 mois sans limite peut être résilié.';
export const CANCEL_TOO_EARLY = 'L’abonnement ne peut être résilié qu’à partir de son troisième mois.';
export const CANCEL_ALREADY = 'Cet abonnement est déjà résilié.';
export const CANCEL_ENDED = 'Cet abonnement est terminé.';

/** Why a subscription cannot be cancelled now, or null when it can (spec §4: 3-month no-limit only, from the third month). */
export function cancelRefusal(sub: CancellableSubscription, now: Date): string | null {
  if (sub.canceled) return CANCEL_ALREADY;
  if (!(sub.noLimit && sub.months === 3)) return CANCEL_ONLY_NO_LIMIT;
  if (now.getTime() >= sub.endsAt.getTime()) return CANCEL_ENDED;
  const thirdMonth = moment(sub.startsAt).tz(PARIS_TZ).add(2, 'months');
  if (now.getTime() < thirdMonth.valueOf()) return CANCEL_TOO_EARLY;
  return null;
}
