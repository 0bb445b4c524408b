import { httpStatus } from 'shared-events';

/** HTTP status of a failed call (0 when the server was not reached or the error is not an HTTP one). */
export function statusOf(error: unknown): number {
  return httpStatus(error) ?? 0;
}
