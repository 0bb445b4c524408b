import { Field } from 'react-final-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { fieldTexts } from '../model/messages';
import { fieldError } from './field-error';

export const CONSENT_LABEL =
  'J’accepte que mes données soient utilisées pour la gestion de mon compte et de mes réservations, et j’accepte les conditions générales de vente.';

/** The registration consent box (spec §4: must be ticked). */
export function ConsentField({ name = 'consent', label = CONSENT_LABEL }: { name?: string; label?: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FormControl error={Boolean(error)} required>
            <FormControlLabel
              control={
                <Checkbox
                  {...input}
                  checked={Boolean(input.checked)}
                  slotProps={{ input: { 'data-testid': `field-${name}` } as object }}
                />
              }
              label={label}
              slotProps={{ typography: { variant: 'body2' } }}
            />
            {error && <FormHelperText>{fieldTexts.consent}</FormHelperText>}
          </FormControl>
        );
      }}
    </Field>
  );
}
