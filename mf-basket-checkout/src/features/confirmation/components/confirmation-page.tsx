import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoIcon from '@mui/icons-material/Info';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  basketStore,
  requestNavigation,
  sessionStore,
  snackingAddressStore,
  useInBrowser,
  useStore,
} from 'shared-events';
import { paidLinesOf, paymentLinesStore } from '../../../shared/payment/payment-lines';
import { useBarOrder } from '../hooks/use-bar-order';
import { useClearOnLeave } from '../hooks/use-clear-on-leave';
import { useSettlement, type SettlementOptions } from '../hooks/use-settlement';
import { failedReturnPath } from '../model/failed-return';
import { lastOrderStore, orderOf } from '../model/last-order';
import { OrderRecap } from './order-recap';
import { InvitationButton } from './invitation-button';

export const confirmationMessage = (snacking: boolean) =>
  `Nous vous confirmons la prise en compte de votre ${snacking ? 'commande' : 'réservation'} !`;

/** Paid without places (the server's refund e-mail says the same). */
export const REFUND_TITLE =
  "Le créneau choisi n'est plus disponible : votre paiement vous sera intégralement remboursé.";

/**
 * A table order's live progress (a stepper no other page of the area draws): fetched with the order it shows, not
 * with the area's pages (decision 0029).
 */
const BarOrderStatus = lazy(() => import('./bar-order-status').then((m) => ({ default: m.BarOrderStatus })));

const FAILED_TYPE = { refused: 'refused', cancelled: 'cancelled', expired: 'error' } as const;

/**
 * The payment's card: its icon, its title and its transaction number, then the payment's state in a box as high as
 * its longest answer on a phone and as wide as the card, its answers at its top, as wide and written from the left:
 * the order's recap below does not move when 'Vérification…' becomes 'Paiement accepté…', nor the answer when the
 * e-mail's news is added to it (layout shifts, decision 0033).
 */
function ConfirmationCard(props: { refund: boolean; title: string; reference: string | null; state: ReactNode }) {
  const { refund, title, reference, state } = props;
  return (
    <>
      {refund ? (
        <InfoIcon color="warning" sx={{ fontSize: 64 }} aria-hidden />
      ) : (
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      )}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }} data-testid="confirmation-message">
        {title}
      </Typography>
      <Typography data-testid="transaction-number">
        Numéro de transaction : <strong>{reference}</strong>
      </Typography>
      <Box
        sx={{ minHeight: { xs: 96, sm: 72 }, width: '100%', display: 'grid', alignItems: 'start', textAlign: 'left' }}
      >
        {state}
      </Box>
    </>
  );
}

function ConfirmationFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="confirmation-page">
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
      >
        {children}
      </Paper>
    </Container>
  );
}

/**
 * The bank's check under way, written from the left with its spinner on the first line: a phone may paint the page
 * before its parser reaches the text, and a spinner centred alone would then move left and down when the text comes.
 */
const paymentPending = (
  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="payment-pending">
    <CircularProgress size={20} sx={{ flexShrink: 0 }} />
    <Typography variant="body2">Vérification du paiement auprès de notre banque…</Typography>
  </Box>
);

/**
 * The payment return page: /confirmation?reference=REF[&type=snaking]. The gateway's return sends only a payment
 * paid or pending here (refused, cancelled or unknown: to the basket), so the server draws what the browser shows
 * first, the confirmation and the bank's check under way; the browser then follows the payment it holds.
 */
export function ConfirmationPage({ settlementOptions }: { settlementOptions?: SettlementOptions }) {
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  if (inBrowser) return <ConfirmationContent settlementOptions={settlementOptions} />;
  return (
    <ConfirmationFrame>
      <ConfirmationCard
        refund={false}
        title={confirmationMessage(params.get('type') === 'snaking')}
        reference={params.get('reference')}
        state={paymentPending}
      />
    </ConfirmationFrame>
  );
}

