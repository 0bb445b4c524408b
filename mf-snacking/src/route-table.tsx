import type { AreaRoute } from 'shared-events';
import { BarScreen } from './features/bar/components/bar-screen';
import { TabletSetup } from './features/bar/components/tablet-setup';
import { CategoryProducts } from './features/snacking/components/category-products';
import { SnackingHome } from './features/snacking/components/snacking-home';
import { TableProducts } from './features/snacking/components/table-products';
import { snackingHomeLoads, tableMenuLoads } from './features/snacking/api/snacking-loads';

/** The tablet's pairing again, from the site (/tablette): the staff choose another table. */
const TabletRepair = () => <TabletSetup repair />;

/**
 * The snacking area's pages: its router, its standalone page (the bar tablet, the bar screen) and the shell's
 * remotes.json follow this table. The tablet's bare address is its pairing screen, on its own origin only.
 * The bar's zones and a table's menu (public answers of the API) are drawn by the server, on the site and on the
 * tablet (decision 0031), and so is the pairing screen's staff code form, on the tablet (nothing to load; a paired
 * tablet leaves it from the page's head: decision 0039). A category depends on what is on sale this minute, the bar
 * screen on a staff sign-in: the browser draws those.
 */
export const ROUTE_TABLE: readonly AreaRoute[] = [
  { path: '/', Page: TabletSetup, standaloneOnly: true, firstScreen: () => [] },
  { path: '/tablette', Page: TabletRepair },
  { path: '/bar', Page: BarScreen },
  { path: '/snaking', Page: SnackingHome, firstScreen: snackingHomeLoads },
  { path: '/activites/:aid/:room/:table/snaking', Page: TableProducts, firstScreen: tableMenuLoads },
  { path: '/activites/:aid/:oid/:room/:idTable/snaking', Page: CategoryProducts },
];
