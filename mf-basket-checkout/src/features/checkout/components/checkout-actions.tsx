import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { AVAILABILITY_WINDOW_MS } from '../../basket';
import type { CheckoutPhase } from '../model/checkout-state';
import { PaymentForm } from './payment-form';

interface Props {
  phase: CheckoutPhase;
  /** A table order: the words of an order, not of time slots. */
  snacking?: boolean;
  remaining: number;
  onValidateSchedule: () => void;
  onValidateBasket: () => void;
}

/**
 * 'Valider mes horaires', then 'Valider mon panier' with the countdown, then the payment form; at a bar table
 * 'Valider ma commande', then 'Payer ma commande'.
 */
export function CheckoutActions({ phase, snacking = false, remaining, onValidateSchedule, onValidateBasket }: Props) {
  if (phase.step === 'form') {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Vous allez être redirigé vers la page de paiement sécurisée de notre banque.
        </Typography>
        <PaymentForm form={phase.form} />
      </Box>
    );
  }
  if (phase.step === 'window' || phase.step === 'initiating') {
    const total = AVAILABILITY_WINDOW_MS / 1000;
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" data-testid="availability-countdown" aria-live="polite">
          {snacking
            ? `Votre commande est prête : validez-la dans les ${remaining} s.`
            : `Vos créneaux sont disponibles : validez votre panier dans les ${remaining} s.`}
        </Typography>
        <LinearProgress variant="determinate" value={(remaining / total) * 100} aria-hidden />
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onValidateBasket}
          disabled={phase.step === 'initiating'}
          data-testid="validate-basket"
          startIcon={phase.step === 'initiating' ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {snacking ? 'Payer ma commande' : 'Valider mon panier'}
        </Button>
      </Box>
    );
  }
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      onClick={onValidateSchedule}
      disabled={phase.step === 'checking'}
      data-testid="validate-schedule"
      startIcon={phase.step === 'checking' ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {snacking ? 'Valider ma commande' : 'Valider mes horaires'}
    </Button>
  );
}
