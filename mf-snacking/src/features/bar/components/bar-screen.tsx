import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { bus, httpStatus, serverMessage, useStore } from 'shared-events';
import { moveOrder } from '../api/bar-api';
import { staffStore } from '../model/bar-stores';
import { STATUSES, nextLeaving, ordersIn, withOrder, withProduct } from '../model/board';
import { nextParisMidnight } from '../model/paid-time';
import type { BarOrder, BarOrderStatus } from '../model/types';
import { useBarBoard, type FeedState } from '../hooks/use-bar-board';
import { useNow } from '../hooks/use-now';
import { OrderCard } from './order-card';
import { ProductAvailability } from './product-availability';
import { StaffSignIn } from './staff-sign-in';

const FEED_TEXT: Record<FeedState, string> = {
  connecting: 'Connexion au flux des commandes…',
  live: 'En direct',
  reconnecting: 'Connexion perdue : reconnexion en cours…',
  retrying: 'Connexion au serveur perdue : rétablissement de la connexion en cours…',
};

const COLUMN_TITLE: Record<BarOrderStatus, string> = {
  reçue: 'Reçues',
  'en préparation': 'En préparation',
  servie: 'Servies',
};

/**
 * Waiting and in-preparation orders oldest first (paid time; the board keeps them in that order): staff serve the
 * oldest first, from the top. Served orders stay as they were, latest paid first (the recent ones at the top), for
 * the API's `servedVisibleMs` after being served, then leave the screen (live, as on reloading it).
 */
const inServingOrder = (orders: BarOrder[], status: BarOrderStatus) =>
  status === 'servie' ? orders.slice().reverse() : orders;

function Board({ token }: { token: string }) {
  const { board, feed, update } = useBarBoard(token);
  // Drawn again when a served order leaves the screen, and at midnight (today's orders show their day from then).
  const now = useNow((at) => Math.min(nextLeaving(board, at) ?? Infinity, nextParisMidnight(at)));
  // The orders whose move is on its way: their button waits for the answer (a second tap would be a 409).
  const [moving, setMoving] = useState<ReadonlySet<number>>(() => new Set());
  const inFlight = useRef(new Set<number>()); // the same, at once (two taps before the button is drawn disabled)
  const advance = async (id: number, status: BarOrderStatus) => {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setMoving((ids) => new Set(ids).add(id));
    try {
      const order = await moveOrder(token, id, status);
      // On the board as it is now: an order the feed brought while the move was on its way stays.
      update((latest) => withOrder(latest, order));
    } catch (err) {
      if (httpStatus(err) === 401) return; // the staff session ended: the sign-in says so
      const message = serverMessage(err);
      bus.emit({
        type: 'toast:requested',
        message: message ?? 'La commande n’a pas pu être mise à jour.',
        variant: 'error',
      });
    } finally {
      inFlight.current.delete(id);
      setMoving((ids) => {
        const left = new Set(ids);
        left.delete(id);
        return left;
      });
    }
  };
  return (
    <Box data-testid="bar-screen">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h2" component="h1">
          Commandes du bar
        </Typography>
        <Alert severity={feed === 'live' ? 'success' : 'warning'} data-testid="bar-feed-state" sx={{ py: 0 }}>
          {FEED_TEXT[feed]}
        </Alert>
        <Button variant="outlined" onClick={() => staffStore.set({ token: null })} sx={{ minHeight: 48 }}>
          Déconnexion
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 4 }}>
        {STATUSES.map((status) => {
          const orders = ordersIn(board, status, now);
          return (
            <Box key={status} component="section" data-testid={`bar-column-${status}`}>
              <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                {COLUMN_TITLE[status]} ({orders.length})
              </Typography>
              {inServingOrder(orders, status).map((order) => (
                <OrderCard key={order.id} order={order} now={now} moving={moving.has(order.id)} onAdvance={advance} />
              ))}
            </Box>
          );
        })}
      </Box>
      <ProductAvailability
        token={token}
        products={board.products}
        onSaved={(product) => update((latest) => withProduct(latest, product))}
      />
    </Box>
  );
}

/** /bar: the bar staff's screen (behind the staff sign-in): orders live, moved forward, product availability. */
export function BarScreen() {
  const { token } = useStore(staffStore);
  if (!token) return <StaffSignIn title="Écran du bar" />;
  return <Board token={token} />;
}
