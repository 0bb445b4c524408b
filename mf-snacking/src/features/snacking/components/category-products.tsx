import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fetchArticles, fetchOffers, fetchPricedProducts } from '../api/snacking-api';
import { useAsync } from '../hooks/use-async';
import { idParam, NO_PRODUCT, productsOf, toProducts } from '../model/products';
import { ProductList } from './product-list';
import { LOAD_FAILED, Loading, Message } from './status-views';

async function loadCategory(aid: number, oid: number) {
  const [offers, articles] = await Promise.all([fetchOffers(aid), fetchArticles()]);
  const offer = offers.find((o) => o.oid === oid);
  if (!offer) return { name: null, products: [] };
  const chosen = productsOf(articles, offer.name);
  return { name: offer.name, products: toProducts(chosen, await fetchPricedProducts(chosen)) };
}

/** /activites/:aid/:oid/:room/:idTable/snaking: the products on sale of one category (offer). */
export function CategoryProducts() {
  const params = useParams();
  const aid = idParam(params.aid);
  const oid = idParam(params.oid);
  const state = useAsync(
    () => (aid && oid ? loadCategory(aid, oid) : Promise.resolve({ name: null, products: [] })),
    [aid, oid],
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <Message text={LOAD_FAILED} />;
  return (
    <Box data-testid="snack-category-products">
      {state.value.name && (
        <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
          {state.value.name}
        </Typography>
      )}
      {state.value.products.length === 0 ? (
        <Message text={NO_PRODUCT} testId="snack-no-product" />
      ) : (
        <ProductList products={state.value.products} />
      )}
    </Box>
  );
}
