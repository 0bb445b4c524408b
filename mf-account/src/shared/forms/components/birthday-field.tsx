import { Field } from 'react-final-form';
import type { Moment } from 'moment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AreaDatePickers } from 'shared-events/date-pickers';
import { fieldError } from './field-error';

/**
 * Birthday picker (spec §5): French, DD/MM/YYYY, future days disabled. The form value is a moment
 * (or null); the validators refuse invalid and future days with 'La date de naissance est invalide.'.
 * Its French localisation (MUI X's moment adapter) is provided here, not around the area's routes: the forms with a
 * birthday load when shown, and the sign-in and password pages do not load moment.
 */
export function BirthdayField({
  name,
  label = 'Date de naissance',
  required,
}: {
  name: string;
  label?: string;
  required?: boolean;
}) {
  return (
    <Field<Moment | null> name={name} allowNull>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <AreaDatePickers>
            <DatePicker
              data-testid={`field-${name}`}
              label={label}
              value={input.value || null}
              onChange={(value) => input.onChange(value)}
              onClose={() => input.onBlur()}
              format="DD/MM/YYYY"
              disableFuture
              openTo="year"
              views={['year', 'month', 'day']}
              slotProps={{
                textField: {
                  name,
                  id: `field-${name}`,
                  required,
                  fullWidth: true,
                  error: Boolean(error),
                  helperText: error,
                  onBlur: () => input.onBlur(),
                },
              }}
            />
          </AreaDatePickers>
        );
      }}
    </Field>
  );
}
