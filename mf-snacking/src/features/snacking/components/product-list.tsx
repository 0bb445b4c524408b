import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import type { Product } from '../../../shared/model/types';

/** Product cards; tapping one opens the add-to-basket dialog when `onPick` is given. */
export function ProductList({ products, onPick }: { products: Product[]; onPick?: (product: Product) => void }) {
  return (
    <Grid container spacing={2}>
      {products.map((product) => {
        const { article, price } = product;
        const content = (
          <CardContent sx={{ minHeight: 96 }}>
            <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{article.name}</Typography>
            <Typography color="secondary.dark" sx={{ fontWeight: 700, fontSize: 18 }}>
              {formatMoney(price)}
            </Typography>
          </CardContent>
        );
        return (
          <Grid key={article.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" data-testid={`snack-product-${article.id}`} sx={{ height: '100%' }}>
              {onPick ? (
                <CardActionArea onClick={() => onPick(product)} sx={{ height: '100%' }}>
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
