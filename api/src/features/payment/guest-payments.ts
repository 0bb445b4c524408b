import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { isGuest } from '../../plugins/auth';

export const INITIATE_URL = '/api/v1/paybox/initiate-paybox-transaction';

/** Records on a payment just started by a table's guest the guest's id (the token's `gid`); answers whether it did. */
export async function recordGuest(db: Db, reference: string, clientId: number, guestId: string): Promise<boolean> {
  const rows = await db
    .update(transactions)
    .set({ guestId })
    .where(
      and(eq(transactions.reference, reference), eq(transactions.clientId, clientId), isNull(transactions.guestId)),
    )
    .returning({ id: transactions.id });
  return rows.length === 1;
}

function referenceOf(payload: unknown): string | null {
  const reference = (payload as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' ? reference : null;
}

/**
 * A payment started by a table's guest (decision 0045) carries the guest's id, so that only that guest reads it back
 * among the zone account's payments. The id is written before the answer leaves (the answer is what gives the guest
 * the reference): until then the payment is nobody's to read. Added to the payment start route as it is declared,
 * which keeps its handler (other work goes on there) as it is; `authenticate` has already refused a guest's token
 * without an id (a zone sign-in from before guests had ids).
 */
export function registerGuestPayments(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== INITIATE_URL || !methods.includes('POST')) return;
    const stamp = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const reference = referenceOf(payload);
      const user = request.user;
      if (reply.statusCode !== 200 || !reference || !user || !isGuest(user)) return payload;
      if (!user.gid || !(await recordGuest(db, reference, user.sub, user.gid)))
        throw new Error(`payment ${reference}: the guest could not be recorded`);
      return payload;
    };
    const existing = route.preSerialization;
    route.preSerialization = existing ? [...(Array.isArray(existing) ? existing : [existing]), stamp] : [stamp];
  });
}
