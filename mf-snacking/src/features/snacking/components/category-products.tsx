import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { basketStore, bus, useLoad, useQueryClient } from 'shared-events';
import { fetchArticles, fetchPricedProducts } from '../../../shared/api/snacking-api';
import { tableLoad, type TableMenu } from '../api/snacking-loads';
import { useZoneSignIn } from '../../bar';
import { useOnSaleIds } from '../hooks/use-on-sale';
import { articlesOf, idParam, NO_PRODUCT, onSaleNow, toProducts } from '../../../shared/model/products';
import { addTableLine, ALCOHOL_NOTICE, atMaxMessage, hasAlcohol, tableLine } from '../model/table-line';
import type { Product } from '../../../shared/model/types';
import { AddToBasketDialog } from './add-to-basket-dialog';
import { ProductList } from './product-list';
import { LoadFailed, Loading, Message } from '../../../shared/components/status-views';
import { TableBar } from './table-bar';
import { UNKNOWN_TABLE } from './table-products';

/** The category's products; its name comes from the table's menu (`menu`: the table load, shared, not fetched twice). */
async function loadCategory(oid: number, menu: () => Promise<TableMenu>) {
  const [table, articles] = await Promise.all([menu(), fetchArticles()]);
  const offer = table?.offers.find((o) => o.oid === oid);
  if (!offer) return { name: null, products: [] };
  // The whole category, with prices, off sale too: what is shown follows the on-sale readings (a product switched
  // back on comes back without reloading the page).
  const chosen = articlesOf(articles, offer.name);
  return { name: offer.name, products: toProducts(chosen, await fetchPricedProducts(chosen)) };
}

const newId = () => `snack-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** /activites/:aid/:oid/:room/:idTable/snaking: the products on sale of one category; tap one to add it. */
export function CategoryProducts() {
  const params = useParams();
  const aid = idParam(params.aid);
  const oid = idParam(params.oid);
  const zone = idParam(params.room);
  const table = idParam(params.idTable);
  const [picked, setPicked] = useState<Product | null>(null);
  const onSale = useOnSaleIds();
  useZoneSignIn(zone, table);
  const client = useQueryClient();
  const state = useLoad({
    queryKey: ['mf_snacking', 'categorie', aid, oid, zone, table],
    queryFn: () =>
      aid && oid
        ? loadCategory(oid, () => client.ensureQueryData(tableLoad(aid, zone, table)))
        : Promise.resolve({ name: null, products: [] }),
  });
  // The table the address names (the menu's answer, already loaded when the guest came from it): products are
  // ordered for a real table only, as the server takes them (UNKNOWN_TABLE at payment otherwise).
  const where = useLoad(tableLoad(aid, zone, table));
  if (state.status === 'loading' || where.status === 'loading') return <Loading />;
  if (state.status === 'error' || where.status === 'error') {
    const retry = () => {
      state.retry();
      where.retry();
    };
    return <LoadFailed onRetry={retry} />;
  }
  if (!where.data || !aid) return <Message text={UNKNOWN_TABLE} testId="snack-unknown-table" />;
  // A product the bar marks unavailable disappears at the next reading; one marked available again comes back.
  const products = onSaleNow(state.data.products, onSale);
  const add = (product: Product, quantity: number) => {
    if (!aid || !zone || !table) return;
    const line = tableLine(product.article, product.price, quantity, { aid, oid, zone, table }, newId());
    const basket = basketStore.get();
    const { lines, capped } = addTableLine(basket.lines, line);
    basketStore.set({ ...basket, lines });
    const { name } = product.article;
    bus.emit(
      capped
        ? { type: 'toast:requested', message: atMaxMessage(name), variant: 'warning' }
        : { type: 'toast:requested', message: `${name} ajouté au panier.`, variant: 'success' },
    );
  };
  return (
    <Box data-testid="snack-category-products">
      {aid && zone && table && <TableBar aid={aid} zone={zone} table={table} />}
      {state.data.name && (
        <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
          {state.data.name}
        </Typography>
      )}
      {products.length === 0 ? (
        <Message text={NO_PRODUCT} testId="snack-no-product" />
      ) : (
        <ProductList products={products} onPick={zone && table ? setPicked : undefined} />
      )}
      {products.some((p) => hasAlcohol(p.article.category)) && (
        <Alert severity="info" sx={{ mt: 3 }} data-testid="snack-alcohol-notice">
          {ALCOHOL_NOTICE}
        </Alert>
      )}
      <AddToBasketDialog product={picked} onClose={() => setPicked(null)} onAdd={add} />
    </Box>
  );
}
