import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatMoney, yearsOld } from 'shared-events';
import { lineTotal, packDates } from '../../basket';
import type { LastOrder } from '../model/last-order';

/** The lines and total of an order. */
export function OrderRecap({ order }: { order: LastOrder }) {
  return (
    <Box sx={{ width: '100%', textAlign: 'left', display: 'grid', gap: 1 }} data-testid="order-recap">
      <Divider />
      {order.lines.map((line) => (
        <Box key={line.nid} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} data-testid="order-line">
          <Box>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {line.description} × {line.counter}
            </Typography>
            {packDates(line).length
              ? packDates(line).map((text) => (
                  <Typography key={text} variant="body2" color="text.secondary" data-testid="order-pack-date">
                    {text}
                  </Typography>
                ))
              : (line.day || line.houre) && (
                  <Typography variant="body2" color="text.secondary">
                    {[line.day, line.houre].filter(Boolean).join(' à ')}
                  </Typography>
                )}
            {line.anniversaires && (
              <Typography variant="body2" color="text.secondary">
                Anniversaire de {line.anniversaires.nom} ({yearsOld(line.anniversaires.age)})
              </Typography>
            )}
            {line.players && (
              <Typography variant="body2" color="text.secondary" data-testid="order-team">
                Équipe {line.players.TeamName}
              </Typography>
            )}
          </Box>
          <Typography variant="body1" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(lineTotal(line))}
          </Typography>
        </Box>
      ))}
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="p">
          Total TTC
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="order-total">
          {formatMoney(order.total)}
        </Typography>
      </Box>
    </Box>
  );
}
