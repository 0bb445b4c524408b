import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface Props {
  onApply: (label: string) => Promise<boolean>;
  disabled?: boolean;
}

/** The promo code field; cleared once a code is accepted. */
export function PromoCodeField({ onApply, disabled }: Props) {
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim() || busy) return;
    setBusy(true);
    try {
      if (await onApply(label.trim())) setLabel('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }} data-testid="promo-form">
      <TextField
        label="Code promo"
        size="small"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        disabled={disabled}
        slotProps={{ htmlInput: { 'data-testid': 'promo-input', maxLength: 64, autoCapitalize: 'characters' } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={disabled || busy || !label.trim()} data-testid="promo-apply">
        Appliquer
      </Button>
    </Box>
  );
}
