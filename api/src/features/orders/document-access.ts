import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { orders } from '../../db/schema';
import { assertAccountHolder } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { NOT_YOURS } from '../sales/ownership';
import { invoiceLinkSecret, signInvoiceAccess, verifyInvoiceAccess } from './invoice-link';

export const ORDER_NOT_FOUND = 'Commande introuvable.';

/**
 * Who may open an order's document (the invoice, the birthday invitation): its owner by bearer token, or a
 * browser holding the short-lived signed link the owner was given (`?access=`, 5 minutes). One check for
 * every document, so that a new document cannot forget one of its branches.
 */
export function orderDocumentAccess(app: App) {
  let secret: Promise<string> | null = null;
  const linkSecret = () => (secret ??= invoiceLinkSecret(app.db));
  const ownerOf = async (orderId: number | null): Promise<number | null> => {
    if (!orderId) return null;
    const [order] = await app.db.select({ clientId: orders.clientId }).from(orders).where(eq(orders.id, orderId));
    return order?.clientId ?? null;
  };
  return {
    /** The signed path of one document of an order (`file`: 'invoice.pdf', 'invitation.pdf'). */
    async link(order: { id: number; clientId: number }, file: string): Promise<string> {
      const access = signInvoiceAccess(await linkSecret(), order.id, order.clientId);
      return `/api/ticket/${order.id}/${file}?access=${encodeURIComponent(access)}`;
    },
    /**
     * The order's id when the signed-in caller owns it; else 404 for an unknown order, 403 for someone else's, and
     * 403 for a table's guest (the zone's account holds every guest's orders: decision 0045).
     */
    async assertOwner(request: FastifyRequest, orderId: number | null): Promise<number> {
      assertAccountHolder(request);
      const owner = await ownerOf(orderId);
      if (owner === null || orderId === null) throw new HttpError(404, ORDER_NOT_FOUND);
      if (owner !== request.user.sub) throw new HttpError(403, NOT_YOURS);
      return orderId;
    },
    /**
     * The order's id when the caller may open its documents; else 403 `invalidLink` for a bad or expired link
     * (whether or not the order exists), 401 without a valid token, 404 for an unknown order, 403 for someone
     * else's order.
     */
    async assertMayOpen(
      request: FastifyRequest,
      reply: FastifyReply,
      orderId: number | null,
      access: string | undefined,
      invalidLink: string,
    ): Promise<number> {
      if (access === undefined) {
        await app.authenticateAccount(request, reply);
        return this.assertOwner(request, orderId);
      }
      const owner = await ownerOf(orderId);
      if (owner === null || orderId === null || !verifyInvoiceAccess(await linkSecret(), access, orderId, owner))
        throw new HttpError(403, invalidLink);
      return orderId;
    },
  };
}
