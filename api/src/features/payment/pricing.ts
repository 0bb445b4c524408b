import type { PricedLine } from '../../db/schema/payment';

/**
 * The server is the price authority: every line is priced from the catalogue's tariffs and
 * the promo codes in force, never from what the browser says. Pure functions.
 */

export interface ClientLine {
  /** Article id. */
  id: number;
  idTariff?: number | null;
  idTarif?: number | null;
  counter: number;
  price?: number;
  pid?: string | number | null;
  idPlanning?: number | string | null;
  idPlanningPack?: Array<number | string> | number | string | null;
  /** Birthdays: the slots of the included activities (sub-formulas), at their offsets. */
  idPlanningLinked?: Array<number | string> | number | string | null;
  /** The member discount the server grants this line (never read from the browser: set by price-basket). */
  memberPercentage?: number;
  /** The formula's online promotion on this line (never read from the browser: set by price-basket). */
  promotionPercentage?: number;
  [key: string]: unknown;
}

export interface TariffRow {
  id: number;
  articleId: number;
  priceCents: number;
  name: string;
  isDefault: boolean;
  position: number;
}

export interface ArticleRow {
  id: number;
  name: string;
}

export interface PromoRow {
  label: string;
  percentage: number;
  /** Comma-separated article ids. */
  articles: string;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
}

export class PricingError extends Error {
  constructor(
    message: string,
    public readonly code: string,
  ) {
    super(message);
  }
}

export const PROMO_INVALID = "Code promo n'est pas valide.";
/** What a 360 Family Club member saves on a reserved offer, percent (spec §9). */
export const MEMBER_PERCENTAGE = 10;

/** Euros (as the browser sends them) to integer cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents to euros with two decimals (12.5 for 1250). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** '12,50 €' for messages. */
export function formatEuros(cents: number): string {
  const euros = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${euros},${rest} €`;
}

/** Unit price after a percentage discount, rounded to the cent (half up): round(unit x (100 - p) / 100). */
export function discountedUnitCents(unitCents: number, percentage: number): number {
  if (percentage <= 0) return unitCents;
  if (percentage >= 100) return 0;
  return Math.round((unitCents * (100 - percentage)) / 100);
}

export function promoIsValid(promo: PromoRow, now: Date): boolean {
  if (!promo.active) return false;
  if (promo.percentage <= 0 || promo.percentage > 100) return false;
  if (promo.validFrom && promo.validFrom.getTime() > now.getTime()) return false;
  if (promo.validUntil && promo.validUntil.getTime() < now.getTime()) return false;
  return true;
}

function promoArticleIds(promo: PromoRow): Set<number> {
  return new Set(
    promo.articles
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d+$/.test(s))
      .map(Number),
  );
}

function toSlotId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim()) && Number(value) > 0) return Number(value);
  return null;
}

/** The slots a line books: idPlanning, plus the pack's idPlanningPack (array or comma-separated). */
export function lineSlotIds(line: ClientLine): number[] {
  const ids: number[] = [];
  const main = toSlotId(line.idPlanning);
  if (main !== null) ids.push(main);
  const pack = line.idPlanningPack;
  const packValues = Array.isArray(pack)
    ? pack
    : typeof pack === 'string'
      ? pack.split(',')
      : pack != null
        ? [pack]
        : [];
  for (const v of packValues) {
    const id = toSlotId(v);
    if (id !== null) ids.push(id);
  }
  return [...new Set(ids)];
}

export interface PricingInput {
  lines: ClientLine[];
  /** Promo code labels in the order the client applied them. */
  promoCodes: string[];
  tariffs: TariffRow[];
  articles: ArticleRow[];
  /** Promo codes found for the given labels (any case). */
  promos: PromoRow[];
  now: Date;
}

export interface PricingResult {
  lines: PricedLine[];
  totalCents: number;
  promoCodes: string[];
}

/**
 * Prices every line from its tariff (the tariff must belong to the line's article; without a
 * tariff, the article's default one), then applies the promo codes: at most one per line (the
 * first applied code that lists the line's article), a percentage of the unit price.
 */
export function priceLines(input: PricingInput): PricingResult {
  if (input.lines.length === 0) {
    throw new PricingError(
      "Votre panier est vide. Veuillez sélectionner une activité ainsi qu'un créneau.",
      'EMPTY_BASKET',
    );
  }
  const tariffsById = new Map(input.tariffs.map((t) => [t.id, t]));
  const articlesById = new Map(input.articles.map((a) => [a.id, a]));
  const promosByLabel = new Map(input.promos.map((p) => [p.label.toLowerCase(), p]));

  const labels: string[] = [];
  const applicable: Array<{ promo: PromoRow; articles: Set<number> }> = [];
  for (const raw of input.promoCodes) {
    const label = raw.trim();
    if (!label || labels.some((l) => l.toLowerCase() === label.toLowerCase())) continue;
    const promo = promosByLabel.get(label.toLowerCase());
    if (!promo || !promoIsValid(promo, input.now))
      throw new PricingError(`${PROMO_INVALID} (${label})`, 'PROMO_INVALID');
    labels.push(promo.label);
    applicable.push({ promo, articles: promoArticleIds(promo) });
  }

  let totalCents = 0;
  const priced = input.lines.map((line, index): PricedLine => {
    const n = index + 1;
    const article = articlesById.get(line.id);
    if (!article) throw new PricingError(`Ligne ${n} : l'article ${line.id} n'existe pas.`, 'UNKNOWN_ARTICLE');
    if (!Number.isInteger(line.counter) || line.counter < 1) {
      throw new PricingError(`Ligne ${n} : la quantité doit être un entier positif.`, 'BAD_QUANTITY');
    }
    const requested = line.idTariff ?? line.idTarif ?? null;
    let tariff: TariffRow | undefined;
    if (requested !== null && requested !== undefined) {
      tariff = tariffsById.get(Number(requested));
      if (!tariff || tariff.articleId !== article.id) {
        throw new PricingError(
          `Ligne ${n} : le tarif ${requested} ne correspond pas à l'article « ${article.name} ».`,
          'TARIFF_MISMATCH',
        );
      }
    } else {
      const own = input.tariffs.filter((t) => t.articleId === article.id);
      tariff = own.find((t) => t.isDefault) ?? own.sort((a, b) => a.position - b.position)[0];
      if (!tariff) throw new PricingError(`Ligne ${n} : l'article « ${article.name} » n'a pas de tarif.`, 'NO_TARIFF');
    }
    const promo = applicable.find((p) => p.articles.has(article.id))?.promo ?? null;
    // The formula's promotion first, then the member discount (a reserved offer), then the promo code.
    const promotionPercentage = line.promotionPercentage ?? 0;
    const memberPercentage = line.memberPercentage ?? 0;
    const promotedUnitCents = discountedUnitCents(tariff.priceCents, promotionPercentage);
    const memberUnitCents = discountedUnitCents(promotedUnitCents, memberPercentage);
    const finalUnitCents = discountedUnitCents(memberUnitCents, promo?.percentage ?? 0);
    const lineTotal = finalUnitCents * line.counter;
    totalCents += lineTotal;
    const {
      id: _id,
      counter: _counter,
      idTariff: _t,
      idTarif: _t2,
      memberPercentage: _m,
      promotionPercentage: _p,
      ...client
    } = line;
    const slotIds = lineSlotIds(line);
    return {
      id: article.id,
      idTariff: tariff.id,
      counter: line.counter,
      unitCents: tariff.priceCents,
      finalUnitCents,
      totalCents: lineTotal,
      promoCode: promo?.label ?? null,
      percentage: promo?.percentage ?? 0,
      ...(memberPercentage > 0 ? { memberPercentage } : {}),
      ...(promotionPercentage > 0 ? { promotionPercentage } : {}),
      articleName: article.name,
      tariffName: tariff.name,
      idPlanning: toSlotId(line.idPlanning),
      slotIds,
      client,
    };
  });
  return { lines: priced, totalCents, promoCodes: labels };
}

