import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { bus, httpStatus } from 'shared-events';
import { setProductOnSale } from '../api/bar-api';
import type { BarProduct } from '../model/types';

/** The bar's products: a switch marks one unavailable (the tablets drop it within seconds). */
export function ProductAvailability({
  token,
  products,
  onSaved,
}: {
  token: string;
  products: BarProduct[];
  /** The product as the API saved it (the screen puts it on its latest board). */
  onSaved: (product: BarProduct) => void;
}) {
  const toggle = async (product: BarProduct) => {
    try {
      onSaved(await setProductOnSale(token, product.id, !product.onSale));
    } catch (err) {
      if (httpStatus(err) === 401) return; // the staff session ended: the sign-in says so
      bus.emit({ type: 'toast:requested', message: 'Le produit n’a pas pu être mis à jour.', variant: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="bar-products">
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Produits disponibles
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {products.map((product) => (
          <FormControlLabel
            key={product.id}
            sx={{ minHeight: 48 }}
            control={
              <Switch
                checked={product.onSale}
                onChange={() => void toggle(product)}
                slotProps={{ input: { 'aria-label': product.name } }}
                data-testid={`bar-product-${product.id}`}
              />
            }
            label={`${product.name} (${product.category})`}
          />
        ))}
      </Box>
    </Paper>
  );
}
