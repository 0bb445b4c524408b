/**
 * Reading failed calls of the shared axios client without importing axios here (the client comes
 * from shared-events; this area does not bundle a second copy).
 */
interface HttpFailure {
  isAxiosError: true;
  response?: { status?: number; data?: unknown };
}

function asFailure(error: unknown): HttpFailure | null {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
    ? (error as HttpFailure)
    : null;
}

/** HTTP status of a failed call (0 when the server was not reached or the error is not an HTTP one). */
export function statusOf(error: unknown): number {
  return asFailure(error)?.response?.status ?? 0;
}

/** The API's French message of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | null {
  const data = asFailure(error)?.response?.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message.trim() !== '' ? data.message : null;
}
