import { API_LIMITS, filterForPlace, type BasketLine } from 'shared-events';
import type { Article } from '../../../shared/model/types';

/** Snack quantities (spec §9: counter input 1–50); the most a bar line may hold is the API's (generated contract). */
export const MIN_QTY = 1;
export const MAX_QTY = API_LIMITS.basket.counterMax;
export const ALCOHOL_NOTICE = 'L’abus d’alcool est dangereux pour la santé.';
/** The bar categories whose drinks contain alcohol. */
export const ALCOHOL_CATEGORIES = ['BIÈRE'];

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QTY;
  return Math.min(MAX_QTY, Math.max(MIN_QTY, Math.round(value)));
}

export function hasAlcohol(category: string): boolean {
  return ALCOHOL_CATEGORIES.includes(category.normalize('NFC').trim().toUpperCase());
}

export interface TablePlace {
  aid: number;
  oid: number | null;
  zone: number;
  table: number;
}

/** A basket line of a table order: the article at its unit price, ZONE and TABLE, no slot (type 0: drink/plan). */
export function tableLine(
  article: Article,
  price: number,
  counter: number,
  place: TablePlace,
  nid: string,
): BasketLine {
  return {
    nid,
    pid: nid,
    aid: place.aid,
    oid: place.oid,
    fid: null,
    id: article.id,
    idTariff: null,
    price,
    counter: clampQuantity(counter),
    type: 0,
    description: article.name,
    idPlanning: null,
    select: null,
    day: null,
    houre: null,
    end: null,
    idRoom: null,
    color: '#000000',
    spectateurs: 0,
    complet: false,
    ZONE: place.zone,
    TABLE: place.table,
  };
}

/** What the tablet says when a product's line at a table has reached the most it may hold (spec §9: 1–50). */
export const atMaxMessage = (name: string) => `${MAX_QTY} au plus par produit : la quantité de ${name} est au maximum.`;

/**
 * Adds a line to the basket: the same article at the same table adds up, never beyond 50. `capped` when the quantity
 * asked for did not fit (the line is then at 50): the guest is told, not told it was all added.
 */
export function addTableLine(lines: BasketLine[], line: BasketLine): { lines: BasketLine[]; capped: boolean } {
  const same = lines.find((l) => l.id === line.id && l.ZONE === line.ZONE && l.TABLE === line.TABLE);
  if (!same) return { lines: [...lines, line], capped: false };
  const wanted = same.counter + line.counter;
  const counter = clampQuantity(wanted);
  return { lines: lines.map((l) => (l === same ? { ...l, counter } : l)), capped: counter < wanted };
}

/** The lines of one table (what its basket shows and pays): the site's place rule (shared-events). */
export function linesOfTable(lines: BasketLine[], zone: number, table: number): BasketLine[] {
  return filterForPlace(lines, { zone, table });
}
