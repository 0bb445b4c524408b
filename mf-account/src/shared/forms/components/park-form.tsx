import type { ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import Alert from '@mui/material/Alert';
import { requestToast } from 'shared-events';
import { messages, TOAST_MS } from '../model/messages';
import { submitToast } from '../model/validators';

export { FORM_ERROR };

export interface ParkFormProps<V extends object> {
  validate: (values: V) => Record<string, string | undefined>;
  /** Resolves to nothing on success, or to submission errors (FORM_ERROR for the whole form). */
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | void>;
  initialValues?: Partial<V>;
  /** Toast when a required field is empty (the reset page has its own wording). */
  missingMessage?: string;
  testId: string;
  children: (props: FormRenderProps<V>) => ReactNode;
}

/**
 * A react-final-form form: field errors under each field, a toast on a refused submission
 * (missing fields or the first broken rule, 3.5 s), the submission error above the buttons.
 */
export function ParkForm<V extends object>({
  validate,
  onSubmit,
  initialValues,
  missingMessage = messages.missingFields,
  testId,
  children,
}: ParkFormProps<V>) {
  return (
    <Form<V>
      onSubmit={(values, form) => onSubmit(values, form)}
      validate={validate as (values: V) => Record<string, string>}
      initialValues={initialValues}
      render={(props) => (
        <form
          noValidate
          data-testid={testId}
          onSubmit={(event) => {
            const state = props.form.getState();
            if (state.hasValidationErrors) {
              const message = submitToast(state.errors as Record<string, string | undefined>, missingMessage);
              if (message) requestToast(message, 'error', TOAST_MS);
            }
            void props.handleSubmit(event);
          }}
        >
          {children(props)}
        </form>
      )}
    />
  );
}

/** The whole-form error of the last submission, if any. */
export function SubmitError({ error }: { error: unknown }) {
  if (typeof error !== 'string') return null;
  return (
    <Alert severity="error" data-testid="form-error" sx={{ mt: 2 }}>
      {error}
    </Alert>
  );
}