function ConfirmationContent({ settlementOptions }: { settlementOptions?: SettlementOptions }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reference = params.get('reference');
  const snacking = params.get('type') === 'snaking';
  const view = useSettlement(reference, snacking, settlementOptions);
  const session = useStore(sessionStore);
  const order = useStore(lastOrderStore);
  const basket = useStore(basketStore);
  const payment = useStore(paymentLinesStore);
  const tableAddress = useStore(snackingAddressStore);
  const barOrder = useBarOrder(reference, snacking && view.state === 'paid');
  useClearOnLeave(
    view.state === 'pending' || view.state === 'paid' || view.state === 'unconfirmed' || view.state === 'refund',
    (view.state === 'paid' && view.finished) || view.state === 'refund',
    reference,
  );

  useEffect(() => {
    if (view.state !== 'mismatch' && view.state !== 'failed') return;
    const type = view.state === 'failed' ? FAILED_TYPE[view.status] : 'error';
    const paid = reference ? paidLinesOf(paymentLinesStore.get(), reference, []) : [];
    navigate(failedReturnPath(type, snacking, paid, snackingAddressStore.get()), { replace: true });
  }, [view, navigate, reference, snacking]);

  if (view.state === 'mismatch' || view.state === 'failed') return null;
  // A payment being checked shows the basket it is for from the first render, as the settlement remembers it in
  // its effect (no recap pushing the buttons down a moment later).
  const recap =
    order?.reference === reference
      ? order
      : view.state === 'pending' && reference
        ? orderOf(reference, paidLinesOf(payment, reference, basket.lines), snacking, new Date())
        : null;
  const anonymous = session.signInType === 'anonyme' || !session.token;
  const refund = view.state === 'refund';

  return (
    <ConfirmationFrame>
      <ConfirmationCard
        refund={refund}
        title={refund ? REFUND_TITLE : confirmationMessage(snacking || Boolean(recap?.snacking))}
        reference={reference}
        state={
          <>
            {view.state === 'pending' && paymentPending}
            {view.state === 'unconfirmed' && (
              <Alert severity="info" data-testid="payment-unconfirmed">
                Votre paiement est en cours de vérification. Vous recevrez un e-mail de confirmation dès qu&apos;il sera
                validé.
              </Alert>
            )}
            {/* 'done': the page opened again after every step was done (a reload, a link): the same news. */}
            {(view.state === 'paid' || view.state === 'done') && (
              <Alert severity="success" data-testid="payment-paid">
                Paiement accepté.
                {view.state === 'done' || view.emailCheck
                  ? snacking
                    ? ' Votre reçu vous a été envoyé par e-mail.'
                    : ' Un e-mail de confirmation avec vos billets vous a été envoyé.'
                  : ''}
              </Alert>
            )}
            {view.state === 'refund' && (
              <Alert severity="warning" data-testid="payment-refund">
                Votre paiement nous est parvenu alors que le créneau n&apos;avait plus de place : aucun billet n&apos;a
                été émis et le remboursement intégral est en cours sur votre carte. Un e-mail vous en donne le détail ;
                vous n&apos;avez aucune démarche à faire.
              </Alert>
            )}
          </>
        }
      />
      {barOrder && (
        <Suspense fallback={<CircularProgress aria-label="Chargement du suivi de la commande" />}>
          <BarOrderStatus order={barOrder} />
        </Suspense>
      )}
      {recap && view.state !== 'refund' && <OrderRecap order={recap} />}
      {recap && view.state === 'paid' && recap.idTicket !== null && recap.lines.some((l) => l.anniversaires) && (
        <InvitationButton idTicket={recap.idTicket} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {!anonymous && (
          <Button variant="contained" onClick={() => requestNavigation('/compte?tab=1')} data-testid="orders-link">
            Voir mes commandes
          </Button>
        )}
        <Button
          variant="outlined"
          size={snacking ? 'large' : 'medium'}
          onClick={() =>
            requestNavigation(snacking ? (tableAddress !== '/' ? tableAddress : '/snaking') : '/activites')
          }
          data-testid="confirmation-back"
        >
          {snacking ? 'Retour à la carte' : 'Retour aux activités'}
        </Button>
      </Box>
    </ConfirmationFrame>
  );
}
