import { API_LIMITS, type BasketExtraKind, type BasketLine, type ApiReply } from 'shared-events';
import type { Formula, Tariff } from '../../../shared/model/types';

/**
 * What a booking can take with it besides its equipment (spec §2 dialogs, §4): the formula's related
 * accessories and its activity's accessories, as the catalogue defines them. Those of the drink
 * categories (spec §9: SOFT, BIÈRE, PLANCHE APÉRO À PARTAGER) are the drinks and extras of
 * 'FAITES-VOUS PLAISIR !'; the others (socks, wristbands, birthday snack, photo) the accessories.
 * Pure.
 */

export const DRINKS_TITLE = 'FAITES-VOUS PLAISIR !';
export const ACCESSORIES_TITLE = 'COMPLÉTEZ VOTRE RÉSERVATION';
/** The drink categories, in the order the park shows them (spec §9). */
export const DRINK_CATEGORIES = ['SOFT', 'BIÈRE', 'PLANCHE APÉRO À PARTAGER'] as const;
/** Drinks and plates: 0 and up (spec §5), at most 50 each (the server's bound, the API's COUNTER_MAX). */
export const DRINK_COUNTER = { min: 0, max: API_LIMITS.basket.counterMax } as const;

/** An article of the catalogue (GET /api/articles with every field asked) and an activity's accessory: the contract's types. */
export type CatalogueArticle = Required<ApiReply<'/api/articles', 'get'>['articles'][number]>;
export type CatalogueAccessory = Pick<
  ApiReply<'/api/v1/accessoires', 'get'>['data'][number],
  'aid' | 'name' | 'article'
>;

export interface Extra {
  article: number;
  name: string;
  category: string;
  tariff: Tariff;
}

export interface ExtraGroup {
  category: string;
  extras: Extra[];
}

const articleIds = (list: string): number[] =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

/**
 * The extras offered with a formula: its related accessories (in their order), then its activity's
 * accessories, each once, on sale and with a tariff (its first: the server sells accessories at index 0).
 * The name is the activity's accessory name when there is one, else the article's.
 */
export function offeredExtras(input: {
  formula: Pick<Formula, 'aid' | 'relatedAccessoires'>;
  accessories: readonly CatalogueAccessory[];
  articles: readonly CatalogueArticle[];
  tariffs: ReadonlyMap<number, readonly Tariff[]>;
  /** False: the formula's own accessories only (a booking's recap); true (default): also its activity's (events). */
  withActivity?: boolean;
}): Extra[] {
  const own = input.accessories.filter((accessory) => accessory.aid === input.formula.aid);
  const extras: Extra[] = [];
  for (const id of offeredArticleIds(input)) {
    const article = input.articles.find((candidate) => candidate.id === id)!;
    const tariff = input.tariffs.get(id)?.[0];
    if (!tariff) continue;
    const name = own.find((accessory) => accessory.article === id)?.name ?? article.name;
    extras.push({ article: id, name, category: article.category, tariff });
  }
  return extras;
}

/** The articles offered with a formula (related, then the activity's unless withActivity is false), each once, on sale. */
export function offeredArticleIds(input: {
  formula: Pick<Formula, 'aid' | 'relatedAccessoires'>;
  accessories: readonly CatalogueAccessory[];
  articles: readonly CatalogueArticle[];
  withActivity?: boolean;
}): number[] {
  const own =
    input.withActivity === false
      ? []
      : input.accessories.filter((accessory) => accessory.aid === input.formula.aid).map((a) => a.article);
  const ids = [...new Set([...articleIds(input.formula.relatedAccessoires), ...own])];
  return ids.filter((id) => input.articles.some((article) => article.id === id && article.onSale));
}

export function isDrink(extra: Pick<Extra, 'category'>): boolean {
  return (DRINK_CATEGORIES as readonly string[]).includes(extra.category);
}

/** The extras by category: the drink categories first in the park's order, then the others by name. */
export function groupByCategory(extras: readonly Extra[]): ExtraGroup[] {
  const rank = (category: string) => {
    const at = (DRINK_CATEGORIES as readonly string[]).indexOf(category);
    return at < 0 ? DRINK_CATEGORIES.length : at;
  };
  const categories = [...new Set(extras.map((extra) => extra.category))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'fr'),
  );
  return categories.map((category) => ({
    category,
    extras: extras.filter((extra) => extra.category === category),
  }));
}

export type ExtraCounts = Readonly<Record<number, number>>;

/** The first count out of its bounds (whole numbers, min..max), as a French message, else null. */
export function countsProblem(
  extras: readonly Extra[],
  counts: ExtraCounts,
  bounds: { min: number; max: number },
): string | null {
  for (const extra of extras) {
    const count = counts[extra.article] ?? 0;
    if (!Number.isInteger(count) || count < bounds.min) return `Quantité invalide : ${extra.name}`;
    if (count > bounds.max) return `${extra.name} : ${bounds.max} au plus.`;
  }
  return null;
}

/** Total in euros of the chosen extras, to the cent. */
export function extrasTotal(extras: readonly Extra[], counts: ExtraCounts): number {
  const cents = extras.reduce(
    (sum, extra) => sum + Math.round(extra.tariff.price * 100) * (counts[extra.article] ?? 0),
    0,
  );
  return cents / 100;
}

/** The counts of the extras already in a basket group (editing with the pencil). */
export function countsFromLines(
  extras: readonly Extra[],
  lines: readonly BasketLine[],
  main?: BasketLine,
): ExtraCounts {
  const counts: Record<number, number> = {};
  for (const extra of extras) {
    counts[extra.article] = lines
      .filter((line) => line !== main && line.id === extra.article && line.idPlanning == null)
      .reduce((sum, line) => sum + line.counter, 0);
  }
  return counts;
}

export class ExtrasError extends Error {}

/**
 * One basket line per extra with a count above 0 (spec §4: 'one line per accessory with a non-zero
 * count'), in the booking's group (pid) and of its type, with the booking's date for display and no
 * planning id (they take no place). `extra` says 'drink' or 'accessory' (the basket's prompt reads it).
 */
export function buildExtraLines(input: {
  main: BasketLine;
  extras: readonly Extra[];
  counts: ExtraCounts;
  bounds: { min: number; max: number };
  newId: () => string;
}): BasketLine[] {
  const problem = countsProblem(input.extras, input.counts, input.bounds);
  if (problem) throw new ExtrasError(problem);
  const { main } = input;
  return input.extras
    .filter((extra) => (input.counts[extra.article] ?? 0) > 0)
    .map((extra) => {
      const kind: BasketExtraKind = isDrink(extra) ? 'drink' : 'accessory';
      return {
        nid: input.newId(),
        pid: main.pid,
        aid: main.aid,
        oid: main.oid,
        fid: main.fid,
        id: extra.article,
        idTariff: extra.tariff.id,
        idTarif: extra.tariff.id,
        price: extra.tariff.price,
        counter: input.counts[extra.article]!,
        type: main.type,
        description: extra.name,
        subDescription: main.description,
        idPlanning: null,
        idRoom: null,
        select: main.select,
        day: main.day,
        houre: main.houre,
        end: main.end,
        color: main.color,
        ...(main.background ? { background: main.background } : {}),
        spectateurs: 0,
        complet: false,
        extra: kind,
      };
    });
}
