import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { PhoneField } from '../../../shared/forms/components/phone-field';
import { SelectField, type SelectOption } from '../../../shared/forms/components/select-field';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { AGE_MAX, AGE_MIN, validateMemberForm, type MemberFormValues } from '../model/member-form';

export interface MemberFormProps {
  /** Adding asks for the relation and the civility (required); editing shows them, optional. */
  adding: boolean;
  civilities: SelectOption[];
  kinships: SelectOption[];
  initialValues?: MemberFormValues;
  /** Editing a member with a birthday: the age may be left empty, it then follows the birthday. */
  ageFollowsBirthday?: boolean;
  submitLabel: string;
  testId: string;
  /** Resolves to an error message to show, or nothing on success. */
  onSubmit(values: MemberFormValues): Promise<string | void>;
  onCancel?(): void;
}

/** The account's family member form (spec §5): civilité, prénom, nom, âge (min 1), mail, phone; relation. */
export function MemberForm(props: MemberFormProps) {
  const { adding, civilities, kinships, initialValues, ageFollowsBirthday = false } = props;
  const { submitLabel, testId, onSubmit, onCancel } = props;
  return (
    <ParkForm<MemberFormValues>
      testId={testId}
      validate={(values) => validateMemberForm(values, adding, ageFollowsBirthday)}
      initialValues={initialValues ?? { idCiv: '', idParam: '' }}
      onSubmit={async (values) => {
        const error = await onSubmit(values);
        return error ? { [FORM_ERROR]: error } : undefined;
      }}
    >
      {({ submitting, submitError }) => (
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectField name="idParam" label="Lien de parenté" options={kinships} required={adding} />
            <SelectField name="idCiv" label="Civilité" options={civilities} required={adding} />
            <FormTextField name="firstName" label="Prénom" required />
            <FormTextField name="lastName" label="Nom" required />
            <FormTextField
              name="age"
              label="Âge"
              type="number"
              required={!ageFollowsBirthday}
              helperText={ageFollowsBirthday ? 'Vide : l’âge suit la date de naissance.' : undefined}
              slotProps={{ htmlInput: { min: AGE_MIN, max: AGE_MAX, step: 1, inputMode: 'numeric' } }}
            />
            <FormTextField name="email" label="Adresse e-mail" type="email" required />
            <PhoneField name="phone" label="Téléphone" required />
          </Box>
          <SubmitError error={submitError} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={submitting}>
                Annuler
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={submitting} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      )}
    </ParkForm>
  );
}
