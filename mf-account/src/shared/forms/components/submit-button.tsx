import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

export interface SubmitButtonProps {
  /** The form is being sent: the button waits (react-final-form's `submitting`). */
  submitting: boolean | undefined;
  testId: string;
  children: ReactNode;
}

/** A form's main button: large, filled, disabled while the form is being sent. */
export function SubmitButton({ submitting, testId, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={submitting} data-testid={testId}>
      {children}
    </Button>
  );
}
