import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app';
import { settleTransaction } from '../sales/settle';

/**
 * Settles a paid transaction (order, sales, bookings, e-mail) through the sales feature.
 * settleTransaction is idempotent per reference, so it is called on every answer that finds the
 * transaction paid: a first failure is retried by the next answer or by the sales endpoints the
 * confirmation page calls. A failure never turns the gateway's answer into an error.
 */
export async function settlePaidTransaction(app: App, reference: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await settleTransaction(app, reference);
  } catch (err) {
    log.error({ err, reference }, 'settlement of a paid transaction failed (it will be retried)');
  }
}
