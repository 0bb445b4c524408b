import { filterForPlace, type BasketLine } from 'shared-events';
import type { Article } from '../../../shared/model/types';

/** Snack quantities (spec §9: counter input 1–50). */
export const MIN_QTY = 1;
export const MAX_QTY = 50;
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

/** Adds a line to the basket: the same article at the same table adds up (never beyond 50). */
export function addTableLine(lines: BasketLine[], line: BasketLine): BasketLine[] {
  const same = lines.find((l) => l.id === line.id && l.ZONE === line.ZONE && l.TABLE === line.TABLE);
  if (!same) return [...lines, line];
  return lines.map((l) => (l === same ? { ...l, counter: clampQuantity(l.counter + line.counter) } : l));
}

/** The lines of one table (what its basket shows and pays): the site's place rule (shared-events). */
export function linesOfTable(lines: BasketLine[], zone: number, table: number): BasketLine[] {
  return filterForPlace(lines, { zone, table });
}
