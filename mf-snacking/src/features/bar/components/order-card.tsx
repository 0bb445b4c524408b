import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import { formatTime } from 'shared-events/dates';
import { nextStatus } from '../model/board';
import type { BarOrder, BarOrderStatus } from '../model/types';

const ACTION: Record<BarOrderStatus, string> = {
  reçue: 'En préparation',
  'en préparation': 'Servie',
  servie: '',
};

/**
 * One order on the bar screen: zone, table, time, lines, paid, and the button that moves it forward (disabled while
 * its move is `moving`: a double tap would ask for the same move twice).
 */
export function OrderCard({
  order,
  moving = false,
  onAdvance,
}: {
  order: BarOrder;
  moving?: boolean;
  onAdvance: (id: number, to: BarOrderStatus) => void;
}) {
  const next = nextStatus(order.status);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={`bar-order-${order.number}`}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h3" component="p">
            {order.table.name}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatTime(order.paidAt)}</Typography>
        </Box>
        <Typography color="text.secondary">
          {order.zone.name} · Commande n° {order.number}
        </Typography>
        <Box component="ul" sx={{ pl: 2, my: 1 }}>
          {order.lines.map((line) => (
            <li key={line.articleId}>
              <Typography>
                <strong>{line.qty} ×</strong> {line.name}
              </Typography>
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip color="success" label={`Payée ${formatMoney(order.totalCents / 100)}`} />
          <Chip label={order.status} data-testid="bar-order-status" />
        </Box>
        {next && (
          <Button
            fullWidth
            variant="contained"
            size="large"
            sx={{ mt: 2, minHeight: 56, fontSize: 18 }}
            disabled={moving}
            onClick={() => onAdvance(order.id, next)}
            data-testid={`bar-advance-${order.number}`}
          >
            {ACTION[order.status]}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
