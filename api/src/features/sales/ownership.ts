import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { transactions } from '../../db/schema';
import { sameGuest } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { UNKNOWN_TRANSACTION } from './settle';

export const NOT_YOURS = "Vous n'avez pas accès à ces données.";

/**
 * 404 unless the transaction exists, 403 unless the signed-in client started it (and is the idClient sent, if any);
 * a table's guest, only when their own sign-in started it (decision 0045).
 */
export async function assertOwnTransaction(
  app: App,
  request: FastifyRequest,
  reference: string,
  idClient?: number | null,
): Promise<void> {
  const [t] = await app.db
    .select({ clientId: transactions.clientId, guestId: transactions.guestId })
    .from(transactions)
    .where(eq(transactions.reference, reference));
  if (!t) throw new HttpError(404, UNKNOWN_TRANSACTION);
  const user = request.user.sub;
  if (
    t.clientId !== user ||
    !sameGuest(request, t.guestId) ||
    (idClient !== undefined && idClient !== null && idClient !== user)
  )
    throw new HttpError(403, NOT_YOURS);
}
