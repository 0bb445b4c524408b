import type { AreaRoute } from 'shared-events';
import { BasketPage } from './features/basket/components/basket-page';
import { SummarizePage } from './features/confirmation/components/summarize-page';
import { ConfirmationPage } from './features/confirmation/components/confirmation-page';

/** The basket area's pages: its router, its standalone page and the shell's remotes.json follow this table. */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/panier', Page: BasketPage },
  { path: '/panier/:zone/:table/snaking', Page: BasketPage },
  { path: '/summarize', Page: SummarizePage },
  { path: '/confirmation', Page: ConfirmationPage },
];
