import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { FormTextField } from '../../../shared/forms/components/text-field';
import { fieldTexts } from '../../../shared/forms/model/messages';
import { FAMILY_NAME_MAX, familyNameRule, isBlank } from '../../../shared/forms/model/validators';

interface NameValues {
  familyName?: string;
}

export interface FamilyNameDialogProps {
  open: boolean;
  title: string;
  initialName: string;
  submitLabel: string;
  /** Resolves to an error message (the name is taken...), or nothing when done. */
  onSubmit(name: string): Promise<string | void>;
  onClose(): void;
}

/** The family name dialogs (spec §2): the name of a new family, or a new name for it. */
export function FamilyNameDialog({ open, title, initialName, submitLabel, onSubmit, onClose }: FamilyNameDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="family-name-dialog">
      <ParkForm<NameValues>
        testId="family-name-form"
        validate={(v) => {
          const error = isBlank(v.familyName) ? fieldTexts.required : familyNameRule(v.familyName);
          return error ? { familyName: error } : {};
        }}
        initialValues={{ familyName: initialName }}
        onSubmit={async (values) => {
          const error = await onSubmit((values.familyName ?? '').trim());
          return error ? { familyName: error, [FORM_ERROR]: error } : undefined;
        }}
      >
        {({ submitting, submitError }) => (
          <>
            <DialogTitle sx={{ fontWeight: 800 }}>{title}</DialogTitle>
            <DialogContent>
              <FormTextField
                name="familyName"
                label="Nom de la famille"
                required
                autoFocus
                sx={{ mt: 1 }}
                slotProps={{ htmlInput: { maxLength: FAMILY_NAME_MAX } }}
              />
              <SubmitError error={submitError} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={submitting}>
                Annuler
              </Button>
              <Button type="submit" variant="contained" disabled={submitting} data-testid="family-name-submit">
                {submitLabel}
              </Button>
            </DialogActions>
          </>
        )}
      </ParkForm>
    </Dialog>
  );
}
