import { Field } from 'react-final-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldError } from './field-error';

export interface SelectOption {
  id: number;
  name: string;
}

/** A select of lookup items (civility, relation); the form value is the item id. */
export function SelectField({
  name,
  label,
  options,
  required,
  loading,
  helperText,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  required?: boolean;
  loading?: boolean;
  helperText?: string;
}) {
  return (
    <Field<number | ''> name={name} parse={(v) => (v === '' || v === null || v === undefined ? '' : Number(v))}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <TextField
            select
            label={label}
            name={input.name}
            id={`field-${name}`}
            value={options.some((o) => o.id === input.value) ? input.value : ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            required={required}
            error={Boolean(error)}
            helperText={error ?? (loading ? 'Chargement…' : helperText)}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': `field-${name}` } }}
          >
            {options.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    </Field>
  );
}
