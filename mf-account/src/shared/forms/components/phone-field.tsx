import { formatPhone, PHONE_INPUT_MAX } from '../model/phone';
import { FormTextField, type FormTextFieldProps } from './text-field';

/** French phone with the 10-digit mask '09 99 99 99 99'. */
export function PhoneField(props: Omit<FormTextFieldProps, 'format' | 'parse'>) {
  return (
    <FormTextField
      type="tel"
      autoComplete="tel-national"
      placeholder="09 99 99 99 99"
      {...props}
      parse={formatPhone}
      slotProps={{ htmlInput: { inputMode: 'tel', maxLength: PHONE_INPUT_MAX } }}
    />
  );
}
