import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import moment from 'moment-timezone';
import { requestNavigation, useStore } from 'shared-events';
import { lastOrderStore } from '../model/last-order';
import { OrderRecap } from './order-recap';

/** /summarize: a recap of the last order, if any. */
export function SummarizePage() {
  const order = useStore(lastOrderStore);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="summarize-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        RÉCAPITULATIF
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        {order ? (
          <>
            <Typography data-testid="summarize-reference">
              {order.snacking ? 'Commande' : 'Réservation'} n° <strong>{order.idTicket ?? order.reference}</strong> du{' '}
              {moment.tz(order.date, 'Europe/Paris').format('DD/MM/YYYY [à] HH:mm')}
            </Typography>
            <OrderRecap order={order} />
          </>
        ) : (
          <Typography data-testid="summarize-empty">Aucune commande récente.</Typography>
        )}
        <Button variant="outlined" onClick={() => requestNavigation('/activites')} sx={{ justifySelf: 'start' }}>
          Retour aux activités
        </Button>
      </Paper>
    </Container>
  );
}
