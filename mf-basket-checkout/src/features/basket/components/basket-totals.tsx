import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import type { BasketTotals as Totals } from '../model/totals';

/** Total to pay and the VAT it includes (20 % of the total, spec §9). */
export function BasketTotals({ totals }: { totals: Totals }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="basket-totals">
      {totals.discount > 0 && (
        <Row label="Remise code promo" value={`- ${formatMoney(totals.discount)}`} testId="basket-discount" />
      )}
      <Row label="dont TVA 20 %" value={formatMoney(totals.vat)} testId="basket-vat" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h6" component="p">
          Total TTC
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="basket-total">
          {formatMoney(totals.total)}
        </Typography>
      </Box>
    </Box>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
