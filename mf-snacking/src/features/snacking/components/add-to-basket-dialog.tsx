import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import { MAX_QTY, MIN_QTY } from '../model/table-line';
import type { Product } from '../../../shared/model/types';

const big = { width: 64, height: 64, fontSize: 32, border: 1, borderColor: 'divider' };

/** The snack/table add-to-basket dialog: a quantity from 1 to 50 with large − / + buttons. */
export function AddToBasketDialog({
  product,
  onClose,
  onAdd,
}: {
  product: Product | null;
  onClose: () => void;
  onAdd: (product: Product, quantity: number) => void;
}) {
  const [quantity, setQuantity] = useState(MIN_QTY);
  const close = () => {
    setQuantity(MIN_QTY);
    onClose();
  };
  if (!product) return null;
  const { price } = product;
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" data-testid="snack-add-dialog">
      <DialogTitle sx={{ textAlign: 'center' }}>{product.article.name}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 3, my: 2 }}>
          <IconButton
            aria-label="Retirer un"
            sx={big}
            disabled={quantity <= MIN_QTY}
            onClick={() => setQuantity((q) => Math.max(MIN_QTY, q - 1))}
          >
            −
          </IconButton>
          <Typography
            variant="h2"
            component="output"
            data-testid="snack-add-quantity"
            sx={{ minWidth: 56, textAlign: 'center' }}
          >
            {quantity}
          </Typography>
          <IconButton
            aria-label="Ajouter un"
            sx={big}
            disabled={quantity >= MAX_QTY}
            onClick={() => setQuantity((q) => Math.min(MAX_QTY, q + 1))}
          >
            +
          </IconButton>
        </Box>
        <Typography sx={{ textAlign: 'center', fontWeight: 700 }}>{formatMoney(price * quantity)}</Typography>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button onClick={close} size="large" sx={{ minHeight: 56, flex: 1 }}>
          Annuler
        </Button>
        <Button
          variant="contained"
          size="large"
          sx={{ minHeight: 56, flex: 2 }}
          onClick={() => {
            onAdd(product, quantity);
            close();
          }}
        >
          Ajouter au panier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
