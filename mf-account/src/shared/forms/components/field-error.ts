import type { FieldMetaState } from 'react-final-form';

/** A field shows its error once touched or after a refused submission. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  const error = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return (meta.touched || meta.submitFailed) && typeof error === 'string' ? error : undefined;
}
