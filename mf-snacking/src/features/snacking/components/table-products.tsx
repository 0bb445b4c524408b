import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { snackingAddressStore } from 'shared-events';
import { fetchArticles, fetchPricedProducts, fetchTables, fetchZones } from '../api/snacking-api';
import { useAsync } from '../hooks/use-async';
import { groupByCategory, idParam, NO_PRODUCT, toProducts } from '../model/products';
import { ProductList } from './product-list';
import { LOAD_FAILED, Loading, Message } from './status-views';

export const UNKNOWN_TABLE = 'Cette table est introuvable.';

async function loadTable(zoneId: number, tableId: number) {
  const [zones, tables, articles] = await Promise.all([fetchZones(), fetchTables([zoneId]), fetchArticles()]);
  const zone = zones.find((z) => z.id === zoneId);
  const table = tables.find((t) => t.id === tableId);
  if (!zone || !table) return null;
  const groups = groupByCategory(articles);
  const prices = await fetchPricedProducts(groups.flatMap((group) => group.articles));
  return {
    zone,
    table,
    groups: groups.map((group) => ({ category: group.category, products: toProducts(group.articles, prices) })),
  };
}

/** /activites/:aid/:room/:table/snaking: what the bar sells, by category, for this table. */
export function TableProducts() {
  const params = useParams();
  const { pathname } = useLocation();
  const zoneId = idParam(params.room);
  const tableId = idParam(params.table);
  const state = useAsync(
    () => (zoneId && tableId ? loadTable(zoneId, tableId) : Promise.resolve(null)),
    [zoneId, tableId],
  );

  // The tablet comes back to this table (the catalogue redirects to a stored snacking address).
  useEffect(() => {
    if (state.status === 'ready' && state.value) snackingAddressStore.set(pathname);
  }, [state, pathname]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <Message text={LOAD_FAILED} />;
  if (!state.value) return <Message text={UNKNOWN_TABLE} testId="snack-unknown-table" />;
  const { zone, table, groups } = state.value;
  return (
    <Box data-testid="snack-table-products">
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {table.name}
      </Typography>
      <Typography sx={{ textAlign: 'center', mb: 3 }}>{zone.name}</Typography>
      {groups.map((group) => (
        <Box component="section" key={group.category} sx={{ mb: 4 }} data-testid={`snack-category-${group.category}`}>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            {group.category}
          </Typography>
          {group.products.length === 0 ? <Message text={NO_PRODUCT} /> : <ProductList products={group.products} />}
        </Box>
      ))}
    </Box>
  );
}
