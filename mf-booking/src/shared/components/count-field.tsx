import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { Bounds } from '../model/bounds';

export interface CountFieldProps {
  label: string;
  value: number;
  bounds: Bounds;
  onChange: (value: number) => void;
  helper?: string;
  testId: string;
  disabled?: boolean;
}

/** A − value + counter kept inside its bounds (typing is allowed, out-of-range values are pulled back). */
export function CountField({ label, value, bounds, onChange, helper, testId, disabled }: CountFieldProps) {
  const max = Math.max(bounds.min, bounds.max);
  const set = (next: number) => onChange(Math.min(Math.max(next, bounds.min), max));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }} id={`${testId}-label`}>
          {label}
        </Typography>
        {helper ? (
          <Typography variant="body2" color="text.secondary">
            {helper}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={`Retirer (${label})`}
          onClick={() => set(value - 1)}
          disabled={disabled || value <= bounds.min}
          data-testid={`${testId}-minus`}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <TextField
          value={String(value)}
          onChange={(event) => {
            const parsed = Number.parseInt(event.target.value, 10);
            set(Number.isNaN(parsed) ? bounds.min : parsed);
          }}
          disabled={disabled}
          size="small"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-labelledby': `${testId}-label`,
              'data-testid': testId,
              style: { textAlign: 'center', width: '3.2em', fontWeight: 700 },
            },
          }}
        />
        <IconButton
          aria-label={`Ajouter (${label})`}
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
          data-testid={`${testId}-plus`}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
