import type { AreaRoute } from 'shared-events';
import { BarScreen } from './features/bar/components/bar-screen';
import { TabletSetup } from './features/bar/components/tablet-setup';
import { CategoryProducts } from './features/snacking/components/category-products';
import { SnackingHome } from './features/snacking/components/snacking-home';
import { TableProducts } from './features/snacking/components/table-products';

/** The tablet's pairing again, from the site (/tablette): the staff choose another table. */
const TabletRepair = () => <TabletSetup repair />;

/**
 * The snacking area's pages: its router, its standalone page (the bar tablet, the bar screen) and the shell's
 * remotes.json follow this table. The tablet's bare address is its pairing screen, on its own origin only.
 */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/', Page: TabletSetup, standaloneOnly: true },
  { path: '/tablette', Page: TabletRepair },
  { path: '/bar', Page: BarScreen },
  { path: '/snaking', Page: SnackingHome },
  { path: '/activites/:aid/:room/:table/snaking', Page: TableProducts },
  { path: '/activites/:aid/:oid/:room/:idTable/snaking', Page: CategoryProducts },
];
