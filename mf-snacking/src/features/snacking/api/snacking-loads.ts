import type { Load } from 'shared-events';
import { fetchOffers, fetchSnackingActivity, fetchTables, fetchZones } from '../../../shared/api/snacking-api';
import { idParam } from '../../../shared/model/products';

/**
 * What the bar's public pages load, as the data layer's loads: the page reads them (useLoad) and the server loads
 * them before rendering its first screen (the route table's `firstScreen`), under the same keys (decision 0031).
 */

async function loadBar() {
  const [activity, zones] = await Promise.all([fetchSnackingActivity(), fetchZones()]);
  const tables = await fetchTables(zones.map((zone) => zone.id));
  return {
    activity,
    zones: zones.map((zone) => ({ ...zone, tables: tables.filter((table) => table.zone === zone.id) })),
  };
}

export type Bar = Awaited<ReturnType<typeof loadBar>>;

/** /snaking: the snacking activity, the bar's zones and their tables. */
export const barLoad = (): Load<Bar> => ({ queryKey: ['mf_snacking', 'bar'], queryFn: loadBar });

async function loadTable(aid: number, zoneId: number, tableId: number) {
  const [zones, tables, offers] = await Promise.all([fetchZones(), fetchTables([zoneId]), fetchOffers(aid)]);
  const zone = zones.find((z) => z.id === zoneId);
  const table = tables.find((t) => t.id === tableId);
  if (!zone || !table) return null;
  return { zone, table, offers: offers.filter((o) => o.aid === aid) };
}

export type TableMenu = Awaited<ReturnType<typeof loadTable>>;

/** A table's menu: its zone, the table and the bar's categories; null for an address naming no such table. */
export const tableLoad = (aid: number | null, zoneId: number | null, tableId: number | null): Load<TableMenu> => ({
  queryKey: ['mf_snacking', 'table', aid, zoneId, tableId],
  queryFn: () => (aid && zoneId && tableId ? loadTable(aid, zoneId, tableId) : Promise.resolve(null)),
});

type Params = Readonly<Record<string, string | undefined>>;

/** /snaking */
export const snackingHomeLoads = () => [barLoad()] as const;

/** /activites/:aid/:room/:table/snaking; an address whose numbers do not read is left to the browser. */
export function tableMenuLoads({ aid, room, table }: Params) {
  const [activity, zone, id] = [idParam(aid), idParam(room), idParam(table)];
  return activity && zone && id ? ([tableLoad(activity, zone, id)] as const) : null;
}
