import type { AreaRoute } from 'shared-events';
import { ActivitiesPage } from './features/activities/components/activities-page';
import { OffersPage } from './features/offers/components/offers-page';
import { FormulasPage } from './features/formulas/components/formulas-page';
import { activitiesPageLoads, formulasFirstScreen, offersFirstScreen } from './shared/catalog-data/api/catalog-loads';

/** The catalogue's pages, each with its first screen rendered on the server: its router, its standalone page and the shell's remotes.json follow this table. */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/activites', Page: ActivitiesPage, firstScreen: activitiesPageLoads },
  { path: '/activites/:aid', Page: OffersPage, firstScreen: offersFirstScreen },
  { path: '/activites/:aid/:oid', Page: FormulasPage, firstScreen: formulasFirstScreen },
];
