import Button from '@mui/material/Button';
import type { PaymentForm as PaymentFormData } from '../api/payment-api';

/** The Paybox form: the PBX_* fields as hidden inputs, in the order the server signed them, posted by 'Payer'. */
export function PaymentForm({ form }: { form: PaymentFormData }) {
  return (
    <form method="POST" action={form.url} acceptCharset="UTF-8" data-testid="payment-form">
      {Object.entries(form.body).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="contained" color="primary" size="large" fullWidth data-testid="pay-button">
        Payer
      </Button>
    </form>
  );
}
