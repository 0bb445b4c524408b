import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import { nextStatus } from '../model/board';
import { paidTime } from '../model/paid-time';
import type { BarOrder, BarOrderStatus } from '../model/types';

const ACTION: Record<BarOrderStatus, string> = {
  reçue: 'En préparation',
  'en préparation': 'Servie',
  servie: '',
};

/**
 * One order on the bar screen: zone, table, time, lines, paid, and the button that moves it forward (disabled while
 * its move is `moving`: a double tap would ask for the same move twice). Paid another day than `now` (Paris), its time
 * shows the day (« 28/11 14:32 »); still waiting from an earlier day, the card is marked late.
 */
export function OrderCard({
  order,
  now,
  moving = false,
  onAdvance,
}: {
  order: BarOrder;
  /** Epoch ms: what today is. */
  now: number;
  moving?: boolean;
  onAdvance: (id: number, to: BarOrderStatus) => void;
}) {
  const next = nextStatus(order.status);
  const time = paidTime(order.paidAt, now);
  const late = time.earlierDay && order.status !== 'servie';
  return (
    <Card
      variant="outlined"
      sx={{ mb: 2, ...(late && { borderColor: 'error.main', borderWidth: 3 }) }}
      data-testid={`bar-order-${order.number}`}
    >
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h3" component="p">
            {order.table.name}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} color={late ? 'error' : undefined} data-testid="bar-order-time">
            {time.text}
          </Typography>
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
          {late && <Chip color="error" label="En retard : commande d’un jour précédent" data-testid="bar-order-late" />}
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
