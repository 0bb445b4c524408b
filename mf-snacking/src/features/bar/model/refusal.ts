import { httpStatus } from 'shared-events';

/** A staff call that got no answer, or a failing server's (5xx): nothing was refused, it may be tried again. */
export const BAR_UNREACHABLE = 'Le serveur ne répond pas pour le moment. Vérifiez la connexion puis réessayez.';

/** Whether the API answered and refused what was asked (4xx): its refusal is what the screen says. */
export function isRefusal(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}
