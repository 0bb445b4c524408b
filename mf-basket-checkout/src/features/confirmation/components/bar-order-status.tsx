import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { BarOrderAnswer } from '../api/bar-order-api';

const STEPS = ['reçue', 'en préparation', 'servie'] as const;

/** The guest's view of the bar's progress with the table order: its number and its state, live. */
export function BarOrderStatus({ order }: { order: BarOrderAnswer }) {
  const active = STEPS.indexOf(order.status);
  return (
    <Box sx={{ width: '100%' }} data-testid="bar-order-status">
      <Typography sx={{ mb: 2 }} data-testid="bar-order-number">
        Commande n° <strong>{order.number}</strong> — {order.table.name}
      </Typography>
      <Stepper activeStep={active} alternativeLabel>
        {STEPS.map((step, i) => (
          <Step key={step} completed={i <= active}>
            <StepLabel>{step}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="bar-order-state">
        Votre commande est {order.status}.
      </Typography>
    </Box>
  );
}
