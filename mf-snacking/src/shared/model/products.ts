import type { Article, Product, Tariff } from './types';

/** The drinks and snacks categories of the bar, in the order they are shown (spec §9). */
export const SNACK_CATEGORIES = ['SOFT', 'BIÈRE', 'PLANCHE APÉRO À PARTAGER'] as const;
export type SnackCategory = (typeof SNACK_CATEGORIES)[number];

export const NO_PRODUCT = 'Aucune produit disponible. Veuillez choisir une autre catégorie.';
/** No snacking activity (code 'snacking') among the park's activities: no table can be served. */
export const NO_SNACKING = "Le snacking n'est pas disponible pour le moment.";
/** A bar zone that has no table yet (the pairing screen and /snaking). */
export const NO_TABLE = 'Aucune table dans cette zone.';

const normalise = (text: string) => text.normalize('NFC').trim().toUpperCase();

/** Every article of a category, on sale or not (accents and case as the back office writes them), by name. */
export function articlesOf(articles: Article[], category: string): Article[] {
  const wanted = normalise(category);
  return articles
    .filter((article) => normalise(article.category ?? '') === wanted)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** Articles on sale of a category (accents and case as the back office writes them). */
export function productsOf(articles: Article[], category: string): Article[] {
  return articlesOf(articles, category).filter((article) => article.onSale);
}

/**
 * The products on sale now: by the latest reading of what is on sale (`onSale`, the ids), both ways (a product the
 * bar switches off leaves, one switched back on comes back); before the first reading, by what the list was loaded
 * with.
 */
export function onSaleNow(products: Product[], onSale: ReadonlySet<number> | null): Product[] {
  return products.filter((product) => (onSale ? onSale.has(product.article.id) : product.article.onSale));
}

/** Groups the on-sale articles by the bar categories, keeping the categories' order; empty ones stay. */
export function groupByCategory(articles: Article[]): { category: SnackCategory; articles: Article[] }[] {
  return SNACK_CATEGORIES.map((category) => ({ category, articles: productsOf(articles, category) }));
}

/** The unit price of an article: the default tariff, else the first one; null without tariffs. */
export function unitPrice(tariffs: Tariff[]): number | null {
  const chosen = tariffs.find((tariff) => tariff.isDefault) ?? tariffs[0];
  return chosen ? chosen.price : null;
}

/** The articles with their unit price; an article the server has no price for is left out (it cannot be sold). */
export function toProducts(articles: Article[], tariffsById: Map<number, Tariff[]>): Product[] {
  return articles.flatMap((article) => {
    const price = unitPrice(tariffsById.get(article.id) ?? []);
    return price === null ? [] : [{ article, price }];
  });
}

/** The address of a table's product list. */
export function tablePath(aid: number, zone: number, table: number): string {
  return `/activites/${aid}/${zone}/${table}/snaking`;
}

/** Reads a positive integer route parameter; null when it is not one. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