/** Refuses a client total (euros) that differs from the server's, to the cent. */
export function assertTotalMatches(clientTotalEuros: number, serverCents: number): void {
  if (!Number.isFinite(clientTotalEuros) || eurosToCents(clientTotalEuros) !== serverCents) {
    throw new PricingError(
      `Le montant du panier (${Number.isFinite(clientTotalEuros) ? formatEuros(eurosToCents(clientTotalEuros)) : '?'}) ne correspond pas aux tarifs en vigueur (${formatEuros(serverCents)}). Merci de vérifier votre panier.`,
      'TOTAL_MISMATCH',
    );
  }
}

/**
 * Places to hold per slot. Lines of one group (same pid: the activity line and its equipment
 * or wristband lines) share the same participants, so a group counts its largest line once; a
 * line's places are its counter unless the catalogue said otherwise (a whole arena).
 */
export function holdQuantities(
  lines: Array<Pick<PricedLine, 'counter' | 'slotIds' | 'places'> & { pid?: unknown }>,
): Map<number, number> {
  const perGroup = new Map<string, Map<number, number>>();
  lines.forEach((line, index) => {
    const group =
      line.pid !== undefined && line.pid !== null && line.pid !== '' ? `pid:${String(line.pid)}` : `line:${index}`;
    let slots = perGroup.get(group);
    if (!slots) perGroup.set(group, (slots = new Map()));
    const places = line.places ?? line.counter;
    for (const slotId of line.slotIds) slots.set(slotId, Math.max(slots.get(slotId) ?? 0, places));
  });
  const total = new Map<number, number>();
  for (const slots of perGroup.values()) {
    for (const [slotId, qty] of slots) total.set(slotId, (total.get(slotId) ?? 0) + qty);
  }
  return total;
}
