import { Field } from 'react-final-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { fieldError } from './field-error';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  format?: (value: string) => string;
  parse?: (value: string) => string;
};

/** A MUI text field bound to react-final-form; errors shown under it. */
export function FormTextField({ name, format, parse, helperText, ...props }: FormTextFieldProps) {
  return (
    <Field<string>
      name={name}
      format={format ? (v) => format(v ?? '') : undefined}
      parse={parse ? (v) => parse(v ?? '') : (v) => v ?? ''}
    >
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <TextField
            {...props}
            {...input}
            value={input.value ?? ''}
            id={props.id ?? `field-${name}`}
            error={Boolean(error)}
            helperText={error ?? helperText}
            fullWidth
            slotProps={{
              ...props.slotProps,
              htmlInput: { 'data-testid': `field-${name}`, ...(props.slotProps?.htmlInput as object) },
            }}
          />
        );
      }}
    </Field>
  );
}
