import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useForm, type FormRenderProps } from 'react-final-form';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import Alert from '@mui/material/Alert';
import { findFirstScreenForm, readFirstScreenForm, requestToast, restoreFirstScreenFocus } from 'shared-events';
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
 * (missing fields or the first broken rule, 3.5 s), the submission error above the buttons. When the server drew
 * this form in the page's first screen (sign-in, password reset), it starts with what the visitor typed there
 * before the scripts arrived, the focus where it was, and is sent if the visitor had sent it.
 */
export function ParkForm<V extends object>({
  validate,
  onSubmit,
  initialValues,
  missingMessage = messages.missingFields,
  testId,
  children,
}: ParkFormProps<V>) {
  // The server's form of the first screen (decision 0024), found while it is still in the page, read when this one
  // is committed (its fields keep what was typed until they left the page): its values, focus and submission.
  const [serverForm] = useState(() => findFirstScreenForm(testId));
  const element = useRef<HTMLFormElement>(null);
  const api = useRef<FormApi<V> | null>(null);
  const takeApi = useCallback((form: FormApi<V>) => {
    api.current = form;
  }, []);
  const held = useRef<'unread' | 'held' | 'done'>('unread');
  useLayoutEffect(() => {
    const form = api.current;
    if (!serverForm || !form || held.current !== 'unread') return;
    const typed = readFirstScreenForm(serverForm);
    form.batch(() => {
      for (const [name, value] of Object.entries(typed.values)) form.change(name as keyof V, value as never);
    });
    restoreFirstScreenFocus(element.current, typed.focused);
    held.current = typed.submitHeld ? 'held' : 'done';
  }, [serverForm]);
  // Sent by the visitor before the scripts (held by the page's <head> script): sent now, once.
  useEffect(() => {
    if (held.current !== 'held') return;
    held.current = 'done';
    element.current?.requestSubmit();
  }, [serverForm]);
  return (
    <Form<V>
      onSubmit={(values, form) => onSubmit(values, form)}
      validate={validate as (values: V) => Record<string, string>}
      initialValues={initialValues}
      render={(props) => (
        <form
          ref={element}
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
          {serverForm && <FormApiTo<V> onForm={takeApi} />}
        </form>
      )}
    />
  );
}

/** Hands the form's API to its ParkForm (whose effects run after its children's). */
function FormApiTo<V extends object>({ onForm }: { onForm: (form: FormApi<V>) => void }) {
  const form = useForm<V>();
  useLayoutEffect(() => onForm(form), [form, onForm]);
  return null;
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
