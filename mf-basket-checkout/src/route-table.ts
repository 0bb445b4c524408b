import type { AreaRoute } from 'shared-events';
import { BasketPage } from './features/basket/components/basket-page';
import { SummarizePage } from './features/confirmation/components/summarize-page';
import { ConfirmationPage } from './features/confirmation/components/confirmation-page';

/** The basket's first screen: its frame and title, nothing to load (the basket is the browser's, decision 0032). */
const frameOnly = () => [];

/**
 * The payment return's first screen: the confirmation and the bank's check under way, drawn from its address (the
 * gateway sends only a payment paid or pending there); none without a reference (the browser sends it on).
 */
const confirmationFrame = (_params: unknown, search: URLSearchParams) =>
  (search.get('reference') ?? '').trim() === '' ? null : [];

/**
 * The basket area's pages: its router, its standalone page and the shell's remotes.json follow this table. The
 * server draws the basket's frame and title, and the payment return's confirmation; the summary is the browser's.
 */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/panier', Page: BasketPage, firstScreen: frameOnly },
  { path: '/panier/:zone/:table/snaking', Page: BasketPage, firstScreen: frameOnly },
  { path: '/summarize', Page: SummarizePage },
  { path: '/confirmation', Page: ConfirmationPage, firstScreen: confirmationFrame },
];
