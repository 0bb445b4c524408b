import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories, activities, articles, formulas, offers, subFormulas, tariffs } from '../../db/schema';
import { centsToEuros, parisIso } from './format';
import type { Activity, ArticleField, Formula, Offer } from './schemas';

export async function listActivities(db: Db): Promise<Activity[]> {
  return db.select().from(activities).orderBy(asc(activities.sort), asc(activities.aid));
}

export async function listOffers(db: Db, aid?: number): Promise<Offer[]> {
  return db
    .select()
    .from(offers)
    .where(aid === undefined ? undefined : eq(offers.aid, aid))
    .orderBy(asc(offers.sort), asc(offers.oid));
}

type FormulaRow = typeof formulas.$inferSelect;
export function toFormula(row: FormulaRow): Formula {
  return { ...row, date: row.date ? parisIso(row.date) : null };
}

export async function listFormulas(db: Db, oid?: number): Promise<Formula[]> {
  const rows = await db
    .select()
    .from(formulas)
    .where(oid === undefined ? undefined : eq(formulas.oid, oid))
    .orderBy(asc(formulas.sort), asc(formulas.fid));
  return rows.map(toFormula);
}

export async function findFormula(db: Db, fid: number): Promise<Formula | null> {
  const [row] = await db.select().from(formulas).where(eq(formulas.fid, fid));
  return row ? toFormula(row) : null;
}

export async function listSubFormulas(db: Db) {
  return db
    .select({
      anniv_formule: subFormulas.annivFormule,
      linked_formule: subFormulas.linkedFormule,
      start: subFormulas.start,
    })
    .from(subFormulas)
    .orderBy(asc(subFormulas.annivFormule), asc(subFormulas.start), asc(subFormulas.id));
}

export async function listAccessories(db: Db) {
  return db
    .select({ aid: accessories.aid, cid: accessories.cid, name: accessories.name, article: accessories.article })
    .from(accessories)
    .orderBy(asc(accessories.aid), asc(accessories.cid));
}

/** Escapes LIKE wildcards so that the visitor's text is matched literally. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pickFields<T extends Record<string, unknown>>(row: T, fields: readonly string[]): Partial<T> {
  const out: Partial<T> = {};
  for (const f of fields) if (f in row) (out as Record<string, unknown>)[f] = row[f];
  return out;
}

export function parseFields(text: string | undefined, all: readonly ArticleField[]): ArticleField[] {
  if (!text || !text.trim()) return [...all];
  const wanted = new Set(text.split(',').map((s) => s.trim()));
  return all.filter((f) => wanted.has(f));
}

export async function searchArticles(db: Db, q: string, limit: number, offset: number) {
  const where: SQL | undefined = q.trim() ? ilike(articles.name, likeContains(q.trim())) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(articles).where(where).orderBy(asc(articles.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findArticle(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

export async function listTariffs(db: Db, articleId: number) {
  const rows = await db
    .select()
    .from(tariffs)
    .where(and(eq(tariffs.articleId, articleId)))
    .orderBy(asc(tariffs.position), asc(tariffs.id));
  return rows.map((t) => ({
    id: t.id,
    idArticle: t.articleId,
    price: centsToEuros(t.priceCents),
    name: t.name,
    isDefault: t.isDefault,
  }));
}
