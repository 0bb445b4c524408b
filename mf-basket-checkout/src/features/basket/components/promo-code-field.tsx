import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Field, Form } from 'react-final-form';

interface Props {
  onApply: (label: string) => Promise<boolean>;
  disabled?: boolean;
}

interface PromoValues {
  label?: string;
}

const typed = (values: PromoValues) => (values.label ?? '').trim();

/**
 * The promo code field (a react-final-form form); cleared once a code is accepted. The check and its toasts are the
 * page's (onApply); a second 'Appliquer' while a code is being checked is not sent (final-form ignores a submission
 * while one is under way).
 */
export function PromoCodeField({ onApply, disabled }: Props) {
  return (
    <Form<PromoValues>
      onSubmit={async (values, form) => {
        const label = typed(values);
        if (!label) return;
        if (await onApply(label)) form.reset();
      }}
      subscription={{ submitting: true, values: true }}
      render={({ handleSubmit, submitting, values }) => (
        <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1 }} data-testid="promo-form">
          <Field<string> name="label" parse={(value) => value ?? ''}>
            {({ input }) => (
              <TextField
                {...input}
                value={input.value ?? ''}
                label="Code promo"
                size="small"
                disabled={disabled}
                slotProps={{
                  htmlInput: { 'data-testid': 'promo-input', maxLength: 64, autoCapitalize: 'characters' },
                }}
                sx={{ flex: 1 }}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="outlined"
            disabled={disabled || submitting || !typed(values)}
            data-testid="promo-apply"
          >
            Appliquer
          </Button>
        </Box>
      )}
    />
  );
}
