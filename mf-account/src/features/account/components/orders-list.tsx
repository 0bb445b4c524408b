import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatMoney, requestToast } from 'shared-events';
import { fieldTexts, TOAST_MS } from '../../../shared/forms/model/messages';
import { invoiceUrl } from '../api/account-api';
import { useOrders } from '../hooks/use-orders';
import { OrderBirthday } from './order-birthday';
import { orderHeading } from '../model/order-heading';
import { saleNotes } from '../model/sale-notes';
import { hasMoreOrders, ordersCount } from '../model/orders-paging';

// The invoice viewer (its frame and its phone layout) loads when 'Voir la facture' is pressed.
const InvoiceViewerDialog = lazy(() =>
  import('./invoice-viewer-dialog').then((m) => ({ default: m.InvoiceViewerDialog })),
);

export const NO_ORDERS = "vous n'avez pas encore des commandes.";

/**
 * Tab 1: the client's orders, newest first, ten at a time ('Voir plus de commandes'), each with its invoice shown in a
 * frame ('Voir la facture') or opened in a new tab ('Télécharger la facture').
 */
export function OrdersList({ idClient }: { idClient: number }) {
  const { state, loadingMore, moreFailed, retry, loadMore } = useOrders(idClient);
  const [viewing, setViewing] = useState<number | null>(null);

  const download = async (id: number) => {
    // Open the window first (pop-up blockers allow it only during the click), then point it at the invoice.
    const target = window.open('', '_blank');
    try {
      const url = await invoiceUrl(id);
      if (target) target.location.href = url;
      else window.location.assign(url);
    } catch {
      target?.close();
      requestToast(fieldTexts.unexpected, 'error', TOAST_MS);
    }
  };

  if (state === null) return <Skeleton variant="rounded" height={120} data-testid="orders-loading" />;
  if (state === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={retry}>
            Réessayer
          </Button>
        }
      >
        Vos commandes n’ont pas pu être chargées.
      </Alert>
    );
  }
  const orders = state.orders;
  if (orders.length === 0)
    return (
      <Alert severity="info" data-testid="orders-empty">
        {NO_ORDERS}
      </Alert>
    );
  return (
    <Stack spacing={2} data-testid="orders-list">
      {orders.map((order) => {
        const heading = orderHeading(order);
        return (
          <Paper key={order.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid={`order-${order.id}`}>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography sx={{ fontWeight: 700 }}>{heading.title}</Typography>
              <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>{heading.total}</Typography>
            </Box>
            <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
              {order.sales.map((sale) => (
                <li key={sale.id}>
                  <Typography variant="body2">
                    {sale.qty} × {sale.label} — {formatMoney(sale.price)}
                  </Typography>
                  {saleNotes(sale).map((note) => (
                    <Typography key={note} variant="body2" color="text.secondary" data-testid="order-note">
                      {note}
                    </Typography>
                  ))}
                  {(sale.slots ?? []).map((slot) => (
                    <Typography key={slot} variant="body2" color="text.secondary" data-testid="order-slot">
                      {slot}
                    </Typography>
                  ))}
                  {sale.players && (
                    <Typography variant="body2" color="text.secondary" data-testid="order-team">
                      Équipe {sale.players.TeamName} : {sale.players.players.join(', ')}
                    </Typography>
                  )}
                  {sale.anniversaires && <OrderBirthday orderId={order.id} sale={sale} />}
                </li>
              ))}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                size="small"
                startIcon={<ReceiptLongIcon />}
                onClick={() => setViewing(order.id)}
                data-testid={`invoice-view-${order.id}`}
              >
                Voir la facture
              </Button>
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => void download(order.id)}
                data-testid={`invoice-${order.id}`}
              >
                Télécharger la facture
              </Button>
            </Box>
          </Paper>
        );
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" data-testid="orders-count">
          {ordersCount(state)}
        </Typography>
        {hasMoreOrders(state) && (
          <Button variant="outlined" onClick={loadMore} disabled={loadingMore} data-testid="orders-more">
            {loadingMore ? 'Chargement…' : 'Voir plus de commandes'}
          </Button>
        )}
      </Box>
      {moreFailed && (
        <Alert severity="error" data-testid="orders-more-failed">
          Les commandes suivantes n’ont pas pu être chargées.
        </Alert>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <InvoiceViewerDialog key={viewing} orderId={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
