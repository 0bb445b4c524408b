// What the extras feature offers the area's other features: they import it from here, never from its folders.
export { fetchArticles, loadExtras } from './api/extras-api';
export { ExtrasDialog } from './components/extras-dialog';
export {
  ACCESSORIES_TITLE,
  DRINKS_TITLE,
  DRINK_COUNTER,
  buildExtraLines,
  countsFromLines,
  countsProblem,
  extrasTotal,
  isDrink,
  offeredArticleIds,
  offeredExtras,
} from './model/extras';
export type { CatalogueArticle, Extra, ExtraCounts } from './model/extras';
