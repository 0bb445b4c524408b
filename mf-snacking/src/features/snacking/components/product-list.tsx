import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import type { Product } from '../model/types';

/** Product cards (read-only: ordering comes later). */
export function ProductList({ products }: { products: Product[] }) {
  return (
    <Grid container spacing={2}>
      {products.map(({ article, price }) => (
        <Grid key={article.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" data-testid={`snack-product-${article.id}`} sx={{ height: '100%' }}>
            <CardContent>
              <Typography sx={{ fontWeight: 700 }}>{article.name}</Typography>
              <Typography color="secondary.dark" sx={{ fontWeight: 700 }}>
                {price === null ? '—' : formatMoney(price)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
