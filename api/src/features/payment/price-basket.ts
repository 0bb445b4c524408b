import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes as promoTable } from '../../db/schema';
import type { PricedLine } from '../../db/schema/payment';
import { HttpError } from '../../plugins/errors';
import { loadBuyer, loadCatalogue } from './catalogue-view';
import { shapeBasket } from './line-rules';
import { LineRuleError } from './shaped-line';
import {
  assertTotalMatches,
  MEMBER_PERCENTAGE,
  priceLines,
  PricingError,
  type ClientLine,
  type PricingResult,
} from './pricing';
import type { Catalogue } from './catalogue-view';
import type { ShapedLine } from './shaped-line';

/**
 * The member discount of each shaped line: MEMBER_PERCENTAGE on the booking of a reserved offer
 * (an activity or pack line of a formula flagged reservedOffer) when the buyer holds a running
 * 360 Family Club membership or buys it in this basket (spec §4: the club is flagged when the
 * basket holds it or the user holds it); 0 otherwise.
 */
export function memberPercentages(shaped: ShapedLine[], catalogue: Catalogue, clubMember: boolean): number[] {
  const member = clubMember || shaped.some((line) => line.kind === 'family-club');
  return shaped.map((line) =>
    member &&
    (line.kind === 'activity' || line.kind === 'pack') &&
    line.fid !== null &&
    catalogue.formulas.get(line.fid)?.reservedOffer
      ? MEMBER_PERCENTAGE
      : 0,
  );
}

/**
 * The promotion of each shaped line: the formula's promotionPercentage (spec §9: the bowling offer,
 * -20 % on 1 hour) on its booking line (activity or pack); 0 for every other line (equipment,
 * accessories...). Taken before the member discount and the promo code.
 */
export function promotionPercentages(shaped: ShapedLine[], catalogue: Catalogue): number[] {
  return shaped.map((line) =>
    (line.kind === 'activity' || line.kind === 'pack') && line.fid !== null
      ? Math.min(100, Math.max(0, catalogue.formulas.get(line.fid)?.promotionPercentage ?? 0))
      : 0,
  );
}

/**
 * The basket as the server sells it: each line shaped and checked against the catalogue
 * (line-rules), priced from its tariff and the promo codes (pricing), and the client's total
 * compared to the cent. Every refusal is a 400 in French naming the line at fault.
 */
export interface BasketToPrice {
  lines: ClientLine[];
  promoLabels: string[];
  clientId: number;
  summarize: 'snaking' | 'summarize';
  /** The total the client shows, in euros. */
  total: number;
  now: Date;
}

async function loadPromos(db: Db, labels: string[]) {
  if (!labels.length) return [];
  return db
    .select()
    .from(promoTable)
    .where(
      inArray(
        sql`lower(${promoTable.label})`,
        labels.map((l) => l.trim().toLowerCase()),
      ),
    );
}

export async function priceBasket(db: Db, basket: BasketToPrice): Promise<PricingResult> {
  const [catalogue, buyer, promos] = await Promise.all([
    loadCatalogue(db, basket.lines),
    loadBuyer(db, basket.clientId, basket.now),
    loadPromos(db, basket.promoLabels),
  ]);
  try {
    const shaped = shapeBasket(basket.lines, { catalogue, buyer, now: basket.now, summarize: basket.summarize });
    const member = memberPercentages(shaped, catalogue, buyer.clubMember);
    const promotion = promotionPercentages(shaped, catalogue);
    const priced = priceLines({
      lines: shaped.map((l, i) => ({
        id: l.id,
        idTariff: l.idTariff,
        counter: l.counter,
        memberPercentage: member[i],
        promotionPercentage: promotion[i],
      })),
      promoCodes: basket.promoLabels,
      tariffs: catalogue.tariffs,
      articles: [...catalogue.articles.values()],
      promos,
      now: basket.now,
    });
    const lines = priced.lines.map((line, i): PricedLine => {
      const s = shaped[i]!;
      return {
        ...line,
        idPlanning: s.idPlanning,
        slotIds: s.slotIds,
        client: s.details,
        kind: s.kind,
        fid: s.fid,
        places: s.places,
        description: s.description,
      };
    });
    assertTotalMatches(basket.total, priced.totalCents);
    return { ...priced, lines };
  } catch (err) {
    if (err instanceof LineRuleError)
      throw new HttpError(err.status, err.message, err.code, err.line === null ? undefined : { line: err.line });
    if (err instanceof PricingError) throw new HttpError(400, err.message, err.code);
    throw err;
  }
}
