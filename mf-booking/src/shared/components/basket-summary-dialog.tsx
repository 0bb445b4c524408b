import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import type { BasketSummary } from '../model/basket-summary';

export const BASKET_SUMMARY_TITLE = 'Ajouté à votre panier';

const articles = (count: number) => (count === 1 ? '1 article' : `${count} articles`);

/**
 * The basket summary (spec §2 dialogs), shown once 'Ajouter au panier' has put lines in the basket: what was
 * just added, the basket's count and total, then 'Continuer mes achats' or 'Valider mon panier'. Escape (or a
 * click beside it) is 'Continuer mes achats'. MUI traps the focus inside and gives it back on closing.
 */
export function BasketSummaryDialog(props: { summary: BasketSummary; onContinue: () => void; onValidate: () => void }) {
  const { summary } = props;
  return (
    <Dialog
      open
      onClose={props.onContinue}
      aria-labelledby="basket-summary-title"
      fullWidth
      maxWidth="sm"
      data-testid="basket-summary-dialog"
    >
      <DialogTitle id="basket-summary-title" sx={{ fontWeight: 800 }}>
        {BASKET_SUMMARY_TITLE}
      </DialogTitle>
      <DialogContent>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {summary.lines.map((line) => (
            <Box
              component="li"
              key={line.nid}
              data-testid="basket-summary-line"
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} data-testid="basket-summary-name">
                  {line.name}
                </Typography>
                {line.detail ? (
                  <Typography variant="body2" color="text.secondary">
                    {line.detail}
                  </Typography>
                ) : null}
                {line.when.map((when) => (
                  <Typography key={when} variant="body2" data-testid="basket-summary-when">
                    {when}
                  </Typography>
                ))}
                <Typography variant="body2" data-testid="basket-summary-counter">
                  {line.counter}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="basket-summary-line-total">
                {formatMoney(line.total)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>Total ajouté</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid="basket-summary-added-total">
            {formatMoney(summary.addedTotal)}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="basket-summary-basket">
          {`Votre panier : ${articles(summary.basketCount)}, ${formatMoney(summary.basketTotal)} au total`}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onContinue} data-testid="basket-summary-continue">
          Continuer mes achats
        </Button>
        <Button variant="contained" onClick={props.onValidate} data-testid="basket-summary-validate">
          Valider mon panier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
